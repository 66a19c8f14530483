import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { IssuedReport } from './issued-report.entity.js';

/**
 * The bytes of an issued PDF, in order. Chunks, because BLOB is the one binary column type both
 * SQLite and MySQL/MariaDB share in TypeORM's schema API, and MySQL's BLOB holds at most 64 KiB; a
 * report PDF is a few hundred KiB. docs/reports.md says why PDFs live in the database at all.
 */
@Entity({ name: 'report_pdf_chunks' })
export class ReportPdfChunk {
  @PrimaryColumn({ name: 'report_id', type: 'varchar', length: 11 })
  reportId!: string;

  @ManyToOne(() => IssuedReport, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_id', foreignKeyConstraintName: 'fk_report_pdf_chunks_report' })
  report?: Relation<IssuedReport>;

  @PrimaryColumn({ name: 'seq', type: 'integer' })
  seq!: number;

  @Column({ name: 'data', type: 'blob' })
  data!: Buffer;
}
