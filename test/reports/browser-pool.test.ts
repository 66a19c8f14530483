/**
 * The browser pool (activities/reports/browser-pool.ts) with the real Chromium: one warm browser
 * reused, a killed browser replaced on the next render, nothing loaded from the network (a loopback
 * server the page points at sees no request), the concurrency bound and the deadline.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { BrowserPool, RenderTimeout } from '../../activities/reports/browser-pool.js';
import { findChromium } from '../../activities/reports/chromium-path.js';
import { until } from '../helpers/wait.js';

const FOOTER = '<div style="font-size:8px">page <span class="pageNumber"></span></div>';

describe('PDF browser pool (real Chromium)', function () {
  this.timeout(60_000);
  let pool: BrowserPool;
  let server: Server;
  let hits = 0;
  let port = 0;

  before(async () => {
    server = createServer((_req, res) => {
      hits += 1;
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    pool = new BrowserPool({ executablePath: findChromium(process.env.CHROMIUM_PATH ?? null), maxConcurrent: 2 });
  });

  after(async () => {
    await pool.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('keeps one browser for many renders and refuses every request that is not inline data', async () => {
    const page = (n: number) =>
      `<h1>Report ${n}</h1><img src="http://127.0.0.1:${port}/logo.png"><link rel="stylesheet" href="http://127.0.0.1:${port}/x.css">` +
      `<iframe src="http://127.0.0.1:${port}/frame"></iframe><img src="data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>').toString('base64')}">`;
    for (let n = 0; n < 3; n += 1) {
      const pdf = await pool.renderPdf(page(n), { footerTemplate: FOOTER });
      expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).to.equal('%PDF-');
    }
    expect(pool.launches).to.equal(1);
    expect(hits, 'requests that reached the loopback server').to.equal(0);
    expect(pool.blockedRequests.filter((url) => url.includes(`:${port}/`))).to.have.length.at.least(6);
    expect(pool.blockedRequests.some((url) => url.startsWith('data:'))).to.equal(false);
  });

  it('replaces a browser that was killed, on the next render', async () => {
    const pid = await pool.browserPid();
    expect(pid).to.be.a('number');
    process.kill(pid as number, 'SIGKILL');
    await until('the killed browser is gone', () => {
      try {
        process.kill(pid as number, 0);
        return false;
      } catch {
        return true;
      }
    });
    const pdf = await pool.renderPdf('<p>after the crash</p>', { footerTemplate: FOOTER });
    expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).to.equal('%PDF-');
    expect(pool.launches).to.equal(2);
    expect(await pool.browserPid()).to.not.equal(pid);
  });

  it('runs at most maxConcurrent renders at once and all of them finish', async () => {
    const pdfs = await Promise.all(
      Array.from({ length: 5 }, (_, i) => pool.renderPdf(`<p>${i}</p>`, { footerTemplate: FOOTER })),
    );
    expect(pdfs.map((pdf) => Buffer.from(pdf).subarray(0, 4).toString('latin1'))).to.deep.equal(Array(5).fill('%PDF'));
    expect(pool.peakActive).to.equal(2);
  });

  it('fails a render that outlives its deadline', async () => {
    const strict = new BrowserPool({
      executablePath: findChromium(process.env.CHROMIUM_PATH ?? null),
      renderTimeoutMs: 1,
    });
    try {
      let error: unknown;
      await strict.renderPdf('<p>too slow</p>', { footerTemplate: FOOTER }).catch((e: unknown) => {
        error = e;
      });
      expect(error).to.be.instanceOf(RenderTimeout);
    } finally {
      await strict.close();
    }
  });
});
