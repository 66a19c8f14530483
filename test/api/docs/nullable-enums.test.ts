import { expect } from 'chai';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { testDatabases } from '../../helpers/databases.js';

/** Every schema of the document that says `nullable` with an `enum`, and where it sits. */
function nullableEnums(value: unknown, at = ''): { at: string; enum: unknown[] }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => nullableEnums(item, `${at}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  const schema = value as Record<string, unknown>;
  const here = schema.nullable === true && Array.isArray(schema.enum) ? [{ at, enum: schema.enum }] : [];
  return [...here, ...Object.entries(schema).flatMap(([key, child]) => nullableEnums(child, `${at}/${key}`))];
}

describe('the OpenAPI document lists null in each nullable enum (OpenAPI 3.0.3), so strict generators accept null', () => {
  let t: TestApp;
  after(async () => t?.close());

  it('has null in the enum of every nullable one of a few strings, the webhook endpoint disabled_reason among them', async () => {
    t = await buildTestApp(testDatabases()[0] as never);
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const found = nullableEnums(doc);
    expect(found.length).to.be.greaterThan(0);
    expect(found.filter((schema) => !schema.enum.includes(null)).map((schema) => schema.at)).to.deep.equal([]);
    const created = JSON.stringify(doc.paths['/v1/webhooks']?.post?.responses['201']);
    expect(created).to.match(
      /"disabled_reason":\{[^}]*"enum":\["consecutive_failures","account_recovery","account_deleted","client_removed",null\]/,
    );
  });
});
