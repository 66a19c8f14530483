/**
 * MariaDB stopped under load (docs/hardening.md "Faults"). A private mariadbd
 * (private-mariadb.ts; the shared server on 3306 is never touched) serves the real app, listening on
 * loopback, while four clients (each its own account on the custom plan, so rate limits stay out of
 * the way) read and write. The server is stopped for FAULT_DB_OUTAGE_SECONDS (default 30: past the
 * embedded engine's 30-s lease, so the lease has to pause and come back) and started again.
 *
 * During: /health says 503 and every request answers 503 {"detail": "Database unavailable"}
 * quickly, never a 500. After, without restarting anything: health 200, requests work, every table
 * passes CHECK TABLE, every client's last acknowledged write is there (nothing half-written), the
 * engine still holds its lease row, and a webhook delivery whose retry fell into the outage
 * (stranded) is resumed and succeeds, with nothing sent twice.
 */
import { expect } from 'chai';
import { EngineLease } from '../../db/entities/engine-lease.entity.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { until } from '../helpers/wait.js';
import { TestReceiver } from '../webhooks/receiver.js';
import { createEndpoint, emitEvent, scanData, setPlan } from '../webhooks/webhook-kit.js';
import { PrivateMariaDb } from './private-mariadb.js';
import { type LoadRequest, SteadyLoad, slowestMs, statusCounts } from './steady-load.js';

const OUTAGE_MS = Number(process.env.FAULT_DB_OUTAGE_SECONDS ?? 30) * 1000;
/** An answer slower than this during the outage counts as a hang. */
const SLOWEST_ALLOWED_MS = 10_000;
const DATABASE = 'rampart_outage';
/** The delivery's second attempt comes this long after the first: inside the outage. */
const RETRY_AFTER_S = 3;

describe('faults: MariaDB stopped under load', function () {
  this.timeout(OUTAGE_MS + 120_000);
  let mariadb: PrivateMariaDb;
  let t: TestApp;
  let baseUrl: string;
  const receiver = new TestReceiver();

  before(async () => {
    mariadb = await PrivateMariaDb.create(DATABASE);
    t = await buildTestApp(
      { name: 'mysql', config: { kind: 'mysql', url: mariadb.url(DATABASE) } },
      { WEBHOOK_RETRY_SCHEDULE: `${RETRY_AFTER_S},1,1,1` },
    );
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await receiver.start();
  });
  after(async () => {
    await t?.close();
    await receiver.stop();
    await mariadb?.destroy();
  });

  it('answers 503 while the database is down and recovers fully when it returns', async () => {
    // Four clients, each its own account and endpoint: reads, a write (PATCH with a sequence number).
    const clients: LoadRequest[][] = [];
    const endpoints: Array<{ id: number; apiKey: string }> = [];
    for (let client = 0; client < 4; client += 1) {
      const account = await signUp(t.app);
      await setPlan(t.db, account.id, 'custom');
      const endpoint = await createEndpoint(t.app, account.apiKey, `http://localhost:${receiver.port()}/c${client}`);
      endpoints.push({ id: endpoint.id, apiKey: account.apiKey });
      const auth = { authorization: `Bearer ${account.apiKey}` };
      let sequence = 0;
      clients.push([
        { method: 'GET', path: '/health' },
        { method: 'GET', path: '/v1/auth/me', headers: auth },
        { method: 'GET', path: '/v1/webhooks', headers: auth },
        {
          method: 'PATCH',
          path: `/v1/webhooks/${endpoint.id}`,
          headers: auth,
          body: () => ({ description: `client ${client} write ${++sequence}` }),
        },
        { method: 'GET', path: `/v1/webhooks/${endpoint.id}/deliveries`, headers: auth },
      ]);
    }

    // A delivery whose first attempt fails (500) and whose retry falls inside the outage.
    const owner = await signUp(t.app);
    const stranded = await createEndpoint(t.app, owner.apiKey, `http://localhost:${receiver.port()}/stranded`);
    receiver.answer = (_index, request) =>
      request.path === '/stranded' && receiver.requests.filter((r) => r.path === '/stranded').length === 1
        ? { status: 500, body: 'first attempt fails' }
        : { status: 204 };
    const eventId = await emitEvent(t.app, owner.id, 'scan.completed', scanData('outage.example'));
    await until('the first delivery attempt', () => receiver.requests.some((r) => r.path === '/stranded'));

    const load = new SteadyLoad(baseUrl, clients, 50);
    // The test clock stands still unless moved; the rate-limit windows follow it, so it follows real time.
    const clockTimer = setInterval(() => t.clock.set(new Date()), 200);
    load.start();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = load.answers.slice();

    await mariadb.stop();
    const downAt = Date.now();
    // /health says 503 at once (polled, bounded).
    await until('/health to say 503', async () => (await fetch(`${baseUrl}/health`)).status === 503, 10_000, 50);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - downAt))));
    const restartAt = Date.now();
    await mariadb.start();
    const upAt = Date.now();
    const healthyAt = await until(
      '/health to say 200 again',
      async () => (await fetch(`${baseUrl}/health`)).status === 200 && Date.now(),
      30_000,
      50,
    );
    // Recovered requests: run the load a little longer on the database that is back.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await load.stop();
    clearInterval(clockTimer);

    const during = load.within(downAt, restartAt);
    const after = load.within(healthyAt);
    console.log(
      `      outage ${((restartAt - downAt) / 1000).toFixed(1)} s: ${during.length} requests, statuses ${JSON.stringify(statusCounts(during))}, ` +
        `slowest ${slowestMs(during)} ms; mariadbd restart ${upAt - restartAt} ms; health 200 ${healthyAt - upAt} ms after it answered; ` +
        `before ${JSON.stringify(statusCounts(before))}, after ${after.length} requests ${JSON.stringify(statusCounts(after))}`,
    );

    expect(before.length).to.be.greaterThan(20);
    expect(
      before.every((answer) => answer.status === 200),
      JSON.stringify(before.find((a) => a.status !== 200)),
    ).to.equal(true);
    expect(during.length).to.be.greaterThan(50);
    for (const answer of during) {
      expect(answer.status, `${answer.method} ${answer.path}: ${answer.body}`).to.equal(503);
      expect(JSON.parse(answer.body)).to.deep.equal({ detail: 'Database unavailable' });
    }
    expect(slowestMs(during)).to.be.below(SLOWEST_ALLOWED_MS);
    expect(load.answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).to.deep.equal([]);
    expect(after.length).to.be.greaterThan(20);
    for (const answer of after) expect(answer.status, `${answer.method} ${answer.path}: ${answer.body}`).to.equal(200);

    // Nothing half-written: each client's last acknowledged write is there (or a later one, whose
    // answer was lost to the outage), and every table checks out.
    for (const [client, endpoint] of endpoints.entries()) {
      const acknowledged = load.answers
        .filter((answer) => answer.client === client && answer.method === 'PATCH' && answer.status === 200)
        .map((answer) => (answer.sentBody as { description: string }).description);
      const last = Number(acknowledged.at(-1)?.split(' ').at(-1));
      const row = await t.db.manager.findOneByOrFail(WebhookEndpoint, { id: endpoint.id });
      const stored = Number(row.description?.split(' ').at(-1));
      expect(stored, `client ${client}`).to.be.at.least(last);
    }
    expect(await mariadb.checkTables(DATABASE)).to.deep.equal([]);

    // The engine kept its lease (same process, renewed since), and the stranded delivery was resumed:
    // its second attempt succeeded, the first was not sent again.
    // The lease lapsed during the outage (30 s TTL) and is renewed at the next tick (every 10 s).
    const lease = await until(
      'the engine lease to be renewed',
      async () => {
        const row = await t.db.manager.findOneByOrFail(EngineLease, { name: 'embedded-engine' });
        return row.expiresAt.getTime() > Date.now() && row;
      },
      15_000,
      100,
    );
    expect(lease.holderPid).to.equal(process.pid);
    console.log(`      engine lease renewed ${Date.now() - upAt} ms after mariadbd answered`);
    const delivery = await until(
      'the stranded delivery to succeed',
      async () => {
        const row = await t.db.manager.findOneBy(WebhookDelivery, { endpointId: stranded.id, eventId });
        return row?.status === 'succeeded' ? row : undefined;
      },
      30_000,
      100,
    );
    console.log(`      stranded delivery resumed and succeeded ${Date.now() - upAt} ms after mariadbd answered`);
    expect(delivery.attemptCount).to.equal(2);
    expect(receiver.requests.filter((request) => request.path === '/stranded')).to.have.length(2);
  });
});
