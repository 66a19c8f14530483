import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { ModuleName } from '../../core/scan-model/module-names.js';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { CreatedAtColumn } from '../columns.js';
import { ScanJob } from './scan-job.entity.js';

/**
 * One module's result while its scan is running. Each module activity stores its result here rather
 * than returning it through the workflow, so evidence never bloats a Temporal history; the report is
 * assembled from these rows and they are deleted when it is stored.
 */
@Entity({ name: 'scan_module_results' })
@Index('uq_scan_module_results_job_module', ['jobId', 'module'], { unique: true })
export class ScanModuleResult {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'job_id', type: 'integer' })
  jobId!: number;

  @ManyToOne(() => ScanJob, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id', foreignKeyConstraintName: 'fk_scan_module_results_job' })
  job?: Relation<ScanJob>;

  @Column({ name: 'module', type: 'varchar', length: 32 })
  module!: ModuleName;

  @Column({ name: 'result', type: 'json' })
  result!: ModuleResult;

  @CreatedAtColumn()
  createdAt!: Date;
}
