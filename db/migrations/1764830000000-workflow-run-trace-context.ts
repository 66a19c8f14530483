import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumnIfAbsent, dropColumnIfPresent } from './guarded-steps.js';
import { json } from './table-helpers.js';

/**
 * The trace an embedded workflow run belongs to (its W3C `traceparent`, and `tracestate`/`baggage`
 * when there are any), recorded with the run, so a run resumed by a later process continues the trace
 * of the request that started it (docs/operations.md, traces). Null for runs started without tracing.
 */
export class WorkflowRunTraceContext1764830000000 implements MigrationInterface {
  name = 'WorkflowRunTraceContext1764830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumnIfAbsent(queryRunner, 'workflow_runs', json('trace_context', { isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropColumnIfPresent(queryRunner, 'workflow_runs', 'trace_context');
  }
}
