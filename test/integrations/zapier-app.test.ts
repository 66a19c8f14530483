/**
 * The Zapier app (integrations/zapier/) run by zapier-platform-core's own app tester against a real
 * Rampart listening on loopback (the lab's local internet, the embedded engine): the connection
 * test, a REST Hook subscribed by the app and fed by a real scan the app's own action started, the
 * delivery turned into an item, the polling fallback with the same id, the searches, unsubscribing,
 * a 410 that unsubscribed the hook first, and a Free account's plan gate as Zapier expects it.
 */
import { createRequire } from 'node:module';
import { expect } from 'chai';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';
import { useScanApp } from '../api/scans/scan-kit.js';
import { signUp } from '../helpers/accounts.js';
import { forEachDatabase } from '../helpers/databases.js';
import { until } from '../helpers/wait.js';
import { TestReceiver } from '../webhooks/receiver.js';
import { call, setPlan } from '../webhooks/webhook-kit.js';

const require = createRequire(import.meta.url);
// biome-ignore lint/suspicious/noExplicitAny: the app is plain CommonJS for Zapier's runtime.
const App: any = require('../../integrations/zapier/index.js');
const zapier = require('zapier-platform-core') as {
  createAppTester(app: unknown): (method: unknown, bundle: Record<string, unknown>) => Promise<unknown>;
};
// Zapier's runtime patches Node's http module to log every outbound request. Rampart runs in this
// same process here (on Zapier it is another machine), and the patch would wrap Rampart's own
// deliveries too: the app's documented flag turns the patch off for the test only.
const appTester = zapier.createAppTester({ ...App, flags: { skipHttpPatch: true } });

type Item = Record<string, unknown> & { id: string };

forEachDatabase('the Zapier app against a live Rampart', (database) => {
  const t = useScanApp(database, { WEBHOOK_RETRY_SCHEDULE: '0,0,0,0' });
  const sink = new TestReceiver();
  let base = '';
  before(async () => {
    await sink.start();
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(() => sink.stop());

  async function connection(plan: 'free' | 'professional') {
    const account = await signUp(t.app);
    await setPlan(t.db, account.id, plan);
    return { account, authData: { base_url: base, api_key: account.apiKey } };
  }

  const errorOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return error as Error;
    }
    throw new Error('expected the call to fail');
  };

  it('connection test: passes on Professional; a Free account gets the plan gate with the upgrade link; a bad key must reconnect', async () => {
    const pro = await connection('professional');
    expect(await appTester(App.authentication.test, { authData: pro.authData })).to.deep.equal({ subscriptions: 0 });
    const free = await connection('free');
    const gated = await errorOf(appTester(App.authentication.test, { authData: free.authData }));
    const body = JSON.parse(gated.message);
    expect(body).to.include({ code: 'PlanUpgradeRequired', status: 403 });
    expect(body.message).to.include('not included in the Free plan').and.include('/v1/pricing/plans');
    const refused = await errorOf(
      appTester(App.authentication.test, { authData: { base_url: base, api_key: 'rp_wrong' } }),
    );
    expect(refused.name).to.equal('ExpiredAuthError');
  });

  it('subscribes, hears a real scan started by its own action, polls the same item, searches, and unsubscribes', async function () {
    this.timeout(120_000);
    const { authData, account } = await connection('professional');
    const trigger = App.triggers.scan_completed.operation;
    const subscribeData = (await appTester(trigger.performSubscribe, {
      authData,
      targetUrl: `http://localhost:${sink.port()}/zapier-hook`,
      inputData: { domain: 'web-core.test' },
    })) as { id: number; event: string; secret?: string };
    expect(subscribeData).to.include({ event: 'scan.completed', is_active: true });
    expect(subscribeData).to.not.have.property('secret');

    const job = (await appTester(App.creates.start_scan.operation.perform, {
      authData,
      inputData: { domain: 'web-core.test', wait_seconds: 25 },
    })) as { id: number; status: string; result: { grade: string } };
    expect(job.status).to.equal('completed');

    const delivery = await until(
      'the REST Hook delivery',
      () => sink.requests.find((each) => each.path === '/zapier-hook'),
      20_000,
    );
    const items = (await appTester(trigger.perform, {
      authData,
      inputData: { domain: 'web-core.test' },
      cleanedRequest: JSON.parse(delivery.body),
    })) as Item[];
    expect(items).to.have.length(1);
    expect(items[0]).to.include({
      event: 'scan.completed',
      job_id: job.id,
      domain: 'web-core.test',
      grade: job.result.grade,
    });

    const polled = (await appTester(trigger.performList, {
      authData,
      inputData: { domain: 'web-core.test' },
    })) as Item[];
    expect(polled[0]).to.deep.equal(items[0]);

    const found = (await appTester(App.searches.find_latest_scan.operation.perform, {
      authData,
      inputData: { domain: 'web-core.test' },
    })) as { id: number }[];
    expect(found.map((each) => each.id)).to.deep.equal([job.id]);
    const added = (await appTester(App.creates.add_monitored_domain.operation.perform, {
      authData,
      inputData: { domain: 'web-core.test', scan_frequency: 'weekly' },
    })) as { id: number };
    const monitored = (await appTester(App.searches.find_monitored_domain.operation.perform, {
      authData,
      inputData: { domain: 'web-core.test' },
    })) as { id: number; scan_frequency: string }[];
    expect(monitored).to.have.length(1);
    expect(monitored[0]).to.include({ id: added.id, scan_frequency: 'weekly' });
    const missingAlert = await errorOf(
      appTester(App.creates.mark_alert_read.operation.perform, { authData, inputData: { alert_id: 987654 } }),
    );
    expect(JSON.parse(missingAlert.message)).to.include({ message: 'Alert not found', status: 404 });

    await appTester(trigger.performUnsubscribe, { authData, subscribeData });
    expect((await call(t.app, account.apiKey, 'GET', '/v1/hooks')).json()).to.deep.equal([]);
  });

  it('a target that answered 410 was unsubscribed by Rampart; the app unsubscribing afterwards still succeeds', async function () {
    this.timeout(120_000);
    const { authData } = await connection('professional');
    sink.answer = (_index, request) => (request.path === '/zapier-gone' ? { status: 410 } : { status: 200 });
    const trigger = App.triggers.scan_completed.operation;
    const subscribeData = (await appTester(trigger.performSubscribe, {
      authData,
      targetUrl: `http://localhost:${sink.port()}/zapier-gone`,
      inputData: {},
    })) as { id: number };
    await appTester(App.creates.start_scan.operation.perform, {
      authData,
      inputData: { domain: 'web-core.test', wait_seconds: 25 },
    });
    await until('the 410 to unsubscribe', async () => {
      const row = await t.db.manager.findOneBy(WebhookEndpoint, { id: subscribeData.id });
      return row?.disabledReason === 'target_gone';
    });
    expect(await appTester(trigger.performUnsubscribe, { authData, subscribeData })).to.deep.equal({
      unsubscribed: subscribeData.id,
    });
    expect(await t.db.manager.findOneBy(WebhookEndpoint, { id: subscribeData.id })).to.equal(null);
  });

  it('a Free account: subscribing fails with the upgrade link, polling halts (the Zap stays on)', async () => {
    const { authData } = await connection('free');
    const trigger = App.triggers.alert_triggered.operation;
    const subscribing = await errorOf(
      appTester(trigger.performSubscribe, {
        authData,
        targetUrl: `http://localhost:${sink.port()}/free`,
        inputData: { min_severity: 'high' },
      }),
    );
    expect(JSON.parse(subscribing.message)).to.include({ code: 'PlanUpgradeRequired', status: 403 });
    const polling = await errorOf(appTester(trigger.performList, { authData, inputData: {} }));
    expect(polling.name).to.equal('HaltedError');
    expect(polling.message).to.include('Upgrade at http://rampart.test/v1/pricing/plans');
  });
});
