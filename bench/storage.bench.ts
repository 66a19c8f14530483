/**
 * `npm run bench:storage`: bytes per stored scan, measured, and what the retention policy
 * (docs/retention.md) makes of them at scale. On MariaDB (BENCH_MYSQL_URL, default
 * mysql://root@127.0.0.1:3306/rampart_bench_storage: that one database is emptied first and left
 * behind for inspection) and on a SQLite file, each in turn:
 *   1. the real app (embedded engine) with a webhook endpoint on loopback and the scanned domain
 *      monitored; BENCH_SCANS (default 30) real scans of a lab domain (the lab in a process of its
 *      own), 3 at a time, each followed to its end: report stored, event dispatched, webhook
 *      delivered, alerts evaluated; then BENCH_PDFS (default 2) PDF reports rendered and stored;
 *   2. per table, the rows and bytes that added, two ways: payload (the sum of LENGTH() of every
 *      column of every row: what the rows hold) and allocated (MariaDB: data_length + index_length
 *      from information_schema after ANALYZE TABLE; SQLite: the pages dbstat counts, indexes
 *      included), as deltas from the empty schema;
 *   3. the retention purge run with its clock 91 days on: what a scan still takes as a summary once
 *      its full report, events, deliveries and engine runs are gone (scan_jobs and the grade history
 *      after the purge, less the domain's latest scan, kept whole, at its measured size);
 *   4. the steady state for 10,000 domains scanned hourly under the default policy, from those
 *      measured figures, with the arithmetic printed.
 * BENCH_DOMAIN picks another lab domain.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DataSource, IsNull } from 'typeorm';
import { purgeRetentionStep } from '../activities/retention/retention-purge.js';
import { buildApp } from '../api/app.js';
import { loadConfig } from '../config/env.js';
import { DAY_MS, DEFAULT_RETENTION, RETENTION_STEPS } from '../core/retention/retention-policy.js';
import { openDatabase } from '../db/data-source.js';
import { OutboxEvent } from '../db/entities/event.entity.js';
import { MonitoredDomain } from '../db/entities/monitored-domain.entity.js';
import { ScanJob } from '../db/entities/scan-job.entity.js';
import { User } from '../db/entities/user.entity.js';
import { WebhookDelivery } from '../db/entities/webhook-delivery.entity.js';
import { SECURE_DOMAIN } from '../lab/fixtures/secure.fixtures.js';
import { startLabProcess } from './lab-process.js';

const DOMAIN = process.env.BENCH_DOMAIN ?? SECURE_DOMAIN;
const SCANS = Number(process.env.BENCH_SCANS ?? 30);
const PDFS = Number(process.env.BENCH_PDFS ?? 2);
const CONCURRENCY = 3;
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/rampart_bench_storage';
const SECRET = 'bench-secret-that-is-long-enough-for-config-0123456789';
const TIMEOUT_MS = 300_000;

interface TableSize {
  rows: number;
  payload: number;
  allocated: number;
}
type Sizes = Map<string, TableSize>;

interface Measured {
  engine: string;
  perScan: Sizes;
  totals: { payload: number; allocated: number };
  pdf: { payload: number; allocated: number };
  summary: { payload: number; allocated: number; tables: Sizes };
  failed: number;
}

function dbKind(db: DataSource): 'mysql' | 'sqlite' {
  return db.options.type === 'mysql' || db.options.type === 'mariadb' ? 'mysql' : 'sqlite';
}

/** Per table: rows, payload (sum of LENGTH of every column) and allocated bytes (pages, indexes included). */
async function measure(db: DataSource): Promise<Sizes> {
  const sizes: Sizes = new Map();
  const kind = dbKind(db);
  const allocated = new Map<string, number>();
  if (kind === 'mysql') {
    for (const meta of db.entityMetadatas) await db.query(`ANALYZE TABLE \`${meta.tableName}\``);
    const rows: { name: string; bytes: string }[] = await db.query(
      'SELECT table_name AS name, data_length + index_length AS bytes FROM information_schema.tables WHERE table_schema = DATABASE()',
    );
    for (const row of rows) allocated.set(row.name, Number(row.bytes));
  } else {
    const rows: { name: string; bytes: number }[] = await db.query(
      'SELECT m.tbl_name AS name, SUM(s.pgsize) AS bytes FROM dbstat s JOIN sqlite_master m ON m.name = s.name GROUP BY m.tbl_name',
    );
    for (const row of rows) allocated.set(row.name, Number(row.bytes));
  }
  const quote = (name: string) => (kind === 'mysql' ? `\`${name}\`` : `"${name}"`);
  for (const meta of db.entityMetadatas) {
    const sum = meta.columns.map((column) => `COALESCE(LENGTH(${quote(column.databaseName)}), 0)`).join(' + ');
    const [row] = await db.query(
      `SELECT COUNT(*) AS n, COALESCE(SUM(${sum}), 0) AS bytes FROM ${quote(meta.tableName)}`,
    );
    sizes.set(meta.tableName, {
      rows: Number(row.n),
      payload: Number(row.bytes),
      allocated: allocated.get(meta.tableName) ?? 0,
    });
  }
  return sizes;
}

function delta(after: Sizes, before: Sizes, divisor: number): Sizes {
  const result: Sizes = new Map();
  for (const [table, size] of after) {
    const was = before.get(table) ?? { rows: 0, payload: 0, allocated: 0 };
    result.set(table, {
      rows: (size.rows - was.rows) / divisor,
      payload: (size.payload - was.payload) / divisor,
      allocated: (size.allocated - was.allocated) / divisor,
    });
  }
  return result;
}

function total(sizes: Sizes, tables?: (table: string) => boolean): { payload: number; allocated: number } {
  let payload = 0;
  let allocated = 0;
  for (const [table, size] of sizes) {
    if (tables && !tables(table)) continue;
    payload += size.payload;
    allocated += size.allocated;
  }
  return { payload, allocated };
}

async function waitFor(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function run(
  engine: string,
  databaseUrl: string,
  dataDir: string,
  lab: Awaited<ReturnType<typeof startLabProcess>>,
): Promise<Measured> {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    RAMPART_DATA_DIR: dataDir,
    JWT_SECRET: SECRET,
    API_KEY_SECRET: `${SECRET}-keys`,
    LOG_LEVEL: 'silent',
    WEBHOOK_ALLOW_LOCALHOST: 'true',
  });
  if (config.database.kind === 'mysql') {
    const wipe = await openDatabase(config.database);
    await wipe.dropDatabase();
    await wipe.destroy();
  }
  const db = await openDatabase(config.database);
  const app = await buildApp({ config, db, logger: false, scanDeps: lab.scanDeps });
  await app.ready();
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200).end('ok'));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as { port: number }).port;
  try {
    const signup = await app.inject({
      method: 'POST',
      url: '/v1/auth/signup',
      payload: { email: 'storage@example.com', password: 'correct horse battery staple' },
    });
    const account = signup.json() as { id: number; api_key: string };
    await db.manager.update(User, { id: account.id }, { plan: 'custom' });
    const headers = { authorization: `Bearer ${account.api_key}` };
    const hook = await app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers,
      payload: { url: `http://localhost:${port}/hook`, enabled_events: ['scan.completed'] },
    });
    if (hook.statusCode !== 201) throw new Error(`webhook endpoint: ${hook.statusCode} ${hook.body}`);
    await db.manager.save(
      db.manager.create(MonitoredDomain, {
        userId: account.id,
        domain: DOMAIN,
        scanFrequency: 'hourly',
        createdAt: new Date(),
      }),
    );
    const before = await measure(db);

    const jobIds: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < SCANS) {
        next += 1;
        const response = await app.inject({ method: 'POST', url: '/v1/scan', headers, payload: { domain: DOMAIN } });
        if (response.statusCode !== 202) throw new Error(`scan submission: ${response.statusCode} ${response.body}`);
        const jobId = response.json().job_id as number;
        jobIds.push(jobId);
        await waitFor(`job ${jobId}`, async () => {
          const job = await db.manager.findOneByOrFail(ScanJob, { id: jobId });
          return job.status === 'completed' || job.status === 'failed';
        });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    // Everything a scan brings with it has landed: its event dispatched, its webhook delivered, the
    // alerts consumer's evaluation recorded on the monitored domain.
    await waitFor(
      'events dispatched',
      async () => (await db.manager.countBy(OutboxEvent, { dispatchedAt: IsNull() })) === 0,
    );
    await waitFor(
      'webhooks delivered',
      async () => (await db.manager.countBy(WebhookDelivery, { status: 'succeeded' })) >= SCANS,
    );
    await waitFor('alerts evaluated', async () => {
      const domain = await db.manager.findOneByOrFail(MonitoredDomain, { userId: account.id, domain: DOMAIN });
      return domain.lastEvaluatedJobId === Math.max(...jobIds);
    });
    const failed = await db.manager.countBy(ScanJob, { status: 'failed' });
    const afterScans = await measure(db);

    for (const jobId of jobIds.slice(0, PDFS)) {
      const pdf = await app.inject({ method: 'GET', url: `/v1/compliance/reports/${jobId}/pdf`, headers });
      if (pdf.statusCode !== 200) throw new Error(`PDF of job ${jobId}: ${pdf.statusCode} ${pdf.body.slice(0, 200)}`);
    }
    const afterPdfs = await measure(db);

    // The purge as it runs 91 days on: full reports, events, deliveries and engine runs go; the
    // summaries stay (and the monitored domain's latest scan whole).
    const later = new Date(Date.now() + (DEFAULT_RETENTION.fullReportDays + 1) * DAY_MS);
    for (const step of RETENTION_STEPS) {
      for (;;) {
        const { done } = await purgeRetentionStep(db.manager, DEFAULT_RETENTION, later, step, 500, 20);
        if (done) break;
      }
    }
    if (dbKind(db) === 'mysql') {
      // InnoDB keeps freed pages in the table until it is rebuilt; rebuilt here so "allocated" says
      // what the rows take, as it would after the free space is reused by new rows.
      for (const table of [
        'scan_jobs',
        'events',
        'webhook_deliveries',
        'webhook_attempts',
        'workflow_runs',
        'workflow_steps',
        'report_pdf_chunks',
      ]) {
        await db.query(`OPTIMIZE TABLE \`${table}\``);
      }
    } else {
      await db.query('VACUUM');
    }
    const afterPurge = await measure(db);

    const perScan = delta(afterScans, before, SCANS);
    const pdfSizes = delta(afterPdfs, afterScans, PDFS);
    // A summary: what the scan's rows take once purged (scan_jobs without its report, the grade
    // history), from the tables as they are after the purge, less the latest scan kept whole.
    const kept = perScan.get('scan_jobs') ?? { rows: 0, payload: 0, allocated: 0 };
    const purgedAll = total(delta(afterPurge, before, 1), (t) => t === 'scan_jobs' || t === 'domain_grade_changes');
    const summary = {
      payload: (purgedAll.payload - kept.payload) / (SCANS - 1),
      allocated: (purgedAll.allocated - kept.allocated) / (SCANS - 1),
      tables: delta(afterPurge, before, SCANS),
    };
    console.log(`\n[${engine}] ${SCANS} scans of ${DOMAIN} (${failed} failed), ${PDFS} PDFs`);
    return {
      engine,
      perScan,
      totals: total(perScan, (t) => t !== 'reports' && t !== 'report_pdf_chunks'),
      // Only its own tables: InnoDB's purge thread frees the pages of rows deleted earlier (module
      // results) at its own pace, which would show up in this delta.
      pdf: total(pdfSizes, (t) => t === 'reports' || t === 'report_pdf_chunks'),
      summary,
      failed,
    };
  } finally {
    receiver.close();
    await app.close();
    await db.destroy();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;

function print(result: Measured): void {
  console.log(`  per scan, by table (rows / payload / allocated):`);
  const rows = [...result.perScan].filter(([, size]) => size.rows !== 0 || size.allocated !== 0 || size.payload !== 0);
  rows.sort((a, b) => b[1].allocated - a[1].allocated);
  for (const [table, size] of rows) {
    console.log(
      `    ${table.padEnd(22)} ${size.rows.toFixed(2).padStart(6)}  ${kib(size.payload).padStart(10)}  ${kib(size.allocated).padStart(10)}`,
    );
  }
  console.log(
    `  full scan (everything but PDFs): payload ${kib(result.totals.payload)}, allocated ${kib(result.totals.allocated)}`,
  );
  console.log(
    `  one PDF report (row + chunks):   payload ${kib(result.pdf.payload)}, allocated ${kib(result.pdf.allocated)}`,
  );
  console.log(
    `  summary after the purge:         payload ${kib(result.summary.payload)}, allocated ${kib(result.summary.allocated)}`,
  );
}

function steadyState(result: Measured): void {
  const domains = 10_000;
  const perDay = domains * 24;
  const { fullReportDays, summaryDays, pdfDays } = DEFAULT_RETENTION;
  // Allocation is page-granular (16 KiB on InnoDB, 4 KiB on SQLite): a small table that grew inside
  // its pages shows 0, so the larger of the two figures is the one carried forward.
  const bytes = (b: { payload: number; allocated: number }) => Math.max(b.payload, b.allocated);
  const full = bytes(result.totals);
  const summary = bytes(result.summary);
  const pdf = bytes(result.pdf);
  const at90 = perDay * fullReportDays * full;
  const summaries = perDay * (summaryDays - fullReportDays) * summary;
  const pdfs = domains * (pdfDays / 30) * pdf;
  console.log(
    `\n[${result.engine}] steady state, 10,000 domains scanned hourly, default policy (${fullReportDays}/${summaryDays}/${pdfDays} days):`,
  );
  console.log(`  per-scan figure used: the larger of payload and allocated`);
  console.log(
    `  after 90 days:  ${perDay.toLocaleString('en')} scans/day x ${fullReportDays} days x ${kib(full)} = ${gib(at90)} (full scans)`,
  );
  console.log(
    `  after 400 days: + ${perDay.toLocaleString('en')} x ${summaryDays - fullReportDays} days x ${kib(summary)} = ${gib(summaries)} (summaries) -> ${gib(at90 + summaries)}`,
  );
  console.log(
    `  PDFs (if each domain gets one a month): ${domains.toLocaleString('en')} x ${pdfDays / 30} x ${kib(pdf)} = ${gib(pdfs)}`,
  );
}

const dir = mkdtempSync(join(tmpdir(), 'rampart-storage-bench-'));
const lab = await startLabProcess(dir);
const results: Measured[] = [];
try {
  console.log(
    `Rampart storage benchmark: embedded engine, lab domain ${DOMAIN}, ${SCANS} scans, ${PDFS} PDFs per database`,
  );
  results.push(await run('MariaDB', MYSQL_URL, join(dir, 'mysql'), lab));
  print(results[0] as Measured);
  results.push(await run('SQLite', `sqlite:${join(dir, 'storage.db')}`, join(dir, 'sqlite'), lab));
  print(results[1] as Measured);
  for (const result of results) steadyState(result);
} finally {
  await lab.stop();
  rmSync(dir, { recursive: true, force: true });
}
