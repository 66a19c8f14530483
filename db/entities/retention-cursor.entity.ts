import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '../columns.js';

/**
 * Where a retention purge step that walks a table by id stopped last time (activities/retention/):
 * the full-report purge leaves each job row behind (its summary), so without a cursor every run
 * would read again the months of rows it already emptied.
 */
@Entity({ name: 'retention_cursors' })
export class RetentionCursor {
  /** The purge step: `scan_reports`, `report_pdfs`. */
  @PrimaryColumn({ name: 'name', type: 'varchar', length: 64 })
  name!: string;

  /** The highest id the step has dealt with (kept rows included). */
  @Column({ name: 'last_id', type: 'integer' })
  lastId!: number;

  @TimestampColumn('updated_at')
  updatedAt!: Date;
}
