import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { ModuleName } from '../../core/scan-model/module-names.js';
import type { ScanReport } from '../../core/scan-model/report.js';
import type { ScanSummary } from '../../core/scan-model/scan-summary.js';
import { upgradeStoredReport } from '../../core/scan-model/stored-report.js';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';
import { User } from './user.entity.js';

export type ScanJobStatus = 'queued' | 'running' | 'completed' | 'failed';
/**
 * Where a scan came from: `api` (API key or JWT), `dashboard` (session cookie), `public` (the public
 * scanner key), `monitor` (a monitored domain's schedule or its "scan now"), `batch`.
 */
export type ScanJobSource = 'api' | 'dashboard' | 'public' | 'monitor' | 'batch';

/**
 * An asynchronous full scan (docs/api-contract.md "Scan job", "Scan job states"). Its workflow is `scan-<id>-<8 hex>` (core/workflow-ids.ts). The report is kept
 * whole as JSON (the `json` type: LONGTEXT/JSON on MySQL and MariaDB, text on SQLite, so a report is
 * never cut at 64 KiB); `result` is the summary polling returns.
 */
@Entity({ name: 'scan_jobs' })
@Index('ix_scan_jobs_user_id_id', ['userId', 'id'])
@Index('ix_scan_jobs_status_workflow_started', ['status', 'workflowStartedAt'])
export class ScanJob {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** Null for jobs submitted with the public scanner key: they belong to no account. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_scan_jobs_user' })
  user?: Relation<User>;

  @Column({ name: 'source', type: 'varchar', length: 16 })
  source!: ScanJobSource;

  /** Normalised (lower-case ASCII, punycode). */
  @Column({ name: 'domain', type: 'varchar', length: 253 })
  domain!: string;

  @Column({ name: 'status', type: 'varchar', length: 16 })
  status!: ScanJobStatus;

  @Column({ name: 'requested_modules', type: 'json' })
  requestedModules!: ModuleName[];

  @Column({ name: 'failure_reason', type: 'varchar', length: 500, nullable: true })
  failureReason!: string | null;

  @Column({ name: 'result', type: 'json', nullable: true })
  result!: ScanSummary | null;

  /** Read in the current format whatever release stored it (core/scan-model/stored-report.ts). */
  @Column({
    name: 'report',
    type: 'json',
    nullable: true,
    transformer: {
      from: (stored: ScanReport | null) => (stored ? upgradeStoredReport(stored) : stored),
      to: (report: ScanReport | null | undefined) => report,
    },
  })
  report!: ScanReport | null;

  @CreatedAtColumn()
  createdAt!: Date;

  @TimestampColumn('started_at', { nullable: true })
  startedAt!: Date | null;

  @TimestampColumn('finished_at', { nullable: true })
  finishedAt!: Date | null;

  /**
   * When the job's workflow start became durable: the embedded engine's run row (same transaction),
   * Temporal's answer to the start (after the commit: the row is its own outbox), or a monitor run's
   * recorded start step. A queued job without it is started by the scan start sweeper. Null on rows
   * older than the column, which are never read for it (only queued rows are).
   */
  @TimestampColumn('workflow_started_at', { nullable: true })
  workflowStartedAt!: Date | null;

  /** The owner's DKIM selectors for this scan (part of its workflow's input); null when none were given. */
  @Column({ name: 'dkim_selectors', type: 'json', nullable: true })
  dkimSelectors!: string[] | null;
}
