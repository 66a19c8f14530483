/**
 * A thousand-line bulk import as `domainImportWorkflow`, on the embedded engine and on a real
 * Temporal server (a worker built as `npm run worker` builds it), on each database: one account, two
 * imports at once (1,000 lines with a malformed name, a private target, an unresolvable name and a
 * repeated line, and 60 more), more valid lines than the plan's 1,000 slots. Every line gets its
 * result in the words of a single add, the slots are filled and never passed, and the added domains'
 * first scans are spread over the day. On Temporal the schedules are Temporal Schedules; the
 * workflow's history is recorded for the replay test (RECORD_TEMPORAL_HISTORIES=1).
 */
import type { Client } from '@temporalio/client';
import { expect } from 'chai';
import { In } from 'typeorm';
import { systemClock } from '../../core/clock.js';
import { domainImportWorkflowId } from '../../core/workflow-ids.js';
import { DomainImport } from '../../db/entities/domain-import.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { WorkflowSchedule } from '../../db/entities/workflow-schedule.entity.js';
import { portfolioDomainNames } from '../../lab/fixtures/portfolio.fixtures.js';
import { type ImportView, importDone, upload, useImportApp } from '../api/monitoring/import-kit.js';
import { setPlan } from '../api/monitoring/monitoring-kit.js';
import { signUp } from '../helpers/accounts.js';
import type { TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';
import {
  recordHistory,
  requireTemporal,
  startTestWorker,
  TEMPORAL_TEST_ADDRESS,
  type TestWorker,
  uniqueTaskQueue,
} from '../helpers/temporal.js';
import { until } from '../helpers/wait.js';

const DAY = 24 * 3_600_000;
const book = portfolioDomainNames(1_060);
const LIMIT = 1_000;

/** Each added domain's first run (ms since the epoch), by domain id. */
type FirstRuns = (ids: number[]) => Promise<Map<number, number>>;

/** The two imports, at once; both finished. */
async function importTwoAtOnce(t: TestApp, timeoutMs: number) {
  const account = await signUp(t.app);
  await setPlan(t, account.id, 'enterprise');
  const big = book.slice(0, 1_000).map((domain) => ({ domain }));
  big[9] = { domain: 'not a domain!' };
  big[19] = { domain: 'private-target.test' };
  big[29] = { domain: 'nowhere.test' };
  big[39] = { domain: 'CLIENT-0001.test' };
  // The four names the big import lacks, and 56 it has not heard of: 1,056 valid names for 1,000 slots.
  const small = [book[9], book[19], book[29], book[39], ...book.slice(1_000, 1_056)].map((domain) => ({
    domain: domain as string,
  }));
  const started = Date.now();
  const [a, b] = await Promise.all([
    upload(t.app, account.apiKey, { domains: big }),
    upload(t.app, account.apiKey, { domains: small }),
  ]);
  // Followed in the database (the plan's request rate is not what is under test), then read over HTTP once.
  await until(
    'both imports to complete',
    async () => (await t.db.manager.countBy(DomainImport, { id: In([a.id, b.id]), status: 'completed' })) === 2,
    timeoutMs,
    500,
  );
  const doneA = await importDone(t.app, account.apiKey, a.id);
  const doneB = await importDone(t.app, account.apiKey, b.id);
  return { account, big, small, doneA, doneB, elapsed: Date.now() - started };
}

async function checkImports(t: TestApp, firstRuns: FirstRuns, timeoutMs: number): Promise<ImportView[]> {
  const { account, big, small, doneA, doneB, elapsed } = await importTwoAtOnce(t, timeoutMs);
  const limitDetail =
    'Domain limit reached: the Enterprise plan monitors at most 1000 domains; remove one or upgrade your plan';
  // Every line once, in order, each with its result.
  expect(doneA.results.map((r) => r.line)).to.deep.equal(big.map((_, i) => i + 1));
  expect(doneB.results.map((r) => r.line)).to.deep.equal(small.map((_, i) => i + 1));
  expect(doneA).to.include({ total: 1_000, processed: 1_000 });
  expect(doneB).to.include({ total: 60, processed: 60 });
  const line = (n: number) => doneA.results[n - 1];
  expect(line(10)).to.include({ status: 'error' });
  expect(line(10)?.detail).to.match(/^"not a domain!" is not a valid domain name/);
  expect(line(20)?.detail).to.match(/^private-target\.test resolves to .* non-public address space/);
  expect(line(30)).to.include({ status: 'error', detail: 'Could not resolve nowhere.test' });
  expect(line(40)).to.include({
    domain: 'client-0001.test',
    status: 'error',
    detail: 'Domain client-0001.test is already on line 1 of this import',
  });
  // The slots: filled, never passed; each refusal beyond them in the plan's words.
  expect(doneA.added + doneB.added).to.equal(LIMIT);
  expect(doneA.failed + doneB.failed).to.equal(4 + 56);
  const refusedForSlots = [...doneA.results, ...doneB.results].filter((r) => r.detail === limitDetail);
  expect(refusedForSlots).to.have.length(56);
  const rows = await t.db.manager.find(MonitoredDomain, { where: { userId: account.id } });
  expect(rows).to.have.length(LIMIT);
  expect(new Set(rows.map((row) => row.domain)).size).to.equal(LIMIT);
  const added = [...doneA.results, ...doneB.results].flatMap((r) => (r.status === 'added' ? [r.domain_id] : []));
  expect(new Set(added)).to.deep.equal(new Set(rows.map((row) => row.id)));
  // First scans spread over the day: most of it covered, a handful at most in any one minute.
  const due = [...(await firstRuns(rows.map((row) => row.id))).values()];
  expect(due).to.have.length(LIMIT);
  expect(Math.max(...due) - Math.min(...due)).to.be.greaterThan(0.9 * DAY);
  const perMinute = new Map<number, number>();
  for (const at of due) perMinute.set(Math.floor(at / 60_000), (perMinute.get(Math.floor(at / 60_000)) ?? 0) + 1);
  expect(Math.max(...perMinute.values())).to.be.at.most(8);
  console.log(`      two imports (1,000 + 60 lines) at once: ${elapsed} ms`);
  return [doneA, doneB];
}

forEachDatabase('bulk import workflow, embedded engine', (database) => {
  const s = useImportApp(database, () => ({}), book.length);

  it('imports 1,000 lab domains beside a second import: per-line results, slots kept, first scans spread', async function () {
    this.timeout(240_000);
    expect(s.t.app.orchestrator.kind).to.equal('embedded');
    await checkImports(
      s.t,
      async (ids) => {
        const rows = await s.t.db.manager.find(WorkflowSchedule, {
          where: { id: In(ids.map((id) => `monitor-${id}`)) },
        });
        return new Map(rows.map((row) => [Number(row.id.slice('monitor-'.length)), row.nextRunAt.getTime()]));
      },
      200_000,
    );
  });
});

forEachDatabase('bulk import workflow, Temporal', (database) => {
  const taskQueue = uniqueTaskQueue('domain-import');
  let worker: TestWorker | undefined;
  let scheduleIds: string[] = [];
  before(function () {
    requireTemporal(this);
  });
  const s = useImportApp(
    database,
    () => ({ TEMPORAL_ADDRESS: TEMPORAL_TEST_ADDRESS ?? '', TEMPORAL_TASK_QUEUE: taskQueue }),
    book.length,
  );
  before(async function () {
    this.timeout(120_000);
    worker = await startTestWorker(TEMPORAL_TEST_ADDRESS as string, taskQueue, {
      db: s.t.db,
      scanDeps: s.t.app.ctx.scanDeps,
      clock: systemClock,
    });
  });
  after(async function () {
    this.timeout(120_000);
    // This suite's Schedules go with it: the namespace outlives the test database.
    const client = worker?.client;
    for (const id of scheduleIds)
      await client?.schedule
        .getHandle(id)
        .delete()
        .catch(() => undefined);
    await worker?.stop();
  });

  it('imports 1,000 lab domains beside a second import on Temporal: per-line results, slots kept, first scans spread', async function () {
    this.timeout(300_000);
    expect(s.t.app.orchestrator.kind).to.equal('temporal');
    const client = worker?.client as Client;
    const [doneA] = await checkImports(
      s.t,
      async (ids) => {
        scheduleIds = ids.map((id) => `monitor-${id}`);
        const due = new Map<number, number>();
        let next = 0;
        const lane = async () => {
          while (next < ids.length) {
            const id = ids[next++] as number;
            const described = await client.schedule.getHandle(`monitor-${id}`).describe();
            const first = described.info.nextActionTimes[0];
            if (first) due.set(id, first.getTime());
          }
        };
        await Promise.all(Array.from({ length: 16 }, lane));
        return due;
      },
      240_000,
    );
    const row = await s.t.db.manager.findOneByOrFail(DomainImport, { id: doneA?.id });
    const workflowId = domainImportWorkflowId(row);
    expect(await client.workflow.getHandle(workflowId).result()).to.include({
      status: 'completed',
      added: doneA?.added,
      chunks: 20,
    });
    await recordHistory(client, workflowId, 'domain-import-1000-lines');
  });
});
