/**
 * Column helpers shared by every entity. esbuild (tsx) does not emit decorator metadata, so every
 * column states its type explicitly; these helpers keep the types identical on SQLite and MySQL.
 */
import { Column, type ColumnOptions, CreateDateColumn, UpdateDateColumn } from 'typeorm';

/** UTC instant with millisecond precision (MySQL DATETIME(3); TEXT on SQLite). */
export function TimestampColumn(name: string, options: Omit<ColumnOptions, 'name' | 'type'> = {}) {
  return Column({ name, type: 'datetime', precision: 3, ...options });
}

export function CreatedAtColumn() {
  return CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 });
}

export function UpdatedAtColumn() {
  return UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 });
}
