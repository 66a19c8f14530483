/**
 * The portfolio (not in the spec; docs/portfolio.md): `GET /v1/portfolio/summary` (the account or
 * one client), `GET /v1/portfolio/domains` (one row per monitored domain, sorted and paged) and
 * `GET /v1/portfolio/domains/export` (every row, CSV or JSON, for PSA and ticketing tools).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  GRADE_FILTERS,
  PORTFOLIO_SORTS,
  type PortfolioFilters,
  PortfolioRows,
} from '../../activities/portfolio/portfolio-rows.js';
import { PortfolioSummaries } from '../../activities/portfolio/portfolio-summary.js';
import { ALERT_SEVERITIES } from '../../core/monitoring/monitoring-model.js';
import { DomainFinding } from '../../db/entities/domain-finding.entity.js';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../docs/documented-errors.js';
import { checkClientParam } from '../monitoring/client-ownership.js';
import { csvTable } from './csv-table.js';

const tags = ['Portfolio'];
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
const FilterQuery = {
  client_id: Type.Optional({ ...Id, description: "Only this client's domains" }),
  tag: Type.Optional(Type.String({ minLength: 1, maxLength: 60, description: 'Only domains with this tag' })),
  grade: Type.Optional(
    Type.String({ enum: [...GRADE_FILTERS], description: 'Only this grade, or `unscanned` for none yet' }),
  ),
};
const RowsQuery = Type.Object({
  ...FilterQuery,
  sort: Type.Optional(Type.String({ enum: [...PORTFOLIO_SORTS], default: 'score' })),
  order: Type.Optional(
    Type.String({
      enum: ['asc', 'desc'],
      default: 'asc',
      description: 'score asc: worst first; unscanned always last',
    }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
});
const ExportQuery = Type.Object({
  ...FilterQuery,
  format: Type.Optional(Type.String({ enum: ['csv', 'json'], default: 'csv' })),
});
const RowSchema = Type.Object({
  id: Type.Integer(),
  domain: Type.String(),
  client_id: NullableInt,
  client_name: Type.Union([Type.String(), Type.Null()]),
  tags: Type.Array(Type.String()),
  grade: Type.Union([Type.String(), Type.Null()], { description: 'After the last evaluated scan; null before' }),
  score: NullableInt,
  previous_score: NullableInt,
  trend: Type.Union([Type.Integer(), Type.Null()], { description: 'Score change since the scan before' }),
  last_scan_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  critical_issues: NullableInt,
  open_alerts: Type.Integer({ description: 'Unread alerts' }),
  scan_frequency: Type.String(),
});
const GradeCounts = Type.Object({
  A: Type.Integer(),
  B: Type.Integer(),
  C: Type.Integer(),
  D: Type.Integer(),
  F: Type.Integer(),
  unscanned: Type.Integer(),
});
const ChangeWindow = Type.Object({
  days: Type.Integer(),
  grade_moves: Type.Object({ up: Type.Integer(), down: Type.Integer() }),
  moves: Type.Array(
    Type.Object({
      domain_id: Type.Integer(),
      domain: Type.String(),
      from: Type.String(),
      to: Type.String(),
      at: Type.String({ format: 'date-time' }),
    }),
  ),
  new_critical_findings: Type.Integer({ description: 'critical_issue alerts raised in the window' }),
  certificates_expiring: Type.Integer({
    description: 'cert_expiring_soon and cert_expired alerts raised in the window',
  }),
});
const SummarySchema = Type.Object({
  client_id: NullableInt,
  domains: Type.Integer(),
  scanned: Type.Integer(),
  coverage: Type.Number({ description: 'Share of domains with an evaluated scan (0-1)' }),
  average_score: NullableInt,
  by_grade: GradeCounts,
  worst: Type.Array(RowSchema),
  open_alerts: Type.Object({
    total: Type.Integer(),
    by_severity: Type.Object(Object.fromEntries(ALERT_SEVERITIES.map((severity) => [severity, Type.Integer()]))),
  }),
  changes: Type.Array(ChangeWindow, { description: 'The last 7 days, then the last 30' }),
  clients: Type.Optional(
    Type.Array(
      Type.Object({
        client_id: NullableInt,
        name: Type.Union([Type.String(), Type.Null()]),
        domains: Type.Integer(),
        by_grade: GradeCounts,
        average_score: NullableInt,
      }),
      { description: 'Without client_id: each client, then domains with none (client_id null)' },
    ),
  ),
});
const PageSchema = Type.Object({
  total: Type.Integer({ description: 'Rows matching the filters' }),
  limit: Type.Integer(),
  offset: Type.Integer(),
  domains: Type.Array(RowSchema),
});
const CSV_HEADER = [
  'domain',
  'client',
  'tags',
  'grade',
  'score',
  'trend',
  'last_scan_at',
  'critical_issues',
  'open_alerts',
  'scan_frequency',
] as const;

const FINDING_HEADER = ['domain', 'code', 'severity', 'finding', 'first_seen_at'] as const;
const SEVERITY_RANK: Record<string, number> = { critical: 0, high: 1, medium: 2, low: 3 };
const FindingSchema = Type.Object({
  domain: Type.String(),
  domain_id: Type.Integer(),
  code: Type.String({ description: 'The check outcome code, `<module>.<check>.<outcome>`' }),
  severity: Type.String(),
  finding: Type.String(),
  first_seen_at: Type.String({ format: 'date-time' }),
});

export async function portfolioRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const rows = new PortfolioRows(app.ctx.db);
  const summaries = new PortfolioSummaries(app.ctx.db, app.ctx.clock);
  const auth = app.auth.requireAccount;
  /** 404 for a client that is not the caller's, as for any resource of another account. */
  const ownedClient = (userId: number, clientId: number | undefined) =>
    checkClientParam(app.ctx.db.manager, userId, clientId);

  app.get(
    '/v1/portfolio/summary',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'Grades, coverage, worst domains, unread alerts and recent changes, for the account or one client',
        querystring: Type.Object({ client_id: FilterQuery.client_id }),
        response: { ...errorResponses(404), 200: SummarySchema },
      },
    },
    async (request) => {
      const userId = principalOf(request).user.id;
      await ownedClient(userId, request.query.client_id);
      return summaries.summary(userId, request.query.client_id);
    },
  );

  app.get(
    '/v1/portfolio/domains',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'One row per monitored domain: grade, score, trend, last scan, unread alerts; filtered, sorted, paged',
        querystring: RowsQuery,
        response: { ...errorResponses(404), 200: PageSchema },
      },
    },
    async (request) => {
      const userId = principalOf(request).user.id;
      const { sort = 'score', order = 'asc', limit = 100, offset = 0, ...rest } = request.query;
      const filters = rest as PortfolioFilters;
      await ownedClient(userId, filters.client_id);
      const [total, page] = await Promise.all([
        rows.count(userId, filters),
        rows.rows(userId, filters, {
          sort: sort as (typeof PORTFOLIO_SORTS)[number],
          order: order as 'asc' | 'desc',
          limit,
          offset,
        }),
      ]);
      return { total, limit, offset, domains: page };
    },
  );

  app.get(
    '/v1/clients/:client_id/findings/export',
    {
      preHandler: auth,
      schema: {
        tags,
        summary:
          "Every open finding of a client's domains (check code, severity, domain, first seen), CSV (default) or JSON, worst first",
        params: Type.Object({ client_id: Id }),
        querystring: Type.Object({ format: Type.Optional(Type.String({ enum: ['csv', 'json'], default: 'csv' })) }),
        response: {
          200: {
            description: 'CSV (`format=csv`, a header line) or JSON (`format=json`)',
            content: {
              'text/csv': { schema: { type: 'string' } },
              'application/json': { schema: Type.Object({ findings: Type.Array(FindingSchema) }) },
            },
          },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const userId = principalOf(request).user.id;
      const clientId = request.params.client_id;
      await ownedClient(userId, clientId);
      const rows = await app.ctx.db.manager
        .createQueryBuilder(DomainFinding, 'finding')
        .innerJoinAndSelect('finding.domain', 'domain')
        .where('finding.user_id = :userId AND domain.client_id = :clientId', { userId, clientId })
        .getMany();
      const findings = rows
        .map((row) => ({
          domain: row.domain?.domain ?? '',
          domain_id: row.domainId,
          code: row.code,
          severity: row.severity,
          finding: row.finding,
          first_seen_at: row.firstSeenAt.toISOString(),
        }))
        .sort(
          (a, b) =>
            (SEVERITY_RANK[a.severity] ?? 9) - (SEVERITY_RANK[b.severity] ?? 9) ||
            a.domain.localeCompare(b.domain) ||
            a.code.localeCompare(b.code),
        );
      const format = request.query.format ?? 'csv';
      const stamp = app.ctx.clock.now().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="client-${clientId}-findings-${stamp}.${format}"`);
      if (format === 'json') return reply.header('content-type', 'application/json; charset=utf-8').send({ findings });
      const table = csvTable(
        FINDING_HEADER,
        findings.map((row) => [row.domain, row.code, row.severity, row.finding, row.first_seen_at]),
      );
      return reply.header('content-type', 'text/csv; charset=utf-8').send(table);
    },
  );

  app.get(
    '/v1/portfolio/domains/export',
    {
      preHandler: auth,
      schema: {
        tags,
        summary:
          'Every row of the portfolio table as CSV (default) or JSON, by domain name, for PSA and ticketing tools',
        querystring: ExportQuery,
        response: {
          200: {
            description: 'CSV (`format=csv`, a header line, tags `;`-separated) or JSON (`format=json`)',
            content: {
              'text/csv': { schema: { type: 'string' } },
              'application/json': { schema: Type.Object({ domains: Type.Array(RowSchema) }) },
            },
          },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const userId = principalOf(request).user.id;
      const { format = 'csv', ...rest } = request.query;
      const filters = rest as PortfolioFilters;
      await ownedClient(userId, filters.client_id);
      const all = await rows.rows(userId, filters, 'all');
      const stamp = app.ctx.clock.now().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="portfolio-${stamp}.${format}"`);
      if (format === 'json')
        return reply.header('content-type', 'application/json; charset=utf-8').send({ domains: all });
      const table = csvTable(
        CSV_HEADER,
        all.map((row) => [
          row.domain,
          row.client_name,
          row.tags.join(';'),
          row.grade,
          row.score,
          row.trend,
          row.last_scan_at,
          row.critical_issues,
          row.open_alerts,
          row.scan_frequency,
        ]),
      );
      return reply.header('content-type', 'text/csv; charset=utf-8').send(table);
    },
  );
}
