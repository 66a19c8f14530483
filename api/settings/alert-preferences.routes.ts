/**
 * `GET` and `PUT /v1/settings/alert-preferences` (docs/api-contract.md "Settings"): four booleans, each true
 * by default; a field left out of a PUT becomes true (the PUT replaces the whole set). Its own file:
 * other settings (branding) live in theirs.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { loadAlertPreferences } from '../../activities/monitoring/alert-preferences.js';
import { AlertPreferencesRow } from '../../db/entities/alert-preferences.entity.js';
import { principalOf } from '../auth/authenticate.js';

const tags = ['Settings'];
const flag = (what: string) => Type.Boolean({ description: `Create ${what} alerts (default true)` });
const PreferencesSchema = Type.Object({
  score_drop: flag('score drop'),
  critical_issue: flag('critical issue'),
  cert_expiry: flag('certificate expired and expiring soon'),
  config_change: flag('configuration change'),
});
const PutBody = Type.Object({
  score_drop: Type.Optional(flag('score drop')),
  critical_issue: Type.Optional(flag('critical issue')),
  cert_expiry: Type.Optional(flag('certificate expired and expiring soon')),
  config_change: Type.Optional(flag('configuration change')),
});

export async function alertPreferencesRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const auth = app.auth.requireAccount;

  app.get(
    '/v1/settings/alert-preferences',
    {
      preHandler: auth,
      schema: { tags, summary: 'Which alert types are created', response: { 200: PreferencesSchema } },
    },
    async (request) => loadAlertPreferences(app.ctx.db.manager, principalOf(request).user.id),
  );

  app.put(
    '/v1/settings/alert-preferences',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'Replace the alert preferences (a field left out becomes true)',
        body: PutBody,
        response: { 200: PreferencesSchema },
      },
    },
    async (request) => {
      const userId = principalOf(request).user.id;
      const body = request.body;
      const row = {
        userId,
        scoreDrop: body.score_drop ?? true,
        criticalIssue: body.critical_issue ?? true,
        certExpiry: body.cert_expiry ?? true,
        configChange: body.config_change ?? true,
      };
      await app.ctx.db.manager.upsert(AlertPreferencesRow, row, ['userId']);
      return loadAlertPreferences(app.ctx.db.manager, userId);
    },
  );
}
