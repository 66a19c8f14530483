/**
 * The n8n node (integrations/n8n/) without the n8n runtime (which needs Node 24): a small interpreter
 * of the declarative fields the node uses (`requestDefaults`, each operation's `routing.request`,
 * each parameter's `routing.send` to body or query, `displayOptions.show`, `={{...}}` expressions
 * of `$parameter` and `$credentials`, the credentials' generic `authenticate` and `test`) turns each
 * operation into the HTTP request n8n would send, against a real Rampart listening on loopback.
 * What n8n itself adds (pagination, postReceive, error display) is not exercised (docs/integrations.md).
 */
import { createRequire } from 'node:module';
import { expect } from 'chai';
import type { INodeProperties } from 'n8n-workflow';
import { useScanApp } from '../api/scans/scan-kit.js';
import { signUp } from '../helpers/accounts.js';
import { forEachDatabase } from '../helpers/databases.js';
import { until } from '../helpers/wait.js';
import { setPlan } from '../webhooks/webhook-kit.js';

const require = createRequire(import.meta.url);
const { Rampart } = require('../../integrations/n8n/nodes/Rampart/Rampart.node.ts');
const { RampartApi } = require('../../integrations/n8n/credentials/RampartApi.credentials.ts');

type Params = Record<string, string | number>;
type Credentials = { baseUrl: string; apiKey: string };

/** `={{$parameter.x}}` and friends: the expression forms the node and its credentials use. */
function resolve(value: string, params: Params, credentials: Credentials): string {
  if (!value.startsWith('=')) return value;
  return value
    .slice(1)
    .replace(/\{\{\s*\$(parameter|credentials)\.(\w+)\s*\}\}/g, (_all, scope: string, name: string) =>
      String(scope === 'parameter' ? params[name] : credentials[name as keyof Credentials]),
    );
}

function visible(property: INodeProperties, params: Params): boolean {
  const show = property.displayOptions?.show ?? {};
  return Object.entries(show).every(([name, values]) => (values as unknown[]).includes(params[name]));
}

/** The request n8n would build for `params` (resource, operation and the fields), sent with fetch. */
async function run(params: Params, credentials: Credentials) {
  const description = new Rampart().description;
  const properties = description.properties as INodeProperties[];
  const operation = properties
    .filter((property) => property.name === 'operation' && visible(property, params))
    .flatMap((property) => property.options ?? [])
    .find((option) => 'value' in option && option.value === params.operation) as
    | { routing?: { request?: { method: string; url: string } } }
    | undefined;
  const request = operation?.routing?.request;
  if (!request) throw new Error(`no routing for ${params.resource}.${params.operation}`);
  const body: Record<string, unknown> = {};
  const query = new URLSearchParams();
  for (const property of properties) {
    const send = property.routing?.send;
    if (!send || !visible(property, params) || params[property.name] === undefined) continue;
    if (send.type === 'body') body[String(send.property)] = params[property.name];
    if (send.type === 'query') query.set(String(send.property), String(params[property.name]));
  }
  const auth = new RampartApi().authenticate.properties.headers as Record<string, string>;
  const headers: Record<string, string> = {
    ...(description.requestDefaults?.headers as Record<string, string>),
    Authorization: resolve(auth.Authorization as string, params, credentials),
  };
  const base = resolve(String(description.requestDefaults?.baseURL), params, credentials);
  const url = `${base}${resolve(request.url, params, credentials)}${query.size > 0 ? `?${query}` : ''}`;
  const response = await fetch(url, {
    method: request.method,
    headers,
    ...(request.method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field below.
  const json: any = await response.json().catch(() => null);
  return { status: response.status, json };
}

forEachDatabase('the n8n node routing against a live Rampart', (database) => {
  const t = useScanApp(database);
  let base = '';
  before(async () => {
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  async function credentialsFor(plan: 'free' | 'professional'): Promise<Credentials> {
    const account = await signUp(t.app);
    await setPlan(t.db, account.id, plan);
    return { baseUrl: base, apiKey: account.apiKey };
  }

  async function credentialTest(credentials: Credentials) {
    const test = new RampartApi().test.request;
    const auth = new RampartApi().authenticate.properties.headers;
    const response = await fetch(`${resolve(test.baseURL, {}, credentials)}${test.url}`, {
      headers: { Authorization: resolve(auth.Authorization, {}, credentials) },
    });
    return { status: response.status, json: (await response.json()) as { upgrade_url?: string } };
  }

  it('the credential test passes on Professional and answers a Free account the plan gate with upgrade_url', async () => {
    expect((await credentialTest(await credentialsFor('professional'))).status).to.equal(200);
    const free = await credentialTest(await credentialsFor('free'));
    expect(free.status).to.equal(403);
    expect(free.json.upgrade_url).to.equal('http://rampart.test/v1/pricing/plans');
  });

  it('every operation reaches its endpoint with its fields: domains, scans, recent items, alerts', async function () {
    this.timeout(90_000);
    const credentials = await credentialsFor('professional');
    const added = await run(
      { resource: 'domain', operation: 'add', domain: 'web-core.test', scanFrequency: 'weekly' },
      credentials,
    );
    expect(added.status, JSON.stringify(added.json)).to.equal(200);
    expect(added.json).to.include({ domain: 'web-core.test', scan_frequency: 'weekly' });
    const found = await run({ resource: 'domain', operation: 'find', domain: 'web-core.test' }, credentials);
    expect(found.json.map((each: { id: number }) => each.id)).to.deep.equal([added.json.id]);

    const started = await run({ resource: 'scan', operation: 'start', domain: 'web-core.test' }, credentials);
    expect(started.status).to.equal(202);
    const jobId = started.json.job_id as number;
    const done = await until(
      'the scan to complete',
      async () => {
        const job = await run({ resource: 'scan', operation: 'get', jobId }, credentials);
        return job.json.status === 'completed' || job.json.status === 'failed' ? job.json : undefined;
      },
      60_000,
      500,
    );
    expect(done.status).to.equal('completed');
    const latest = await run({ resource: 'scan', operation: 'findLatest', domain: 'web-core.test' }, credentials);
    expect(latest.json.map((each: { job_id: number }) => each.job_id)).to.deep.equal([jobId]);
    const recent = await run(
      { resource: 'recent', operation: 'getMany', event: 'scan.completed', limit: 5 },
      credentials,
    );
    expect(recent.status).to.equal(200);
    expect(recent.json[0]).to.include({ type: 'scan.completed' });
    expect(recent.json[0].data.job_id).to.equal(jobId);
    const missing = await run({ resource: 'alert', operation: 'markRead', alertId: 987654 }, credentials);
    expect(missing).to.deep.equal({ status: 404, json: { detail: 'Alert not found' } });
  });
});
