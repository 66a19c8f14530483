/**
 * A MySQL/MariaDB database's schema as text to compare: each table's SHOW CREATE TABLE (its
 * AUTO_INCREMENT counter left out: it counts rows, not shape) and the migrations it has recorded.
 * Also makes and empties the scratch databases the migration tests run in.
 */
import { type Connection, createConnection } from 'mysql2/promise';

export interface MysqlSchema {
  tables: Record<string, string>;
  migrations: Array<{ timestamp: string; name: string }>;
}

/** TEST_MYSQL_URL with its database name suffixed: `<db>_<suffix>` (the tests' own scratch database). */
export function scratchDatabaseUrl(baseUrl: string, suffix: string): string {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}_${suffix}`;
  return url.toString();
}

async function serverConnection(url: string): Promise<{ connection: Connection; database: string }> {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.slice(1));
  parsed.pathname = '/';
  return { connection: await createConnection({ uri: parsed.toString() }), database };
}

/** Drops the database named in `url` and creates it empty. */
export async function recreateDatabase(url: string): Promise<void> {
  const { connection, database } = await serverConnection(url);
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await connection.query(`CREATE DATABASE \`${database}\``);
  } finally {
    await connection.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const { connection, database } = await serverConnection(url);
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  } finally {
    await connection.end();
  }
}

export async function readMysqlSchema(url: string): Promise<MysqlSchema> {
  const connection = await createConnection({ uri: url });
  try {
    const [tableRows] = await connection.query(
      'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() ORDER BY table_name',
    );
    const tables: Record<string, string> = {};
    for (const { name } of tableRows as Array<{ name: string }>) {
      const [rows] = await connection.query(`SHOW CREATE TABLE \`${name}\``);
      const create = String((rows as Array<Record<string, string>>)[0]?.['Create Table']);
      tables[name] = create.replace(/ AUTO_INCREMENT=\d+/, '');
    }
    const migrations =
      'migrations' in tables
        ? ((await connection.query('SELECT timestamp, name FROM migrations ORDER BY id'))[0] as Array<{
            timestamp: number | string;
            name: string;
          }>)
        : [];
    return { tables, migrations: migrations.map((row) => ({ timestamp: String(row.timestamp), name: row.name })) };
  } finally {
    await connection.end();
  }
}
