/**
 * The `processor-event-<id>` workflow on a real Temporal server (the embedded engine runs it in
 * test/api/billing/processor-webhook.test.ts): a failed payment-processor event tried again after
 * its back-off until it is processed, or left failed for an admin after the last retry. Records the
 * history test/workflows/temporal-replay.test.ts replays (RECORD_TEMPORAL_HISTORIES=1).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { processStoredEvent, recordProcessorEvent } from '../../activities/billing/processor-event-store.js';
import { systemClock } from '../../core/clock.js';
import { processorEventWorkflowId } from '../../core/workflow-ids.js';
import { BillingCustomer } from '../../db/entities/billing-customer.entity.js';
import { ProcessorEvent } from '../../db/entities/processor-event.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import type { Lab } from '../../lab/start-lab.js';
import { startScanLab } from '../api/scans/scan-kit.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';
import {
  recordHistory,
  requireTemporal,
  startTestWorker,
  type TestWorker,
  uniqueTaskQueue,
} from '../helpers/temporal.js';
import { until } from '../helpers/wait.js';
import { accountRow } from './workflow-kit.js';

forEachDatabase('Temporal: processor event retries', (database) => {
  let lab: Lab | undefined;
  let db: DataSource;
  let testWorker: TestWorker | undefined;
  let taskQueue: string;

  before(async function () {
    const address = requireTemporal(this);
    this.timeout(120_000);
    lab = await startScanLab();
    db = await openFreshDatabase(database);
    taskQueue = uniqueTaskQueue('processor-event');
    testWorker = await startTestWorker(address, taskQueue, { db, scanDeps: labScanDeps(lab), clock: systemClock });
  });

  after(async function () {
    this.timeout(60_000);
    await testWorker?.stop();
    await db?.destroy();
    await lab?.stop();
  });

  /** A stored subscription event for `customer` that failed its first processing (no such customer yet). */
  async function failedEvent(customer: string): Promise<string> {
    const id = `evt_${randomUUID().replaceAll('-', '')}`;
    const event = {
      id,
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `sub_${customer}`,
          object: 'subscription',
          customer,
          status: 'active',
          items: { data: [{ price: { lookup_key: 'rampart_professional_monthly' }, current_period_end: 1893456000 }] },
        },
      },
    };
    expect(await recordProcessorEvent(db, event, new Date())).to.equal('new');
    expect((await processStoredEvent(db, id, new Date(), false)).outcome).to.equal('failed');
    return id;
  }

  it('retries a failed event after its back-off and processes it once it can be', async function () {
    this.timeout(60_000);
    const account = await accountRow(db, `temporal-billing-${randomUUID()}@example.com`);
    const customer = `cus_${randomUUID().slice(0, 8)}`;
    const eventId = await failedEvent(customer);
    const client = testWorker?.client;
    if (!client) throw new Error('no worker');
    const workflowId = `${processorEventWorkflowId(eventId)}-${taskQueue}`;
    const handle = await client.workflow.start('processorEventWorkflow', {
      taskQueue,
      workflowId,
      args: [{ eventId, retryScheduleSeconds: [1, 2] }],
    });
    // During the first back-off the cause is fixed: the checkout that names the customer arrived.
    await db.getRepository(BillingCustomer).insert({
      userId: account.id,
      customerId: customer,
      subscriptionId: null,
      currentPeriodEnd: null,
      updatedAt: new Date(),
    });
    expect(await handle.result()).to.deep.equal({ eventId, outcome: 'processed', retries: 1 });
    const row = await db.getRepository(ProcessorEvent).findOneByOrFail({ id: eventId });
    expect([row.status, row.attempts, row.retries]).to.deep.equal(['processed', 2, 1]);
    expect((await db.manager.findOneByOrFail(User, { id: account.id })).plan).to.equal('professional');
    await recordHistory(client, workflowId, 'processor-event-processed');
  });

  it('leaves the event failed, with its error, after the last retry', async function () {
    this.timeout(60_000);
    const eventId = await failedEvent(`cus_${randomUUID().slice(0, 8)}`);
    const client = testWorker?.client;
    if (!client) throw new Error('no worker');
    const workflowId = `${processorEventWorkflowId(eventId)}-${taskQueue}`;
    const result = await client.workflow.execute('processorEventWorkflow', {
      taskQueue,
      workflowId,
      args: [{ eventId, retryScheduleSeconds: [1, 1] }],
    });
    expect(result).to.include({ eventId, outcome: 'failed', retries: 2 });
    expect(result.error).to.match(/^no account for processor customer cus_/);
    const row = await until('the row to show three attempts', async () => {
      const current = await db.getRepository(ProcessorEvent).findOneByOrFail({ id: eventId });
      return current.attempts === 3 ? current : undefined;
    });
    expect([row.status, row.retries]).to.deep.equal(['failed', 2]);
    await recordHistory(client, workflowId, 'processor-event-failed');
  });
});
