/**
 * Column builders for migrations. Migrations use TypeORM's dialect-neutral schema API (Table,
 * TableForeignKey) instead of raw SQL so one migration runs unchanged on SQLite and MySQL. The
 * shapes here must match db/columns.ts; test/db/schema.test.ts fails if entities and migrations drift.
 */
import type { QueryRunner, TableColumnOptions } from 'typeorm';

/** SQLite and MySQL disagree on the spelling of "now" in a column default. */
function nowDefault(queryRunner: QueryRunner): string {
  return queryRunner.connection.driver.options.type === 'mysql' ? 'CURRENT_TIMESTAMP(3)' : "datetime('now')";
}

export const idColumn = (): TableColumnOptions => ({
  name: 'id',
  // "integer": SQLite only auto-increments an INTEGER PRIMARY KEY; MySQL reads it as INT.
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});

export const varchar = (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  ...extra,
});

export const int = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'int',
  ...extra,
});

export const bool = (name: string, defaultValue: boolean): TableColumnOptions => ({
  name,
  type: 'boolean',
  default: defaultValue,
});

export const timestamp = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  ...extra,
});

/** created_at / updated_at as CreateDateColumn / UpdateDateColumn declare them. */
export const createdAt = (queryRunner: QueryRunner): TableColumnOptions =>
  timestamp('created_at', { default: nowDefault(queryRunner) });
export const updatedAt = (queryRunner: QueryRunner): TableColumnOptions =>
  timestamp('updated_at', {
    default: nowDefault(queryRunner),
    onUpdate: queryRunner.connection.driver.options.type === 'mysql' ? 'CURRENT_TIMESTAMP(3)' : undefined,
  });
