/**
 * The n8n trigger node (integrations/n8n/nodes/RampartTrigger/) without the n8n runtime (which needs
 * Node 24): its `webhookMethods` (checkExists, create, delete) and `webhook()` are called the way n8n
 * calls them, with a small context of the parts of IHookFunctions and IWebhookFunctions the node
 * uses: the credentials, the node's static data, its parameters, its webhook URL (a receiver on
 * loopback standing in for n8n's webhook server) and `helpers.httpRequestWithAuthentication`, which
 * applies the credentials' generic `authenticate` and sends a real request to a live Rampart (the
 * lab, the embedded engine). What n8n adds around them (activation, its webhook server, retries of a
 * failed create) is not exercised (docs/integrations.md).
 */
import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { expect } from 'chai';
import type {
  IDataObject,
  IHookFunctions,
  IHttpRequestOptions,
  IN8nHttpFullResponse,
  IWebhookFunctions,
  IWebhookResponseData,
} from 'n8n-workflow';
import { bearer, submitOk, useScanApp, waitForJob } from '../api/scans/scan-kit.js';
import { signUp } from '../helpers/accounts.js';
import { forEachDatabase } from '../helpers/databases.js';
import { until } from '../helpers/wait.js';
import { TestReceiver } from '../webhooks/receiver.js';
import { call, setPlan } from '../webhooks/webhook-kit.js';

const require = createRequire(import.meta.url);
const { RampartTrigger } = require('../../integrations/n8n/nodes/RampartTrigger/RampartTrigger.node.ts');
const { RampartApi } = require('../../integrations/n8n/credentials/RampartApi.credentials.ts');

type Credentials = { baseUrl: string; apiKey: string };
type HookMethod = (this: IHookFunctions) => Promise<boolean>;

/** `=Bearer {{$credentials.apiKey}}`: the expression form the credentials' `authenticate` uses. */
function resolveCredentials(value: string, credentials: Credentials): string {
  if (!value.startsWith('=')) return value;
  return value
    .slice(1)
    .replace(/\{\{\s*\$credentials\.(\w+)\s*\}\}/g, (_all, name: string) => credentials[name as keyof Credentials]);
}

/** n8n's request helper, for what the node asks of it: JSON, the full response, statuses not thrown. */
async function requestWithAuthentication(
  credentials: Credentials,
  type: string,
  options: IHttpRequestOptions,
): Promise<IN8nHttpFullResponse> {
  expect(type).to.equal('rampartApi');
  expect(options).to.include({ json: true, returnFullResponse: true, ignoreHttpStatusErrors: true });
  const authenticate = new RampartApi().authenticate.properties.headers as Record<string, string>;
  const headers: Record<string, string> = {
    ...(options.headers as Record<string, string>),
    Authorization: resolveCredentials(authenticate.Authorization as string, credentials),
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(options.url, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { statusCode: response.status, headers: {}, body: text === '' ? '' : JSON.parse(text) };
}

/** One node in one workflow: its parameters, its static data (kept between calls, as n8n keeps it). */
function hookContext(credentials: Credentials, parameters: IDataObject, webhookUrl: string) {
  const staticData: IDataObject = {};
  const context = {
    getCredentials: async (type: string) => {
      expect(type).to.equal('rampartApi');
      return credentials;
    },
    getWorkflowStaticData: (type: string) => {
      expect(type).to.equal('node');
      return staticData;
    },
    getNodeParameter: (name: string, fallback?: unknown) => parameters[name] ?? fallback,
    getNodeWebhookUrl: (name: string) => (name === 'default' ? webhookUrl : undefined),
    helpers: {
      httpRequestWithAuthentication: (type: string, options: IHttpRequestOptions) =>
        requestWithAuthentication(credentials, type, options),
    },
  };
  return { staticData, context: context as unknown as IHookFunctions };
}

forEachDatabase('the n8n trigger node against a live Rampart', (database) => {
  const t = useScanApp(database, { WEBHOOK_RETRY_SCHEDULE: '0,0,0,0' });
  /** Where n8n's webhook server would listen: deliveries arrive here. */
  const n8n = new TestReceiver();
  let base = '';
  before(async () => {
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    await n8n.start();
  });
  after(() => n8n.stop());

  const node = () => new RampartTrigger();
  const method = (name: 'checkExists' | 'create' | 'delete') => node().webhookMethods.default[name] as HookMethod;

  async function credentialsFor(plan: 'free' | 'professional') {
    const account = await signUp(t.app);
    await setPlan(t.db, account.id, plan);
    return { account, credentials: { baseUrl: `${base}/`, apiKey: account.apiKey } };
  }

  it('describes a webhook trigger with the three hook events as options', () => {
    const description = node().description;
    expect(description).to.deep.include({ name: 'rampartTrigger', group: ['trigger'], inputs: [] });
    expect(description.webhooks).to.deep.equal([
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
    ]);
    const event = description.properties.find((p: { name: string }) => p.name === 'event');
    expect(event.options.map((o: { value: string }) => o.value)).to.deep.equal([
      'scan.completed',
      'alert.triggered',
      'grade.changed',
    ]);
  });

  it('activation subscribes, a real scan arrives and webhook() emits it, deactivation unsubscribes', async function () {
    this.timeout(120_000);
    const { account, credentials } = await credentialsFor('professional');
    const url = `http://localhost:${n8n.port()}/webhook/trigger-1`;
    const { staticData, context } = hookContext(credentials, { event: 'scan.completed', domain: 'web-core.test' }, url);

    // n8n activating the workflow: nothing yet, so create.
    expect(await method('checkExists').call(context)).to.equal(false);
    expect(await method('create').call(context)).to.equal(true);
    expect(staticData.hookId).to.be.a('number');
    expect(staticData.secret).to.be.a('string');
    const listed = (await call(t.app, account.apiKey, 'GET', '/v1/hooks')).json();
    expect(listed).to.have.length(1);
    expect(listed[0]).to.deep.include({
      id: staticData.hookId,
      event: 'scan.completed',
      target_url: url,
      filters: { domain: 'web-core.test' },
      is_active: true,
    });
    expect(await method('checkExists').call(context)).to.equal(true);

    const jobId = await submitOk(t.app, bearer(account.apiKey), 'web-core.test');
    const job = await waitForJob(t, jobId, ['completed', 'failed'], 60_000);
    expect(job.status).to.equal('completed');
    const delivered = await until(
      'the delivery to the node URL',
      () => n8n.requests.find((r) => r.path === '/webhook/trigger-1'),
      30_000,
    );
    // The secret the node kept signs the body.
    const timestamp = String(delivered.headers['x-service-timestamp']);
    const signature = createHmac('sha256', String(staticData.secret))
      .update(`${timestamp}.${delivered.body}`)
      .digest('hex');
    expect(delivered.headers['x-service-signature-v2']).to.equal(signature);

    // n8n's webhook server hands the parsed body to webhook(); its one item starts the workflow.
    const webhookContext = { getBodyData: () => JSON.parse(delivered.body) } as unknown as IWebhookFunctions;
    const emitted = (await node().webhook.call(webhookContext)) as IWebhookResponseData;
    expect(emitted.workflowData).to.have.length(1);
    const item = emitted.workflowData?.[0]?.[0]?.json as IDataObject & { data: IDataObject };
    expect(item).to.deep.equal(JSON.parse(delivered.body));
    expect(item.type).to.equal('scan.completed');
    expect(item.data).to.include({ job_id: jobId, domain: 'web-core.test', grade: job.result?.grade });

    // Deactivation: unsubscribed, static data cleared; a second delete has nothing to do.
    expect(await method('delete').call(context)).to.equal(true);
    expect(staticData).to.deep.equal({});
    expect((await call(t.app, account.apiKey, 'GET', '/v1/hooks')).json()).to.deep.equal([]);
    expect(await method('delete').call(context)).to.equal(true);
  });

  it('re-subscribes when Rampart dropped the subscription, and treats an already-deleted one as gone', async () => {
    const { account, credentials } = await credentialsFor('professional');
    const url = `http://localhost:${n8n.port()}/webhook/trigger-2`;
    const { staticData, context } = hookContext(credentials, { event: 'grade.changed', domain: '' }, url);
    expect(await method('create').call(context)).to.equal(true);
    const first = staticData.hookId as number;
    const created = (await call(t.app, account.apiKey, 'GET', '/v1/hooks')).json();
    expect(created[0]).to.deep.include({ id: first, event: 'grade.changed', filters: {} });
    // Gone on Rampart's side (unsubscribed elsewhere, as a 410 or a cleanup would).
    expect((await call(t.app, account.apiKey, 'DELETE', `/v1/hooks/${first}`)).statusCode).to.equal(204);
    expect(await method('checkExists').call(context)).to.equal(false);
    expect(staticData).to.deep.equal({});
    expect(await method('create').call(context)).to.equal(true);
    expect(staticData.hookId).to.not.equal(first);
    // Deleted behind the node's back again: delete still succeeds (404 is as good as deleted).
    await call(t.app, account.apiKey, 'DELETE', `/v1/hooks/${staticData.hookId}`);
    expect(await method('delete').call(context)).to.equal(true);
    expect(staticData).to.deep.equal({});
  });

  it('a Free account cannot activate it: create throws the plan gate with its upgrade link', async () => {
    const { credentials } = await credentialsFor('free');
    const { staticData, context } = hookContext(
      credentials,
      { event: 'alert.triggered', domain: '' },
      `http://localhost:${n8n.port()}/webhook/trigger-3`,
    );
    let thrown: Error | undefined;
    try {
      await method('create').call(context);
    } catch (error) {
      thrown = error as Error;
    }
    expect(thrown?.message).to.equal(
      'Rampart refused to subscribe: 403 The automation-platform integration is not included in the Free plan: it comes with Professional, Enterprise (upgrade: http://rampart.test/v1/pricing/plans)',
    );
    expect(staticData).to.deep.equal({});
  });
});
