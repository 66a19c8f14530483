import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { ClientReport } from './client-report.entity.js';

/** The bytes of a client report's PDF, in order: BLOB chunks, as report_pdf_chunks (docs/reports.md). */
@Entity({ name: 'client_report_pdf_chunks' })
export class ClientReportPdfChunk {
  @PrimaryColumn({ name: 'report_id', type: 'varchar', length: 11 })
  reportId!: string;

  @ManyToOne(() => ClientReport, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_id', foreignKeyConstraintName: 'fk_client_report_pdf_chunks_report' })
  report?: Relation<ClientReport>;

  @PrimaryColumn({ name: 'seq', type: 'integer' })
  seq!: number;

  @Column({ name: 'data', type: 'blob' })
  data!: Buffer;
}
