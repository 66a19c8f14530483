/**
 * A MariaDB server of the test's own (mariadb-install-db plus mariadbd on a free loopback port and a
 * temporary data directory) that the test may stop and start at will: the fault drills stop the
 * database under load, which must never touch the shared server on 3306 that other tests use.
 * Grant tables are skipped (`--skip-grant-tables`): the server listens on 127.0.0.1 only, lives for
 * one test and holds nothing but that test's rows.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createConnection } from 'mysql2/promise';
import { until } from '../helpers/wait.js';

const run = promisify(execFile);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const MARIADBD = '/usr/sbin/mariadbd';

/** Call first in a suite's `before`: skips the suite, saying why, when this machine has no mariadbd. */
export function requireMariadbd(context: Mocha.Context): void {
  if (!existsSync(MARIADBD)) {
    console.log(
      `      SKIPPED: needs ${MARIADBD} and mariadb-install-db (the MariaDB server package) for a private server`,
    );
    context.skip();
  }
}

export class PrivateMariaDb {
  private child: ChildProcess | null = null;
  private readonly log: string[] = [];

  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  /**
   * Initialises a data directory (under `parent`, default the system's temporary folder) and starts
   * the server; `database` is created empty.
   */
  static async create(database: string, parent = tmpdir()): Promise<PrivateMariaDb> {
    const dir = mkdtempSync(join(parent, 'rampart-mariadb-'));
    const server = new PrivateMariaDb(dir, await freePort());
    await run(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${join(dir, 'data')}`,
        '--user=root',
        '--skip-test-db',
        '--auth-root-authentication-method=normal',
        // The size start() uses (the default is 96 MB): a data directory that fits a small disk.
        '--innodb-log-file-size=16M',
      ],
      { timeout: 60_000 },
    );
    await server.start();
    const connection = await createConnection({ host: '127.0.0.1', port: server.port, user: 'root' });
    await connection.query(`CREATE DATABASE \`${database}\``);
    await connection.end();
    return server;
  }

  url(database: string): string {
    return `mysql://root@127.0.0.1:${this.port}/${database}`;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** Starts mariadbd and resolves once it answers a query (bounded: 60 s). */
  async start(): Promise<void> {
    if (this.child) return;
    const child = spawn(
      MARIADBD,
      [
        '--no-defaults',
        `--datadir=${join(this.dir, 'data')}`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        `--socket=${join(this.dir, 'mariadbd.sock')}`,
        `--pid-file=${join(this.dir, 'mariadbd.pid')}`,
        '--user=root',
        '--skip-grant-tables',
        '--skip-name-resolve',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
        '--innodb-log-file-size=16M',
        '--performance-schema=OFF',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child.stderr?.on('data', (chunk: Buffer) => this.log.push(chunk.toString()));
    this.child = child;
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    await until(
      `mariadbd on port ${this.port} to answer (log: ${this.log.join('').slice(-500)})`,
      async () => {
        if (!this.child) throw new Error(`mariadbd exited while starting:\n${this.log.join('')}`);
        try {
          const connection = await createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
          await connection.query('SELECT 1');
          await connection.end();
          return true;
        } catch {
          return false;
        }
      },
      60_000,
      50,
    );
  }

  /** A clean shutdown (SIGTERM), waited for (bounded: 60 s, then SIGKILL). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    await exited;
    clearTimeout(timer);
    this.child = null;
  }

  /** `CHECK TABLE` over every table of `database`: the rows whose status is not OK (none when sound). */
  async checkTables(database: string): Promise<Array<{ Table: string; Msg_text: string }>> {
    const connection = await createConnection({ uri: this.url(database) });
    try {
      const [tables] = await connection.query('SHOW TABLES');
      const names = (tables as Array<Record<string, string>>).map((row) => Object.values(row)[0] as string);
      if (names.length < 10) throw new Error(`only ${names.length} tables in ${database}`);
      const [checks] = await connection.query(`CHECK TABLE ${names.map((name) => `\`${name}\``).join(', ')}`);
      return (checks as Array<{ Table: string; Msg_type: string; Msg_text: string }>).filter(
        (row) => row.Msg_type === 'status' && row.Msg_text !== 'OK',
      );
    } finally {
      await connection.end();
    }
  }

  /** Stops the server and deletes its data directory. */
  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
