/**
 * A client's own alert preferences (docs/portfolio.md, "Scoped to a client"):
 * `GET|PUT|DELETE /v1/clients/{client_id}/alert-preferences`. The four booleans of
 * `/v1/settings/alert-preferences`, deciding which alerts the client's domains get; until a PUT (and
 * after a DELETE) the account's apply, and `source` says which is answered. Another account's client
 * is 404. Removing the client removes them.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { loadClientAlertPreferences } from '../../activities/monitoring/alert-preferences.js';
import { ClientAlertPreferencesRow } from '../../db/entities/client-alert-preferences.entity.js';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../docs/documented-errors.js';
import type { ClientsService } from './clients.service.js';

const tags = ['Domain monitoring'];
const ClientIdParams = Type.Object({ client_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const flag = (what: string) => Type.Boolean({ description: `Create ${what} alerts for this client's domains` });
const ClientPreferencesSchema = Type.Object({
  client_id: Type.Integer(),
  source: Type.Union([Type.Literal('client'), Type.Literal('account')], {
    description: "`client`: the client's own; `account`: none set, the account's preferences apply",
  }),
  score_drop: flag('score drop'),
  critical_issue: flag('critical issue'),
  cert_expiry: flag('certificate expired and expiring soon'),
  config_change: flag('configuration change'),
});
const PutBody = Type.Object(
  {
    score_drop: Type.Optional(flag('score drop')),
    critical_issue: Type.Optional(flag('critical issue')),
    cert_expiry: Type.Optional(flag('certificate expired and expiring soon')),
    config_change: Type.Optional(flag('configuration change')),
  },
  { additionalProperties: false },
);

export async function clientAlertPreferencesRoutes(
  untyped: FastifyInstance,
  options: { clients: ClientsService },
): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { clients } = options;
  const auth = app.auth.requireAccount;

  const answer = async (userId: number, clientId: number) => {
    const { preferences, source } = await loadClientAlertPreferences(app.ctx.db.manager, userId, clientId);
    return { client_id: clientId, source, ...preferences };
  };

  app.get(
    '/v1/clients/:client_id/alert-preferences',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: "Which alert types this client's domains get: its own preferences, or the account's",
        params: ClientIdParams,
        response: { ...errorResponses(404), 200: ClientPreferencesSchema },
      },
    },
    async (request) => {
      const userId = principalOf(request).user.id;
      await clients.find(userId, request.params.client_id);
      return answer(userId, request.params.client_id);
    },
  );

  app.put(
    '/v1/clients/:client_id/alert-preferences',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: "Set this client's own alert preferences (a field left out becomes true), replacing the account's",
        params: ClientIdParams,
        body: PutBody,
        response: { ...errorResponses(404), 200: ClientPreferencesSchema },
      },
    },
    async (request) => {
      const userId = principalOf(request).user.id;
      const clientId = request.params.client_id;
      await clients.find(userId, clientId);
      const body = request.body;
      await app.ctx.db.manager.upsert(
        ClientAlertPreferencesRow,
        {
          clientId,
          userId,
          scoreDrop: body.score_drop ?? true,
          criticalIssue: body.critical_issue ?? true,
          certExpiry: body.cert_expiry ?? true,
          configChange: body.config_change ?? true,
        },
        ['clientId'],
      );
      return answer(userId, clientId);
    },
  );

  app.delete(
    '/v1/clients/:client_id/alert-preferences',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: "Drop this client's own alert preferences: the account's apply again",
        params: ClientIdParams,
        response: { ...errorResponses(404), 200: ClientPreferencesSchema },
      },
    },
    async (request) => {
      const userId = principalOf(request).user.id;
      const clientId = request.params.client_id;
      await clients.find(userId, clientId);
      await app.ctx.db.manager.delete(ClientAlertPreferencesRow, { clientId, userId });
      return answer(userId, clientId);
    },
  );
}
