import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { VerificationMethod } from '../../core/monitoring/domain-verification.js';
import type { AlertConditionState, ScanFrequency } from '../../core/monitoring/monitoring-model.js';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';
import { Client } from './client.entity.js';
import { User } from './user.entity.js';

/**
 * A monitored domain of an account (docs/api-contract.md "Monitored domain"): scanned on the schedule `monitor-<id>`, each
 * completed scan compared with the one before it to raise alerts.
 */
@Entity({ name: 'monitored_domains' })
@Index('uq_monitored_domains_user_id_domain', ['userId', 'domain'], { unique: true })
@Index('ix_monitored_domains_domain', ['domain'])
@Index('ix_monitored_domains_user_id_client_id', ['userId', 'clientId'])
export class MonitoredDomain {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_monitored_domains_user' })
  user?: Relation<User>;

  /** Normalised like a scan target (lower-case ASCII, punycode). */
  @Column({ name: 'domain', type: 'varchar', length: 253 })
  domain!: string;

  @Column({ name: 'scan_frequency', type: 'varchar', length: 16 })
  scanFrequency!: ScanFrequency;

  @Column({ name: 'alert_on_score_drop', type: 'boolean', default: true })
  alertOnScoreDrop!: boolean;

  @Column({ name: 'alert_threshold', type: 'integer', default: 10 })
  alertThreshold!: number;

  @Column({ name: 'badge_enabled', type: 'boolean', default: false })
  badgeEnabled!: boolean;

  /** When the badge was last published (shown publicly only while this account's ownership is verified). */
  @TimestampColumn('badge_published_at', { nullable: true })
  badgePublishedAt!: Date | null;

  /**
   * Ownership verification (docs/monitoring.md "Domain ownership"): the token this account publishes
   * as `rampart-verification=<token>` in a TXT record or in /.well-known/rampart-verification.txt.
   * Made on first need (rows from before verification existed have none).
   */
  @Column({ name: 'verification_token', type: 'varchar', length: 64, nullable: true })
  verificationToken!: string | null;

  /** When ownership was last proven; null while unverified. Only verified owners' badges are public. */
  @TimestampColumn('verified_at', { nullable: true })
  verifiedAt!: Date | null;

  /** How it was last proven: `dns` (the TXT record) or `file` (the well-known file). */
  @Column({ name: 'verification_method', type: 'varchar', length: 8, nullable: true })
  verificationMethod!: VerificationMethod | null;

  /** The last check, by the owner ("check now") or by a scheduled monitor run. */
  @TimestampColumn('verification_checked_at', { nullable: true })
  verificationCheckedAt!: Date | null;

  /** What the last check that did not verify found, for the owner; null after a success. */
  @Column({ name: 'verification_failure', type: 'varchar', length: 255, nullable: true })
  verificationFailure!: string | null;

  /** The alert engine's memory (null until the first completed scan is evaluated). */
  @Column({ name: 'alert_state', type: 'json', nullable: true })
  alertState!: AlertConditionState | null;

  /** The last scan job evaluated for alerts: a repeated or older scan.completed changes nothing. */
  @Column({ name: 'last_evaluated_job_id', type: 'integer', nullable: true })
  lastEvaluatedJobId!: number | null;

  /** The scheduled run that queued `last_scheduled_job_id` (a retried activity queues one job). */
  @Column({ name: 'last_scheduled_run', type: 'varchar', length: 128, nullable: true })
  lastScheduledRun!: string | null;

  @Column({ name: 'last_scheduled_job_id', type: 'integer', nullable: true })
  lastScheduledJobId!: number | null;

  /** The client it belongs to (docs/portfolio.md); null: none. */
  @Column({ name: 'client_id', type: 'integer', nullable: true })
  clientId!: number | null;

  @ManyToOne(() => Client, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'client_id', foreignKeyConstraintName: 'fk_monitored_domains_client' })
  client?: Relation<Client>;

  /**
   * Its standing after the last evaluated scan (written with the alert engine's memory), so the
   * portfolio of thousands of domains reads rows, not reports. Null until the first evaluated scan.
   */
  @Column({ name: 'last_job_id', type: 'integer', nullable: true })
  lastJobId!: number | null;

  @Column({ name: 'last_score', type: 'integer', nullable: true })
  lastScore!: number | null;

  @Column({ name: 'last_grade', type: 'varchar', length: 2, nullable: true })
  lastGrade!: string | null;

  @TimestampColumn('last_scanned_at', { nullable: true })
  lastScannedAt!: Date | null;

  /** The score of the evaluated scan before the last one: the trend. */
  @Column({ name: 'previous_score', type: 'integer', nullable: true })
  previousScore!: number | null;

  @Column({ name: 'last_critical_issues', type: 'integer', nullable: true })
  lastCriticalIssues!: number | null;

  @CreatedAtColumn()
  createdAt!: Date;
}
