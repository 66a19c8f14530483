/**
 * `npm run demo` (scripts/demo.ts) as a newcomer runs it: one command, then the README's walkthrough
 * against it with no internet: sign up, verify from the outbox, scan the demo domain in the lab, poll
 * to completed, read the report. Ctrl-C (SIGTERM here) stops the API and the lab, exit code 0.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { until } from '../helpers/wait.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('npm run demo: the service with the lab in one command', function () {
  this.timeout(180_000);
  let child: ChildProcess | undefined;
  let dir: string;
  const output: string[] = [];

  after(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the README walkthrough on the lab: sign-up, verification, a scan of demo-shop.test, its report', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rampart-demo-'));
    const port = await freePort();
    const base = `http://localhost:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RAMPART_DATA_DIR: dir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((done) => child?.once('exit', (code) => done(code)));

    await until(
      "the demo's API to answer /health",
      async () => (await fetch(`${base}/health`).catch(() => undefined))?.ok === true,
      120_000,
      250,
    ).catch((error: Error) => {
      throw new Error(`${error.message}:\n${output.join('')}`);
    });
    expect(output.join('')).to.include(`Rampart demo: the API on ${base}`).and.include('demo-shop.test');

    const json = { 'content-type': 'application/json' };
    const signup = await fetch(`${base}/v1/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'newcomer@example.com', password: 'a long passphrase' }),
    });
    expect(signup.status).to.equal(200);
    const apiKey = ((await signup.json()) as { api_key: string }).api_key;

    // The verification mail lands in the demo's own outbox, with a link to this server.
    const outbox = join(dir, 'outbox');
    // Sent after the answer (api/mail/), so it may take a moment.
    const text = await until('the verification mail in the outbox', () =>
      existsSync(outbox) ? readdirSync(outbox).find((name) => name.endsWith('.txt')) : undefined,
    );
    const link = /http:\/\/\S+verify-email\?token=(\S+)/.exec(readFileSync(join(outbox, text), 'utf8'));
    expect(link?.[0]).to.match(new RegExp(`^${base}/app/verify-email`));
    const verified = await fetch(`${base}/v1/auth/verify-email?token=${link?.[1]}`);
    expect(verified.status).to.equal(200);

    const auth = { ...json, 'x-api-key': apiKey };
    const submitted = await fetch(`${base}/v1/scan`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ domain: 'demo-shop.test' }),
    });
    expect(submitted.status, await submitted.clone().text()).to.equal(202);
    const jobId = ((await submitted.json()) as { job_id: number }).job_id;
    await until(
      'the demo scan to complete',
      async () => {
        const job = (await (await fetch(`${base}/v1/scan/jobs/${jobId}`, { headers: auth })).json()) as {
          status: string;
        };
        return job.status === 'completed';
      },
      60_000,
      200,
    );
    const report = (await (await fetch(`${base}/v1/scan/jobs/${jobId}/report`, { headers: auth })).json()) as {
      domain: string;
      grade: string;
      modules: { status: string }[];
    };
    expect(report.domain).to.equal('demo-shop.test');
    expect(report.grade).to.match(/^[A-F]$/);
    expect(report.modules).to.have.length(15);

    child.kill('SIGTERM');
    expect(await exited).to.equal(0);
  });
});
