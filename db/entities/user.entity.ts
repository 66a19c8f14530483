import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PlanId } from '../../core/plans/plan-catalogue.js';
import type { SubscriptionStatus } from '../../core/plans/subscription-status.js';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';

/**
 * An account. The API key itself is never stored: `apiKeyHash` (SHA-256) finds the account on each
 * request, and `apiKeyNonce` lets the server re-derive the key for `GET /v1/auth/me` with its own
 * secret (see api/auth/api-key.ts).
 */
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** Normalised: trimmed and lower-cased. */
  @Index('uq_users_email', { unique: true })
  @Column({ name: 'email', type: 'varchar', length: 254 })
  email!: string;

  /** bcrypt hash; null for accounts created through Google sign-in until they set a password. */
  @Column({ name: 'password_hash', type: 'varchar', length: 100, nullable: true })
  passwordHash!: string | null;

  @Index('uq_users_api_key_hash', { unique: true })
  @Column({ name: 'api_key_hash', type: 'varchar', length: 64 })
  apiKeyHash!: string;

  @Column({ name: 'api_key_nonce', type: 'varchar', length: 64 })
  apiKeyNonce!: string;

  @TimestampColumn('api_key_created_at')
  apiKeyCreatedAt!: Date;

  /** A plan of the catalogue; a retired id still read from old rows falls back to Free (planOf). */
  @Column({ name: 'plan', type: 'varchar', length: 32, default: 'free' })
  plan!: PlanId;

  /** The processor's subscription status (core/plans/subscription-status.ts). */
  @Column({ name: 'subscription_status', type: 'varchar', length: 32, default: 'active' })
  subscriptionStatus!: SubscriptionStatus;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @TimestampColumn('email_verified_at', { nullable: true })
  emailVerifiedAt!: Date | null;

  @TimestampColumn('verification_sent_at', { nullable: true })
  verificationSentAt!: Date | null;

  @Index('uq_users_google_subject', { unique: true })
  @Column({ name: 'google_subject', type: 'varchar', length: 255, nullable: true })
  googleSubject!: string | null;

  /** Scans consumed in `quotaPeriod` (YYYY-MM, UTC); a different period means zero used. */
  @Column({ name: 'scans_this_month', type: 'integer', default: 0 })
  scansThisMonth!: number;

  @Column({ name: 'quota_period', type: 'varchar', length: 7 })
  quotaPeriod!: string;

  @CreatedAtColumn()
  createdAt!: Date;
}
