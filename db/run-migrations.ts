/**
 * Runs pending migrations, one migrator per database at a time. On MySQL/MariaDB a named lock
 * (GET_LOCK, scoped to the database's name) is held around the run: every API process and worker
 * migrates at start, and two of them creating the same table at once would fail the loser with
 * "already exists". The server drops the lock with the connection, so a migrator killed mid-run
 * (kill -9, a crash) never leaves it held; the guarded steps (migrations/guarded-steps.ts) let the
 * next one finish the half-applied migration. SQLite takes its own write lock per migration.
 */
import type { DataSource, Migration } from 'typeorm';

/** How long a migrator waits for another one to finish before giving up. */
const LOCK_WAIT_SECONDS = 600;

export async function runPendingMigrations(dataSource: DataSource): Promise<Migration[]> {
  const type = dataSource.options.type;
  if (type !== 'mysql' && type !== 'mariadb') return dataSource.runMigrations();
  const lockHolder = dataSource.createQueryRunner();
  await lockHolder.connect();
  try {
    const [row] = (await lockHolder.query(
      `SELECT GET_LOCK(LEFT(CONCAT('rampart-migrations.', DATABASE()), 64), ?) AS acquired`,
      [LOCK_WAIT_SECONDS],
    )) as Array<{ acquired: number | string | null }>;
    if (Number(row?.acquired) !== 1) {
      throw new Error(`another migrator held the migrations lock for over ${LOCK_WAIT_SECONDS} s`);
    }
    try {
      return await dataSource.runMigrations();
    } finally {
      await lockHolder.query(`SELECT RELEASE_LOCK(LEFT(CONCAT('rampart-migrations.', DATABASE()), 64))`);
    }
  } finally {
    await lockHolder.release();
  }
}
