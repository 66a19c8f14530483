/**
 * The interactive API documentation at /docs (api/docs/docs-page.ts, openapi.plugin.ts): the
 * document's server is relative unless PUBLIC_BASE_URL is set, each path is listed once, the page
 * is Rampart's (title, logo, favicon) under our CSP, and "Try it out" in real Chromium reaches the
 * origin the page was opened on. The document does not depend on the database: SQLite only.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { type Browser, chromium, type Page } from 'playwright-core';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { testDatabases } from '../../helpers/databases.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../web/browser-kit.js';

const sqlite = testDatabases().find((database) => database.name === 'sqlite')!;
// An empty value counts as not set (config/env.ts), which is how a test app goes without one.
const UNSET = { PUBLIC_BASE_URL: '' };
const ourFile = (name: string) => readFileSync(new URL(`../../../api/docs/page/${name}`, import.meta.url));

interface OpenApiDocument {
  servers: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
}

async function documentOf(t: TestApp): Promise<OpenApiDocument> {
  const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(response.statusCode).to.equal(200);
  return response.json();
}

describe('API docs: the OpenAPI document', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(sqlite, UNSET);
  });
  after(async () => t.close());

  it('names a relative server when PUBLIC_BASE_URL is not set, the same in /openapi.json and the page`s copy', async () => {
    const doc = await documentOf(t);
    expect(doc.servers.map((server) => server.url)).to.deep.equal(['/']);
    const pageCopy = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApiDocument;
    expect(pageCopy.servers).to.deep.equal(doc.servers);
  });

  it('names PUBLIC_BASE_URL when it is set, and lets the page call it', async () => {
    const withBase = await buildTestApp(sqlite, { PUBLIC_BASE_URL: 'https://api.rampart.example/' });
    try {
      expect((await documentOf(withBase)).servers).to.deep.equal([{ url: 'https://api.rampart.example' }]);
      const page = await withBase.app.inject({ method: 'GET', url: '/docs/' });
      expect(page.headers['content-security-policy']).to.include("connect-src 'self' https://api.rampart.example;");
    } finally {
      await withBase.close();
    }
  });

  it('lists each path once: the trailing-slash twin is hidden, and it still answers', async () => {
    const paths = Object.keys((await documentOf(t)).paths);
    expect(paths).to.include('/v1/scan');
    const twins = paths.filter((path) => path !== '/' && path.endsWith('/') && paths.includes(path.slice(0, -1)));
    expect(twins).to.deep.equal([]);
    expect(paths).not.to.include('/v1/scan/');
    // No credentials: both forms refuse alike (401), neither is unknown (404).
    const bare = await t.app.inject({ method: 'POST', url: '/v1/scan', payload: { domain: 'example.com' } });
    const twin = await t.app.inject({ method: 'POST', url: '/v1/scan/', payload: { domain: 'example.com' } });
    expect(bare.statusCode).to.equal(401);
    expect(twin.statusCode).to.equal(bare.statusCode);
    expect(twin.json()).to.deep.equal(bare.json());
  });
});

describe('API docs: the page', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(sqlite, UNSET);
  });
  after(async () => t.close());

  it('carries Rampart`s title and favicon, not the framework`s', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).to.equal(200);
    expect(page.body).to.match(/<title>Rampart API documentation<\/title>/);
    expect(page.body).not.to.include('Swagger UI');
    expect(page.body).to.include('href="./static/theme/favicon.svg"');
    expect(page.body).not.to.include('favicon-32x32.png');
    const favicon = await t.app.inject({ method: 'GET', url: '/docs/static/theme/favicon.svg' });
    expect(favicon.statusCode).to.equal(200);
    expect(favicon.headers['content-type']).to.equal('image/svg+xml');
    expect(favicon.rawPayload.equals(ourFile('favicon.svg'))).to.equal(true);
  });

  it('puts our logo in the top bar (inlined by the page`s own script, nothing fetched elsewhere)', async () => {
    const initializer = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).to.equal(200);
    expect(initializer.body).to.include(`data:image/svg+xml;base64,${ourFile('logo.svg').toString('base64')}`);
    expect(ourFile('logo.svg').toString()).to.include('Rampart API').and.not.include('href');
    const script = await t.app.inject({ method: 'GET', url: '/docs/static/theme/docs-page.js' });
    expect(script.statusCode).to.equal(200);
    expect(script.headers['content-type']).to.include('javascript');
  });

  it('is served under a strict CSP without upgrade-insecure-requests', async () => {
    for (const url of ['/docs/', '/docs/static/swagger-ui-bundle.js', '/docs/json']) {
      const csp = String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp, url).to.include("script-src 'self';").and.include("frame-ancestors 'none'");
      expect(csp, url).to.include("connect-src 'self';");
      expect(csp, url).not.to.include('unsafe-inline').and.not.include('upgrade-insecure-requests');
      expect(csp, url).not.to.include('https:');
    }
  });
});

// A name Chromium resolves to the loopback listener (nothing leaves the machine) but, unlike
// 127.0.0.1, does not count as a secure context: the page as opened on a LAN or container address.
const OTHER_HOST = 'docs.rampart.test';

describe('API docs: "Try it out" in Chromium', function () {
  this.timeout(60_000);
  let t: TestApp;
  let browser: Browser;
  let port: number;
  before(async () => {
    t = await buildTestApp(sqlite, UNSET);
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${OTHER_HOST} 127.0.0.1`],
    });
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  /** Console errors (CSP violations among them), failed requests, script errors, requests elsewhere. */
  function watch(page: Page, origin: string): string[] {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`script: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
    page.on('request', (request) => {
      if (!request.url().startsWith(`${origin}/`) && !request.url().startsWith('data:')) {
        problems.push(`elsewhere: ${request.url()}`);
      }
    });
    return problems;
  }

  for (const host of ['127.0.0.1', OTHER_HOST]) {
    it(`opened on http://${host}:<port>, calls GET /health on that origin and shows the 200`, async () => {
      const origin = `http://${host}:${port}`;
      const context = await browser.newContext();
      context.setDefaultTimeout(15_000);
      try {
        const page = await context.newPage();
        const problems = watch(page, origin);
        await page.goto(`${origin}/docs/`);
        expect(await page.title()).to.equal('Rampart API documentation');
        const logo = page.locator('#swagger-ui .topbar-wrapper a.link img');
        await logo.and(page.locator('[alt="Rampart API"]')).waitFor();
        expect(await logo.getAttribute('src')).to.match(/^data:image\/svg\+xml;base64,/);
        expect(await page.locator('#swagger-ui .topbar-wrapper a.link svg').count()).to.equal(0);
        expect(await page.locator('.info .title').textContent()).to.include('Rampart API');

        const operation = page.locator('.opblock-get').filter({ has: page.locator('[data-path="/health"]') });
        await operation.locator('.opblock-summary').click();
        await operation.locator('button.try-out__btn').click();
        const answered = page.waitForResponse((response) => response.url() === `${origin}/health`);
        await operation.locator('button.execute').click();
        const response = await answered;
        expect(response.status()).to.equal(200);
        expect(await response.json()).to.include({ status: 'ok', database: 'ok' });
        await operation.locator('.live-responses-table .response-col_status').filter({ hasText: '200' }).waitFor();
        expect(await operation.locator('.request-url pre').textContent()).to.equal(`${origin}/health`);
        expect(problems).to.deep.equal([]);
      } finally {
        await context.close();
      }
    });
  }
});
