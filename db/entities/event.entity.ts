import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { OutboxEventType } from '../../core/events/event-types.js';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';
import { User } from './user.entity.js';

/**
 * The events outbox (DESIGN.md section 2, "Events"): one row per event, written in the same
 * transaction as the change it reports. `dispatched_at` is set once every consumer has had it; a row
 * left undispatched (its process died after the commit) is found by the sweeper and dispatched then.
 */
@Entity({ name: 'events' })
@Index('ix_events_dispatched_at_created_at', ['dispatchedAt', 'createdAt'])
export class OutboxEvent {
  /** The envelope's `id`: a UUID, derived from what happened (outbox.ts), so recording is idempotent. */
  @PrimaryColumn({ name: 'id', type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'type', type: 'varchar', length: 64 })
  type!: OutboxEventType;

  /** The account whose resource changed; its consumers (webhook endpoints, alerts) are that account's. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_events_user' })
  user?: Relation<User>;

  /** The envelope's `data`. */
  @Column({ name: 'data', type: 'json' })
  data!: Record<string, unknown>;

  @CreatedAtColumn()
  createdAt!: Date;

  @TimestampColumn('dispatched_at', { nullable: true })
  dispatchedAt!: Date | null;
}
