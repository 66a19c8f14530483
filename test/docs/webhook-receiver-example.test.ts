/**
 * The receiver example of docs/webhooks.md, run as written: the code block after the
 * `<!-- receiver-example -->` marker is saved as a file and started with Node, then receives a real
 * signed delivery from the app; forged, stale and repeated requests get the answers the page promises.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { testDatabases } from '../helpers/databases.js';
import { until } from '../helpers/wait.js';
import { call, createEndpoint } from '../webhooks/webhook-kit.js';

const DOC = fileURLToPath(new URL('../../docs/webhooks.md', import.meta.url));

function receiverExample(): string {
  const text = readFileSync(DOC, 'utf8');
  const match = /<!-- receiver-example -->\s*```js\n([\s\S]*?)```/.exec(text);
  if (!match?.[1]) throw new Error('docs/webhooks.md has no receiver example after its marker');
  return match[1];
}

describe('docs/webhooks.md: the Node receiver example', () => {
  let t: TestApp;
  let dir: string;
  let child: ChildProcess | undefined;
  const output: string[] = [];

  before(async () => {
    t = await buildTestApp(testDatabases()[0] as ReturnType<typeof testDatabases>[number]);
    dir = mkdtempSync(join(tmpdir(), 'rampart-receiver-example-'));
  });
  after(async () => {
    child?.kill('SIGTERM');
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('verifies a real delivery, refuses forged and stale ones, and deduplicates on id', async function () {
    this.timeout(30_000);
    const owner = await signUp(t.app);
    const endpoint = await createEndpoint(t.app, owner.apiKey, 'http://localhost:9/placeholder', ['scan.completed']);
    const file = join(dir, 'receiver.mjs');
    writeFileSync(file, receiverExample());
    child = spawn(process.execPath, [file], {
      env: { PATH: process.env.PATH ?? '', RAMPART_WEBHOOK_SECRET: endpoint.secret, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const port = await until('the example to listen', () => /listening on (\d+)/.exec(output.join(''))?.[1]);
    const url = `http://localhost:${port}/rampart`;
    await call(t.app, owner.apiKey, 'PATCH', `/v1/webhooks/${endpoint.id}`, { url });

    const delivered = (await call(t.app, owner.apiKey, 'POST', `/v1/webhooks/${endpoint.id}/test`)).json();
    expect(delivered.status).to.equal('succeeded');
    expect(delivered.attempts[0]).to.include({ response_status: 200, response_body: 'ok' });
    await until('the example to log the event', () =>
      output.join('').includes(`received scan.completed ${delivered.event_id} for example.com`),
    );

    const body = JSON.stringify({
      id: delivered.event_id,
      type: 'scan.completed',
      created_at: new Date().toISOString(),
      data: {},
    });
    const send = async (timestamp: number, signedBody: string, sentBody = signedBody) => {
      const signature = createHmac('sha256', endpoint.secret).update(`${timestamp}.${signedBody}`).digest('hex');
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-service-timestamp': String(timestamp),
          'x-service-signature-v2': signature,
        },
        body: sentBody,
      });
      return [response.status, await response.text()];
    };
    const now = Math.floor(Date.now() / 1000);
    expect(await send(now, body)).to.deep.equal([200, 'already processed']);
    expect(await send(now, body, body.replace('scan.completed', 'alert.triggered'))).to.deep.equal([
      400,
      'bad signature',
    ]);
    expect(await send(now - 301, body)).to.deep.equal([400, 'timestamp too old (or in the future)']);
    const unsigned = await fetch(url, { method: 'POST', body });
    expect([unsigned.status, await unsigned.text()]).to.deep.equal([400, 'missing signature headers']);
  });
});
