import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { Grade } from '../../core/scan-model/report.js';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';
import { ScanJob } from './scan-job.entity.js';
import { User } from './user.entity.js';

/**
 * A PDF report as issued (docs/api-contract.md "Report id", "Reports, verification, badges"): one per completed scan job, under its report id
 * (`RP-` + 8 of [A-Z0-9]). The row holds what `GET /v1/verify/{report_id}` shows (what the PDF
 * says, its SHA-256 and the Ed25519 signature over both); the bytes are in report_pdf_chunks. The
 * row and its chunks are written in one transaction once the PDF exists, so a row always has its PDF.
 */
@Entity({ name: 'reports' })
@Index('uq_reports_job_id', ['jobId'], { unique: true })
@Index('ix_reports_user_id', ['userId'])
export class IssuedReport {
  @PrimaryColumn({ name: 'id', type: 'varchar', length: 11 })
  id!: string;

  @Column({ name: 'job_id', type: 'integer' })
  jobId!: number;

  @ManyToOne(() => ScanJob, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id', foreignKeyConstraintName: 'fk_reports_job' })
  job?: Relation<ScanJob>;

  /** The job's account (null for a public-scanner job, which has no PDF route today). */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_reports_user' })
  user?: Relation<User>;

  @Column({ name: 'domain', type: 'varchar', length: 253 })
  domain!: string;

  @Column({ name: 'grade', type: 'varchar', length: 1 })
  grade!: Grade;

  @Column({ name: 'score', type: 'integer' })
  score!: number;

  @Column({ name: 'scoring_version', type: 'varchar', length: 32 })
  scoringVersion!: string;

  /** When the scan finished: the date the report is about. */
  @TimestampColumn('scanned_at')
  scannedAt!: Date;

  @TimestampColumn('issued_at')
  issuedAt!: Date;

  /** Hex SHA-256 of the PDF bytes as issued. */
  @Column({ name: 'pdf_sha256', type: 'varchar', length: 64 })
  pdfSha256!: string;

  @Column({ name: 'pdf_size', type: 'integer' })
  pdfSize!: number;

  /** Base64url Ed25519 signature over the signed statement (activities/reports/report-signing.ts). */
  @Column({ name: 'signature', type: 'varchar', length: 100 })
  signature!: string;

  /** Which signing key: the first 16 hex digits of the SHA-256 of its raw public key. */
  @Column({ name: 'signing_key_id', type: 'varchar', length: 16 })
  signingKeyId!: string;

  @CreatedAtColumn()
  createdAt!: Date;
}
