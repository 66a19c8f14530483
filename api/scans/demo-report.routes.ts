/**
 * GET /v1/scan/sample/demo-report (public, docs/api-contract.md "Scanning"): the stored demonstration report, a real
 * full scan of the lab's demo domain labelled `demo: true` with a `notice` (made by
 * lab/demo/build-demo-report.ts).
 * Read once at start-up; `npm run demo:regenerate` rewrites the file.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { DemoReport } from '../../core/scan-model/demo-report.js';

export const DEMO_REPORT_FILE = new URL('./demo/demo-report.json', import.meta.url);

export function loadDemoReport(file: URL = DEMO_REPORT_FILE): DemoReport {
  const report = JSON.parse(readFileSync(file, 'utf8')) as DemoReport;
  if (report.demo !== true || typeof report.notice !== 'string') {
    throw new Error(`${file.pathname} is not a labelled demonstration report; run npm run demo:regenerate`);
  }
  return report;
}

export async function demoReportRoutes(app: FastifyInstance): Promise<void> {
  const report = loadDemoReport();
  // Serialised once: the report never changes while the process runs.
  const body = JSON.stringify(report);

  app.get(
    '/v1/scan/sample/demo-report',
    {
      schema: {
        tags: ['Scanning'],
        summary: 'A demonstration full report (a real scan of a fictional lab domain)',
        response: {
          200: {
            description:
              'A full scan report (docs/scanner-report.md) plus `demo` (true), `notice` and `lab_domain`, ' +
              'and `generated_at`',
            type: 'object',
            additionalProperties: true,
          },
        },
      },
    },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(body),
  );
}
