/**
 * The render activity behind the `report-<job_id>` workflow (docs/api-contract.md "Reports, verification, badges"): renders a
 * completed scan's PDF with the process's warm browser, fingerprints and signs it, and stores it
 * under a new report id. Idempotent: a job that has its report returns it without rendering, and of
 * two renders racing for one job (a retried attempt, two API processes) the first stored wins.
 */

import { pdfRenderDuration, pdfRenders } from '../../core/metrics/metric-definitions.js';
import { IssuedReport } from '../../db/entities/issued-report.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import type { ActivityDeps } from '../activity-deps.js';
import type { ReportActivities, ReportOutcome } from '../contracts.js';
import { brandingFor } from './report-branding.js';
import { reportDocument } from './report-document.js';
import { newReportId } from './report-id.js';
import { reportSigner, sha256Hex, signedStatement } from './report-signing.js';
import { findReportByJob, issueReport, reportIdTaken } from './report-store.js';

/** Fresh ids tried before giving up: with 36^8 ids even one collision is very unlikely. */
const ID_ATTEMPTS = 5;

function outcomeOf(report: IssuedReport): ReportOutcome {
  return { reportId: report.id, pdfSha256: report.pdfSha256 };
}

/** A render counted by outcome and timed (rampart_pdf_renders_total, rampart_pdf_render_duration_seconds). */
async function timedRender(render: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const started = performance.now();
  try {
    const pdf = await render();
    pdfRenders.inc({ outcome: 'ok' });
    return pdf;
  } catch (error) {
    pdfRenders.inc({ outcome: 'error' });
    throw error;
  } finally {
    pdfRenderDuration.observe((performance.now() - started) / 1000);
  }
}

export function createReportActivities(deps: ActivityDeps): ReportActivities {
  return {
    async renderReport(jobId) {
      const { db, clock } = deps;
      const existing = await findReportByJob(db, jobId);
      if (existing) return outcomeOf(existing);
      if (!deps.reports) throw new Error('PDF reports are not set up in this process (ActivityDeps.reports)');
      const { renderer, signingKey, publicBaseUrl } = deps.reports;
      const job = await db.getRepository(ScanJob).findOneBy({ id: jobId });
      if (!job || job.status !== 'completed' || !job.report)
        throw new Error(`scan job ${jobId} has no completed report`);
      const report = job.report;
      const branding = await brandingFor(db, job.userId);
      const signer = reportSigner(signingKey);
      for (let attempt = 0; attempt < ID_ATTEMPTS; attempt += 1) {
        const id = newReportId();
        if (await reportIdTaken(db, id)) continue;
        const issuedAt = clock.now();
        const document = await reportDocument(report, { reportId: id, issuedAt, publicBaseUrl, branding });
        const pdf = await timedRender(() =>
          renderer.renderPdf(document.html, { footerTemplate: document.footerTemplate }),
        );
        const pdfSha256 = sha256Hex(pdf);
        // The date the PDF prints: when the scan finished.
        const scannedAt = new Date(report.finished_at);
        const statement = signedStatement({
          reportId: id,
          domain: report.domain,
          grade: report.grade,
          score: report.score,
          scannedAt: scannedAt.toISOString(),
          issuedAt: issuedAt.toISOString(),
          pdfSha256,
        });
        const row = db.getRepository(IssuedReport).create({
          id,
          jobId,
          userId: job.userId,
          domain: report.domain,
          grade: report.grade,
          score: report.score,
          scoringVersion: report.scoring_version,
          scannedAt,
          issuedAt,
          pdfSha256,
          pdfSize: pdf.byteLength,
          signature: signer.sign(statement),
          signingKeyId: signer.keyId,
          createdAt: clock.now(),
        });
        const outcome = await issueReport(db, row, pdf);
        if (outcome.kind !== 'id_taken') return outcomeOf(outcome.report);
      }
      throw new Error(`no free report id after ${ID_ATTEMPTS} attempts`);
    },
  };
}
