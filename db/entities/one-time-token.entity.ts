import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';
import { User } from './user.entity.js';

export type OneTimeTokenPurpose = 'password_reset' | 'email_verification';

/** Password-reset and e-mail-verification tokens: stored as SHA-256, single use, short-lived. */
@Entity({ name: 'one_time_tokens' })
export class OneTimeToken {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Index('ix_one_time_tokens_user_id')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_one_time_tokens_user' })
  user?: Relation<User>;

  @Column({ name: 'purpose', type: 'varchar', length: 32 })
  purpose!: OneTimeTokenPurpose;

  @Index('uq_one_time_tokens_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @TimestampColumn('expires_at')
  expiresAt!: Date;

  @TimestampColumn('used_at', { nullable: true })
  usedAt!: Date | null;

  @CreatedAtColumn()
  createdAt!: Date;
}
