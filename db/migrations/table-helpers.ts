/**
 * Column builders for migrations. Migrations use TypeORM's dialect-neutral schema API (Table,
 * TableForeignKey) instead of raw SQL so one migration runs unchanged on SQLite and MySQL. The
 * shapes here must match db/columns.ts; test/db/schema.test.ts fails if entities and migrations drift.
 */
import { type TableColumnOptions, TableForeignKey } from 'typeorm';

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

/** "integer" everywhere: foreign keys take the type of the integer primary keys they reference. */
export const int = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'integer',
  ...extra,
});

/** Defaults are SQL literals, written as TypeORM's drivers normalise entity defaults ("1", "'free'"). */
export const bool = (name: string, defaultValue: boolean): TableColumnOptions => ({
  name,
  type: 'boolean',
  default: defaultValue ? '1' : '0',
});

export const timestamp = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  ...extra,
});

export const createdAt = (): TableColumnOptions => timestamp('created_at');

/** `json`: JSON (MySQL) or LONGTEXT with a json_valid check (MariaDB), text on SQLite; no 64 KiB cap. */
export const json = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'json',
  ...extra,
});

/** A foreign key whose rows go with the row they point at, as the entities' relations declare it. */
export function cascade(name: string, column: string, table: string, referenced: string): TableForeignKey {
  return new TableForeignKey({
    name,
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: [referenced],
    onDelete: 'CASCADE',
    onUpdate: 'NO ACTION',
  });
}
