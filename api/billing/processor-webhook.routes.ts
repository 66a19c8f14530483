/**
 * The payment processor's webhook (`POST /v1/billing/webhook`) and its two admin endpoints.
 *
 * - Authenticated by `Processor-Signature` (or `Stripe-Signature`, the name Stripe sends it under;
 *   `t=<unix>,v1=<hex HMAC-SHA256 of "t.raw_body">`) over
 *   the raw body, verified by the `stripe` library's constructEvent (the same scheme as Stripe's own
 *   header), with a 300-second tolerance both ways judged on the app's clock. Missing, wrong, stale or
 *   stamped in the future: 400.
 *   The raw body is kept by a content-type parser scoped to this route alone.
 * - Idempotent by event id: the event is stored under its id first (a primary key), and only the
 *   request whose insert wins processes it; a second delivery, even a concurrent one, answers 200
 *   with `duplicate: true` and does nothing.
 * - An event whose processing fails is kept with its error and answered 200 (we own the retry now):
 *   the `processor-event-<id>` workflow tries it again with back-off, then leaves it for an admin.
 * - Unknown event types are stored and acknowledged (200, `ignored`).
 */

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { HANDLED_EVENT_TYPES, type ProcessorEventBody } from '../../activities/billing/apply-processor-event.js';
import {
  eventsToRetry,
  processorEventStats,
  processStoredEvent,
  recordProcessorEvent,
} from '../../activities/billing/processor-event-store.js';
import { processorEventWorkflowId } from '../../core/workflow-ids.js';
import { activityOrigin } from '../accounts/activity-origin.js';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../docs/documented-errors.js';
import { badRequest, serviceUnavailable } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { requireAdmin } from './require-admin.js';

const tags = ['Billing'];
export const SIGNATURE_HEADER = 'processor-signature';
/**
 * The name Stripe itself sends the same signature under. The spec names `Processor-Signature`; a
 * real Stripe account sends `Stripe-Signature`, so every real event was refused with 400 until
 * Stripe gave up. Both are read, the spec's first when a request carries the two.
 */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** Seconds a signature's timestamp may be away from now (the freshness window of docs/api-contract.md "Delivery headers"). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

const WebhookAnswer = Type.Object({
  received: Type.Boolean(),
  id: Type.String(),
  duplicate: Type.Boolean(),
  status: Type.String({ description: 'processed, ignored, failed (retried by a workflow), or duplicate' }),
});
const HoursQuery = Type.Object({ hours: Type.Integer({ minimum: 1, maximum: 24 * 90, default: 24 }) });

function verify(raw: Buffer, header: string | undefined, secret: string, nowMs: number): ProcessorEventBody {
  if (!header) throw badRequest(ERRORS.badRequest.processorSignatureMissing);
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(raw, header, secret, SIGNATURE_TOLERANCE_SECONDS, undefined, nowMs);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (message.startsWith('Timestamp outside the tolerance zone')) {
      throw badRequest(ERRORS.badRequest.processorSignatureStale);
    }
    throw badRequest(ERRORS.badRequest.processorSignatureInvalid);
  }
  // constructEvent judges only the past: a signature stamped days ahead would stay replayable until
  // then. The same 300 s apply ahead of the app's clock.
  const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1]);
  if (!Number.isFinite(signedAt) || signedAt - nowMs / 1000 > SIGNATURE_TOLERANCE_SECONDS) {
    throw badRequest(ERRORS.badRequest.processorSignatureStale);
  }
  const body = event as Partial<ProcessorEventBody> | null;
  if (
    !body ||
    typeof body.id !== 'string' ||
    body.id === '' ||
    body.id.length > 255 ||
    typeof body.type !== 'string' ||
    body.type === '' ||
    body.type.length > 100
  ) {
    throw badRequest(ERRORS.badRequest.processorEventMalformed);
  }
  return { ...body, data: { object: (body.data?.object ?? {}) as Record<string, unknown> } } as ProcessorEventBody;
}

export async function processorWebhookRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  // A downgrade that pauses REST Hook subscriptions mails the owner (activities/billing/hook-plan-change.ts).
  const hookMail = { mailer: ctx.mailer, publicBaseUrl: ctx.config.publicBaseUrl, log: app.log };

  /** Starts the retries of a failed event (a start of a running or finished one is a no-op). */
  async function scheduleRetries(eventId: string): Promise<void> {
    const { orchestrator } = app;
    const afterCommit = await ctx.db.transaction((manager) =>
      orchestrator.enqueue(
        manager,
        'processorEventWorkflow',
        processorEventWorkflowId(eventId),
        { eventId, retryScheduleSeconds: [...ctx.config.processorEventRetrySeconds] },
        { kind: 'processor_event', domains: [], accountId: null },
      ),
    );
    afterCommit();
  }

  await app.register(async (scope) => {
    // The signature covers the bytes as sent: this route alone keeps them (parsed after verification).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      '/v1/billing/webhook',
      {
        config: { rateLimit: false },
        // Processor events can be larger than the API's 64 KiB for JSON requests.
        bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
        schema: {
          tags,
          summary: 'Payment processor events (signed with Processor-Signature); idempotent by event id',
          description:
            'The signature is read from `Processor-Signature`, or from `Stripe-Signature` (the name Stripe sends it ' +
            'under) when the first is absent.',
          headers: Type.Object({
            'processor-signature': Type.Optional(Type.String()),
            'stripe-signature': Type.Optional(Type.String()),
          }),
          response: { 200: WebhookAnswer, ...errorResponses(400, 503) },
        },
      },
      async (request) => {
        const secret = ctx.config.processorWebhookSecret;
        if (!secret) throw serviceUnavailable(ERRORS.serviceUnavailable.processorWebhookNotConfigured);
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const now = ctx.clock.now();
        const signature = request.headers[SIGNATURE_HEADER] ?? request.headers[STRIPE_SIGNATURE_HEADER];
        const event = verify(raw, signature, secret, now.getTime());
        if ((await recordProcessorEvent(ctx.db, event, now)) === 'duplicate') {
          return { received: true, id: event.id, duplicate: true, status: 'duplicate' };
        }
        const { outcome, error } = await processStoredEvent(ctx.db, event.id, now, false, undefined, hookMail);
        if (outcome === 'failed') {
          request.log.warn({ eventId: event.id, type: event.type, error }, 'processor event failed; retries scheduled');
          await scheduleRetries(event.id);
          return { received: true, id: event.id, duplicate: false, status: 'failed' };
        }
        const handled = (HANDLED_EVENT_TYPES as readonly string[]).includes(event.type);
        return { received: true, id: event.id, duplicate: false, status: handled ? 'processed' : 'ignored' };
      },
    );
  });

  const adminOnly = [app.auth.requireAccount, requireAdmin(ctx.config.adminEmails)];

  app.post(
    '/v1/billing/webhook/retry',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Admin: process again the failed processor events of the last `hours`',
        querystring: HoursQuery,
        response: {
          200: Type.Object({
            hours: Type.Integer(),
            retried: Type.Integer(),
            processed: Type.Integer(),
            failed: Type.Integer(),
            events: Type.Array(
              Type.Object({ id: Type.String(), outcome: Type.String(), error: Type.Optional(Type.String()) }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      const { hours } = request.query;
      const ids = await eventsToRetry(ctx.db, new Date(now.getTime() - hours * 3_600_000), now);
      // The accounts' activity logs name the admin's request, not the operator's address or browser.
      const adminOrigin = { ...activityOrigin(request, 'admin'), ipAddress: null, userAgent: null };
      const events = [];
      for (const id of ids) {
        const { outcome, error } = await processStoredEvent(ctx.db, id, ctx.clock.now(), true, adminOrigin, hookMail);
        events.push(error === undefined ? { id, outcome } : { id, outcome, error });
      }
      request.log.info({ admin: principalOf(request).user.id, hours, retried: ids.length }, 'processor events retried');
      return {
        hours,
        retried: events.length,
        processed: events.filter((e) => e.outcome === 'processed').length,
        failed: events.filter((e) => e.outcome === 'failed').length,
        events,
      };
    },
  );

  const TypeCounts = Type.Object({
    received: Type.Integer(),
    processed: Type.Integer(),
    failed: Type.Integer(),
    retried: Type.Integer(),
  });
  app.get(
    '/v1/billing/webhook/stats',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Admin: processor events of the last `hours`: received, processed, failed, retried, by type',
        querystring: HoursQuery,
        response: {
          200: Type.Object({
            hours: Type.Integer(),
            since: Type.String({ format: 'date-time' }),
            received: Type.Integer(),
            processed: Type.Integer(),
            failed: Type.Integer(),
            pending: Type.Integer(),
            retried: Type.Integer(),
            by_type: Type.Record(Type.String(), TypeCounts),
          }),
        },
      },
    },
    async (request) => {
      const { hours } = request.query;
      const since = new Date(ctx.clock.now().getTime() - hours * 3_600_000);
      return { hours, since: since.toISOString(), ...(await processorEventStats(ctx.db, since)) };
    },
  );
}
