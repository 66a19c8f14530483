import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';
import { User } from './user.entity.js';

/** What a finished request answered, kept to be replayed (api/idempotency/). */
export interface StoredResponse {
  /** The headers that describe the body (content type, location, deprecation); never cookies. */
  headers: Record<string, string>;
  /** The response body sealed under the account and key (api/idempotency/response-seal.ts). */
  sealedBody: string;
}

/**
 * One `Idempotency-Key` an account sent (api/idempotency/): the unique (account, key hash) row is
 * the reservation, so of two requests with one key only one inserts it and runs. Until the first
 * request finishes the row is in flight (`response_status` null) and held by `lock_token` until
 * `locked_until` (renewed while it runs; a holder that died lets a retry take the row over); then
 * it keeps the response to replay until `expires_at`, when the purge removes it.
 */
@Entity({ name: 'idempotency_keys' })
@Index('uq_idempotency_keys_user_key', ['userId', 'keyHash'], { unique: true })
export class IdempotencyKey {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_idempotency_keys_user' })
  user?: Relation<User>;

  /** SHA-256 (hex) of the key: fixed length, and compared byte for byte whatever the column collation. */
  @Column({ name: 'key_hash', type: 'varchar', length: 64 })
  keyHash!: string;

  /** SHA-256 (hex) of the method, route, path parameters, query and canonical JSON body. */
  @Column({ name: 'fingerprint', type: 'varchar', length: 64 })
  fingerprint!: string;

  /** Random per reservation: finishing, renewing and releasing match on it. */
  @Column({ name: 'lock_token', type: 'varchar', length: 36 })
  lockToken!: string;

  @TimestampColumn('locked_until')
  lockedUntil!: Date;

  /** Null while the first request is in flight. */
  @Column({ name: 'response_status', type: 'integer', nullable: true })
  responseStatus!: number | null;

  @Column({ name: 'response', type: 'json', nullable: true })
  response!: StoredResponse | null;

  @CreatedAtColumn()
  createdAt!: Date;

  @Index('ix_idempotency_keys_expires_at')
  @TimestampColumn('expires_at')
  expiresAt!: Date;
}
