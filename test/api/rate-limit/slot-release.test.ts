/**
 * Concurrency slots (api/rate-limit/concurrency-slots.ts) come back when a client disconnects in
 * the middle of its request, however early: before the limiter took the slot's release listener
 * (the connection already gone while authentication ran), or while a request waited pipelined
 * behind another on a connection that then closed. A leaked slot is never given back, so a few
 * impatient clients would lock an account out of the API for the life of the process. Real
 * sockets against the app listening on loopback; in-memory slots, so SQLite only.
 */
import { connect, type Socket } from 'node:net';
import { expect } from 'chai';
import type { FastifyInstance } from 'fastify';
import { signUp } from '../../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { testDatabases } from '../../helpers/databases.js';
import { until } from '../../helpers/wait.js';
import { Gate } from './limit-test-routes.js';

const database = testDatabases()[0];
if (!database) throw new Error('no test database');

describe('rate limit: a client that disconnects mid-request gives its concurrency slot back', () => {
  let t: TestApp;
  let port: number;
  let account: { id: number; apiKey: string };
  let gates: { beforeLimit: Gate; inHandler: Gate };

  const routes = async (app: FastifyInstance) => {
    // The gate runs before the limiter (appended as the last preHandler), as a slow authentication would.
    app.get(
      '/v1/test/held-before-limit',
      { preHandler: [app.auth.requireAccount, async () => gates.beforeLimit.enter()] },
      async () => ({ ok: true }),
    );
    app.get('/v1/test/held-in-handler', { preHandler: app.auth.requireAccount }, async () => {
      await gates.inHandler.enter();
      return { ok: true };
    });
  };

  before(async () => {
    t = await buildTestApp(database, {}, [routes]);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
    account = await signUp(t.app);
  });
  beforeEach(() => {
    gates = { beforeLimit: new Gate(), inHandler: new Gate() };
  });
  afterEach(() => {
    gates.beforeLimit.open();
    gates.inHandler.open();
  });
  after(async () => t?.close());

  const inFlight = () => t.app.rateLimits.slots.inFlightFor(`account:${account.id}`);
  const request = (path: string) => `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\nx-api-key: ${account.apiKey}\r\n\r\n`;
  const open = (bytes: string) =>
    new Promise<Socket>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(bytes);
        resolve(socket);
      });
      socket.on('error', () => {});
    });
  /** Destroys the client's side and waits until the server has no connection left. */
  const hangUp = async (socket: Socket) => {
    socket.destroy();
    await until(
      'the server sees the connection close',
      () =>
        new Promise<boolean | undefined>((resolve) =>
          t.app.server.getConnections((_error, count) => resolve(count === 0 ? true : undefined)),
        ),
      5_000,
    );
  };

  it('when the connection closed before the limiter ran', async () => {
    const socket = await open(request('/v1/test/held-before-limit'));
    await gates.beforeLimit.arrived(1);
    await hangUp(socket);
    gates.beforeLimit.open();
    // The request still runs to its end on the server; then the slot must be free again.
    await until('the slot is back', async () => (inFlight() === 0 ? true : undefined), 5_000);
    expect(inFlight()).to.equal(0);
  });

  it('when requests waited pipelined behind one in a handler', async () => {
    const socket = await open(request('/v1/test/held-in-handler').repeat(3));
    await gates.inHandler.arrived(1);
    await until('the pipelined requests are counted', async () => (inFlight() >= 1 ? true : undefined), 5_000);
    await hangUp(socket);
    gates.inHandler.open();
    await until('every slot is back', async () => (inFlight() === 0 ? true : undefined), 5_000);
    expect(inFlight()).to.equal(0);
  });
});
