/**
 * Domain monitoring (docs/api-contract.md "Domain monitoring"): list with slot usage, add, change (`PATCH`, not in the spec; users
 * expect it), publish the badge, remove, scan now, and ownership verification (not in the spec:
 * only verified owners' badges are public, docs/monitoring.md "Domain ownership"). `/v1/domains/alerts...` are literal paths
 * beside `/v1/domains/{domain_id}` (alerts.routes.ts); the router prefers literal segments. Adding,
 * changing and scanning now need a subscription in good standing (docs/billing.md); listing and
 * removing do not, so a lapsed customer can still see and tidy up.
 */

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { activityOrigin } from '../accounts/activity-origin.js';
import { principalOf } from '../auth/authenticate.js';
import { requireActiveSubscription } from '../auth/subscription-guard.js';
import { errorResponses } from '../docs/documented-errors.js';
import { scanJobSchema, toScanJobView } from '../scans/scan-job.view.js';
import { DomainListSchema, DomainSchema, toDomainView } from './domain.view.js';
import { toVerificationView, VerificationSchema } from './domain-verification.view.js';
import type { DomainsService } from './domains.service.js';

const tags = ['Domain monitoring'];
const DomainIdParams = Type.Object({ domain_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const Threshold = Type.Integer({ minimum: 1, maximum: 100, description: 'Score drop that raises an alert (1-100)' });
const Frequency = Type.String({
  description: '`hourly`, `daily` or `weekly` (default `daily`); the plan decides which',
});
const ClientId = Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()], {
  description: 'The client (GET /v1/clients) it belongs to; null for none',
});
const Tags = Type.Array(Type.String({ minLength: 1, maxLength: 60 }), {
  maxItems: 50,
  description: 'Replaces its tags: 1-40 characters each, lower-cased; at most 20 distinct',
});
const AddBody = Type.Object({
  domain: Type.String({ minLength: 1, maxLength: 300 }),
  scan_frequency: Type.Optional(Frequency),
  alert_on_score_drop: Type.Optional(Type.Boolean()),
  alert_threshold: Type.Optional(Threshold),
  client_id: Type.Optional(ClientId),
  tags: Type.Optional(Tags),
});
const PatchBody = Type.Object({
  scan_frequency: Type.Optional(Frequency),
  alert_on_score_drop: Type.Optional(Type.Boolean()),
  alert_threshold: Type.Optional(Threshold),
  client_id: Type.Optional(ClientId),
  tags: Type.Optional(Tags),
});
const ListQuery = Type.Object({
  client_id: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2147483647, description: "Only this client's domains" }),
  ),
  tag: Type.Optional(Type.String({ minLength: 1, maxLength: 60, description: 'Only domains with this tag' })),
});
const BadgeBody = Type.Object({ badge_enabled: Type.Boolean() });
const Deleted = Type.Object({ id: Type.Integer(), deleted: Type.Boolean() });

export async function domainRoutes(untyped: FastifyInstance, options: { service: DomainsService }): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = options;
  const auth = app.auth.requireAccount;
  /** A record with its last completed scan (an account may have scanned the name before monitoring it). */
  const viewOf = async (userId: number, domain: MonitoredDomain) =>
    toDomainView(
      domain,
      (await service.lastScans(userId, [domain.domain])).get(domain.domain) ?? null,
      await service.tagsOf(domain.id),
    );

  app.get(
    '/v1/domains',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'Monitored domains (of one client or tag when asked) and the plan slot usage',
        querystring: ListQuery,
        response: { 200: DomainListSchema },
      },
    },
    async (request) => {
      const user = principalOf(request).user;
      const { domains, lastScans, tags: tagsOf, used } = await service.list(user, request.query);
      return {
        domains: domains.map((domain) =>
          toDomainView(domain, lastScans.get(domain.domain) ?? null, tagsOf.get(domain.id) ?? []),
        ),
        used,
        domain_limit: service.domainLimit(user),
      };
    },
  );

  app.post(
    '/v1/domains',
    {
      preHandler: [auth, requireActiveSubscription],
      schema: {
        tags,
        summary: 'Monitor a domain: scheduled scans and alerts (400 for a bad frequency, a duplicate or no slot left)',
        body: AddBody,
        response: { ...errorResponses(400, 403), 200: DomainSchema },
      },
    },
    async (request) =>
      viewOf(
        principalOf(request).user.id,
        await service.add(principalOf(request).user, request.body, activityOrigin(request)),
      ),
  );

  app.patch(
    '/v1/domains/:domain_id',
    {
      preHandler: [auth, requireActiveSubscription],
      schema: {
        tags,
        summary:
          'Change the scan frequency, alert settings, client or tags of a monitored domain (takes effect at once)',
        params: DomainIdParams,
        body: PatchBody,
        response: { ...errorResponses(400, 403, 404), 200: DomainSchema },
      },
    },
    async (request) =>
      viewOf(
        principalOf(request).user.id,
        await service.update(
          principalOf(request).user,
          request.params.domain_id,
          request.body,
          activityOrigin(request),
        ),
      ),
  );

  app.patch(
    '/v1/domains/:domain_id/badge',
    {
      preHandler: [auth, requireActiveSubscription],
      schema: {
        tags,
        summary: 'Publish or unpublish the domain badge',
        params: DomainIdParams,
        body: BadgeBody,
        response: { ...errorResponses(404), 200: DomainSchema },
      },
    },
    async (request) =>
      viewOf(
        principalOf(request).user.id,
        await service.setBadge(
          principalOf(request).user,
          request.params.domain_id,
          request.body.badge_enabled,
          activityOrigin(request),
        ),
      ),
  );

  app.get(
    '/v1/domains/:domain_id/verification',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'Ownership verification of a monitored domain: the TXT record or file to publish, and its status',
        params: DomainIdParams,
        response: { ...errorResponses(404), 200: VerificationSchema },
      },
    },
    async (request) =>
      toVerificationView(await service.verification(principalOf(request).user, request.params.domain_id)),
  );

  app.post(
    '/v1/domains/:domain_id/verification/check',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'Check ownership now: looks for the TXT record, then the well-known file (HTTPS, then HTTP)',
        params: DomainIdParams,
        response: { ...errorResponses(404), 200: VerificationSchema },
      },
    },
    async (request) =>
      toVerificationView(
        await service.checkOwnership(principalOf(request).user, request.params.domain_id, activityOrigin(request)),
      ),
  );

  app.delete(
    '/v1/domains/:domain_id',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'Stop monitoring a domain: its schedule stops at once and its alerts go with it',
        params: DomainIdParams,
        response: { ...errorResponses(404), 200: Deleted },
      },
    },
    async (request) => {
      await service.remove(principalOf(request).user, request.params.domain_id, activityOrigin(request));
      return { id: request.params.domain_id, deleted: true };
    },
  );

  app.post(
    '/v1/domains/:domain_id/scan',
    {
      preHandler: [auth, requireActiveSubscription],
      schema: {
        tags,
        summary: 'Scan a monitored domain now (1 quota scan, like POST /v1/scan)',
        params: DomainIdParams,
        response: { ...errorResponses(400, 403, 404, 503), 202: scanJobSchema },
      },
    },
    async (request, reply) => {
      const job = await service.scanNow(principalOf(request).user, request.params.domain_id);
      return reply.code(202).send(toScanJobView(job));
    },
  );
}
