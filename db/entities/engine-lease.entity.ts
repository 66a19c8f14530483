import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '../columns.js';

/**
 * A lease that lets one process at a time run something on this database: today only the embedded
 * workflow engine (`embedded-engine`, workflows/embedded/engine-lease.ts). No row means free; a row
 * whose `expires_at` has passed may be taken over. Times are wall-clock UTC, never a test clock.
 */
@Entity({ name: 'engine_leases' })
export class EngineLease {
  @PrimaryColumn({ name: 'name', type: 'varchar', length: 64 })
  name!: string;

  /** Random per acquisition: renewals and the release match on it, so a taken-over holder finds out. */
  @Column({ name: 'holder_token', type: 'varchar', length: 64 })
  holderToken!: string;

  @Column({ name: 'holder_host', type: 'varchar', length: 255 })
  holderHost!: string;

  @Column({ name: 'holder_pid', type: 'integer' })
  holderPid!: number;

  @TimestampColumn('acquired_at')
  acquiredAt!: Date;

  @TimestampColumn('expires_at')
  expiresAt!: Date;
}
