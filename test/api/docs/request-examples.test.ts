import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { expect } from 'chai';
import { REQUEST_EXAMPLES } from '../../../api/docs/request-examples.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { testDatabases } from '../../helpers/databases.js';

interface Operation {
  requestBody?: {
    required?: boolean;
    content: Record<string, { schema?: Record<string, unknown>; example?: unknown }>;
  };
}

describe('the OpenAPI document shows a real example body for every operation that takes JSON', () => {
  let t: TestApp;
  let withBody: [string, { schema?: Record<string, unknown>; example?: unknown }][];

  before(async () => {
    t = await buildTestApp(testDatabases()[0] as never);
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    withBody = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) => {
        const json = op.requestBody?.content['application/json'];
        return json ? [[`${method.toUpperCase()} ${path}`, json] as [string, typeof json]] : [];
      }),
    );
  });
  after(async () => t.close());

  it('has an example for each, and no example for an operation that is gone', () => {
    expect(withBody.length).to.be.greaterThan(15);
    const missing = withBody.filter(([, media]) => media.example === undefined).map(([key]) => key);
    expect(missing, 'add these to api/docs/request-examples.ts').to.deep.equal([]);
    const keys = new Set(withBody.map(([key]) => key));
    expect(
      Object.keys(REQUEST_EXAMPLES).filter((key) => !keys.has(key)),
      'stale examples',
    ).to.deep.equal([]);
    const scan = withBody.find(([key]) => key === 'POST /v1/scan')?.[1];
    expect(scan?.example).to.deep.equal({ domain: 'example.com', dkim_selectors: ['selector1', 'google'] });
  });

  it('says a body may be left out where the spec makes it optional, and that the route takes none', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    expect(doc.paths['/v1/webhooks/{endpoint_id}/test']?.post?.requestBody?.required).to.equal(false);
    expect(doc.paths['/v1/scan']?.post?.requestBody?.required).to.equal(true);
  });

  it('gives examples the route’s own schema accepts (a wrong one fails here)', () => {
    const ajv = new Ajv.default({ allErrors: true, strict: false });
    addFormats.default(ajv, ['email', 'uri', 'date', 'date-time', 'uuid']);
    for (const [key, media] of withBody) {
      const validate = ajv.compile(media.schema ?? {});
      expect(validate(media.example), `${key}: ${ajv.errorsText(validate.errors)}`).to.equal(true);
    }
    // The check can fail: the example Swagger UI made up before is refused by the same schema.
    const scan = withBody.find(([key]) => key === 'POST /v1/scan')?.[1];
    const made = { domain: 'string', dkim_selectors: ['XEVd!'] };
    const validate = ajv.compile(scan?.schema ?? {});
    expect(validate(made), 'a made-up selector is refused').to.equal(false);
  });
});
