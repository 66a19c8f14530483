/**
 * The automation-platform integration's API (docs/integrations.md), behind the plan gate: REST Hook
 * subscriptions in the pattern Zapier documents (subscribe, unsubscribe; a target answering 410 Gone
 * unsubscribes itself, activities/webhooks/delivery.activities.ts), the polling feed of each hook
 * event (`samples/{event}`), and the two searches no other endpoint answers. The actions (start a
 * scan, add a monitored domain, mark an alert read) are the existing endpoints.
 *
 * Unsubscribing is not gated: a platform turning a Zap off after a downgrade must still clean up.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { HOOK_EVENT_TYPES } from '../../core/events/event-types.js';
import { WEBHOOK_URL_MAX_LENGTH } from '../../core/webhooks/webhook-url.js';
import { activityOrigin } from '../accounts/activity-origin.js';
import { principalOf } from '../auth/authenticate.js';
import { requireActiveSubscription } from '../auth/subscription-guard.js';
import { errorResponses } from '../docs/documented-errors.js';
import { DomainSchema } from '../monitoring/domain.view.js';
import { scanJobSchema } from '../scans/scan-job.view.js';
import { AUTOMATION_PLANS, automationGate, PLAN_GATE_RESPONSE } from './automation-gate.js';
import {
  createdHookSchema,
  envelopeSchema,
  filtersSchema,
  hookSchema,
  severitySchema,
  toHookView,
} from './hook.view.js';
import { recentItems } from './hook-feeds.js';
import { findMonitoredDomain, latestCompletedScan } from './hook-searches.js';
import { domainFilter, HooksService } from './hooks.service.js';

const tags = ['Automation (REST Hooks)'];
const MAX_ID = 2147483647;

const SubscribeBody = Type.Object(
  {
    target_url: Type.String({
      minLength: 1,
      maxLength: WEBHOOK_URL_MAX_LENGTH,
      description: "The platform's hook URL: HTTPS, or http://localhost",
    }),
    event: Type.Unsafe<(typeof HOOK_EVENT_TYPES)[number]>({ type: 'string', enum: [...HOOK_EVENT_TYPES] }),
    filters: Type.Optional(filtersSchema),
  },
  { additionalProperties: false },
);
const HookParams = Type.Object({ hook_id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });
const EventParams = Type.Object({
  event: Type.Unsafe<(typeof HOOK_EVENT_TYPES)[number]>({ type: 'string', enum: [...HOOK_EVENT_TYPES] }),
});
const FeedQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
    domain: Type.Optional(Type.String({ minLength: 1, maxLength: 253 })),
    client_id: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
    min_severity: Type.Optional(severitySchema),
  },
  { additionalProperties: false },
);
const DomainQuery = Type.Object(
  { domain: Type.String({ minLength: 1, maxLength: 253, description: 'The domain, as you would scan it' }) },
  { additionalProperties: false },
);

export async function hookRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const service = new HooksService(app.ctx);
  const gated = { preHandler: [app.auth.requireAccount, automationGate(app)] };
  const gatedWrite = { preHandler: [app.auth.requireAccount, automationGate(app), requireActiveSubscription] };
  const gate = { 403: PLAN_GATE_RESPONSE };
  const planNote = `Included in ${AUTOMATION_PLANS.join(', ')}; other plans get 403 with upgrade_url.`;

  app.post(
    '/v1/hooks',
    {
      ...gatedWrite,
      schema: {
        tags,
        summary: 'Subscribe a REST Hook: every matching event is POSTed, signed, to target_url',
        description: `${planNote} A target that answers 410 Gone is unsubscribed. Takes no webhook endpoint slot.`,
        body: SubscribeBody,
        response: { ...errorResponses(400), ...gate, 201: createdHookSchema },
      },
    },
    async (request, reply) => {
      const { hook, secret } = await service.subscribe(
        principalOf(request).user,
        request.body,
        activityOrigin(request),
      );
      return reply.code(201).send({ ...toHookView(hook), secret });
    },
  );

  app.get(
    '/v1/hooks',
    {
      ...gated,
      schema: {
        tags,
        summary: 'REST Hook subscriptions, newest first (apart from the webhook endpoints; no secrets)',
        description: planNote,
        response: { ...gate, 200: Type.Array(hookSchema) },
      },
    },
    async (request) => (await service.list(principalOf(request).user.id)).map(toHookView),
  );

  app.delete(
    '/v1/hooks/:hook_id',
    {
      preHandler: app.auth.requireAccount,
      schema: {
        tags,
        summary: 'Unsubscribe a REST Hook (allowed on every plan, so platforms can clean up)',
        params: HookParams,
        response: { 204: { description: 'Unsubscribed (no body)', type: 'null' }, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await service.unsubscribe(principalOf(request).user.id, request.params.hook_id, activityOrigin(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/v1/hooks/samples/:event',
    {
      ...gated,
      schema: {
        tags,
        summary: 'Recent items of a hook event, newest first, as the envelopes a subscription is sent',
        description: `${planNote} The polling trigger and "test trigger" of automation platforms: ids are stable, so dedupe on id.`,
        params: EventParams,
        querystring: FeedQuery,
        response: { ...errorResponses(400, 404), ...gate, 200: Type.Array(envelopeSchema) },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const { event } = request.params;
      const filters = await service.checkFilters(
        app.ctx.db.manager,
        user.id,
        event,
        {
          ...(request.query.domain === undefined ? {} : { domain: request.query.domain }),
          ...(request.query.client_id === undefined ? {} : { client_id: request.query.client_id }),
          ...(request.query.min_severity === undefined ? {} : { min_severity: request.query.min_severity }),
        },
        'query',
      );
      return recentItems(app.ctx.db.manager, user.id, event, { ...filters, limit: request.query.limit });
    },
  );

  app.get(
    '/v1/hooks/searches/latest-scan',
    {
      ...gated,
      schema: {
        tags,
        summary: 'The latest completed scan of a domain: an array of one, or empty when there is none',
        description: planNote,
        querystring: DomainQuery,
        response: { ...errorResponses(400), ...gate, 200: { type: 'array', items: scanJobSchema } },
      },
    },
    async (request) =>
      latestCompletedScan(app.ctx.db.manager, principalOf(request).user.id, domainFilter(request.query.domain)),
  );

  app.get(
    '/v1/hooks/searches/monitored-domain',
    {
      ...gated,
      schema: {
        tags,
        summary: 'A monitored domain by name: an array of one, or empty when it is not monitored',
        description: planNote,
        querystring: DomainQuery,
        response: { ...errorResponses(400), ...gate, 200: Type.Array(DomainSchema) },
      },
    },
    async (request) =>
      findMonitoredDomain(app.ctx.db.manager, principalOf(request).user.id, domainFilter(request.query.domain)),
  );
}
