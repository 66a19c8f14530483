/**
 * Client reports (not in the spec; docs/portfolio.md, "Client reports"):
 * `GET|PUT /v1/clients/{client_id}/report-settings` (how often, to whom),
 * `GET /v1/clients/{client_id}/reports` (the reports issued), `POST /v1/clients/{client_id}/reports`
 * ("send now": renders and mails one at once, through the orchestrator, so on Temporal a worker
 * renders) and `GET /v1/clients/{client_id}/reports/{report_id}/pdf`.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { verifyUrl } from '../../activities/reports/report-document.js';
import { CLIENT_REPORT_FREQUENCIES, MAX_CLIENT_REPORT_RECIPIENTS } from '../../core/monitoring/client-reports.js';
import type { ClientReport } from '../../db/entities/client-report.entity.js';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../docs/documented-errors.js';
import type { ClientReportsService } from './client-reports.service.js';

const tags = ['Domain monitoring'];
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const ClientIdParams = Type.Object({ client_id: Id });

const SettingsSchema = Type.Object({
  frequency: Type.String({
    enum: [...CLIENT_REPORT_FREQUENCIES],
    description:
      'off, weekly (the last ISO week, mailed on Monday) or monthly (the last calendar month, mailed on the 1st)',
  }),
  recipients: Type.Array(Type.String({ minLength: 1, maxLength: 254 }), {
    maxItems: MAX_CLIENT_REPORT_RECIPIENTS,
    description: `Up to ${MAX_CLIENT_REPORT_RECIPIENTS} e-mail addresses, one per entry`,
  }),
});

export const ClientReportSchema = Type.Object({
  id: Type.String({ description: 'The report id, RP- and 8 of [A-Z0-9]: GET /v1/verify/{report_id} resolves it' }),
  client_id: Type.Union([Type.Integer(), Type.Null()]),
  client_name: Type.String(),
  period: Type.String({ description: '`weekly:2026-W47`, `monthly:2026-10`, or `now:<epoch ms>` for a send-now' }),
  period_start: Type.String({ format: 'date-time' }),
  period_end: Type.String({ format: 'date-time' }),
  domain_count: Type.Integer(),
  average_score: Type.Union([Type.Integer(), Type.Null()]),
  grade: Type.Union([Type.String(), Type.Null()]),
  issued_at: Type.String({ format: 'date-time' }),
  pdf_sha256: Type.String(),
  pdf_size_bytes: Type.Integer(),
  recipients: Type.Array(Type.String()),
  mailed_to: Type.Array(Type.String()),
  mailed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  verify_url: Type.String(),
});

export async function clientReportRoutes(
  untyped: FastifyInstance,
  options: { service: ClientReportsService },
): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = options;
  const auth = app.auth.requireAccount;
  const base = app.ctx.config.publicBaseUrl;
  const view = (report: ClientReport) => ({
    id: report.id,
    client_id: report.clientId,
    client_name: report.clientName,
    period: report.period,
    period_start: report.periodStart.toISOString(),
    period_end: report.periodEnd.toISOString(),
    domain_count: report.domainCount,
    average_score: report.averageScore,
    grade: report.grade,
    issued_at: report.issuedAt.toISOString(),
    pdf_sha256: report.pdfSha256,
    pdf_size_bytes: report.pdfSize,
    recipients: report.recipients,
    mailed_to: report.mailedTo,
    mailed_at: report.mailedAt?.toISOString() ?? null,
    verify_url: verifyUrl(base, report.id),
  });

  app.get(
    '/v1/clients/:client_id/report-settings',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: "A client's scheduled report settings",
        params: ClientIdParams,
        response: { ...errorResponses(404), 200: SettingsSchema },
      },
    },
    async (request) => service.settings(principalOf(request).user.id, request.params.client_id),
  );

  app.put(
    '/v1/clients/:client_id/report-settings',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: "Set a client's scheduled report: off, weekly or monthly, and its recipients",
        description:
          'Addresses are trimmed and kept once each (case-insensitively); weekly and monthly need at least one. ' +
          'A report is made for each period that ends after the frequency is set, mailed within 15 minutes of its end.',
        params: ClientIdParams,
        body: SettingsSchema,
        response: { ...errorResponses(400, 404), 200: SettingsSchema },
      },
    },
    async (request) =>
      service.updateSettings(principalOf(request).user.id, request.params.client_id, {
        frequency: request.body.frequency as (typeof CLIENT_REPORT_FREQUENCIES)[number],
        recipients: request.body.recipients,
      }),
  );

  app.get(
    '/v1/clients/:client_id/reports',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: "The client's issued reports, newest first (at most 50)",
        params: ClientIdParams,
        response: { ...errorResponses(404), 200: Type.Object({ reports: Type.Array(ClientReportSchema) }) },
      },
    },
    async (request) => ({
      reports: (await service.list(principalOf(request).user.id, request.params.client_id)).map(view),
    }),
  );

  app.post(
    '/v1/clients/:client_id/reports',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: "Send now: make the client's report of the last 30 days and mail it to its recipients",
        description:
          'Answers once the PDF is stored and mailed (a few seconds). 400 when the client has no recipients.',
        params: ClientIdParams,
        response: { ...errorResponses(400, 404, 503), 201: ClientReportSchema },
      },
    },
    async (request, reply) => {
      const report = await service.sendNow(principalOf(request).user.id, request.params.client_id);
      return reply.code(201).send(view(report));
    },
  );

  app.get(
    '/v1/clients/:client_id/reports/:report_id/pdf',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'The PDF of one of the client’s reports',
        params: Type.Object({ client_id: Id, report_id: Type.String({ maxLength: 11 }) }),
        response: {
          200: {
            description: 'The PDF document (binary)',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { report, pdf } = await service.pdf(
        principalOf(request).user.id,
        request.params.client_id,
        request.params.report_id,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="client-report-${report.clientId}-${report.id}.pdf"`)
        .header('x-report-id', report.id)
        .header('etag', `"${report.pdfSha256}"`)
        .send(pdf);
    },
  );
}
