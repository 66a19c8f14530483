/**
 * How the API process serves the dashboard under /app/: the built files, the History-API fallback,
 * cache headers, the Content-Security-Policy, and a clear 503 when the dashboard is not built.
 * The dashboard is built first (scripts/build-dashboard.ts; a no-op when it is current).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import Fastify from 'fastify';
import { dashboardRoutes } from '../../../api/dashboard/dashboard.routes.js';
import { registerErrorHandler } from '../../../api/errors/error-handler.js';
import { ensureDashboardBuilt } from '../../../scripts/build-dashboard.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { testDatabases } from '../../helpers/databases.js';

describe('the dashboard under /app/', function () {
  this.timeout(120_000);
  let t: TestApp;
  let script: string;
  let stylesheet: string;
  before(async () => {
    await ensureDashboardBuilt();
    t = await buildTestApp(testDatabases()[0]!);
    const page = await t.app.inject({ method: 'GET', url: '/app/' });
    script = /<script type="module" crossorigin src="([^"]+)"/.exec(page.body)?.[1] ?? '';
    stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(page.body)?.[1] ?? '';
  });
  after(async () => t?.close());

  it('GET / names /app/, and /app redirects to /app/', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).json().dashboard).to.equal('/app/');
    const bare = await t.app.inject({ method: 'GET', url: '/app?x=1' });
    expect(bare.statusCode).to.equal(301);
    expect(bare.headers.location).to.equal('/app/?x=1');
  });

  it('the page is index.html with a strict CSP, no inline script, and is revalidated on every load', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/app/' });
    expect(page.statusCode).to.equal(200);
    expect(page.headers['content-type']).to.equal('text/html; charset=utf-8');
    expect(page.headers['cache-control']).to.equal('no-cache');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).to.include("script-src 'self'").and.include("frame-ancestors 'none'").and.include("object-src 'none'");
    expect(csp).to.not.include('unsafe-inline');
    expect(page.headers['x-frame-options']).to.equal('DENY');
    expect(page.headers['referrer-policy'], 'tokens in the address never leave in a Referer').to.equal('no-referrer');
    expect(page.body).to.match(/^<!doctype html>/);
    expect(page.body.match(/<script\b[^>]*>/g), 'every script has a src').to.satisfy((tags: string[]) =>
      tags.every((tag) => tag.includes(' src=')),
    );
    expect(script).to.match(/^\/app\/assets\/index-[A-Za-z0-9_-]+\.js$/);
    expect(stylesheet).to.match(/^\/app\/assets\/index-[A-Za-z0-9_-]+\.css$/);
  });

  it('every other path below /app/ answers the page (History-API fallback), query strings included', async () => {
    for (const url of ['/app/scans', '/app/scans/42', '/app/reset-password?token=abc', '/app/verify-email?token=x']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).to.equal(200);
      expect(page.body, url).to.include(script);
      expect(page.headers['content-security-policy'], url).to.include("default-src 'self'");
    }
  });

  it('hashed assets are cached for a year, gzipped on request and revalidated by ETag', async () => {
    const plain = await t.app.inject({ method: 'GET', url: script });
    expect(plain.statusCode).to.equal(200);
    expect(plain.headers['content-type']).to.equal('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).to.equal(undefined);
    const gzipped = await t.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'gzip, br' } });
    expect(gzipped.headers['content-encoding']).to.equal('gzip');
    expect(gzipped.rawPayload.length).to.be.below(plain.rawPayload.length / 2);
    const again = await t.app.inject({
      method: 'GET',
      url: script,
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).to.equal(304);
    const css = await t.app.inject({ method: 'GET', url: stylesheet });
    expect(css.headers['content-type']).to.equal('text/css; charset=utf-8');
  });

  it('a missing file is a 404 in the API error shape, never the page in its place', async () => {
    for (const url of ['/app/assets/index-gone.js', '/app/missing.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).to.equal(404);
      expect(response.json()).to.deep.equal({ detail: 'Not Found' });
    }
  });

  it('without a build, /app/ answers 503 saying how to build it', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'rampart-no-dashboard-'));
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    await app.register(dashboardRoutes({ dist: empty }));
    try {
      const response = await app.inject({ method: 'GET', url: '/app/scans' });
      expect(response.statusCode).to.equal(503);
      expect(response.json().detail).to.include('npm run build:web');
    } finally {
      await app.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
