/**
 * Usage (docs/api-contract.md "Usage"; all four require credentials): requests and scans by day, the plan's
 * limits with their consumption, per-month history and per-endpoint counts. Request counts come from
 * the usage meter (usage-meter.ts): what is stored plus this process's counts not flushed yet, so a
 * client sees its own requests at once.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/authenticate.js';
import { addDays, dayOf, dayRange, daysOf } from './date-range.js';
import {
  requestsByDay,
  requestsByEndpoint,
  requestsByMonth,
  routePattern,
  scansBy,
  withPendingByDay,
  withPendingByEndpoint,
  withPendingByMonth,
} from './usage.service.js';
import { LimitsView, limitsView } from './usage-limits.js';

const tags = ['Usage'];

const SummaryQuery = Type.Object({
  start_date: Type.Optional(
    Type.String({
      format: 'date',
      description:
        'YYYY-MM-DD (UTC); default: the first of the month. Days before the account was created are left out',
    }),
  ),
  end_date: Type.Optional(
    Type.String({
      format: 'date',
      description: 'YYYY-MM-DD (UTC), inclusive; default: today. Days after today are left out',
    }),
  ),
});
const SummaryView = Type.Object({
  start_date: Type.String({
    description: 'the first day covered: the one asked for, or the account’s first day if later',
  }),
  end_date: Type.String({ description: 'the last day covered: the one asked for, or today if earlier' }),
  total_requests: Type.Integer(),
  total_errors: Type.Integer(),
  total_scans: Type.Integer(),
  days: Type.Array(
    Type.Object({ date: Type.String(), requests: Type.Integer(), errors: Type.Integer(), scans: Type.Integer() }),
  ),
});
/** Defaults ajv fills in; the `??` below are for the types (optional in the document, as they are). */
const HISTORY_MONTHS = 6;
const BY_ENDPOINT_DAYS = 30;
const HistoryQuery = Type.Object({
  months: Type.Optional(Type.Integer({ minimum: 1, maximum: 24, default: HISTORY_MONTHS })),
});
const HistoryView = Type.Object({
  months: Type.Array(
    Type.Object({ month: Type.String(), requests: Type.Integer(), errors: Type.Integer(), scans: Type.Integer() }),
  ),
});
const ByEndpointQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, default: BY_ENDPOINT_DAYS })),
});
const ByEndpointView = Type.Object({
  days: Type.Integer(),
  since: Type.String(),
  endpoints: Type.Array(
    Type.Object({
      method: Type.String(),
      route: Type.String({ description: 'the route pattern, e.g. /v1/scan/jobs/{job_id}' }),
      requests: Type.Integer(),
      client_errors: Type.Integer(),
      server_errors: Type.Integer(),
      error_rate: Type.Number({ description: '(4xx + 5xx) / requests, 0-1' }),
    }),
  ),
});

export async function usageRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  const preHandler = app.auth.requireAccount;

  app.get(
    '/v1/usage/summary',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Requests and scans in a date range, by day',
        querystring: SummaryQuery,
        response: { 200: SummaryView },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const { covered, asked } = dayRange(
        request.query.start_date,
        request.query.end_date,
        ctx.clock.now(),
        user.createdAt,
      );
      const range = covered ?? asked;
      const [startDay, endDay] = [dayOf(range.start), dayOf(range.end)];
      if (covered === null) {
        return { start_date: startDay, end_date: endDay, total_requests: 0, total_errors: 0, total_scans: 0, days: [] };
      }
      const [metered, scans] = await Promise.all([
        app.usageMeter.readWithPending(user.id, () => requestsByDay(ctx.db, user.id, startDay, endDay)),
        scansBy(ctx.db, user.id, range.start, addDays(range.end, 1), dayOf),
      ]);
      const requests = withPendingByDay(metered.stored, metered.pending, startDay, endDay);
      const days = daysOf(range).map((date) => ({
        date,
        requests: requests.get(date)?.requests ?? 0,
        errors: requests.get(date)?.errors ?? 0,
        scans: scans.get(date) ?? 0,
      }));
      const sum = (of: (day: (typeof days)[number]) => number) => days.reduce((total, day) => total + of(day), 0);
      return {
        start_date: startDay,
        end_date: endDay,
        total_requests: sum((d) => d.requests),
        total_errors: sum((d) => d.errors),
        total_scans: sum((d) => d.scans),
        days,
      };
    },
  );

  app.get(
    '/v1/usage/limits',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The plan, every limit with its consumption, and whether requests and scans are allowed',
        response: { 200: LimitsView },
      },
    },
    async (request) => limitsView(app, principalOf(request).user),
  );

  app.get(
    '/v1/usage/history',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Requests and scans per month, the current month last',
        querystring: HistoryQuery,
        response: { 200: HistoryView },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const now = ctx.clock.now();
      const months: string[] = [];
      for (let back = (request.query.months ?? HISTORY_MONTHS) - 1; back >= 0; back -= 1) {
        months.push(dayOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))).slice(0, 7));
      }
      const first = new Date(`${months[0]}-01T00:00:00Z`);
      const [metered, scans] = await Promise.all([
        app.usageMeter.readWithPending(user.id, () => requestsByMonth(ctx.db, user.id, dayOf(first))),
        scansBy(ctx.db, user.id, first, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)), (at) =>
          dayOf(at).slice(0, 7),
        ),
      ]);
      const requests = withPendingByMonth(metered.stored, metered.pending, dayOf(first));
      return {
        months: months.map((month) => ({
          month,
          requests: requests.get(month)?.requests ?? 0,
          errors: requests.get(month)?.errors ?? 0,
          scans: scans.get(month) ?? 0,
        })),
      };
    },
  );

  app.get(
    '/v1/usage/by-endpoint',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Requests per route pattern over the last days, with error rates',
        querystring: ByEndpointQuery,
        response: { 200: ByEndpointView },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const days = request.query.days ?? BY_ENDPOINT_DAYS;
      const since = dayOf(addDays(ctx.clock.now(), -(days - 1)));
      const metered = await app.usageMeter.readWithPending(user.id, () => requestsByEndpoint(ctx.db, user.id, since));
      const endpoints = withPendingByEndpoint(metered.stored, metered.pending, since);
      return {
        days,
        since,
        endpoints: endpoints.map((e) => ({
          method: e.method,
          route: routePattern(e.route),
          requests: e.requests,
          client_errors: e.clientErrors,
          server_errors: e.serverErrors,
          error_rate:
            e.requests === 0 ? 0 : Math.round(((e.clientErrors + e.serverErrors) / e.requests) * 10_000) / 10_000,
        })),
      };
    },
  );
}
