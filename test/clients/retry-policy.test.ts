/**
 * The TypeScript client's retry rules (clients/typescript/src/retry.ts) against a loopback server
 * that answers what each test scripts, counting the attempts and the Idempotency-Key each carried:
 * the cases a live Rampart cannot be made to produce on demand (a 503, an exhausted quota, a wait
 * longer than the client accepts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import {
  backoffMs,
  parseRetryAfter,
  Rampart,
  RampartApiError,
  RampartNetworkError,
  RateLimitError,
  type RetryEvent,
  ScanFailedError,
  WaitTimeoutError,
} from '../../clients/typescript/src/index.js';

interface Seen {
  method: string;
  key: string | undefined;
}
type Script = (index: number) => { status: number; headers?: Record<string, string>; body?: unknown } | 'close';

async function scripted(script: Script): Promise<{ base: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const key = req.headers['idempotency-key'];
      seen.push({ method: req.method ?? '', key: typeof key === 'string' ? key : undefined });
      const answer = script(seen.length - 1);
      if (answer === 'close') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

/** A scan job as the API answers it. */
const JOB = {
  job_id: 7,
  status: 'queued',
  source: 'api',
  domain: 'example.com',
  requested_modules: [],
  failure_reason: null,
  result: null,
  created_at: '2026-11-26T12:00:00.000Z',
  started_at: null,
  finished_at: null,
};

describe('TypeScript client retry rules', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
  async function client(script: Script, options: Partial<ConstructorParameters<typeof Rampart>[0]> = {}) {
    const started = await scripted(script);
    servers.push(started.server);
    const events: RetryEvent[] = [];
    const rampart = new Rampart({
      baseUrl: started.base,
      apiKey: 'rp_test',
      baseDelayMs: 10,
      onRetry: (event) => events.push(event),
      ...options,
    });
    return { rampart, seen: started.seen, events };
  }

  it('retries a 503 and a dropped connection with one Idempotency-Key for the whole call', async () => {
    const { rampart, seen, events } = await client((i) =>
      i === 0 ? { status: 503, headers: { 'retry-after': '0' } } : i === 1 ? 'close' : { status: 202, body: JOB },
    );
    const submitted = await rampart.submitScan('example.com');
    expect(submitted.job_id).to.equal(7);
    expect(seen).to.have.length(3);
    const key = seen[0]?.key;
    expect(key).to.match(/^[0-9a-f-]{36}$/);
    expect(seen.map((s) => s.key)).to.deep.equal([key, key, key]);
    expect(events.map((e) => e.status)).to.deep.equal([503, null]);
    // A second call is a new logical request: a new key.
    await rampart.submitScan('example.com');
    expect(seen[3]?.key)
      .to.match(/^[0-9a-f-]{36}$/)
      .and.not.equal(key);
  });

  it('uses the caller’s Idempotency-Key when given, and sends none on reads', async () => {
    const { rampart, seen } = await client((i) => (i === 0 ? { status: 202, body: JOB } : { status: 200, body: JOB }));
    await rampart.submitScan('example.com', { idempotencyKey: 'order-4711' });
    await rampart.getScanJob(7);
    expect(seen).to.deep.equal([
      { method: 'POST', key: 'order-4711' },
      { method: 'GET', key: undefined },
    ]);
  });

  it('waits the retry_after a rate-limit 429 names, and does not retry an exhausted quota', async () => {
    const limited = await client((i) =>
      i === 0 ? { status: 429, body: { detail: 'Rate limit exceeded', retry_after: 1 } } : { status: 200, body: JOB },
    );
    const started = Date.now();
    await limited.rampart.getScanJob(7);
    expect(Date.now() - started).to.be.at.least(990);
    expect(limited.events.map((e) => [e.status, e.delayMs])).to.deep.equal([[429, 1000]]);

    const quota = await client(() => ({ status: 429, body: { detail: 'Quota exceeded. Used 10/10 scans.' } }));
    const error = await quota.rampart.submitScan('example.com').catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterSeconds).to.equal(null);
    expect((error as RateLimitError).detail).to.match(/^Quota exceeded/);
    expect(quota.seen).to.have.length(1);
  });

  it('gives up after maxAttempts, and does not wait out a Retry-After longer than maxRetryAfterMs', async () => {
    const busy = await client(() => ({ status: 503, body: { detail: 'busy' } }), { maxAttempts: 3 });
    const error = await busy.rampart.getScanJob(7).catch((caught: unknown) => caught);
    expect((error as RampartApiError).status).to.equal(503);
    expect((error as RampartApiError).detail).to.equal('busy');
    expect(busy.seen).to.have.length(3);

    const later = await client(() => ({ status: 503, headers: { 'retry-after': '3600' } }));
    await later.rampart.getScanJob(7).catch(() => undefined);
    expect(later.seen).to.have.length(1);

    const gone = await client(() => 'close', { maxAttempts: 2 });
    const network = await gone.rampart.getScanJob(7).catch((caught: unknown) => caught);
    expect(network).to.be.instanceOf(RampartNetworkError);
    expect(gone.seen).to.have.length(2);
  });

  it('retries a 409 with Retry-After only for a request with an Idempotency-Key (the first still in flight)', async () => {
    const inFlight = await client((i) =>
      i === 0 ? { status: 409, headers: { 'retry-after': '0' } } : { status: 202, body: JOB },
    );
    expect((await inFlight.rampart.submitScan('example.com')).job_id).to.equal(7);
    expect(inFlight.seen).to.have.length(2);

    const conflict = await client(() => ({
      status: 409,
      headers: { 'retry-after': '0' },
      body: { detail: 'not yet' },
    }));
    const error = await conflict.rampart.getReport(7).catch((caught: unknown) => caught);
    expect((error as RampartApiError).status).to.equal(409);
    expect(conflict.seen).to.have.length(1);
  });

  it('waitForScan polls to a bounded end: the job, ScanFailedError or WaitTimeoutError', async () => {
    const done = await client((i) => ({ status: 200, body: { ...JOB, status: i < 2 ? 'running' : 'completed' } }));
    expect((await done.rampart.waitForScan(7, { intervalMs: 10 })).status).to.equal('completed');
    expect(done.seen).to.have.length(3);

    const failed = await client(() => ({ status: 200, body: { ...JOB, status: 'failed', failure_reason: 'DNS' } }));
    const failure = await failed.rampart.waitForScan(7).catch((caught: unknown) => caught);
    expect(failure).to.be.instanceOf(ScanFailedError);
    expect((failure as ScanFailedError).failureReason).to.equal('DNS');

    const stuck = await client(() => ({ status: 200, body: { ...JOB, status: 'queued' } }));
    const started = Date.now();
    const timeout = await stuck.rampart.waitForScan(7, { timeoutMs: 300, intervalMs: 50 }).catch((e: unknown) => e);
    expect(timeout).to.be.instanceOf(WaitTimeoutError);
    expect(Date.now() - started).to.be.within(290, 2_000);
    expect(stuck.seen.length).to.be.within(3, 10);
  });

  it('reads Retry-After as seconds or a date, and spreads backoff with full jitter under its cap', () => {
    expect(parseRetryAfter('3')).to.equal(3000);
    expect(parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2030, 0, 1))).to.equal(
      10_000,
    );
    expect(parseRetryAfter('soon')).to.equal(null);
    expect(backoffMs(1, 500, 20_000, () => 0.999)).to.equal(499);
    expect(backoffMs(4, 500, 20_000, () => 0.5)).to.equal(2000);
    expect(backoffMs(10, 500, 20_000, () => 0.999)).to.equal(19_980);
    expect(backoffMs(3, 500, 20_000, () => 0)).to.equal(0);
  });
});
