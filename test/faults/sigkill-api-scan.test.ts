/**
 * Fault drill, embedded engine (docs/hardening.md, "Fault drills"): the API process (`api/server.ts`)
 * is killed with SIGKILL twice during one scan, on SQLite and MariaDB: once while the scan's modules
 * run, and again the moment the job row says `completed` (the completion, its outbox event and the
 * start of its dispatch are then a few milliseconds old, the webhook not yet sent). After each restart
 * the engine resumes the run. What must happen once happens once: one scan of the quota, one
 * `scan.completed` in the outbox, one webhook delivery, one POST at the receiver.
 */
import { expect } from 'chai';
import { scanCompletedEventId } from '../../activities/events/outbox.js';
import { OutboxEvent } from '../../db/entities/event.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { ScanModuleResult } from '../../db/entities/scan-module-result.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { WebhookAttempt } from '../../db/entities/webhook-attempt.entity.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import type { Lab } from '../../lab/start-lab.js';
import { SLOW_SCAN_DOMAIN, startScanLab } from '../api/scans/scan-kit.js';
import { forEachDatabase } from '../helpers/databases.js';
import { until } from '../helpers/wait.js';
import { TestReceiver } from '../webhooks/receiver.js';
import { FaultRig } from './process-kit.js';

forEachDatabase('fault drill: SIGKILL of the API during a scan (embedded engine)', (database) => {
  const rig = new FaultRig();
  const receiver = new TestReceiver();
  let lab: Lab;

  before(async function () {
    this.timeout(60_000);
    lab = await startScanLab();
    await receiver.start();
    await rig.open(database, lab);
  });

  after(async function () {
    this.timeout(30_000);
    await rig.stopAll();
    await receiver.stop();
    await lab?.stop();
  });

  it('finishes the scan after a kill mid-modules and one at completion; quota, event, delivery and POST once', async function () {
    this.timeout(120_000);
    const started = Date.now();
    await rig.startApi();
    const { apiKey, userId } = await rig.signUp(`kill-scan-${database.name}@example.com`);
    const endpoint = await rig.call('POST', '/v1/webhooks', apiKey, {
      url: `http://localhost:${receiver.port()}/in`,
      enabled_events: ['scan.completed'],
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).to.equal(201);
    const jobId = await rig.submitScan(apiKey, SLOW_SCAN_DOMAIN);

    // Kill 1: some modules have stored their results, the slow one (dns_email, whose DMARC name never
    // answers) has not.
    await until(
      'a first module result while the job runs',
      async () => {
        const stored = await rig.db.manager.countBy(ScanModuleResult, { jobId });
        return stored > 0 && stored < 15 ? stored : undefined;
      },
      30_000,
      10,
    );
    await rig.kill(rig.api as NonNullable<typeof rig.api>);
    const killedMidScan = await rig.db.manager.findOneByOrFail(ScanJob, { id: jobId });
    expect(killedMidScan.status).to.equal('running');

    // Kill 2: the moment the restarted process has written `completed`.
    await rig.startApi();
    await until(
      'the resumed scan to complete',
      async () => (await rig.db.manager.findOneByOrFail(ScanJob, { id: jobId })).status === 'completed',
      60_000,
      5,
    );
    await rig.kill(rig.api as NonNullable<typeof rig.api>);
    const postsAtSecondKill = receiver.requests.length;

    await rig.startApi();
    const job = await rig.db.manager.findOneByOrFail(ScanJob, { id: jobId });
    const eventId = scanCompletedEventId(job);
    const delivered = await until(
      'the scan.completed delivery to succeed',
      async () => {
        const rows = await rig.db.manager.findBy(WebhookDelivery, { eventId });
        return rows.length > 0 && rows.every((row) => row.status === 'succeeded') ? rows : undefined;
      },
      60_000,
      50,
    );
    await until(
      'the event to be marked dispatched',
      async () => (await rig.db.manager.findOneByOrFail(OutboxEvent, { id: eventId })).dispatchedAt !== null,
      30_000,
      50,
    );

    expect(job.report?.modules).to.have.length(15);
    // One scan of the quota: taken at submission, never again by a resumed run.
    const account = await rig.db.manager.findOneByOrFail(User, { id: userId });
    expect(account.scansThisMonth, 'scans charged').to.equal(1);
    // One event for the completion.
    const events = await rig.db.manager.findBy(OutboxEvent, { type: 'scan.completed' });
    expect(events.map((each) => each.id)).to.deep.equal([eventId]);
    // One delivery, attempted once, and one POST at the receiver, carrying that event.
    expect(delivered).to.have.length(1);
    expect(delivered[0]?.attemptCount).to.equal(1);
    expect(await rig.db.manager.countBy(WebhookAttempt, { deliveryId: delivered[0]?.id })).to.equal(1);
    const posts = receiver.requests.filter((each) => each.headers['webhook-id'] === eventId);
    expect(posts, `POSTs for the event (${postsAtSecondKill} before the second kill)`).to.have.length(1);
    expect(receiver.requests).to.have.length(1);
    console.log(
      `      drill took ${((Date.now() - started) / 1000).toFixed(1)} s (2 kills, 3 starts; ${postsAtSecondKill} POSTs before the second kill)`,
    );
  });
});
