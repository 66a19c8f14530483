/**
 * `npm run fuzz:api`: API fuzzing from our own OpenAPI document with a tool we did not write,
 * schemathesis (PyPI, pinned), against the real service: `api/server.ts` as its own process on the
 * embedded default (SQLite in a fresh folder; FUZZ_DATABASE_URL for MySQL), its scanner pointed at
 * the lab (a child process) and its billing at the lab's Stripe stand-in, so no request it provokes
 * leaves loopback. Every operation, every check (server errors, status codes, content types,
 * headers and bodies against the declared schemas, negative data rejected, positive data accepted,
 * ...) in the examples, coverage, fuzzing and stateful phases, as a signed-up account (its API key)
 * on the Custom plan. Exit code: schemathesis's (0 = no failure). FUZZ_MAX_EXAMPLES (default 30)
 * bounds examples per operation; FUZZ_MAX_TIME (seconds) the whole run. The JUnit report goes to
 * `<data>/schemathesis.xml`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiProcess } from '../bench/entry-process.js';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/data-source.js';
import { User } from '../db/entities/user.entity.js';
import { DEFAULT_LAB_NET, findFreeLabNet } from '../lab/lab-net-probe.js';
import { StripeStandIn } from '../lab/stripe/stripe-stand-in.js';
import { ensurePythonTool } from './python-tool.js';

// hypothesis, the generator under schemathesis, pinned too: it is released several times a week.
export const SCHEMATHESIS = { pkg: 'schemathesis', version: '4.32.5', pins: { hypothesis: '6.170.17' } };

const REGENERATE = '/v1/auth/api-key/regenerate';
const CONFIG = fileURLToPath(new URL('./fuzz/schemathesis.toml', import.meta.url));
/** One Idempotency-Key per generated request, as a real client sends (the file says why). */
const HOOKS = fileURLToPath(new URL('./fuzz/idempotency_hooks.py', import.meta.url));
const maxExamples = process.env.FUZZ_MAX_EXAMPLES ?? '30';
const keep = process.env.FUZZ_KEEP_DATA === '1';

const binary = join((await ensurePythonTool(SCHEMATHESIS)).bin, 'schemathesis');
const dataDir = mkdtempSync(join(tmpdir(), 'rampart-fuzz-'));
// Like the test run (test/helpers/choose-lab-net.ts): a lab already on the default net (a developer's
// npm run lab, a benchmark) moves this run to a free one instead of failing. Set before lab/net.ts is
// first loaded, which reads it once.
if (!process.env.RAMPART_LAB_NET?.trim()) process.env.RAMPART_LAB_NET = String(await findFreeLabNet(DEFAULT_LAB_NET));
const { startLabProcess } = await import('../bench/lab-process.js');
const lab = await startLabProcess(join(dataDir, 'lab'));
// Billing is configured against the lab's Stripe stand-in, so its routes are fuzzed for real.
const stripe = new StripeStandIn();
await stripe.start();
let exitCode = 1;
try {
  const databaseUrl = process.env.FUZZ_DATABASE_URL ?? `sqlite:${join(dataDir, 'rampart.db')}`;
  const api = await startApiProcess({
    ...lab.env,
    ...stripe.env(),
    RAMPART_DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // No PUBLIC_BASE_URL, as in a default deployment: the document's server is then relative (`/`)
    // and `--url` below names the base schemathesis calls.
    LOG_LEVEL: 'warn',
    // As in development: the API's http://localhost webhook URLs are delivered to (nothing listens).
    WEBHOOK_ALLOW_LOCALHOST: 'true',
  });
  try {
    const signup = await fetch(`${api.base}/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'fuzz@example.com', password: 'fuzzing password 1234' }),
    });
    if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
    const { id, api_key: apiKey } = (await signup.json()) as { id: number; api_key: string };
    // The Custom plan (set in the database: sales sells it, not checkout), so its limits (1,000
    // requests a minute, bursts of 200) let most generated requests reach their handlers instead of
    // a Free account's 429 after the first 120 a minute.
    const db = await openDatabase(loadConfig({ DATABASE_URL: databaseUrl, RAMPART_DATA_DIR: dataDir }).database);
    try {
      await db.manager.update(User, { id }, { plan: 'custom' });
    } finally {
      await db.destroy();
    }
    const args = [
      '--config-file',
      CONFIG,
      'run',
      `${api.base}/openapi.json`,
      '--url',
      api.base,
      '--phases',
      'examples,coverage,fuzzing,stateful',
      '--max-examples',
      maxExamples,
      // One worker. With two, schemathesis runs hypothesis in two threads, and Python 3.11 keeps the
      // ast module's recursion count in state every thread shares: two lambda descriptions parsing
      // at once can fail with SystemError "AST constructor recursion depth mismatch" (reported from
      // threaded programs: CPython gh-106905, pytest #10763), which CI once showed as a schemathesis
      // Runtime Error. One worker is no slower here: 24 s against 27 s for the main run.
      '--workers',
      '1',
      // As the bearer scheme: schemathesis would otherwise send its own (invalid) Authorization
      // header, which comes first in the order of credentials and so decides (docs/api-contract.md "Credentials").
      '--header',
      `Authorization: Bearer ${apiKey}`,
      '--report',
      'junit',
      '--report-dir',
      dataDir,
      '--seed',
      process.env.FUZZ_SEED ?? '20261123',
      ...(process.env.FUZZ_MAX_TIME ? ['--max-time', process.env.FUZZ_MAX_TIME] : []),
      ...process.argv.slice(2),
    ];
    console.log(`schemathesis ${SCHEMATHESIS.version} against ${api.base} (data in ${dataDir})`);
    const schemathesis = (extra: string[]) =>
      new Promise<number>((resolve) => {
        const child = spawn(binary, [...args, ...extra], {
          stdio: 'inherit',
          // Its cache folder (.schemathesis) goes with the run's data, not into the checkout.
          cwd: dataDir,
          env: { ...process.env, NO_COLOR: '1', SCHEMATHESIS_HOOKS: HOOKS },
        });
        child.once('exit', (code) => resolve(code ?? 1));
      });
    // Regenerating the API key ends the key every other request uses: that operation runs last, alone.
    const first = await schemathesis(['--exclude-path', REGENERATE]);
    const last = await schemathesis(['--include-path', REGENERATE, '--phases', 'examples,coverage,fuzzing']);
    exitCode = first || last;
    const log = api.output();
    if (/"level":(50|60)/.test(log)) console.log(`\nerrors the API logged:\n${log}`);
  } finally {
    await api.stop();
  }
} finally {
  await stripe.stop();
  await lab.stop();
  if (!keep && exitCode === 0) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
