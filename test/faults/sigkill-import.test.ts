/**
 * Fault drill (docs/hardening.md, "Fault drills"; docs/portfolio.md "Bulk import"): a 1,000-line
 * bulk import whose process is killed with SIGKILL mid-way. Embedded engine, on each database: the
 * API process (`api/server.ts`), which runs the import's workflow, is killed once some chunks are
 * committed and started again on the same database; its engine resumes the run. Temporal (MariaDB when
 * TEST_MYSQL_URL is set, else a SQLite file): the `npm run worker` process running it is killed and
 * a new one started; Temporal hands the lost chunk to it. Either way the import completes with every
 * line exactly once: no line lost, none twice, no domain added twice, processed == total, and a
 * schedule for every added domain.
 */
import { Client, Connection } from '@temporalio/client';
import { expect } from 'chai';
import { In } from 'typeorm';
import { DomainImport } from '../../db/entities/domain-import.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { WorkflowSchedule } from '../../db/entities/workflow-schedule.entity.js';
import { portfolioDomainNames } from '../../lab/fixtures/portfolio.fixtures.js';
import type { Lab } from '../../lab/start-lab.js';
import { startImportLab } from '../api/monitoring/import-kit.js';
import { forEachDatabase, type TestDatabase, testDatabases } from '../helpers/databases.js';
import { requireTemporal, TEMPORAL_TEST_NAMESPACE, uniqueTaskQueue } from '../helpers/temporal.js';
import { until } from '../helpers/wait.js';
import type { EntryProcess } from '../workflows/server-process.js';
import { FaultRig } from './process-kit.js';

const LINES = portfolioDomainNames(1_000).map((domain) => ({ domain }));
LINES[99] = { domain: 'nowhere.test' };
LINES[499] = { domain: 'client-0001.test' };

/** Uploads the 1,000 lines for a new enterprise account; the import's id. */
async function startImport(rig: FaultRig, email: string): Promise<{ importId: number; userId: number }> {
  const { apiKey, userId } = await rig.signUp(email);
  await rig.db.manager.update(User, { id: userId }, { plan: 'enterprise' });
  const answer = await rig.call('POST', '/v1/domains/bulk', apiKey, { domains: LINES });
  expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).to.equal(202);
  return { importId: Number(answer.body.id), userId };
}

/** Waits until some chunks are committed and most are not; the lines done then. */
function midImport(rig: FaultRig, importId: number): Promise<number> {
  return until(
    'the import to be under way',
    async () => {
      const row = await rig.db.manager.findOneBy(DomainImport, { id: importId });
      return row && row.processed >= 100 ? row.processed : undefined;
    },
    60_000,
    20,
  );
}

/** Waits for the import to complete, then holds it to every line exactly once; the added domains' ids. */
async function completedOnce(rig: FaultRig, importId: number, userId: number): Promise<number[]> {
  const done = await until(
    'the import to complete',
    async () => {
      const row = await rig.db.manager.findOneBy(DomainImport, { id: importId });
      return row?.status === 'completed' ? row : undefined;
    },
    180_000,
    100,
  );
  expect(done).to.include({ total: 1_000, processed: 1_000, added: 998, failed: 2 });
  expect(done.results.map((r) => r.line)).to.deep.equal(LINES.map((_, i) => i + 1));
  expect(done.results[99]).to.include({ status: 'error', detail: 'Could not resolve nowhere.test' });
  expect(done.results[499]).to.include({
    status: 'error',
    detail: 'Domain client-0001.test is already on line 1 of this import',
  });
  const rows = await rig.db.manager.find(MonitoredDomain, { where: { userId } });
  expect(rows).to.have.length(998);
  expect(new Set(rows.map((row) => row.domain)).size).to.equal(998);
  const added = done.results.flatMap((r) => (r.status === 'added' && r.domain_id ? [r.domain_id] : []));
  expect(new Set(added)).to.deep.equal(new Set(rows.map((row) => row.id)));
  return added;
}

forEachDatabase('fault drill: SIGKILL of the API mid bulk import (embedded engine)', (database: TestDatabase) => {
  const rig = new FaultRig();
  let lab: Lab | undefined;

  before(async function () {
    this.timeout(60_000);
    lab = await startImportLab();
    await rig.open(database, lab);
  });

  after(async function () {
    this.timeout(30_000);
    await rig.stopAll();
    await lab?.stop();
  });

  it('completes the import after the API is killed mid-way and started again: every line once', async function () {
    this.timeout(300_000);
    const api = await rig.startApi();
    const { importId, userId } = await startImport(rig, `kill-import-${database.name}@example.com`);
    const atKill = await midImport(rig, importId);
    await rig.kill(api);
    const left = await rig.db.manager.findOneByOrFail(DomainImport, { id: importId });
    expect(left.processed, 'killed before the import finished').to.be.below(1_000);
    expect(left.status).to.equal('running');
    await rig.startApi();
    const added = await completedOnce(rig, importId, userId);
    const schedules = await rig.db.manager.countBy(WorkflowSchedule, { id: In(added.map((id) => `monitor-${id}`)) });
    expect(schedules).to.equal(998);
    console.log(`      killed at ${atKill} (${left.processed} committed) of 1000 lines`);
  });
});

const database = testDatabases().at(-1) as TestDatabase;

describe(`fault drill: SIGKILL of the Temporal worker mid bulk import [${database.name}]`, () => {
  const rig = new FaultRig();
  let lab: Lab | undefined;
  let connection: Connection | undefined;
  let client: Client;
  let worker: EntryProcess;
  let scheduleIds: string[] = [];

  before(async function () {
    const address = requireTemporal(this);
    this.timeout(120_000);
    lab = await startImportLab();
    await rig.open(database, lab, {
      TEMPORAL_ADDRESS: address,
      TEMPORAL_NAMESPACE: TEMPORAL_TEST_NAMESPACE,
      TEMPORAL_TASK_QUEUE: uniqueTaskQueue('import-faults'),
    });
    const [first] = await Promise.all([rig.startWorker(), rig.startApi()]);
    worker = first;
    connection = await Connection.connect({ address });
    client = new Client({ connection, namespace: TEMPORAL_TEST_NAMESPACE });
  });

  after(async function () {
    this.timeout(120_000);
    for (const id of scheduleIds)
      await client?.schedule
        .getHandle(id)
        .delete()
        .catch(() => undefined);
    await rig.stopAll();
    await connection?.close();
    await lab?.stop();
  });

  it('completes the import after its worker is killed mid-way and another started: every line once', async function () {
    this.timeout(300_000);
    const { importId, userId } = await startImport(rig, 'kill-import-worker@example.com');
    const atKill = await midImport(rig, importId);
    await rig.kill(worker);
    const left = await rig.db.manager.findOneByOrFail(DomainImport, { id: importId });
    expect(left.processed, 'killed before the import finished').to.be.below(1_000);
    worker = await rig.startWorker();
    const added = await completedOnce(rig, importId, userId);
    scheduleIds = added.map((id) => `monitor-${id}`);
    // Every added domain has its Temporal Schedule (the lost chunk's too).
    let next = 0;
    let found = 0;
    const lane = async () => {
      while (next < scheduleIds.length) {
        const id = scheduleIds[next++] as string;
        // This drill's queue: not a schedule of that id an earlier suite left in the namespace.
        const described = await client.schedule.getHandle(id).describe();
        if (described.action.type === 'startWorkflow' && described.action.taskQueue === rig.env.TEMPORAL_TASK_QUEUE)
          found += 1;
      }
    };
    await Promise.all(Array.from({ length: 16 }, lane));
    expect(found).to.equal(998);
    console.log(`      killed at ${atKill} (${left.processed} committed) of 1000 lines`);
  });
});
