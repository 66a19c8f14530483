/**
 * `GET /v1/account/activity`: the account's activity log, newest first, paged like the other
 * lists (`limit`, default 50, max 100, as the delivery list) with a cursor: `before` an entry's id
 * returns the entries older than it, so a page never shifts while new entries arrive. Entries are
 * kept 90 days (core/account-activity/activity-types.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type FindOptionsWhere, LessThan } from 'typeorm';
import { AccountActivity } from '../../db/entities/account-activity.entity.js';
import { principalOf } from '../auth/authenticate.js';
import { ActivityTypeSchema, activityPageSchema, toActivityEntry } from './activity.view.js';

const ActivityQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  before: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'An entry id: list entries older than it' }),
  ),
  type: Type.Optional(ActivityTypeSchema),
});

export async function activityRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  app.get(
    '/v1/account/activity',
    {
      preHandler: app.auth.requireAccount,
      schema: {
        tags: ['Account and authentication'],
        summary: 'The account activity log: who did what, from where, newest first (kept 90 days)',
        description:
          'Sign-ins (address, user agent, method) and refused ones, key rotation, password reset and change, ' +
          'e-mail verification, webhook, monitored-domain, ownership, branding and subscription changes, each with ' +
          'its actor and request id. Page with `before` = the last entry id of a page (`next_before`).',
        querystring: ActivityQuery,
        response: { 200: activityPageSchema },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const { limit, before, type } = request.query;
      const account: FindOptionsWhere<AccountActivity> = type ? { userId: user.id, type } : { userId: user.id };
      const [rows, total] = await Promise.all([
        ctx.db.manager.find(AccountActivity, {
          where: before === undefined ? account : { ...account, id: LessThan(before) },
          order: { id: 'DESC' },
          take: limit + 1,
        }),
        ctx.db.manager.countBy(AccountActivity, account),
      ]);
      const page = rows.slice(0, limit);
      return {
        activity: page.map(toActivityEntry),
        total,
        next_before: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
  );
}
