import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from './user.entity.js';

/** An account's alert preferences (docs/api-contract.md "Alert preferences"); no row means every type is on. */
@Entity({ name: 'alert_preferences' })
export class AlertPreferencesRow {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_alert_preferences_user' })
  user?: Relation<User>;

  @Column({ name: 'score_drop', type: 'boolean', default: true })
  scoreDrop!: boolean;

  @Column({ name: 'critical_issue', type: 'boolean', default: true })
  criticalIssue!: boolean;

  @Column({ name: 'cert_expiry', type: 'boolean', default: true })
  certExpiry!: boolean;

  @Column({ name: 'config_change', type: 'boolean', default: true })
  configChange!: boolean;
}
