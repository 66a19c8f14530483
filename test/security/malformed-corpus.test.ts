/**
 * The malformed-request corpus (test/security/malformed-corpus.ts) sent over raw sockets
 * to the real app listening on loopback, against every operation of its OpenAPI document, as three
 * callers: anonymous, an API key, and a cookie session with its CSRF token. Every request must be
 * answered (a connection may end without an answer only where the server has to close on a client
 * still sending: the 1 MB bodies and request lines), nothing may be a 5xx, and every error body
 * must be the contract's: `{"detail": "..."}`, a 422's `detail` an array of `{field, message}`.
 * Afterwards the service must be healthy, the callers' credentials still good and the database's
 * own integrity check clean.
 *
 * Both databases get the whole corpus (over 15,000 requests): on MariaDB every authenticated request
 * costs database round trips, and it still takes about 40 s on the 2-core machine under load.
 *
 * Rate limiting is off (as in the load benchmarks): with it on, most of the corpus would be the
 * limiter's 429 and never reach the parsers and validators under test. Billing runs against the
 * lab's Stripe stand-in and Google sign-in against a local OpenID provider, so their routes answer
 * as configured ones do rather than with the 503 of a deployment without them.
 */
import { expect } from 'chai';
import { CORE_FIXTURES } from '../../lab/fixtures/core.fixtures.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { StripeStandIn } from '../../lab/stripe/stripe-stand-in.js';
import { logIn, signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { TestIssuer } from '../helpers/oidc-issuer.js';
import { databaseIntegrityProblems } from './database-integrity.js';
import {
  type Caller,
  type MalformedCase,
  malformedCorpus,
  operationsFromOpenApi,
  stalledCases,
} from './malformed-corpus.js';
import { encodeRequest, exchangeRaw, type RawExchange, runPool } from './raw-http.js';

const SEED = 16_0001;
/** Wrong-typed values per body, query and path field: over 10,000 requests in all. */
const WRONG_TYPES_PER_FIELD = 3;
/** Connections in flight at once: enough to keep both cores busy without starving the server. */
const CONCURRENCY = 8;
/** Short, so the stalled requests (which only the bound ends, with a 408) take little of the run. */
const REQUEST_TIMEOUT_SECONDS = 2;
/** Far above any answer here; a request still unanswered then counts as hung. */
const ANSWER_TIMEOUT_MS = 15_000;
/** Kinds where the client is still writing when the server refuses and closes (RFC 9112 section 9.6). */
const MAY_CLOSE_UNANSWERED = new Set(['query-1mb', 'body-1mb']);
/** The rate limiter's 429 adds these to `detail` (docs/api-contract.md "The two kinds of 429"); no other error body has more. */
const RATE_LIMIT_KEYS = ['detail', 'error', 'message', 'retry_after', 'upgrade_url'];
/** A feature above the caller's plan answers 403 with `upgrade_url` beside `detail` (api/errors/api-error.ts planGated). */
const PLAN_GATE_KEYS = ['detail', 'upgrade_url'];

/** What is wrong with one exchange, or null when it is as the contract says. */
function problemWith(exchange: RawExchange, kind: string): string | null {
  const { response } = exchange;
  if (!response)
    return MAY_CLOSE_UNANSWERED.has(kind) && exchange.ending !== 'timeout' ? null : `no answer (${exchange.ending})`;
  if (response.status >= 500) return `${response.status} ${response.body.toString('utf8').slice(0, 200)}`;
  if (response.status < 400) return null;
  if (!(response.headers['content-type'] ?? '').startsWith('application/json')) {
    return `${response.status} with content-type ${response.headers['content-type']}`;
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(response.body.toString('utf8'));
  } catch {
    return `${response.status} with a body that is not JSON: ${response.body.toString('utf8').slice(0, 120)}`;
  }
  const keys = Object.keys(body).sort();
  const expectedKeys =
    response.status === 429 && keys.length > 1
      ? RATE_LIMIT_KEYS
      : response.status === 403 && keys.length > 1
        ? PLAN_GATE_KEYS
        : ['detail'];
  if (JSON.stringify(keys) !== JSON.stringify(expectedKeys)) return `${response.status} body keys ${keys.join(',')}`;
  if (expectedKeys === PLAN_GATE_KEYS && typeof body.upgrade_url !== 'string')
    return '403 without an upgrade_url string';
  if (response.status === 422) {
    const detail = body.detail;
    const valid =
      Array.isArray(detail) &&
      detail.length > 0 &&
      detail.every(
        (item) =>
          typeof item === 'object' &&
          item !== null &&
          JSON.stringify(Object.keys(item).sort()) === '["field","message"]' &&
          typeof item.field === 'string' &&
          typeof item.message === 'string',
      );
    return valid ? null : `422 detail not a list of {field, message}: ${JSON.stringify(detail).slice(0, 160)}`;
  }
  return typeof body.detail === 'string' && body.detail.length > 0 ? null : `${response.status} detail not a string`;
}

forEachDatabase('malformed-request corpus: every route, three callers', (database) => {
  let t: TestApp;
  let lab: Lab;
  let stripe: StripeStandIn;
  let issuer: TestIssuer;
  let port: number;
  let apiKey: string;
  let session: { sessionCookie: string; csrfToken: string };
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const unansweredCloses = new Map<string, number>();
  let sent = 0;
  let seconds = 0;
  let stalledSeconds = 0;
  let stalledCount = 0;

  before(async function () {
    this.timeout(240_000);
    lab = await startLab({ fixtures: [CORE_FIXTURES], dnsOnly: true });
    stripe = new StripeStandIn();
    await stripe.start();
    issuer = await TestIssuer.start();
    t = await buildTestApp(
      database,
      { ...stripe.env(), ...issuer.env(), REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS) },
      [],
      { scanDeps: labScanDeps(lab) },
    );
    t.app.rateLimits.enabled = false;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
    const account = await signUp(t.app);
    apiKey = account.apiKey;
    session = await logIn(t.app, account.email);
    const callers: Caller[] = [
      { name: 'anonymous', headers: [] },
      { name: 'api-key', headers: [['x-api-key', apiKey]] },
      {
        name: 'cookie-session',
        headers: [
          ['cookie', `service_session=${session.sessionCookie}`],
          ['x-csrf-token', session.csrfToken],
        ],
      },
    ];
    const operations = operationsFromOpenApi(t.app.swagger() as unknown as Parameters<typeof operationsFromOpenApi>[0]);
    const send = async (item: MalformedCase) => {
      const bytes = encodeRequest(item.request, `127.0.0.1:${port}`);
      const exchange = await exchangeRaw(port, bytes, {
        timeoutMs: ANSWER_TIMEOUT_MS,
        headRequest: item.request.method === 'HEAD',
      });
      sent += 1;
      if (exchange.response) {
        statuses.set(exchange.response.status, (statuses.get(exchange.response.status) ?? 0) + 1);
      } else {
        unansweredCloses.set(item.kind, (unansweredCloses.get(item.kind) ?? 0) + 1);
      }
      const problem = problemWith(exchange, item.kind);
      if (problem) failures.push(`#${item.id} ${item.kind} ${item.operation} as ${item.caller}: ${problem}`);
    };
    // The stalled requests first, all at once: each ends only at REQUEST_TIMEOUT_SECONDS.
    const stalledStarted = Date.now();
    const stalled = stalledCases(operations, callers);
    stalledCount = stalled.length;
    await Promise.all(stalled.map((item) => send(item)));
    stalledSeconds = (Date.now() - stalledStarted) / 1000;
    const started = Date.now();
    await runPool(
      malformedCorpus(operations, callers, { seed: SEED, wrongTypesPerField: WRONG_TYPES_PER_FIELD }),
      CONCURRENCY,
      send,
    );
    seconds = (Date.now() - started) / 1000;
    const histogram = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.log(
      `      [${database.name}] ${operations.length} operations x 3 callers: ${sent} requests in ${seconds.toFixed(1)} s; ` +
        `${histogram.join(', ')}; closed unanswered: ${JSON.stringify(Object.fromEntries(unansweredCloses))}; ` +
        `failures: ${failures.length}; ${stalledCount} stalled requests answered in ${stalledSeconds.toFixed(1)} s`,
    );
  });
  after(async () => {
    await t?.close();
    await issuer?.stop();
    await stripe?.stop();
    await lab?.stop();
  });

  it('sends the whole corpus: at least 10,000 requests', () => {
    expect(sent).to.be.at.least(10_000);
  });

  it('answers every request, never with a 5xx, every error as {"detail"} (422: a list of {field, message})', () => {
    expect(failures.slice(0, 40), `${failures.length} failures`).to.deep.equal([]);
    expect([...statuses.keys()].filter((status) => status >= 500)).to.deep.equal([]);
  });

  it('is healthy afterwards, and the callers’ credentials still work', async () => {
    expect((await t.app.inject({ url: '/health' })).statusCode).to.equal(200);
    const me = await t.app.inject({ url: '/v1/auth/me', headers: { 'x-api-key': apiKey } });
    expect(me.statusCode, me.body).to.equal(200);
    const bySession = await t.app.inject({ url: '/v1/auth/me', cookies: { service_session: session.sessionCookie } });
    expect(bySession.statusCode, bySession.body).to.equal(200);
  });

  it('leaves a database whose own integrity check is clean', async () => {
    expect(await databaseIntegrityProblems(t.db)).to.deep.equal([]);
  });
});
