import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Client } from './client.entity.js';
import { User } from './user.entity.js';

/**
 * A client's own alert preferences (docs/portfolio.md, "Scoped to a client"): they replace the
 * account's (alert-preferences.entity.ts) for the client's domains. No row: the account's apply.
 */
@Entity({ name: 'client_alert_preferences' })
@Index('ix_client_alert_preferences_user_id', ['userId'])
export class ClientAlertPreferencesRow {
  @PrimaryColumn({ name: 'client_id', type: 'integer' })
  clientId!: number;

  @OneToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id', foreignKeyConstraintName: 'fk_client_alert_preferences_client' })
  client?: Relation<Client>;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_client_alert_preferences_user' })
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
