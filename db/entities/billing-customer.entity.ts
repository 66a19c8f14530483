import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TimestampColumn } from '../columns.js';
import { User } from './user.entity.js';

/**
 * An account's side at the payment processor: its Stripe customer and subscription, and the end of
 * the period paid for. The plan and the subscription status themselves stay on the user row, where
 * every guard reads them.
 */
@Entity({ name: 'billing_customers' })
export class BillingCustomer {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_billing_customers_user' })
  user?: Relation<User>;

  @Index('uq_billing_customers_customer_id', { unique: true })
  @Column({ name: 'customer_id', type: 'varchar', length: 255 })
  customerId!: string;

  @Column({ name: 'subscription_id', type: 'varchar', length: 255, nullable: true })
  subscriptionId!: string | null;

  @TimestampColumn('current_period_end', { nullable: true })
  currentPeriodEnd!: Date | null;

  /**
   * The `created` (Unix seconds) of the newest processor event applied to this account: an older
   * one arriving later changes nothing (activities/billing/event-order.ts). Null before the first.
   */
  @Column({
    name: 'last_event_created',
    type: 'bigint',
    nullable: true,
    // MySQL drivers hand BIGINT back as a string.
    transformer: {
      to: (value: number | null) => value,
      from: (value: string | number | null) => (value === null ? null : Number(value)),
    },
  })
  lastEventCreated!: number | null;

  @TimestampColumn('updated_at')
  updatedAt!: Date;
}
