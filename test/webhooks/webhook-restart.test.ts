/**
 * Durability of a delivery on the embedded engine with the real API process (api/server.ts as a
 * child process), on SQLite and MariaDB: the process is killed with SIGKILL while the delivery waits
 * between attempts 1 and 2, then started again; the delivery resumes its durable wait (the wake-up
 * time was recorded, not the length) and goes on. The receiver is down for all attempts but the
 * last, and the event still arrives, each attempt made once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../../config/database.js';
import { createDataSource } from '../../db/data-source.js';
import { WebhookAttempt } from '../../db/entities/webhook-attempt.entity.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { PASSWORD } from '../helpers/accounts.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';
import { processEnv } from '../helpers/process-env.js';
import { until } from '../helpers/wait.js';
import { type ServerProcess, startServerProcess } from '../workflows/server-process.js';
import { TestReceiver } from './receiver.js';

const FIRST_WAIT_S = 8;

forEachDatabase('webhook delivery survives a SIGKILL of the API process', (database) => {
  let dir: string;
  let env: Record<string, string>;
  let db: DataSource;
  const servers: ServerProcess[] = [];
  const sink = new TestReceiver();

  before(async function () {
    this.timeout(60_000);
    dir = mkdtempSync(join(tmpdir(), 'rampart-webhook-restart-'));
    const config: DatabaseConfig =
      database.name === 'sqlite'
        ? { kind: 'sqlite', path: join(dir, 'rampart.db'), url: `sqlite:${join(dir, 'rampart.db')}` }
        : database.config;
    await (await openFreshDatabase({ name: database.name, config })).destroy();
    env = { ...processEnv({ dir, databaseUrl: config.url }), WEBHOOK_RETRY_SCHEDULE: `${FIRST_WAIT_S},1,1,1` };
    db = await createDataSource(config);
    await db.initialize();
    await sink.start();
  });

  after(async function () {
    this.timeout(30_000);
    for (const server of servers) await server.stop('SIGKILL');
    await db?.destroy();
    await sink.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('resumes the wait after a restart and delivers on the fifth attempt, each attempt once', async function () {
    this.timeout(120_000);
    const address = sink.port();
    sink.answer = (index) => (index < 4 ? { status: 503, body: 'down for maintenance' } : { status: 200, body: 'ok' });
    const first = await startServerProcess(env);
    servers.push(first);
    const post = async (server: ServerProcess, path: string, body: unknown, apiKey?: string) => {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const signup = await post(first, '/v1/auth/signup', {
      email: `restart-${database.name}@example.com`,
      password: PASSWORD,
    });
    expect(signup.status).to.equal(200);
    const apiKey = String(signup.body.api_key);
    const endpoint = await post(
      first,
      '/v1/webhooks',
      { url: `http://localhost:${address}/in`, enabled_events: ['scan.completed'] },
      apiKey,
    );
    expect(endpoint.status).to.equal(201);
    const test = await post(first, `/v1/webhooks/${endpoint.body.id}/test`, {}, apiKey);
    expect(test.status).to.equal(200);
    expect(test.body).to.include({ status: 'retrying', attempt_count: 1 });
    const deliveryId = Number(test.body.id);

    // Killed during the wait before attempt 2.
    await first.stop('SIGKILL');
    const killedAt = Date.now();
    expect(sink.requests).to.have.length(1);

    const second = await startServerProcess(env);
    servers.push(second);
    const delivered = await until(
      'the delivery to succeed after the restart',
      async () => {
        const row = await db.manager.findOneBy(WebhookDelivery, { id: deliveryId });
        return row?.status === 'succeeded' ? row : undefined;
      },
      60_000,
      200,
    );
    expect(delivered.attemptCount).to.equal(5);
    const attempts = await db.manager.find(WebhookAttempt, { where: { deliveryId }, order: { attempt: 'ASC' } });
    expect(attempts.map((each) => [each.attempt, each.responseStatus])).to.deep.equal([
      [1, 503],
      [2, 503],
      [3, 503],
      [4, 503],
      [5, 200],
    ]);
    // Five requests in all: attempt 1 was not sent again, and the event arrived once it could.
    expect(sink.requests).to.have.length(5);
    const ids = new Set(sink.requests.map((each) => JSON.parse(each.body).id));
    expect([...ids]).to.deep.equal([test.body.event_id]);
    // Attempt 2 kept to the recorded wake-up time: not before the first wait was over.
    const gap = (sink.requests[1]?.at ?? 0) - (sink.requests[0]?.at ?? 0);
    expect(gap).to.be.at.least(FIRST_WAIT_S * 1000 - 50);
    expect(sink.requests[1]?.at ?? 0).to.be.greaterThan(killedAt);
    await second.stop('SIGTERM');
  });
});
