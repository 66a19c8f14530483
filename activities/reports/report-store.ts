/**
 * Issued reports in the database: the row and the PDF's bytes (in BLOB chunks) written in one
 * transaction, read back in order. The database rather than files under the data folder: on
 * Temporal a worker on one host renders and an API process on another serves, and the database is
 * what they share (docs/reports.md).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { IssuedReport } from '../../db/entities/issued-report.entity.js';
import { ReportPdfChunk } from '../../db/entities/report-pdf-chunk.entity.js';
import { isUniqueViolation } from '../../db/errors.js';

/** Under MySQL's 64 KiB BLOB, with room to spare. */
export const PDF_CHUNK_BYTES = 60_000;

export type IssueOutcome =
  | { kind: 'issued'; report: IssuedReport }
  /** The id was taken in the meantime: render again under a new one. */
  | { kind: 'id_taken' }
  /** Another render of the same job won: use its report. */
  | { kind: 'job_taken'; report: IssuedReport };

export function findReportByJob(db: DataSource | EntityManager, jobId: number): Promise<IssuedReport | null> {
  return db.getRepository(IssuedReport).findOneBy({ jobId });
}

export function findReportById(db: DataSource | EntityManager, id: string): Promise<IssuedReport | null> {
  return db.getRepository(IssuedReport).findOneBy({ id });
}

export async function reportIdTaken(db: DataSource, id: string): Promise<boolean> {
  return (await db.getRepository(IssuedReport).countBy({ id })) > 0;
}

export async function readReportPdf(db: DataSource, reportId: string): Promise<Buffer> {
  const chunks = await db.getRepository(ReportPdfChunk).find({ where: { reportId }, order: { seq: 'ASC' } });
  return Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.data)));
}

export async function issueReport(db: DataSource, report: IssuedReport, pdf: Uint8Array): Promise<IssueOutcome> {
  try {
    await db.transaction(async (manager) => {
      // insert, never save(): a taken id must fail on the primary key, not overwrite that report.
      // `as never`: TypeORM's partial-entity types cannot express the relations' JSON columns.
      await manager.insert(IssuedReport, report as never);
      const bytes = Buffer.from(pdf);
      const rows: { reportId: string; seq: number; data: Buffer }[] = [];
      for (let offset = 0, seq = 0; offset < bytes.length; offset += PDF_CHUNK_BYTES, seq += 1) {
        rows.push({ reportId: report.id, seq, data: bytes.subarray(offset, offset + PDF_CHUNK_BYTES) });
      }
      // One chunk per statement: a multi-row insert of several chunks could pass max_allowed_packet.
      for (const row of rows) await manager.insert(ReportPdfChunk, row as never);
    });
    return { kind: 'issued', report };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findReportByJob(db, report.jobId);
    return winner ? { kind: 'job_taken', report: winner } : { kind: 'id_taken' };
  }
}
