import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';
import { Client } from './client.entity.js';
import { User } from './user.entity.js';

/**
 * A client report as issued (docs/portfolio.md, "Client reports"): the PDF summarising one client's
 * domains over one period, under a report id of the same scheme as scan reports (`RP-` + 8 of
 * [A-Z0-9]), so `GET /v1/verify/{report_id}` resolves either kind. One per client and period (the
 * unique index makes the sweep and "send now" idempotent); the bytes are in client_report_pdf_chunks,
 * written in the same transaction. `mailed_to` grows as each recipient's copy is accepted by the
 * mail server, so a retried delivery does not mail anyone twice.
 */
@Entity({ name: 'client_reports' })
@Index('uq_client_reports_client_id_period', ['clientId', 'period'], { unique: true })
@Index('ix_client_reports_user_id', ['userId'])
export class ClientReport {
  @PrimaryColumn({ name: 'id', type: 'varchar', length: 11 })
  id!: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_client_reports_user' })
  user?: Relation<User>;

  /** Null once the client is removed: its reports stay verifiable. */
  @Column({ name: 'client_id', type: 'integer', nullable: true })
  clientId!: number | null;

  @ManyToOne(() => Client, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'client_id', foreignKeyConstraintName: 'fk_client_reports_client' })
  client?: Relation<Client>;

  /** The client's name as printed. */
  @Column({ name: 'client_name', type: 'varchar', length: 120 })
  clientName!: string;

  /** `weekly:2026-W47`, `monthly:2026-10` or `now:<epoch ms>` (core/monitoring/client-reports.ts). */
  @Column({ name: 'period', type: 'varchar', length: 32 })
  period!: string;

  @TimestampColumn('period_start')
  periodStart!: Date;

  @TimestampColumn('period_end')
  periodEnd!: Date;

  @Column({ name: 'domain_count', type: 'integer' })
  domainCount!: number;

  /** The mean score of the client's scanned domains; null when none is scanned. */
  @Column({ name: 'average_score', type: 'integer', nullable: true })
  averageScore!: number | null;

  @Column({ name: 'grade', type: 'varchar', length: 1, nullable: true })
  grade!: string | null;

  @TimestampColumn('issued_at')
  issuedAt!: Date;

  @Column({ name: 'pdf_sha256', type: 'varchar', length: 64 })
  pdfSha256!: string;

  @Column({ name: 'pdf_size', type: 'integer' })
  pdfSize!: number;

  @Column({ name: 'signature', type: 'varchar', length: 100 })
  signature!: string;

  @Column({ name: 'signing_key_id', type: 'varchar', length: 16 })
  signingKeyId!: string;

  /** The recipients when the report was issued. */
  @Column({ name: 'recipients', type: 'json' })
  recipients!: string[];

  /** Those whose copy the mail server accepted. */
  @Column({ name: 'mailed_to', type: 'json' })
  mailedTo!: string[];

  /** When every recipient's copy was accepted; null until then. */
  @TimestampColumn('mailed_at', { nullable: true })
  mailedAt!: Date | null;

  @CreatedAtColumn()
  createdAt!: Date;
}
