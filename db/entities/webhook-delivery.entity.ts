import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { EventEnvelope, OutboxEventType } from '../../core/events/event-types.js';
import type { WebhookDeliveryStatus } from '../../core/webhooks/delivery-rules.js';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';

/**
 * One event on its way to one endpoint: a series of up to five attempts, run by the workflow
 * `webhook-delivery-<id>`. The envelope is kept whole, so every attempt and a manual redelivery send
 * the same bytes' content with the same `id`. A redelivery of a dead letter is a new row (a new
 * series and workflow) with the same event and the next `series`; (endpoint, event, series) is unique,
 * so the fan-out of an event that comes again creates nothing new.
 */
@Entity({ name: 'webhook_deliveries' })
@Index('uq_webhook_deliveries_endpoint_event_series', ['endpointId', 'eventId', 'series'], { unique: true })
@Index('ix_webhook_deliveries_endpoint_id_id', ['endpointId', 'id'])
@Index('ix_webhook_deliveries_created_at', ['createdAt'])
@Index('ix_webhook_deliveries_status', ['status'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'endpoint_id', type: 'integer' })
  endpointId!: number;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id', foreignKeyConstraintName: 'fk_webhook_deliveries_endpoint' })
  endpoint?: Relation<WebhookEndpoint>;

  /** The envelope's `id` (docs/api-contract.md "Webhook delivery": `event_id` equals the payload's `id`). */
  @Column({ name: 'event_id', type: 'varchar', length: 36 })
  eventId!: string;

  @Column({ name: 'event_type', type: 'varchar', length: 64 })
  eventType!: OutboxEventType;

  /** 1 for the automatic delivery; each manual redelivery takes the next number. */
  @Column({ name: 'series', type: 'integer', default: 1 })
  series!: number;

  @Column({ name: 'redelivery_of', type: 'integer', nullable: true })
  redeliveryOf!: number | null;

  /** Sent by `POST /v1/webhooks/{id}/test`, not by an event of the outbox. */
  @Column({ name: 'is_test', type: 'boolean', default: false })
  isTest!: boolean;

  @Column({ name: 'payload', type: 'json' })
  payload!: EventEnvelope;

  @Column({ name: 'status', type: 'varchar', length: 16 })
  status!: WebhookDeliveryStatus;

  @Column({ name: 'attempt_count', type: 'integer', default: 0 })
  attemptCount!: number;

  @CreatedAtColumn()
  createdAt!: Date;

  @TimestampColumn('next_attempt_at', { nullable: true })
  nextAttemptAt!: Date | null;

  /** Why it became a dead letter (the last attempt's reason, or the endpoint being disabled). */
  @Column({ name: 'failure_reason', type: 'varchar', length: 500, nullable: true })
  failureReason!: string | null;

  /** When it succeeded or became a dead letter. */
  @TimestampColumn('completed_at', { nullable: true })
  completedAt!: Date | null;
}
