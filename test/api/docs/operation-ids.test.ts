import { expect } from 'chai';
import { OPERATION_IDS } from '../../../api/docs/operation-ids.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { testDatabases } from '../../helpers/databases.js';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

describe('the OpenAPI document names every operation for client generators', () => {
  let t: TestApp;
  let operations: [string, Operation][];

  before(async () => {
    t = await buildTestApp(testDatabases()[0] as never);
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]),
    );
  });
  after(async () => t.close());

  it('gives every operation a unique camelCase operationId from operation-ids.ts, and that table no stale entry', () => {
    expect(operations.length).to.be.greaterThan(60);
    const missing = operations.filter(([, op]) => op.operationId === undefined).map(([key]) => key);
    expect(missing, 'add these to api/docs/operation-ids.ts').to.deep.equal([]);
    const ids = operations.map(([, op]) => op.operationId as string);
    expect(new Set(ids).size, 'operationIds are unique').to.equal(ids.length);
    for (const id of ids) expect(id).to.match(/^[a-z][A-Za-z]+$/);
    for (const [key, op] of operations) expect(op.operationId, key).to.equal(OPERATION_IDS[key]);
    const documented = new Set(operations.map(([key]) => key));
    expect(
      Object.keys(OPERATION_IDS).filter((key) => !documented.has(key)),
      'stale entries',
    ).to.deep.equal([]);
  });

  it('marks public operations with an empty security requirement, and only the others answer 401', () => {
    const byKey = new Map(operations);
    for (const key of ['POST /v1/auth/signup', 'GET /v1/pricing/plans', 'GET /v1/verify/{report_id}', 'GET /health']) {
      expect(byKey.get(key)?.security, key).to.deep.equal([]);
      expect(byKey.get(key)?.responses, key).to.not.have.property('401');
    }
    for (const key of ['POST /v1/scan', 'GET /v1/auth/me', 'GET /v1/webhooks']) {
      expect(byKey.get(key)?.security, key).to.have.length.greaterThan(0);
      expect(byKey.get(key)?.responses, key).to.have.property('401');
    }
    expect(operations.filter(([, op]) => op.security === undefined).map(([key]) => key)).to.deep.equal([]);
  });
});
