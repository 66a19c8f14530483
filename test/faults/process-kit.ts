/**
 * The fault drills' shared set-up: a fresh database (a SQLite file, or the MariaDB test database
 * reset), the environment of the real entry points, and `api/server.ts` or `workers/temporal-worker.ts`
 * run as child processes (test/workflows/server-process.ts) that a drill kills with SIGKILL and starts
 * again. Every process started here is killed in `stopAll`, whatever the test did.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../../config/database.js';
import { createDataSource } from '../../db/data-source.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { User } from '../../db/entities/user.entity.js';
import type { Lab } from '../../lab/start-lab.js';
import { PASSWORD } from '../helpers/accounts.js';
import { openFreshDatabase, type TestDatabase } from '../helpers/databases.js';
import { processEnv } from '../helpers/process-env.js';
import { until } from '../helpers/wait.js';
import {
  type EntryProcess,
  type ServerProcess,
  startServerProcess,
  startWorkerProcess,
} from '../workflows/server-process.js';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** What a drill runs against: the database it reads behind the processes' backs, and the processes. */
export class FaultRig {
  readonly processes: EntryProcess[] = [];
  api: ServerProcess | undefined;
  db!: DataSource;
  env!: Record<string, string>;
  dir!: string;

  /** A fresh database of `database`'s kind (SQLite: a file, so several processes can open it) and the env. */
  async open(database: TestDatabase, lab: Lab | undefined, extraEnv: Record<string, string> = {}): Promise<void> {
    this.dir = mkdtempSync(join(tmpdir(), 'rampart-faults-'));
    const file = join(this.dir, 'rampart.db');
    const config: DatabaseConfig =
      database.name === 'sqlite' ? { kind: 'sqlite', path: file, url: `sqlite:${file}` } : database.config;
    await (await openFreshDatabase({ name: database.name, config })).destroy();
    this.env = { ...processEnv({ dir: this.dir, databaseUrl: config.url, lab }), ...extraEnv };
    this.db = await createDataSource(config);
    await this.db.initialize();
  }

  /** Starts `api/server.ts` (again) and makes it the one `call` talks to. */
  async startApi(): Promise<ServerProcess> {
    const api = await startServerProcess(this.env);
    this.processes.push(api);
    this.api = api;
    return api;
  }

  async startWorker(): Promise<EntryProcess> {
    const worker = await startWorkerProcess(this.env);
    this.processes.push(worker);
    return worker;
  }

  /** SIGKILL: no shutdown hook runs, nothing is flushed; waits until the process is gone. */
  async kill(entry: EntryProcess): Promise<void> {
    await entry.stop('SIGKILL');
    expect(entry.child.signalCode, 'the process died of SIGKILL').to.equal('SIGKILL');
  }

  async call(method: string, path: string, apiKey: string | null, body?: object): Promise<Answer> {
    const response = await this.fetch(method, path, apiKey, body);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  fetch(method: string, path: string, apiKey: string | null, body?: object): Promise<Response> {
    if (!this.api) throw new Error('no API process is running');
    return fetch(`${this.api.baseUrl}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  }

  /** Signs up over HTTP; returns the API key and the account id. */
  async signUp(email: string): Promise<{ apiKey: string; userId: number }> {
    const created = await this.call('POST', '/v1/auth/signup', null, { email, password: PASSWORD });
    expect(created.status, JSON.stringify(created.body)).to.equal(200);
    const user = await this.db.manager.findOneByOrFail(User, { email });
    return { apiKey: String(created.body.api_key), userId: user.id };
  }

  async submitScan(apiKey: string, domain: string): Promise<number> {
    const submitted = await this.call('POST', '/v1/scan', apiKey, { domain });
    expect(submitted.status, JSON.stringify(submitted.body)).to.equal(202);
    return Number(submitted.body.job_id);
  }

  /** Polls the job's row (not HTTP, which the rate limiter counts) until it has finished. */
  jobFinished(jobId: number, timeoutMs = 60_000): Promise<ScanJob> {
    return until(
      `scan job ${jobId} to finish`,
      async () => {
        const job = await this.db.manager.findOneBy(ScanJob, { id: jobId });
        return job && (job.status === 'completed' || job.status === 'failed') ? job : undefined;
      },
      timeoutMs,
      25,
    );
  }

  async stopAll(): Promise<void> {
    for (const each of this.processes) await each.stop('SIGKILL');
    await this.db?.destroy();
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The pids of `pid`'s descendants (children, grandchildren, ...), from `ps`; empty when it has none. */
export function descendantPids(pid: number): { pid: number; command: string }[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length >= 3)
    .map(([child, parent, command]) => ({ pid: Number(child), ppid: Number(parent), command: String(command) }));
  const found: { pid: number; command: string }[] = [];
  const parents = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) {
      if (parents.has(row.ppid) && !parents.has(row.pid)) {
        parents.add(row.pid);
        found.push({ pid: row.pid, command: row.command });
        grew = true;
      }
    }
  }
  return found;
}

/** The Chromium processes (browser, renderers, helpers) under `pid`. */
export function chromiumUnder(pid: number): number[] {
  return descendantPids(pid)
    .filter((each) => /chrom/i.test(each.command))
    .map((each) => each.pid);
}

/** Whether a process of that id still exists (a zombie counts as gone for what the drills check). */
export function isAlive(pid: number): boolean {
  try {
    const state = execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    return state !== '' && !state.startsWith('Z');
  } catch {
    return false;
  }
}
