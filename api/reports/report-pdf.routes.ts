/**
 * GET /v1/compliance/reports/{job_id}/pdf (docs/api-contract.md "Reports, verification, badges"): the PDF of a completed scan of
 * the caller's, on every plan, consuming no quota. Rendered once (reports.service.ts), then served
 * from the database.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../docs/documented-errors.js';
import type { ReportsService } from './reports.service.js';

const JobIdParams = Type.Object({ job_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** `rampart-security-report-example.com-2026-11-23-RP-7K2M9QXA.pdf`: what it is, of what, when, which. */
export function pdfFileName(domain: string, scannedAt: Date, reportId: string): string {
  return `rampart-security-report-${domain}-${scannedAt.toISOString().slice(0, 10)}-${reportId}.pdf`;
}

export async function reportPdfRoutes(untyped: FastifyInstance, options: { service: ReportsService }): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/v1/compliance/reports/:job_id/pdf',
    {
      preHandler: app.auth.requireAccount,
      schema: {
        tags: ['Reports'],
        summary: 'The PDF report of a completed scan (every plan; consumes no quota)',
        description:
          'A compliance PDF: cover with grade and a QR code to the public verification page, executive summary, ' +
          'scores per module, findings by severity with remediation and evidence, the mapping to SOC 2, PCI DSS, ' +
          'HIPAA, NIST CSF, ISO 27001 and CIS Controls v8, and the scoring policy and coverage. Rendered on first ' +
          'request (a second or two), then served as issued. 404 for an unknown job or one of another account, 409 ' +
          'until the scan completes. Headers: `Content-Disposition` (attachment with a file name), `X-Report-Id`, ' +
          '`ETag` (the SHA-256 the verification page shows).',
        params: JobIdParams,
        response: {
          200: {
            description: 'The PDF document (binary)',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errorResponses(404, 409, 503),
        },
      },
    },
    async (request, reply) => {
      const { report, pdf } = await options.service.pdfFor(principalOf(request).user.id, request.params.job_id);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${pdfFileName(report.domain, report.scannedAt, report.id)}"`,
        )
        .header('x-report-id', report.id)
        .header('etag', `"${report.pdfSha256}"`)
        .header('cache-control', 'private, max-age=0, must-revalidate')
        .send(pdf);
    },
  );
}
