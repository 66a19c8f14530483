/**
 * Issued client reports in the database: the row and the PDF's bytes (BLOB chunks) in one
 * transaction, as scan reports are kept (activities/reports/report-store.ts), and the signed
 * statement `GET /v1/verify/{report_id}` rebuilds.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { ClientReport } from '../../db/entities/client-report.entity.js';
import { ClientReportPdfChunk } from '../../db/entities/client-report-pdf-chunk.entity.js';
import { IssuedReport } from '../../db/entities/issued-report.entity.js';
import { isUniqueViolation } from '../../db/errors.js';
import { PDF_CHUNK_BYTES } from '../reports/report-store.js';

export const CLIENT_STATEMENT_VERSION = 'rampart-client-report-v1';

export interface ClientReportFacts {
  reportId: string;
  client: string;
  period: string;
  periodStart: string;
  periodEnd: string;
  domains: number;
  averageScore: number | null;
  grade: string | null;
  issuedAt: string;
  pdfSha256: string;
}

/** The exact text signed (UTF-8, each line ending in `\n`); `-` for a figure there is none of. */
export function clientReportStatement(facts: ClientReportFacts): string {
  return [
    CLIENT_STATEMENT_VERSION,
    `report_id: ${facts.reportId}`,
    `client: ${facts.client}`,
    `period: ${facts.period}`,
    `period_start: ${facts.periodStart}`,
    `period_end: ${facts.periodEnd}`,
    `domains: ${facts.domains}`,
    `average_score: ${facts.averageScore ?? '-'}`,
    `grade: ${facts.grade ?? '-'}`,
    `issued_at: ${facts.issuedAt}`,
    `pdf_sha256: ${facts.pdfSha256}`,
    '',
  ].join('\n');
}

export function clientReportFacts(report: ClientReport): ClientReportFacts {
  return {
    reportId: report.id,
    client: report.clientName,
    period: report.period,
    periodStart: report.periodStart.toISOString(),
    periodEnd: report.periodEnd.toISOString(),
    domains: report.domainCount,
    averageScore: report.averageScore,
    grade: report.grade,
    issuedAt: report.issuedAt.toISOString(),
    pdfSha256: report.pdfSha256,
  };
}

export function findClientReport(
  db: DataSource | EntityManager,
  clientId: number,
  period: string,
): Promise<ClientReport | null> {
  return db.getRepository(ClientReport).findOneBy({ clientId, period });
}

export function findClientReportById(db: DataSource | EntityManager, id: string): Promise<ClientReport | null> {
  return db.getRepository(ClientReport).findOneBy({ id });
}

/** Report ids are one namespace across scan and client reports: verification finds either. */
export async function anyReportIdTaken(db: DataSource, id: string): Promise<boolean> {
  return (
    (await db.getRepository(IssuedReport).countBy({ id })) > 0 ||
    (await db.getRepository(ClientReport).countBy({ id })) > 0
  );
}

export async function readClientReportPdf(db: DataSource, reportId: string): Promise<Buffer> {
  const chunks = await db.getRepository(ClientReportPdfChunk).find({ where: { reportId }, order: { seq: 'ASC' } });
  return Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.data)));
}

export type ClientIssueOutcome =
  | { kind: 'issued'; report: ClientReport }
  | { kind: 'id_taken' }
  /** Another render of the same client and period won: use its report. */
  | { kind: 'period_taken'; report: ClientReport };

export async function issueClientReport(
  db: DataSource,
  report: ClientReport,
  pdf: Uint8Array,
): Promise<ClientIssueOutcome> {
  try {
    await db.transaction(async (manager) => {
      // insert, never save(): a taken id or period must fail, not overwrite.
      await manager.insert(ClientReport, report as never);
      const bytes = Buffer.from(pdf);
      for (let offset = 0, seq = 0; offset < bytes.length; offset += PDF_CHUNK_BYTES, seq += 1) {
        // One chunk per statement: several could pass max_allowed_packet.
        await manager.insert(ClientReportPdfChunk, {
          reportId: report.id,
          seq,
          data: bytes.subarray(offset, offset + PDF_CHUNK_BYTES),
        } as never);
      }
    });
    return { kind: 'issued', report };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = report.clientId === null ? null : await findClientReport(db, report.clientId, report.period);
    return winner ? { kind: 'period_taken', report: winner } : { kind: 'id_taken' };
  }
}
