import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type {
  AccountActivityActor,
  AccountActivityDetails,
  AccountActivityType,
} from '../../core/account-activity/activity-types.js';
import { CreatedAtColumn } from '../columns.js';
import { User } from './user.entity.js';

/**
 * One entry of an account's activity log (core/account-activity/activity-types.ts): who did what,
 * from where, under which request. Written in the transaction of the change it records, so a
 * change that rolls back leaves no entry. `(user_id, id)` serves the newest-first list and its
 * paging; `created_at` the purge; `(user_id, ip_address)` the "new sign-in address" question.
 */
@Entity({ name: 'account_activity' })
@Index('ix_account_activity_user_id_id', ['userId', 'id'])
@Index('ix_account_activity_user_id_ip', ['userId', 'ipAddress'])
@Index('ix_account_activity_created_at', ['createdAt'])
export class AccountActivity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_account_activity_user' })
  user?: Relation<User>;

  @Column({ name: 'type', type: 'varchar', length: 48 })
  type!: AccountActivityType;

  @Column({ name: 'actor', type: 'varchar', length: 16 })
  actor!: AccountActivityActor;

  /** The client's address as the API saw it (TRUST_PROXY decides); null for the processor and system. */
  @Column({ name: 'ip_address', type: 'varchar', length: 45, nullable: true })
  ipAddress!: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 255, nullable: true })
  userAgent!: string | null;

  /** The `x-request-id` of the request that made the change; null when no request did. */
  @Column({ name: 'request_id', type: 'varchar', length: 64, nullable: true })
  requestId!: string | null;

  @Column({ name: 'details', type: 'json' })
  details!: AccountActivityDetails;

  @CreatedAtColumn()
  createdAt!: Date;
}
