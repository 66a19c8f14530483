/**
 * Column helpers shared by every entity. esbuild (tsx) does not emit decorator metadata, so every
 * column states its type explicitly; these helpers keep the types identical on SQLite and MySQL.
 */
import { Column, type ColumnOptions } from 'typeorm';

/** UTC instant with millisecond precision (MySQL DATETIME(3); TEXT on SQLite). */
export function TimestampColumn(name: string, options: Omit<ColumnOptions, 'name' | 'type'> = {}) {
  return Column({ name, type: 'datetime', precision: 3, ...options });
}

/**
 * Set by the service from its clock rather than by a database default: the two databases spell
 * "now" differently and SQLite's has only second precision.
 */
export function CreatedAtColumn() {
  return TimestampColumn('created_at');
}
