import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { AlertType } from '../../core/monitoring/monitoring-model.js';
import type { Severity } from '../../core/scan-model/report.js';
import { CreatedAtColumn } from '../columns.js';
import { MonitoredDomain } from './monitored-domain.entity.js';
import { User } from './user.entity.js';

/**
 * An alert (docs/api-contract.md "Alert", "Alert states"): what changed on a monitored domain, from what to what. Deleting its
 * domain deletes its alerts. `(domain_id, job_id, condition)` is unique, so evaluating one scan twice
 * writes each alert once.
 */
@Entity({ name: 'alerts' })
@Index('ix_alerts_user_id_id', ['userId', 'id'])
@Index('uq_alerts_domain_id_job_id_condition', ['domainId', 'jobId', 'condition'], { unique: true })
export class Alert {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_alerts_user' })
  user?: Relation<User>;

  @Column({ name: 'domain_id', type: 'integer' })
  domainId!: number;

  @ManyToOne(() => MonitoredDomain, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'domain_id', foreignKeyConstraintName: 'fk_alerts_domain' })
  monitoredDomain?: Relation<MonitoredDomain>;

  @Column({ name: 'domain', type: 'varchar', length: 253 })
  domain!: string;

  /** The scan that raised it. */
  @Column({ name: 'job_id', type: 'integer' })
  jobId!: number;

  /** The engine's condition key (`critical:dns_email.spf_all.plus_all`, `config:spf`). */
  @Column({ name: 'condition_key', type: 'varchar', length: 191 })
  condition!: string;

  @Column({ name: 'alert_type', type: 'varchar', length: 32 })
  alertType!: AlertType;

  @Column({ name: 'severity', type: 'varchar', length: 16 })
  severity!: Severity;

  @Column({ name: 'title', type: 'varchar', length: 255 })
  title!: string;

  @Column({ name: 'message', type: 'varchar', length: 2000 })
  message!: string;

  @Column({ name: 'old_value', type: 'varchar', length: 2000 })
  oldValue!: string;

  @Column({ name: 'new_value', type: 'varchar', length: 2000 })
  newValue!: string;

  @Column({ name: 'score', type: 'integer' })
  score!: number;

  @Column({ name: 'grade', type: 'varchar', length: 2 })
  grade!: string;

  @Column({ name: 'is_read', type: 'boolean', default: false })
  read!: boolean;

  @CreatedAtColumn()
  createdAt!: Date;
}
