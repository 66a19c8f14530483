import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { AccountExport } from './account-export.entity.js';

/** A piece of an export archive, in order of `seq`: written and read piece by piece, never whole. */
@Entity({ name: 'account_export_chunks' })
export class AccountExportChunk {
  @PrimaryColumn({ name: 'export_id', type: 'varchar', length: 32 })
  exportId!: string;

  @ManyToOne(() => AccountExport, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'export_id', foreignKeyConstraintName: 'fk_account_export_chunks_export' })
  export?: Relation<AccountExport>;

  @PrimaryColumn({ name: 'seq', type: 'integer' })
  seq!: number;

  @Column({ name: 'data', type: 'blob' })
  data!: Buffer;
}
