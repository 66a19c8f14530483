/**
 * `npm run bench:enumeration`: does the answer's timing tell whether an e-mail address has an
 * account? Issue 2 asks login and the password-reset request to answer an unknown address and a
 * known one alike: same status and body (tested in test/api/auth) and similar timing (measured
 * here). Real HTTP on loopback against the embedded default (SQLite file); BENCH_DATABASE_URL
 * measures MySQL instead. Known and unknown addresses alternate, each address is used once (so the
 * per-address login throttle never answers instead), and every request comes from its own
 * X-Forwarded-For address (TRUST_PROXY=true) so the per-IP throttle does not either. Mail goes to
 * the outbox folder. BENCH_LOGINS and BENCH_RESETS set the number of pairs.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { startBenchServer } from './bench-server.js';

const LOGIN_PAIRS = Number(process.env.BENCH_LOGINS ?? 40);
const RESET_PAIRS = Number(process.env.BENCH_RESETS ?? 300);
const PASSWORD = 'benchmark password 1234';

const dataDir = mkdtempSync(join(tmpdir(), 'rampart-enum-'));
const server = await startBenchServer({
  dataDir,
  env: { ...process.env, TRUST_PROXY: 'true', SMTP_URL: '', LOG_LEVEL: 'silent' },
  databaseUrl: process.env.BENCH_DATABASE_URL,
});
const { app, base, config } = server;
app.rateLimits.enabled = false;

// The client runs on its own event loop (a worker thread): work the server does after answering
// (the reset request's token and mail) must not be charged to the answer by a shared loop.
const CLIENT_SOURCE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', async ({ base, requests }) => {
  const results = [];
  for (const { path, body, forwardedFor } of requests) {
    const started = process.hrtime.bigint();
    const response = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    results.push({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: response.status, text });
  }
  parentPort.postMessage(results);
});`;
const client = new Worker(CLIENT_SOURCE, { eval: true });

interface Answer {
  ms: number;
  status: number;
  text: string;
}
let clientCounter = 0;
/** Sends the requests one after another from the client thread; answers in order. */
function send(requests: Array<{ path: string; body: unknown }>): Promise<Answer[]> {
  const withAddresses = requests.map((request) => {
    clientCounter += 1;
    return {
      ...request,
      forwardedFor: `198.51.100.${clientCounter % 250}, 203.0.113.${Math.floor(clientCounter / 250) % 250}`,
    };
  });
  return new Promise((resolve) => {
    client.once('message', resolve);
    client.postMessage({ base, requests: withAddresses });
  });
}

const run = randomUUID().slice(0, 8);
const pairs = Math.max(LOGIN_PAIRS, RESET_PAIRS);
const known: string[] = [];
for (let index = 0; index < pairs; index += 1) known.push(`known-${run}-${index}@example.com`);
for (const signup of await send(
  known.map((email) => ({ path: '/v1/auth/signup', body: { email, password: PASSWORD } })),
)) {
  if (signup.status !== 200) throw new Error(`sign-up failed: ${signup.status} ${signup.text}`);
}
const unknown = (index: number) => `unknown-${run}-${index}@example.com`;

interface Sample {
  ms: number[];
  statuses: Set<number>;
  bodies: Set<string>;
}
const sample = (): Sample => ({ ms: [], statuses: new Set(), bodies: new Set() });

async function measure(pathName: string, count: number, bodyFor: (email: string) => unknown) {
  const result = { known: sample(), unknown: sample() };
  const sides: Array<'known' | 'unknown'> = [];
  const requests: Array<{ path: string; body: unknown }> = [];
  for (let index = 0; index < count; index += 1) {
    // Alternate which side goes first, so drift over the run hits both alike.
    const order: Array<['known' | 'unknown', string]> = [
      ['known', known[index] as string],
      ['unknown', unknown(index)],
    ];
    if (index % 2 === 1) order.reverse();
    for (const [side, email] of order) {
      sides.push(side);
      requests.push({ path: pathName, body: bodyFor(email) });
    }
  }
  const answers = await send(requests);
  answers.forEach((answer, index) => {
    const side = result[sides[index] as 'known' | 'unknown'];
    side.ms.push(answer.ms);
    side.statuses.add(answer.status);
    side.bodies.add(answer.text);
  });
  return result;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
};

function report(title: string, result: { known: Sample; unknown: Sample }) {
  const line = (side: 'known' | 'unknown') => {
    const s = result[side];
    return `  ${side.padEnd(7)} median ${quantile(s.ms, 0.5).toFixed(2).padStart(7)} ms  p10 ${quantile(s.ms, 0.1).toFixed(2).padStart(7)}  p90 ${quantile(s.ms, 0.9).toFixed(2).padStart(7)}  status ${[...s.statuses].join('/')}`;
  };
  const knownMedian = quantile(result.known.ms, 0.5);
  const unknownMedian = quantile(result.unknown.ms, 0.5);
  const sameAnswer =
    result.known.bodies.size === 1 &&
    result.unknown.bodies.size === 1 &&
    [...result.known.bodies][0] === [...result.unknown.bodies][0] &&
    [...result.known.statuses][0] === [...result.unknown.statuses][0];
  console.log(`${title} (${result.known.ms.length} pairs)`);
  console.log(line('known'));
  console.log(line('unknown'));
  console.log(
    `  median difference ${(knownMedian - unknownMedian).toFixed(2)} ms (${((knownMedian / unknownMedian - 1) * 100).toFixed(1)}%), same status and body: ${sameAnswer ? 'yes' : 'NO'}`,
  );
}

console.log(
  `node ${process.version}, ${config.database.kind === 'sqlite' ? 'SQLite' : 'MySQL'}, real HTTP on loopback, client on its own thread, known and unknown addresses alternating`,
);
report(
  'POST /v1/auth/login, wrong password',
  await measure('/v1/auth/login', LOGIN_PAIRS, (email) => ({ email, password: 'wrong password 5678' })),
);
report(
  'POST /v1/auth/password/reset-request',
  await measure('/v1/auth/password/reset-request', RESET_PAIRS, (email) => ({ email })),
);

await client.terminate();
await app.backgroundMail.drain();
await server.close();
rmSync(dataDir, { recursive: true, force: true });
