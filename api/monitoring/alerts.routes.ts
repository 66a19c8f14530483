/**
 * Alerts (docs/api-contract.md "Domain monitoring"): `GET /v1/domains/alerts` (a bare JSON array), mark read,
 * mark all read, delete, statistics. Literal paths beside `/v1/domains/{domain_id}`.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../docs/documented-errors.js';
import { AlertSchema, AlertStatsSchema, AlertTypeSchema, SeveritySchema, toAlertView } from './alert.view.js';
import type { AlertsService } from './alerts.service.js';

const tags = ['Domain monitoring'];
const LIST_MAX = 200;
const AlertIdParams = Type.Object({ alert_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const Filters = {
  severity: Type.Optional(SeveritySchema),
  alert_type: Type.Optional(AlertTypeSchema),
  domain_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  client_id: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2147483647, description: "Only alerts of this client's domains" }),
  ),
  tag: Type.Optional(Type.String({ minLength: 1, maxLength: 60, description: 'Only alerts of domains with this tag' })),
};
const ListQuery = Type.Object({
  unread_only: Type.Boolean({ default: false }),
  limit: Type.Integer({ minimum: 1, maximum: LIST_MAX, default: 50 }),
  ...Filters,
});
const FilterQuery = Type.Object(Filters);

export async function alertRoutes(untyped: FastifyInstance, options: { service: AlertsService }): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = options;
  const auth = app.auth.requireAccount;

  app.get(
    '/v1/domains/alerts',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'Alerts, newest first: a bare JSON array',
        querystring: ListQuery,
        response: { 200: Type.Array(AlertSchema) },
      },
    },
    async (request) => (await service.list(principalOf(request).user.id, request.query)).map(toAlertView),
  );

  app.get(
    '/v1/domains/alerts/stats',
    { preHandler: auth, schema: { tags, summary: 'Alert statistics', response: { 200: AlertStatsSchema } } },
    async (request) => service.stats(principalOf(request).user.id),
  );

  app.post(
    '/v1/domains/alerts/mark-all-read',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'Mark the matching alerts read (all unread alerts without filters)',
        querystring: FilterQuery,
        response: { 200: Type.Object({ marked: Type.Integer() }) },
      },
    },
    async (request) => ({ marked: await service.markAllRead(principalOf(request).user.id, request.query) }),
  );

  app.post(
    '/v1/domains/alerts/:alert_id/read',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'Mark one alert read',
        params: AlertIdParams,
        response: { ...errorResponses(404), 200: AlertSchema },
      },
    },
    async (request) => toAlertView(await service.markRead(principalOf(request).user.id, request.params.alert_id)),
  );

  app.delete(
    '/v1/domains/alerts/:alert_id',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'Delete an alert',
        params: AlertIdParams,
        response: { ...errorResponses(404), 200: Type.Object({ id: Type.Integer(), deleted: Type.Boolean() }) },
      },
    },
    async (request) => {
      await service.remove(principalOf(request).user.id, request.params.alert_id);
      return { id: request.params.alert_id, deleted: true };
    },
  );
}
