/**
 * Webhook SSRF with read-back: on a server without WEBHOOK_ALLOW_LOCALHOST, an
 * endpoint at `http://localhost:<port>` is still accepted (docs/api-contract.md "Webhook endpoint"), but its test and every
 * delivery fail with one clear sentence, and nothing connects: a listener on this machine's loopback
 * (127.0.0.1 and ::1, the port the URLs name) counts zero connections, and no answer is read back.
 * With the flag the same URL is delivered to (the development set-up); listing 127.0.0.0/8 in
 * WEBHOOK_ALLOWED_CIDRS opens those addresses but not the `localhost` spelling.
 */
import { createServer } from 'node:net';
import { expect } from 'chai';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { TestReceiver } from '../webhooks/receiver.js';
import { call, createEndpoint, deliveriesDone, emitEvent, scanData } from '../webhooks/webhook-kit.js';
import { type Canary, startCanary } from './canary.js';

const DISABLED = 'deliveries to localhost are disabled on this server';

/** A TCP port free on 127.0.0.1 a moment ago. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

forEachDatabase('webhooks to localhost without WEBHOOK_ALLOW_LOCALHOST', (database) => {
  let t: TestApp;
  let canary: Canary;
  let port = 0;

  before(async () => {
    // The flag says false on purpose: the test helpers turn it on for every other suite.
    t = await buildTestApp(database, {
      WEBHOOK_ALLOW_LOCALHOST: 'false',
      WEBHOOK_RETRY_SCHEDULE: '0,0,0,0',
      WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
    });
    port = await freePort();
    canary = await startCanary('127.0.0.1', [port]);
  });
  after(async () => {
    await t?.close();
    await canary?.stop();
  });

  it('accepts the URL, fails the test with the sentence and connects to nothing', async () => {
    for (const url of [`http://localhost:${port}/in`, `http://LOCALHOST:${port}/in`, `https://localhost:${port}/in`]) {
      const owner = await signUp(t.app);
      const endpoint = await createEndpoint(t.app, owner.apiKey, url);
      const response = await call(t.app, owner.apiKey, 'POST', `/v1/webhooks/${endpoint.id}/test`);
      expect(response.statusCode, response.body).to.equal(200);
      const delivery = response.json();
      expect(delivery.attempts.length, url).to.be.greaterThan(0);
      for (const attempt of delivery.attempts) {
        expect(attempt, url).to.include({
          succeeded: false,
          response_status: null,
          response_body: null,
          error: DISABLED,
        });
      }
    }
    expect(canary.connections()).to.equal(0);
  });

  it('fails every attempt of an event delivery with the sentence, with no connection', async () => {
    const owner = await signUp(t.app);
    const endpoint = await createEndpoint(t.app, owner.apiKey, `http://localhost:${port}/events`, ['scan.completed']);
    await emitEvent(t.app, owner.id, 'scan.completed', scanData('example.com'));
    const [delivery] = await deliveriesDone(t.db, { endpointId: endpoint.id }, 1);
    expect(delivery).to.include({ status: 'failed', failureReason: DISABLED });
    const listed = (await call(t.app, owner.apiKey, 'GET', `/v1/webhooks/${endpoint.id}/deliveries`)).json();
    const attempts = listed[0].attempts as { error: string; response_body: string | null }[];
    expect(attempts.length).to.be.greaterThan(0);
    for (const attempt of attempts) expect(attempt).to.include({ error: DISABLED, response_body: null });
    expect(canary.connections()).to.equal(0);
  });
});

forEachDatabase('webhooks to localhost with WEBHOOK_ALLOW_LOCALHOST=true', (database) => {
  let t: TestApp;
  const sink = new TestReceiver();
  let port = 0;

  before(async () => {
    t = await buildTestApp(database, { WEBHOOK_ALLOW_LOCALHOST: 'true' });
    port = await sink.start();
  });
  after(async () => {
    await t?.close();
    await sink.stop();
  });

  it('delivers to the receiver on loopback (the development set-up)', async () => {
    const owner = await signUp(t.app);
    const endpoint = await createEndpoint(t.app, owner.apiKey, `http://localhost:${port}/in`);
    const delivery = (await call(t.app, owner.apiKey, 'POST', `/v1/webhooks/${endpoint.id}/test`)).json();
    expect(delivery).to.include({ status: 'succeeded' });
    expect(sink.requests).to.have.length(1);
  });
});
