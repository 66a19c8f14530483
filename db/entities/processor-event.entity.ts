import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '../columns.js';

/**
 * One payment-processor (Stripe) event, keyed by the processor's event id: the unique row that makes
 * the webhook idempotent (a second delivery, even a concurrent one, finds it and is not processed
 * again). A failed event keeps its error and is retried by the `processor-event-<id>` workflow, then
 * by an admin (POST /v1/billing/webhook/retry).
 */
@Entity({ name: 'processor_events' })
@Index('ix_processor_events_received_at', ['receivedAt'])
export class ProcessorEvent {
  @PrimaryColumn({ name: 'id', type: 'varchar', length: 255 })
  id!: string;

  @Column({ name: 'type', type: 'varchar', length: 100 })
  type!: string;

  /** The verified event as the processor sent it. */
  @Column({ name: 'payload', type: 'json' })
  payload!: Record<string, unknown>;

  /** `received` (being processed), `processed`, `failed`. */
  @Column({ name: 'status', type: 'varchar', length: 16 })
  status!: 'received' | 'processed' | 'failed';

  /** Processing attempts made (the webhook's first, the workflow's, an admin's). */
  @Column({ name: 'attempts', type: 'integer', default: 0 })
  attempts!: number;

  /** Times it was processed again after a failure (the workflow or an admin). */
  @Column({ name: 'retries', type: 'integer', default: 0 })
  retries!: number;

  @Column({ name: 'last_error', type: 'varchar', length: 1000, nullable: true })
  lastError!: string | null;

  @TimestampColumn('received_at')
  receivedAt!: Date;

  @TimestampColumn('processed_at', { nullable: true })
  processedAt!: Date | null;

  @TimestampColumn('failed_at', { nullable: true })
  failedAt!: Date | null;
}
