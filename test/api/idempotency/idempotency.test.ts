import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { ResponseSeal } from '../../../api/idempotency/response-seal.js';
import { IdempotencyKey } from '../../../db/entities/idempotency-key.entity.js';
import { ScanJob } from '../../../db/entities/scan-job.entity.js';
import { logIn, signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { bearer, setQuota, waitForJob } from '../scans/scan-kit.js';
import { useIdempotencyApp } from './idempotency-kit.js';

const DAY_MS = 24 * 60 * 60 * 1000;
let keys = 0;
const newKey = () => `key-${Date.now()}-${++keys}`;

forEachDatabase('Idempotency-Key', (database) => {
  const suite = useIdempotencyApp(database);
  const scan = (apiKey: string, key: string | null, domain = 'web-core.test') =>
    suite.t.app.inject({
      method: 'POST',
      url: '/v1/scan',
      headers: { ...bearer(apiKey), ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: { domain },
    });
  const me = async (apiKey: string) =>
    (await suite.t.app.inject({ url: '/v1/auth/me', headers: bearer(apiKey) })).json();
  const jobsOf = (userId: number) => suite.t.db.manager.countBy(ScanJob, { userId });

  it('replays a retried scan with Idempotent-Replayed: true, creating one job and spending one scan', async () => {
    const account = await signUp(suite.t.app);
    const key = newKey();
    const first = await scan(account.apiKey, key);
    expect(first.statusCode, first.body).to.equal(202);
    expect(first.headers['idempotent-replayed']).to.equal(undefined);
    const second = await scan(account.apiKey, key);
    expect(second.statusCode).to.equal(202);
    expect(second.headers['idempotent-replayed']).to.equal('true');
    expect(second.headers['content-type']).to.equal(first.headers['content-type']);
    expect(second.body).to.equal(first.body);
    expect(await jobsOf(account.id)).to.equal(1);
    expect(await me(account.apiKey)).to.include({ scans_this_month: 1 });
    // Without a key every submission is its own.
    const unkeyed = await scan(account.apiKey, null);
    expect(unkeyed.statusCode, unkeyed.body).to.equal(202);
    expect(await jobsOf(account.id)).to.equal(2);
    await waitForJob(suite.t, first.json().job_id);
  });

  it('of 20 concurrent identical requests runs one: one job, one scan, the rest 409 or the replay', async () => {
    const account = await signUp(suite.t.app);
    // Enterprise: its rate tier (50 concurrent, burst 100) lets all 20 reach the key at once.
    await setQuota(suite.t, account.id, 'enterprise', 0);
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 20 }, () => scan(account.apiKey, key)));
    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.every((status) => status === 202 || status === 409),
      statuses.join(','),
    ).to.equal(true);
    const accepted = responses.filter((response) => response.statusCode === 202);
    expect(new Set(accepted.map((response) => response.json().job_id)).size).to.equal(1);
    expect(accepted.filter((response) => response.headers['idempotent-replayed'] === undefined)).to.have.length(1);
    for (const conflict of responses.filter((response) => response.statusCode === 409)) {
      expect(conflict.headers['retry-after']).to.equal('1');
      expect(conflict.json().detail).to.match(/still being processed/);
    }
    expect(await jobsOf(account.id)).to.equal(1);
    expect(await me(account.apiKey)).to.include({ scans_this_month: 1 });
    await waitForJob(suite.t, accepted[0]?.json().job_id);
  });

  it('answers 422 naming the header for the key reused with another body or on another route', async () => {
    const account = await signUp(suite.t.app);
    const key = newKey();
    expect((await scan(account.apiKey, key, 'web-core.test')).statusCode).to.equal(202);
    const otherBody = await scan(account.apiKey, key, 'mail-core.test');
    expect(otherBody.statusCode).to.equal(422);
    expect(otherBody.json()).to.deep.equal({
      detail: [
        {
          field: 'Idempotency-Key',
          message:
            'This key was already used for a different request (another operation, path, query or body): send a new key for a new request',
        },
      ],
    });
    const otherRoute = await suite.t.app.inject({
      method: 'POST',
      url: '/v1/batch/compare',
      headers: { ...bearer(account.apiKey), 'idempotency-key': key },
      payload: { domains: ['web-core.test', 'mail-core.test'] },
    });
    expect(otherRoute.statusCode).to.equal(422);
    expect(otherRoute.json().detail[0].field).to.equal('Idempotency-Key');
    expect(await jobsOf(account.id)).to.equal(1);
  });

  it('treats a body with its keys in another order as the same request', async () => {
    const account = await signUp(suite.t.app);
    const key = newKey();
    const send = (payload: string) =>
      suite.t.app.inject({
        method: 'POST',
        url: '/v1/scan',
        headers: { ...bearer(account.apiKey), 'idempotency-key': key, 'content-type': 'application/json' },
        payload,
      });
    expect((await send('{"domain":"web-core.test","dkim_selectors":["s1"]}')).statusCode).to.equal(202);
    const again = await send('{"dkim_selectors":["s1"],"domain":"web-core.test"}');
    expect(again.statusCode).to.equal(202);
    expect(again.headers['idempotent-replayed']).to.equal('true');
  });

  it('takes the trailing-slash form of POST /v1/scan as the same operation', async () => {
    const account = await signUp(suite.t.app);
    const key = newKey();
    expect((await scan(account.apiKey, key)).statusCode).to.equal(202);
    const twin = await suite.t.app.inject({
      method: 'POST',
      url: '/v1/scan/',
      headers: { ...bearer(account.apiKey), 'idempotency-key': key },
      payload: { domain: 'web-core.test' },
    });
    expect([twin.statusCode, twin.headers['idempotent-replayed']]).to.deep.equal([202, 'true']);
    expect(await jobsOf(account.id)).to.equal(1);
  });

  it('forgets a key whose stored answer no longer opens (the secret rotated) and runs the request anew', async () => {
    const account = await signUp(suite.t.app);
    const key = newKey();
    const first = await scan(account.apiKey, key);
    const row = await suite.t.db.manager.findOneByOrFail(IdempotencyKey, { userId: account.id });
    const response = row.response as NonNullable<typeof row.response>;
    // What a body sealed under another API_KEY_SECRET looks like to this process: it does not open.
    const other = new ResponseSeal('another-secret-0123456789abcdef').seal(Buffer.from('{}'), account.id, row.keyHash);
    await suite.t.db.manager.update(IdempotencyKey, { id: row.id }, { response: { ...response, sealedBody: other } });
    const again = await scan(account.apiKey, key);
    expect([again.statusCode, again.headers['idempotent-replayed']]).to.deep.equal([202, undefined]);
    expect(again.json().job_id).to.not.equal(first.json().job_id);
    expect((await scan(account.apiKey, key)).headers['idempotent-replayed']).to.equal('true');
  });

  it('scopes keys per account: another account with the same key runs its own request', async () => {
    const owner = await signUp(suite.t.app);
    const other = await signUp(suite.t.app);
    const key = newKey();
    const first = await scan(owner.apiKey, key);
    const second = await scan(other.apiKey, key);
    expect(second.statusCode).to.equal(202);
    expect(second.headers['idempotent-replayed']).to.equal(undefined);
    expect(second.json().job_id).to.not.equal(first.json().job_id);
    expect([await jobsOf(owner.id), await jobsOf(other.id)]).to.deep.equal([1, 1]);
  });

  it('refuses malformed keys with 422 and takes 255 printable characters, and a quoted key as the bare one', async () => {
    const account = await signUp(suite.t.app);
    for (const bad of ['', 'x'.repeat(256), 'tab\tinside', 'caf\u00e9', '"a"b"']) {
      const response = await suite.t.app.inject({
        method: 'POST',
        url: '/v1/scan',
        headers: { ...bearer(account.apiKey), 'idempotency-key': bad },
        payload: { domain: 'web-core.test' },
      });
      expect(response.statusCode, JSON.stringify(bad)).to.equal(422);
      expect(response.json()).to.deep.equal({
        detail: [{ field: 'Idempotency-Key', message: 'Must be 1-255 printable ASCII characters' }],
      });
    }
    expect(await jobsOf(account.id)).to.equal(0);
    const longest = `${'~'.repeat(250)}${String(++keys).padStart(5, '0')}`;
    expect((await scan(account.apiKey, longest)).statusCode).to.equal(202);
    const bare = newKey();
    expect((await scan(account.apiKey, bare)).statusCode).to.equal(202);
    expect((await scan(account.apiKey, `"${bare}"`)).headers['idempotent-replayed']).to.equal('true');
    expect(await jobsOf(account.id)).to.equal(2);
  });

  it("keeps the handler's 4xx (an unresolvable domain's 400) but not a schema 422", async () => {
    const account = await signUp(suite.t.app);
    const key = newKey();
    const refused = await scan(account.apiKey, key, 'no-such-name.test');
    expect(refused.statusCode, refused.body).to.equal(400);
    const replayed = await scan(account.apiKey, key, 'no-such-name.test');
    expect([replayed.statusCode, replayed.headers['idempotent-replayed'], replayed.body]).to.deep.equal([
      400,
      'true',
      refused.body,
    ]);
    const schemaKey = newKey();
    const invalid = await suite.t.app.inject({
      method: 'POST',
      url: '/v1/scan',
      headers: { ...bearer(account.apiKey), 'idempotency-key': schemaKey },
      payload: { domain: '' },
    });
    expect(invalid.statusCode).to.equal(422);
    // Refused before the route ran: the key is still free for the corrected request.
    const corrected = await scan(account.apiKey, schemaKey);
    expect([corrected.statusCode, corrected.headers['idempotent-replayed']]).to.deep.equal([202, undefined]);
  });

  it('gives the key back after a 5xx, so the retry runs again', async () => {
    const account = await signUp(suite.t.app);
    const key = newKey();
    const send = () =>
      suite.t.app.inject({
        method: 'POST',
        url: '/v1/test/flaky',
        headers: { ...bearer(account.apiKey), 'idempotency-key': key },
        payload: {},
      });
    expect((await send()).statusCode).to.equal(500);
    const retried = await send();
    expect([retried.statusCode, retried.json()]).to.deep.equal([200, { run: 2 }]);
    const replayed = await send();
    expect([replayed.statusCode, replayed.headers['idempotent-replayed'], replayed.json()]).to.deep.equal([
      200,
      'true',
      { run: 2 },
    ]);
    expect(suite.routes.runs.flaky).to.equal(2);
  });

  it('answers 409 with Retry-After: 1 while the first request runs, then replays it', async () => {
    const account = await signUp(suite.t.app);
    const key = newKey();
    const send = () =>
      suite.t.app.inject({
        method: 'POST',
        url: '/v1/test/held',
        headers: { ...bearer(account.apiKey), 'idempotency-key': key },
        payload: { n: 1 },
      });
    const runsBefore = suite.routes.runs.held;
    const started = suite.routes.heldStarted();
    const first = send();
    await started;
    const during = await send();
    expect(during.statusCode).to.equal(409);
    expect(during.headers['retry-after']).to.equal('1');
    expect(during.json()).to.deep.equal({
      detail:
        'A request with this Idempotency-Key is still being processed: retry after it finishes to get its response',
    });
    suite.routes.releaseHeld();
    expect((await first).statusCode).to.equal(200);
    const after = await send();
    expect([after.statusCode, after.headers['idempotent-replayed']]).to.deep.equal([200, 'true']);
    expect(suite.routes.runs.held - runsBefore).to.equal(1);
  });

  it('keeps the answer of a request whose client hung up before it came, and replays it to the retry', async () => {
    const account = await signUp(suite.t.app);
    const key = newKey();
    await suite.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = suite.t.app.server.address() as AddressInfo;
    const runsBefore = suite.routes.runs.held;
    const started = suite.routes.heldStarted();
    // A real socket, closed while the route runs: the answer is lost on the way, as after a timeout.
    const lost = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/v1/test/held',
      headers: { ...bearer(account.apiKey), 'idempotency-key': key, 'content-type': 'application/json' },
    });
    lost.on('error', () => {});
    lost.end('{"lost":true}');
    await started;
    lost.destroy();
    suite.routes.releaseHeld();
    const retry = () =>
      suite.t.app.inject({
        method: 'POST',
        url: '/v1/test/held',
        headers: { ...bearer(account.apiKey), 'idempotency-key': key },
        payload: { lost: true },
      });
    let answer = await retry();
    for (let waited = 0; answer.statusCode === 409 && waited < 50; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await retry();
    }
    expect([answer.statusCode, answer.headers['idempotent-replayed']]).to.deep.equal([200, 'true']);
    expect(suite.routes.runs.held - runsBefore).to.equal(1);
  });

  it('lets a retry take over a reservation whose holder stopped renewing it (its process died)', async () => {
    const account = await signUp(suite.t.app);
    const key = newKey();
    const send = () =>
      suite.t.app.inject({
        method: 'POST',
        url: '/v1/test/flaky',
        headers: { ...bearer(account.apiKey), 'idempotency-key': key },
        payload: { takeover: true },
      });
    // A first request that reserved the key, then its process died: the flaky route's first run
    // answers 500 (which gives the key back), so make the reservation by hand the way it is made.
    suite.routes.runs.flaky = Math.max(suite.routes.runs.flaky, 1);
    const first = await send();
    expect(first.statusCode).to.equal(200);
    const row = await suite.t.db.manager.findOneByOrFail(IdempotencyKey, { userId: account.id });
    await suite.t.db.manager.update(IdempotencyKey, { id: row.id }, { responseStatus: null, response: null });
    expect((await send()).statusCode, 'a live holder').to.equal(409);
    suite.t.clock.advance(61_000);
    const retried = await send();
    expect([retried.statusCode, retried.headers['idempotent-replayed']]).to.deep.equal([200, undefined]);
    expect((await send()).headers['idempotent-replayed']).to.equal('true');
  });

  it('forgets a key after 24 hours: the same key then runs a new request', async () => {
    const account = await signUp(suite.t.app);
    await setQuota(suite.t, account.id, 'enterprise', 0);
    const key = newKey();
    const first = await scan(account.apiKey, key);
    await waitForJob(suite.t, first.json().job_id);
    suite.t.clock.advance(DAY_MS - 1000);
    expect((await scan(account.apiKey, key)).headers['idempotent-replayed']).to.equal('true');
    suite.t.clock.advance(2000);
    const later = await scan(account.apiKey, key);
    expect([later.statusCode, later.headers['idempotent-replayed']]).to.deep.equal([202, undefined]);
    expect(later.json().job_id).to.not.equal(first.json().job_id);
    await waitForJob(suite.t, later.json().job_id);
  });

  it("replays a webhook endpoint's creation (201, its secret) while keeping the secret sealed at rest", async () => {
    const account = await signUp(suite.t.app);
    const key = newKey();
    const create = () =>
      suite.t.app.inject({
        method: 'POST',
        url: '/v1/webhooks',
        headers: { ...bearer(account.apiKey), 'idempotency-key': key },
        payload: { url: 'https://hooks.example.com/rampart', enabled_events: ['scan.completed'] },
      });
    const first = await create();
    expect(first.statusCode, first.body).to.equal(201);
    const again = await create();
    expect([again.statusCode, again.headers['idempotent-replayed'], again.body]).to.deep.equal([
      201,
      'true',
      first.body,
    ]);
    const list = await suite.t.app.inject({ url: '/v1/webhooks', headers: bearer(account.apiKey) });
    expect(list.json()).to.have.length(1);
    const row = await suite.t.db.manager.findOneByOrFail(IdempotencyKey, { userId: account.id });
    expect(JSON.stringify(row)).to.not.include(first.json().secret);
    expect(JSON.stringify(row)).to.not.include(key);
  });

  it('replays a 204 (webhook endpoint deleted) and works with a cookie session and its CSRF token', async () => {
    const account = await signUp(suite.t.app);
    const session = await logIn(suite.t.app, account.email);
    const created = await suite.t.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: bearer(account.apiKey),
      payload: { url: 'https://hooks.example.com/gone', enabled_events: ['scan.completed'] },
    });
    const key = newKey();
    const remove = () =>
      suite.t.app.inject({
        method: 'DELETE',
        url: `/v1/webhooks/${created.json().id}`,
        cookies: { service_session: session.sessionCookie },
        headers: { 'x-csrf-token': session.csrfToken, 'idempotency-key': key },
      });
    const first = await remove();
    expect(first.statusCode, first.body).to.equal(204);
    const again = await remove();
    expect([again.statusCode, again.headers['idempotent-replayed'], again.body]).to.deep.equal([204, 'true', '']);
  });

  it('ignores the header on reads and on logout, and public routes do not take it', async () => {
    const account = await signUp(suite.t.app);
    const key = newKey();
    const read = await suite.t.app.inject({
      url: '/v1/auth/me',
      headers: { ...bearer(account.apiKey), 'idempotency-key': key },
    });
    expect([read.statusCode, read.headers['idempotent-replayed']]).to.deep.equal([200, undefined]);
    expect(await suite.t.db.manager.countBy(IdempotencyKey, { userId: account.id })).to.equal(0);
    const routes = suite.t.app.idempotency.routes;
    expect(routes.has('POST /v1/scan')).to.equal(true);
    expect(routes.has('POST /v1/auth/logout')).to.equal(false);
    expect(routes.has('GET /v1/auth/me')).to.equal(false);
    expect(routes.has('POST /v1/scan/free')).to.equal(false);
  });
});
