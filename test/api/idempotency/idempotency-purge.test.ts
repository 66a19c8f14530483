/**
 * Expired Idempotency-Key rows are purged in batches by the `system-idempotency-purge` schedule
 * (eventSweepWorkflow with `sweep: 'idempotency_keys'`), run here through the embedded engine.
 */
import { expect } from 'chai';
import { IdempotencyKey } from '../../../db/entities/idempotency-key.entity.js';
import { WorkflowSchedule } from '../../../db/entities/workflow-schedule.entity.js';
import { IDEMPOTENCY_PURGE_BATCH, IDEMPOTENCY_PURGE_EVERY_MS } from '../../../workflows/policies.js';
import { SYSTEM_SCHEDULES } from '../../../workflows/system-schedules.js';
import { signUp } from '../../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { bearer } from '../scans/scan-kit.js';

const HOUR_MS = 60 * 60 * 1000;

forEachDatabase('Idempotency-Key purge', (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database);
  });
  after(async () => t.close());

  const purge = (name: string) =>
    t.app.orchestrator.execute(
      'eventSweepWorkflow',
      `idempotency-purge-${name}`,
      { sweep: 'idempotency_keys' },
      { kind: 'event_sweep', domains: [], accountId: null },
    );

  /** `count` rows of `userId` expired `agoMs` ago (negative: still alive), inserted in chunks. */
  async function rows(userId: number, count: number, agoMs: number, tag: string) {
    const now = t.clock.now().getTime();
    for (let start = 0; start < count; start += 250) {
      const chunk = Array.from({ length: Math.min(250, count - start) }, (_, i) => ({
        userId,
        keyHash: `${tag}-${String(start + i).padStart(8, '0')}`.padEnd(64, 'x'),
        fingerprint: '0'.repeat(64),
        lockToken: '00000000-0000-4000-8000-000000000000',
        lockedUntil: new Date(now - agoMs),
        responseStatus: 200,
        response: { headers: {}, sealedBody: '' },
        createdAt: new Date(now - agoMs - 24 * HOUR_MS),
        expiresAt: new Date(now - agoMs),
      }));
      await t.db.manager.insert(IdempotencyKey, chunk);
    }
  }

  it('is a system schedule the embedded engine keeps, every 15 minutes', async () => {
    const spec = SYSTEM_SCHEDULES.find((each) => each.id === 'system-idempotency-purge');
    expect(spec).to.include({ workflow: 'eventSweepWorkflow', everyMs: IDEMPOTENCY_PURGE_EVERY_MS });
    expect(spec?.input).to.deep.equal({ sweep: 'idempotency_keys' });
    const row = await t.db.manager.findOneBy(WorkflowSchedule, { id: 'system-idempotency-purge' });
    expect(row, 'the schedule row').to.exist;
  });

  it('deletes every expired row in batches and leaves the live ones', async () => {
    const account = await signUp(t.app);
    const expired = IDEMPOTENCY_PURGE_BATCH * 2 + 17;
    await rows(account.id, expired, HOUR_MS, 'old');
    await rows(account.id, 5, -HOUR_MS, 'live');
    expect(await purge('1')).to.deep.equal({ started: 0, purged: expired });
    expect(await t.db.manager.countBy(IdempotencyKey, { userId: account.id })).to.equal(5);
    expect(await purge('2')).to.deep.equal({ started: 0, purged: 0 });
    await t.db.manager.delete(IdempotencyKey, { userId: account.id });
  });

  it('purges a key the API stored once its 24 hours are over', async () => {
    const account = await signUp(t.app);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/webhooks',
        headers: { ...bearer(account.apiKey), 'idempotency-key': 'purge-me' },
        payload: { url: 'https://hooks.example.com/purge', enabled_events: ['scan.completed'] },
      });
    expect((await send()).statusCode).to.equal(201);
    expect((await purge('3')).purged).to.equal(0);
    t.clock.advance(24 * HOUR_MS);
    expect((await purge('4')).purged).to.equal(1);
    expect(await t.db.manager.countBy(IdempotencyKey, { userId: account.id })).to.equal(0);
  });
});
