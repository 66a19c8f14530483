/**
 * The Idempotency-Key purge on a real Temporal server: eventSweepWorkflow with
 * `sweep: 'idempotency_keys'`, run by a worker built as `npm run worker` builds it, deletes the
 * expired rows in batches and leaves the live ones (the embedded engine's side is
 * idempotency-purge.test.ts). Needs TEST_TEMPORAL_ADDRESS.
 */
import type { Client } from '@temporalio/client';
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { systemClock } from '../../../core/clock.js';
import { IdempotencyKey } from '../../../db/entities/idempotency-key.entity.js';
import { labScanDeps } from '../../../lab/lab-scan-deps.js';
import type { Lab } from '../../../lab/start-lab.js';
import { IDEMPOTENCY_PURGE_BATCH } from '../../../workflows/policies.js';
import { forEachDatabase, openFreshDatabase } from '../../helpers/databases.js';
import { requireTemporal, startTestWorker, type TestWorker, uniqueTaskQueue } from '../../helpers/temporal.js';
import { accountRow } from '../../workflows/workflow-kit.js';
import { startScanLab } from '../scans/scan-kit.js';

const HOUR_MS = 60 * 60 * 1000;

forEachDatabase('Idempotency-Key purge on Temporal', (database) => {
  let lab: Lab | undefined;
  let db: DataSource | undefined;
  let testWorker: TestWorker | undefined;
  let client: Client;
  let taskQueue: string;

  before(async function () {
    const address = requireTemporal(this);
    this.timeout(120_000);
    lab = await startScanLab();
    db = await openFreshDatabase(database);
    taskQueue = uniqueTaskQueue('idempotency-purge');
    testWorker = await startTestWorker(address, taskQueue, { db, scanDeps: labScanDeps(lab), clock: systemClock });
    client = testWorker.client;
  });

  after(async function () {
    this.timeout(60_000);
    await testWorker?.stop();
    await db?.destroy();
    await lab?.stop();
  });

  it('deletes the expired rows in batches and leaves the live ones', async function () {
    this.timeout(60_000);
    const manager = (db as DataSource).manager;
    const account = await accountRow(db as DataSource, 'purge-temporal@example.com');
    const now = Date.now();
    const row = (n: number, expiresAt: number) => ({
      userId: account.id,
      keyHash: `t-${String(n).padStart(8, '0')}`.padEnd(64, 'x'),
      fingerprint: '0'.repeat(64),
      lockToken: '00000000-0000-4000-8000-000000000000',
      lockedUntil: new Date(expiresAt),
      responseStatus: 200,
      response: { headers: {}, sealedBody: '' },
      createdAt: new Date(expiresAt - 24 * HOUR_MS),
      expiresAt: new Date(expiresAt),
    });
    const expired = IDEMPOTENCY_PURGE_BATCH + 3;
    for (let start = 0; start < expired; start += 250) {
      const count = Math.min(250, expired - start);
      await manager.insert(
        IdempotencyKey,
        Array.from({ length: count }, (_, i) => row(start + i, now - HOUR_MS)),
      );
    }
    await manager.insert(IdempotencyKey, [row(900_001, now + HOUR_MS), row(900_002, now + HOUR_MS)]);
    const result = await client.workflow.execute('eventSweepWorkflow', {
      taskQueue,
      workflowId: `idempotency-purge-${taskQueue}`,
      args: [{ sweep: 'idempotency_keys' }],
    });
    expect(result).to.deep.equal({ started: 0, purged: expired });
    expect(await manager.countBy(IdempotencyKey, { userId: account.id })).to.equal(2);
  });
});
