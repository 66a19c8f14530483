import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';
import { User } from './user.entity.js';

/**
 * A sign-in (login, password reset or Google). The cookie carries a random secret whose SHA-256 is
 * `tokenHash`; the JWT issued with it names `id` in its `sid` claim, so revoking the row ends both.
 */
@Entity({ name: 'sessions' })
export class Session {
  /** UUID; public (it is inside the JWT), unlike the cookie secret. */
  @PrimaryColumn({ name: 'id', type: 'varchar', length: 36 })
  id!: string;

  @Index('ix_sessions_user_id')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_sessions_user' })
  user?: Relation<User>;

  @Index('uq_sessions_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ name: 'csrf_hash', type: 'varchar', length: 64 })
  csrfHash!: string;

  @TimestampColumn('expires_at')
  expiresAt!: Date;

  @TimestampColumn('revoked_at', { nullable: true })
  revokedAt!: Date | null;

  @CreatedAtColumn()
  createdAt!: Date;
}
