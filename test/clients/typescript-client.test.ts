/**
 * The TypeScript client (clients/typescript) against a real Rampart (live-rampart.ts): what an
 * integrator does with it, end to end. Sign-up, a scan waited for and its report; a burst past the
 * Free plan's rate limit, each 429 waited out as long as the API asked; a scan submission whose
 * answer is lost after the API committed it, retried with the same Idempotency-Key and answered
 * from the stored response (one scan spent); typed errors; a webhook endpoint whose test delivery
 * verifies with the `standardwebhooks` library.
 */
import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { Rampart, RampartApiError, type RetryEvent, ValidationError } from '../../clients/typescript/src/index.js';
import { until } from '../helpers/wait.js';
import { TestReceiver } from '../webhooks/receiver.js';
import { DropProxy } from './drop-proxy.js';
import { LAB_DOMAIN, type LiveRampart, startLiveRampart } from './live-rampart.js';

const PASSWORD = 'a long client passphrase';

describe('TypeScript client against a live Rampart', function () {
  this.timeout(120_000);
  let live: LiveRampart;
  let accounts = 0;

  before(async () => {
    live = await startLiveRampart();
  });
  after(async () => {
    await live?.stop();
  });

  async function signedUp(base = live.base, extra: Partial<ConstructorParameters<typeof Rampart>[0]> = {}) {
    const anonymous = new Rampart({ baseUrl: live.base });
    accounts += 1;
    const account = await anonymous.signUp(`ts-client-${accounts}@example.com`, PASSWORD);
    return { account, client: new Rampart({ baseUrl: base, apiKey: account.api_key, ...extra }) };
  }

  it('signs up, submits a scan, waits for it and reads the report', async () => {
    const { account, client } = await signedUp();
    expect(account.api_key).to.match(/^rp_/);
    const submitted = await client.submitScan(LAB_DOMAIN);
    expect(submitted.job_id).to.be.a('number');
    const job = await client.waitForScan(submitted.job_id, { timeoutMs: 90_000 });
    expect(job.status).to.equal('completed');
    const report = await client.getReport(submitted.job_id);
    expect(report.domain).to.equal(LAB_DOMAIN);
    expect(report.grade).to.match(/^[A-F]/);
    expect(report.modules).to.have.length(15);
  });

  it('waits out each 429 as long as the API asks, and every call then succeeds', async () => {
    const retries: RetryEvent[] = [];
    const { client } = await signedUp(live.base, { maxAttempts: 5, onRetry: (event) => retries.push(event) });
    // The Free plan's burst is 20 requests; the 21st and later are refused until the bucket refills.
    const started = Date.now();
    for (let i = 0; i < 26; i++) {
      const { response } = await client.api.GET('/v1/auth/me');
      expect(response.status, `request ${i + 1}`).to.equal(200);
    }
    const limited = retries.filter((event) => event.status === 429);
    expect(limited.length, 'the burst was refused at least once').to.be.greaterThan(0);
    for (const event of limited) expect(event.delayMs).to.be.at.least(1_000);
    expect(Date.now() - started).to.be.at.least(limited.reduce((sum, event) => sum + event.delayMs, 0));
  });

  it('retries a scan whose answer was lost with the same Idempotency-Key, and the API spends one scan', async () => {
    const proxy = new DropProxy(live.base);
    const proxied = await proxy.start();
    try {
      const retries: RetryEvent[] = [];
      const { client } = await signedUp(proxied, { onRetry: (event) => retries.push(event) });
      const submitted = await client.submitScan(LAB_DOMAIN);

      const posts = proxy.exchanges.filter((exchange) => exchange.method === 'POST' && exchange.path === '/v1/scan');
      expect(posts.map((post) => post.dropped)).to.deep.equal([true, false]);
      const [lost, replayed] = posts;
      expect(lost?.status).to.equal(202);
      expect(lost?.idempotencyKey).to.be.a('string').and.not.equal('');
      expect(replayed?.idempotencyKey).to.equal(lost?.idempotencyKey);
      expect(retries).to.have.length(1);
      expect(retries[0]?.status).to.equal(null);
      expect(retries[0]?.idempotencyKey).to.equal(lost?.idempotencyKey);

      // The retry got the stored answer: the same job, marked as a replay, one scan spent.
      expect(replayed?.status).to.equal(202);
      expect(replayed?.replayed).to.equal('true');
      expect(submitted.job_id).to.equal(JSON.parse(lost?.body ?? '{}').job_id);
      const me = await client.api.GET('/v1/auth/me');
      expect(me.data?.scans_this_month).to.equal(1);
      const history = await client.api.GET('/v1/scan/history');
      expect(history.data?.total).to.equal(1);
    } finally {
      await proxy.stop();
    }
  });

  it('throws typed errors carrying the detail, and the field list of a 422', async () => {
    const { client } = await signedUp();
    const invalid = await client
      .createWebhookEndpoint({ url: 'ftp://example.com/hook', enabled_events: ['scan.completed'] })
      .catch((error: unknown) => error);
    expect(invalid).to.be.instanceOf(ValidationError);
    const validation = invalid as ValidationError;
    expect(validation.status).to.equal(422);
    expect(validation.fields.map((item) => item.field)).to.include('url');

    const missing = await client.getScanJob(999_999).catch((error: unknown) => error);
    expect(missing).to.be.instanceOf(RampartApiError);
    expect((missing as RampartApiError).status).to.equal(404);
    expect((missing as RampartApiError).detail).to.equal('Scan job not found');

    const stranger = new Rampart({ baseUrl: live.base, apiKey: 'rp_not_a_key' });
    const refused = await stranger.getScanJob(1).catch((error: unknown) => error);
    expect((refused as RampartApiError).status).to.equal(401);
  });

  it('creates a webhook endpoint whose test delivery verifies as Standard Webhooks', async () => {
    const receiver = new TestReceiver();
    const port = await receiver.start();
    try {
      const { client } = await signedUp();
      const endpoint = await client.createWebhookEndpoint({
        url: `http://localhost:${port}/hooks/rampart`,
        enabled_events: ['scan.completed'],
      });
      expect(endpoint.secret).to.match(/^whsec_/);
      const sent = await client.api.POST('/v1/webhooks/{endpoint_id}/test', {
        params: { path: { endpoint_id: endpoint.id } },
        body: {},
      });
      expect(sent.response.ok, JSON.stringify(sent.error)).to.equal(true);
      const delivery = await until('the test delivery', () => receiver.requests[0], 30_000);
      const headers = Object.fromEntries(
        Object.entries(delivery.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      const event = new Webhook(endpoint.secret ?? '').verify(delivery.body, headers) as { type?: string };
      expect(event.type).to.equal('scan.completed');
      expect(() => new Webhook(endpoint.secret ?? '').verify(`${delivery.body} `, headers)).to.throw();
    } finally {
      await receiver.stop();
    }
  });
});
