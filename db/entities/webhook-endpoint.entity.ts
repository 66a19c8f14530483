import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { OutboxEventType } from '../../core/events/event-types.js';
import type { EndpointKind, HookDisabledReason, HookFilters } from '../../core/hooks/hook-rules.js';
import type { WebhookDisabledReason } from '../../core/webhooks/delivery-rules.js';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';
import { Client } from './client.entity.js';
import { User } from './user.entity.js';

/**
 * A webhook endpoint of an account (docs/api-contract.md "Webhook endpoint"). The signing secret is kept only encrypted
 * (AES-256-GCM, activities/webhooks/secret-box.ts): a database dump alone cannot sign as Rampart.
 */
@Entity({ name: 'webhook_endpoints' })
@Index('ix_webhook_endpoints_user_id_id', ['userId', 'id'])
@Index('ix_webhook_endpoints_user_id_kind', ['userId', 'kind'])
@Index('ix_webhook_endpoints_client_id', ['clientId'])
export class WebhookEndpoint {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_webhook_endpoints_user' })
  user?: Relation<User>;

  @Column({ name: 'url', type: 'varchar', length: 2048 })
  url!: string;

  @Column({ name: 'description', type: 'varchar', length: 255, nullable: true })
  description!: string | null;

  /** An endpoint's subscribed types; a hook's one event (which may be a hook-only type). */
  @Column({ name: 'enabled_events', type: 'json' })
  enabledEvents!: OutboxEventType[];

  /**
   * `endpoint`: the user's own (docs/api-contract.md "Webhook endpoints", counted against the plan's slots); `hook`: a REST Hook
   * subscription of an automation platform (core/hooks/hook-rules.ts), seen only under /v1/hooks.
   */
  @Column({ name: 'kind', type: 'varchar', length: 16, default: 'endpoint' })
  kind!: EndpointKind;

  /** A hook's filters; null for endpoints and for hooks that hear everything of their event. */
  @Column({ name: 'hook_filters', type: 'json', nullable: true })
  hookFilters!: HookFilters | null;

  /**
   * The client whose domains' events alone it receives (docs/portfolio.md, "Scoped to a client");
   * null: every event of the account. Removing the client disables the endpoint
   * (`disabled_reason` `client_removed`) and leaves this null.
   */
  @Column({ name: 'client_id', type: 'integer', nullable: true })
  clientId!: number | null;

  @ManyToOne(() => Client, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'client_id', foreignKeyConstraintName: 'fk_webhook_endpoints_client' })
  client?: Relation<Client>;

  /** base64url of iv (12 bytes), tag (16 bytes) and ciphertext. */
  @Column({ name: 'secret_encrypted', type: 'varchar', length: 255 })
  secretEncrypted!: string;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  /** Failed attempts since the last success, across deliveries; 10 disables the endpoint. */
  @Column({ name: 'consecutive_failures', type: 'integer', default: 0 })
  consecutiveFailures!: number;

  @CreatedAtColumn()
  createdAt!: Date;

  @TimestampColumn('updated_at')
  updatedAt!: Date;

  @TimestampColumn('last_attempt_at', { nullable: true })
  lastAttemptAt!: Date | null;

  @TimestampColumn('last_success_at', { nullable: true })
  lastSuccessAt!: Date | null;

  @TimestampColumn('last_failure_at', { nullable: true })
  lastFailureAt!: Date | null;

  /** When consecutive failures or an account recovery disabled it; null while active or when disabled by hand. */
  @TimestampColumn('disabled_at', { nullable: true })
  disabledAt!: Date | null;

  /** Why it was disabled (core/webhooks/delivery-rules.ts); null while active or when disabled by hand. */
  @Column({ name: 'disabled_reason', type: 'varchar', length: 32, nullable: true })
  disabledReason!: WebhookDisabledReason | HookDisabledReason | null;
}
