import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { createTableIfAbsent, dropTableIfPresent } from './guarded-steps.js';
import { cascade, createdAt, int, json, timestamp, varchar } from './table-helpers.js';

/** The events outbox and the embedded engine's recurring schedules ("seams"). */
export class EventsAndSchedules1764100000000 implements MigrationInterface {
  name = 'EventsAndSchedules1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'events',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('type', 64),
          int('user_id', { isNullable: true }),
          json('data'),
          createdAt(),
          timestamp('dispatched_at', { isNullable: true }),
        ],
        indices: [
          new TableIndex({ name: 'ix_events_dispatched_at_created_at', columnNames: ['dispatched_at', 'created_at'] }),
        ],
        foreignKeys: [cascade('fk_events_user', 'user_id', 'users', 'id')],
      }),
    );
    await createTableIfAbsent(
      queryRunner,
      new Table({
        name: 'workflow_schedules',
        columns: [
          varchar('id', 96, { isPrimary: true }),
          varchar('workflow_type', 64),
          json('input'),
          int('every_ms'),
          int('offset_ms'),
          timestamp('next_run_at'),
          timestamp('last_run_at', { isNullable: true }),
          createdAt(),
        ],
        indices: [new TableIndex({ name: 'ix_workflow_schedules_next_run_at', columnNames: ['next_run_at'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTableIfPresent(queryRunner, 'workflow_schedules');
    await dropTableIfPresent(queryRunner, 'events');
  }
}
