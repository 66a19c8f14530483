import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';
import { User } from './user.entity.js';

export type AccountExportStatus = 'pending' | 'ready' | 'failed';

/** One archive of an account's data, made by the export workflow; its bytes are account_export_chunks. */
@Entity({ name: 'account_exports' })
@Index('ix_account_exports_user_id', ['userId'])
export class AccountExport {
  /** 128 random bits in hex: the download link names it, so it must not be guessable. */
  @PrimaryColumn({ name: 'id', type: 'varchar', length: 32 })
  id!: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_account_exports_user' })
  user?: Relation<User>;

  @Column({ name: 'status', type: 'varchar', length: 16 })
  status!: AccountExportStatus;

  @Column({ name: 'size_bytes', type: 'integer', nullable: true })
  sizeBytes!: number | null;

  @Column({ name: 'sha256', type: 'varchar', length: 64, nullable: true })
  sha256!: string | null;

  @Column({ name: 'failure', type: 'varchar', length: 255, nullable: true })
  failure!: string | null;

  @CreatedAtColumn()
  createdAt!: Date;

  @TimestampColumn('finished_at', { nullable: true })
  finishedAt!: Date | null;

  /** After this the link answers 404 and the archive is removed by the next export of the account. */
  @TimestampColumn('expires_at')
  expiresAt!: Date;
}
