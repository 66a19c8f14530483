import { expect } from 'chai';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';

forEachDatabase('system paths and the HTTP error contract', (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database);
  });
  after(async () => t.close());

  it('GET /health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).to.equal(200);
    expect(response.json()).to.include({ status: 'ok', database: 'ok', version: '1.0.0' });
  });

  it('GET /health/live answers 200 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(response.statusCode).to.equal(200);
    expect(response.json()).to.deep.equal({ status: 'alive' });
  });

  it('GET / names the service, version 1.0.0, docs, endpoints and pricing', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/' })).json();
    expect(body.service).to.equal('Rampart');
    expect(body.version).to.equal('1.0.0');
    expect(body.documentation).to.equal('/docs');
    // The plans themselves (PRICING_PATH), also where the rate-limit 429's upgrade_url points.
    expect(body.pricing).to.equal('/v1/pricing/plans');
    expect(body.dashboard, 'the web dashboard').to.equal('/app/');
    expect(body.endpoints).to.include({
      health: '/health',
      health_live: '/health/live',
      auth_signup: '/v1/auth/signup',
      auth_login: '/v1/auth/login',
      auth_me: '/v1/auth/me',
      scan: '/v1/scan',
      scan_free: '/v1/scan/free',
      scan_jobs: '/v1/scan/jobs/{job_id}',
      batch_scan: '/v1/batch/scan',
      batch_compare: '/v1/batch/compare',
    });
  });

  it('GET / lists only paths that exist: every one answers something other than 404', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/' })).json();
    const paths = Object.values(body.endpoints as Record<string, string>);
    expect(paths.length).to.be.at.least(20);
    // An unknown report id is a 404 by the spec (part 4); test/reports/ proves the route exists.
    const listed = paths.filter((path) => path !== '/v1/verify/{report_id}');
    for (const path of [...listed, body.documentation, body.openapi, body.pricing, body.dashboard]) {
      // A parameter is sent as its own placeholder: the route matches, and judges the value itself.
      const url = path.replace(/\{([^}]+)\}/g, (_match: string, name: string) =>
        name === 'job_id' ? '1' : name === 'plan_id' ? 'free' : name,
      );
      const response = await t.app.inject({ method: 'GET', url });
      // A 404 from the route itself (an unpublished badge) still proves the path exists; the router's is `Not Found`.
      if (response.statusCode === 404) expect(response.json(), `GET ${url}`).to.not.deep.equal({ detail: 'Not Found' });
    }
  });

  it('GET / lists no deprecated operation or hidden route', async () => {
    const paths = Object.values((await t.app.inject({ method: 'GET', url: '/' })).json().endpoints as object);
    for (const absent of ['/v1/scan/{domain}', '/v1/auth/password/reset-confirm', '/openapi.json', '/', '/v1/scan/']) {
      expect(paths).to.not.include(absent);
    }
  });

  it('unknown paths give 404 with a detail string', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(response.statusCode).to.equal(404);
    expect(response.json()).to.deep.equal({ detail: 'Not Found' });
  });

  it('a known path with another method gives 405 Method Not Allowed and Allow', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/health' });
    expect(response.statusCode).to.equal(405);
    expect(response.json()).to.deep.equal({ detail: 'Method Not Allowed' });
    expect(response.headers.allow).to.include('GET');
    const login = await t.app.inject({ method: 'GET', url: '/v1/auth/login' });
    expect(login.statusCode).to.equal(405);
  });

  it('drops __proto__ and constructor.prototype keys from a JSON body and pollutes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"email": "proto-keys@example.com", "password": "correct horse battery staple", ' +
        '"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    });
    expect(response.statusCode, response.body).to.equal(200);
    expect(response.json().email).to.equal('proto-keys@example.com');
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });

  it('malformed JSON is a 422 with a field list', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).to.equal(422);
    expect(response.json()).to.deep.equal({ detail: [{ field: 'body', message: 'Malformed JSON' }] });
  });

  it('a body that is not JSON is a 422', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/signup',
        headers: { 'content-type': contentType },
        payload: 'email=a@example.com',
      });
      expect(response.statusCode, contentType).to.equal(422);
      expect(response.json().detail[0]).to.deep.equal({
        field: 'body',
        message: 'Content-Type must be application/json',
      });
    }
  });

  it('one {field, message} per invalid or missing field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/signup', payload: { password: 42 } });
    expect(response.statusCode).to.equal(422);
    const detail = response.json().detail as { field: string; message: string }[];
    expect(detail).to.deep.include({ field: 'email', message: 'Field required' });
    expect(detail).to.deep.include({ field: 'password', message: 'Must be of type string' });
    for (const item of detail) expect(Object.keys(item).sort()).to.deep.equal(['field', 'message']);
  });

  it('an oversized body is a 413 with a detail string', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/signup',
      payload: { email: 'big@example.com', password: 'x'.repeat(100_000) },
    });
    expect(response.statusCode).to.equal(413);
    expect(response.json()).to.deep.equal({ detail: 'Request body is too large' });
  });

  it('every response carries a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(response.headers['x-request-id']).to.match(/^[0-9a-f-]{36}$/);
  });

  it('the OpenAPI document describes every listed route, with the request shapes the routes validate', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const { endpoints } = (await t.app.inject({ method: 'GET', url: '/' })).json();
    for (const path of Object.values(endpoints as Record<string, string>))
      expect(doc.paths, path).to.have.property(path);
    const body = (path: string) => doc.paths[path].post.requestBody.content['application/json'].schema;
    expect(body('/v1/auth/signup')).to.deep.include({ required: ['email', 'password'] });
    expect(body('/v1/auth/signup').properties.password).to.include({ type: 'string', minLength: 12 });
    expect(body('/v1/batch/scan').properties.domains).to.include({ type: 'array', minItems: 1, maxItems: 50 });
    expect(body('/v1/batch/compare').properties.domains).to.include({ minItems: 2, maxItems: 5 });
    expect(body('/v1/scan/free').properties.authorization.properties.attested).to.include({ type: 'boolean' });
    const callback = doc.paths['/v1/auth/google/callback'].get.parameters.map((p: { name: string }) => p.name);
    expect(callback).to.include.members(['code', 'state', 'error', 'error_description', 'iss']);
  });

  it('serves an OpenAPI 3 document generated from the routes, and the docs page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.openapi).to.match(/^3\./);
    expect(doc.paths).to.have.property('/v1/auth/signup');
    expect(doc.paths['/v1/auth/me'].get.security).to.be.an('array').that.is.not.empty;
    expect(doc.paths['/v1/auth/password/reset-confirm'].post.deprecated).to.equal(true);
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).to.equal(200);
    expect(page.headers['content-type']).to.include('text/html');
  });
});

forEachDatabase('health when the database is down', (database) => {
  it('GET /health answers 503 with a detail and leaks nothing', async () => {
    const t = await buildTestApp(database);
    try {
      await t.db.destroy();
      const response = await t.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).to.equal(503);
      expect(response.json()).to.deep.equal({ detail: 'Database unavailable' });
    } finally {
      await t.app.close();
      await t.mailbox.stop();
    }
  });
});

forEachDatabase('unexpected errors', (database) => {
  it('answer 500 with a request id and no internals', async () => {
    const t = await buildTestApp(database, {}, [
      async (app) => {
        app.get('/v1/test/boom', async () => {
          throw new Error('secret internals: password=hunter2 at /srv/db.ts:42');
        });
      },
    ]);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/v1/test/boom' });
      expect(response.statusCode).to.equal(500);
      expect(response.body).to.not.include('hunter2');
      expect(response.body).to.not.include('db.ts');
      const requestId = response.headers['x-request-id'];
      expect(response.json()).to.deep.equal({ detail: `Internal server error (request id ${requestId})` });
    } finally {
      await t.close();
    }
  });
});
