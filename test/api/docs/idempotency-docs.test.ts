import { expect } from 'chai';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { testDatabases } from '../../helpers/databases.js';

type Operation = { parameters?: { $ref?: string; name?: string }[]; responses: Record<string, { headers?: object }> };

/** The writes that spend quota or create something, which clients retry most: each documents the header. */
const MUST_TAKE_KEY = [
  ['post', '/v1/scan'],
  ['post', '/v1/batch/scan'],
  ['post', '/v1/batch/compare'],
  ['post', '/v1/domains'],
  ['post', '/v1/domains/{domain_id}/scan'],
  ['post', '/v1/webhooks'],
  ['post', '/v1/webhooks/{endpoint_id}/test'],
  ['put', '/v1/settings/branding'],
  ['post', '/v1/billing/checkout'],
  ['post', '/v1/billing/portal'],
  ['post', '/v1/auth/api-key/regenerate'],
] as const;

describe('OpenAPI document: Idempotency-Key', () => {
  let t: TestApp;
  let doc: {
    paths: Record<string, Record<string, Operation>>;
    components: { parameters: Record<string, { name: string; in: string }>; headers: Record<string, object> };
  };
  before(async () => {
    t = await buildTestApp(testDatabases()[0] as never);
    doc = (await t.app.inject({ url: '/openapi.json' })).json();
  });
  after(async () => t.close());

  const takesKey = (operation: Operation | undefined) =>
    (operation?.parameters ?? []).some((each) => each.$ref === '#/components/parameters/IdempotencyKey');

  it('declares the header once, as a reusable parameter, and Idempotent-Replayed as a reusable header', () => {
    expect(doc.components.parameters.IdempotencyKey).to.include({ name: 'Idempotency-Key', in: 'header' });
    expect(doc.components.headers.IdempotentReplayed).to.be.an('object');
  });

  it('puts it on every write that spends or creates, with the replay header, 409 and 422', () => {
    for (const [method, path] of MUST_TAKE_KEY) {
      const operation = doc.paths[path]?.[method];
      expect(takesKey(operation), `${method} ${path}`).to.equal(true);
      expect(operation?.responses, `${method} ${path}`).to.include.keys('409', '422');
      const success = Object.entries(operation?.responses ?? {}).filter(([status]) => status.startsWith('2'));
      for (const [status, response] of success) {
        expect(response.headers, `${method} ${path} ${status}`).to.have.property('Idempotent-Replayed');
      }
      expect(operation?.responses['401']?.headers ?? {}).to.not.have.property('Idempotent-Replayed');
    }
  });

  it('leaves it off reads, public operations and logout', () => {
    expect(takesKey(doc.paths['/v1/auth/me']?.get)).to.equal(false);
    expect(takesKey(doc.paths['/v1/scan/free']?.post)).to.equal(false);
    expect(takesKey(doc.paths['/v1/auth/signup']?.post)).to.equal(false);
    expect(takesKey(doc.paths['/v1/auth/logout']?.post)).to.equal(false);
  });
});
