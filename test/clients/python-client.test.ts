/**
 * The Python client (clients/python) against a real Rampart (live-rampart.ts): its pytest suite
 * (clients/python/tests, sync and async) run in a pinned virtual environment, given the server, a
 * proxy that loses each account's first scan submission answer (drop-proxy.ts), and a lab domain.
 * Besides pytest's verdict, the proxy's log shows what the Python client sent on its retries: the
 * same Idempotency-Key, answered by the API's stored response.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { ensurePythonTool, type PythonTool } from '../../scripts/python-tool.js';
import { DropProxy } from './drop-proxy.js';
import { LAB_DOMAIN, type LiveRampart, startLiveRampart } from './live-rampart.js';

const run = promisify(execFile);
const PYTHON_CLIENT = fileURLToPath(new URL('../../clients/python/', import.meta.url));

/** pytest and the client's runtime dependencies, pinned like the other Python tools. */
const PYTHON_CLIENT_TEST_TOOLS: PythonTool = {
  pkg: 'pytest',
  version: '9.0.3',
  pins: { httpx: '0.28.1', attrs: '26.1.0', standardwebhooks: '1.1.0' },
};

describe('Python client against a live Rampart', function () {
  this.timeout(600_000);
  let live: LiveRampart;
  let proxy: DropProxy;
  let proxied: string;

  before(async () => {
    live = await startLiveRampart();
    proxy = new DropProxy(live.base);
    proxied = await proxy.start();
  });
  after(async () => {
    await proxy?.stop();
    await live?.stop();
  });

  it('passes its pytest suite: sign-up, scans waited for, a 429 waited out, lost answers retried, typed errors, a verified webhook, the retry rules', async () => {
    const tool = await ensurePythonTool(PYTHON_CLIENT_TEST_TOOLS);
    const outcome = await run(tool.python, ['-m', 'pytest', 'tests', '-q', '-p', 'no:cacheprovider', '--color=no'], {
      cwd: PYTHON_CLIENT,
      env: {
        ...process.env,
        PYTHONPATH: PYTHON_CLIENT,
        PYTHONDONTWRITEBYTECODE: '1',
        RAMPART_URL: live.base,
        RAMPART_DROP_PROXY_URL: proxied,
        RAMPART_LAB_DOMAIN: LAB_DOMAIN,
      },
      timeout: 500_000,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string; code?: number }) => {
      throw new Error(`pytest failed (exit ${error.code}):\n${error.stdout}\n${error.stderr}\n${live.api.output()}`);
    });
    expect(outcome.stdout).to.match(/\b14 passed\b/);

    // Two accounts went through the proxy (the sync and async lost-answer tests): for each, the
    // lost submission and its retry carried one key, and the retry was the stored answer replayed.
    const posts = proxy.exchanges.filter((exchange) => exchange.method === 'POST' && exchange.path === '/v1/scan');
    expect(posts.map((post) => post.dropped)).to.deep.equal([true, false, true, false]);
    for (const [lost, retried] of [
      [posts[0], posts[1]],
      [posts[2], posts[3]],
    ]) {
      expect(lost?.idempotencyKey).to.be.a('string').and.not.equal('');
      expect(retried?.idempotencyKey).to.equal(lost?.idempotencyKey);
      expect(retried?.status).to.equal(202);
      expect(retried?.replayed).to.equal('true');
      expect(JSON.parse(retried?.body ?? '{}').job_id).to.equal(JSON.parse(lost?.body ?? '{}').job_id);
    }
  });
});
