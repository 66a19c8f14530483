import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TimestampColumn } from '../columns.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';

/**
 * One POST of a delivery and what came back. (delivery, attempt) is unique: an attempt activity run
 * again after a crash finds its attempt recorded and does not count it twice.
 */
@Entity({ name: 'webhook_attempts' })
@Index('uq_webhook_attempts_delivery_attempt', ['deliveryId', 'attempt'], { unique: true })
export class WebhookAttempt {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'delivery_id', type: 'integer' })
  deliveryId!: number;

  @ManyToOne(() => WebhookDelivery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id', foreignKeyConstraintName: 'fk_webhook_attempts_delivery' })
  delivery?: Relation<WebhookDelivery>;

  /** 1 to 5. */
  @Column({ name: 'attempt', type: 'integer' })
  attempt!: number;

  @TimestampColumn('attempted_at')
  attemptedAt!: Date;

  @Column({ name: 'succeeded', type: 'boolean' })
  succeeded!: boolean;

  /** Null when no answer came (connection refused, timeout, address refused). */
  @Column({ name: 'response_status', type: 'integer', nullable: true })
  responseStatus!: number | null;

  @Column({ name: 'duration_ms', type: 'integer' })
  durationMs!: number;

  /** The first bytes of the answer (WEBHOOK_RESPONSE_BODY_CAP_BYTES), as text. */
  @Column({ name: 'response_body', type: 'varchar', length: 1024, nullable: true })
  responseBody!: string | null;

  /** Why the attempt failed, for the user; null on success. */
  @Column({ name: 'error', type: 'varchar', length: 500, nullable: true })
  error!: string | null;
}
