import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { AlertConditionState, ScanFrequency } from '../../core/monitoring/monitoring-model.js';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';
import { User } from './user.entity.js';

/**
 * A monitored domain of an account (SPEC part 2): scanned on the schedule `monitor-<id>`, each
 * completed scan compared with the one before it to raise alerts.
 */
@Entity({ name: 'monitored_domains' })
@Index('uq_monitored_domains_user_id_domain', ['userId', 'domain'], { unique: true })
@Index('ix_monitored_domains_domain', ['domain'])
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

  /** When the badge was last published: the earliest publisher of a domain name owns its public badge. */
  @TimestampColumn('badge_published_at', { nullable: true })
  badgePublishedAt!: Date | null;

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

  @CreatedAtColumn()
  createdAt!: Date;
}
