/**
 * Webhook endpoints scoped to a client (docs/portfolio.md, "Scoped to a client"), on SQLite and
 * MariaDB, with the real app, outbox, dispatcher and loopback receivers: `client_id` on create and
 * change (422 for a client that is not the caller's), the fan-out sending a scoped endpoint only the
 * events about its client's monitored domains (an ad-hoc scan of an unmonitored domain, or of one
 * with no client, goes only to account-wide endpoints), and a removed client's endpoints disabled,
 * never widened to the whole account until a new scope is chosen.
 */
import { expect } from 'chai';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { TestReceiver } from './receiver.js';
import { alertData, call, deliveriesDone, emitEvent, scanData, setPlan } from './webhook-kit.js';

forEachDatabase('webhook endpoints scoped to a client', (database) => {
  let t: TestApp;
  const sink = new TestReceiver();
  let base = '';

  before(async () => {
    t = await buildTestApp(database, { WEBHOOK_RETRY_SCHEDULE: '0,0,0,0' });
    base = `http://localhost:${await sink.start()}`;
  });
  after(async () => {
    await t.close();
    await sink.stop();
  });

  const createClient = async (apiKey: string, name: string): Promise<number> => {
    const response = await call(t.app, apiKey, 'POST', '/v1/clients', { name });
    expect(response.statusCode, response.body).to.equal(201);
    return response.json().id;
  };

  /** A monitored domain row as the API stores one (no schedule: nothing here scans). */
  const monitor = (userId: number, domain: string, clientId: number | null) =>
    t.db.manager.save(
      Object.assign(new MonitoredDomain(), {
        userId,
        domain,
        clientId,
        scanFrequency: 'daily',
        alertOnScoreDrop: true,
        alertThreshold: 10,
        badgeEnabled: false,
        badgePublishedAt: null,
        verificationToken: null,
        verifiedAt: null,
        verificationMethod: null,
        verificationCheckedAt: null,
        verificationFailure: null,
        alertState: null,
        lastEvaluatedJobId: null,
        lastScheduledRun: null,
        lastScheduledJobId: null,
        createdAt: t.clock.now(),
      }),
    );

  it('sends a client-scoped endpoint only the events about its client; account-wide endpoints hear everything', async () => {
    const owner = await signUp(t.app);
    await setPlan(t.db, owner.id, 'professional');
    const acme = await createClient(owner.apiKey, 'Acme');
    const bravo = await createClient(owner.apiKey, 'Bravo');
    await monitor(owner.id, 'acme-site.test', acme);
    await monitor(owner.id, 'bravo-site.test', bravo);
    await monitor(owner.id, 'plain-site.test', null);
    const events = ['scan.completed', 'alert.triggered'];
    const make = async (path: string, clientId?: number | null) => {
      const response = await call(t.app, owner.apiKey, 'POST', '/v1/webhooks', {
        url: `${base}/${path}`,
        enabled_events: events,
        ...(clientId === undefined ? {} : { client_id: clientId }),
      });
      expect(response.statusCode, response.body).to.equal(201);
      return response.json();
    };
    const wide = await make('wide');
    const explicitWide = await make('wide-null', null);
    const forAcme = await make('acme', acme);
    const forBravo = await make('bravo', bravo);
    expect([wide.client_id, explicitWide.client_id, forAcme.client_id, forBravo.client_id]).to.deep.equal([
      null,
      null,
      acme,
      bravo,
    ]);
    const listed = (await call(t.app, owner.apiKey, 'GET', '/v1/webhooks')).json();
    expect(listed.map((e: { id: number; client_id: number | null }) => [e.id, e.client_id])).to.have.deep.members([
      [wide.id, null],
      [explicitWide.id, null],
      [forAcme.id, acme],
      [forBravo.id, bravo],
    ]);
    expect((await call(t.app, owner.apiKey, 'GET', `/v1/webhooks/${forAcme.id}`)).json().client_id).to.equal(acme);

    const emitted = {
      acmeScan: await emitEvent(t.app, owner.id, 'scan.completed', scanData('acme-site.test')),
      acmeAlert: await emitEvent(t.app, owner.id, 'alert.triggered', alertData('acme-site.test')),
      bravoScan: await emitEvent(t.app, owner.id, 'scan.completed', scanData('bravo-site.test')),
      plainScan: await emitEvent(t.app, owner.id, 'scan.completed', scanData('plain-site.test')),
      // An ad-hoc scan of a domain the account does not monitor: about no client.
      adhocScan: await emitEvent(t.app, owner.id, 'scan.completed', scanData('adhoc-site.test')),
    };
    const all = Object.values(emitted);
    // The fan-out has run to the end (emitEvent executes the dispatch): every delivery row exists.
    const eventsOf = async (endpointId: number) =>
      (await t.db.manager.find(WebhookDelivery, { where: { endpointId }, order: { id: 'ASC' } })).map(
        (row) => row.eventId,
      );
    expect(await eventsOf(wide.id)).to.deep.equal(all);
    expect(await eventsOf(explicitWide.id)).to.deep.equal(all);
    expect(await eventsOf(forAcme.id)).to.deep.equal([emitted.acmeScan, emitted.acmeAlert]);
    expect(await eventsOf(forBravo.id)).to.deep.equal([emitted.bravoScan]);
    // And they arrive: the receiver saw each scoped endpoint's events only.
    await deliveriesDone(t.db, {}, all.length * 2 + 3);
    const paths = (path: string) =>
      sink.requests.filter((r) => r.path === `/${path}`).map((r) => JSON.parse(r.body).id);
    expect(paths('acme')).to.have.members([emitted.acmeScan, emitted.acmeAlert]);
    expect(paths('bravo')).to.deep.equal([emitted.bravoScan]);

    // Moving a domain to another client moves its events: read at fan-out, not at subscription.
    await t.db.manager.update(MonitoredDomain, { userId: owner.id, domain: 'plain-site.test' }, { clientId: bravo });
    const moved = await emitEvent(t.app, owner.id, 'scan.completed', scanData('plain-site.test'));
    expect(await eventsOf(forBravo.id)).to.deep.equal([emitted.bravoScan, moved]);
    expect(await eventsOf(forAcme.id)).to.not.include(moved);

    // Changing the scope: null makes it account-wide.
    const widened = await call(t.app, owner.apiKey, 'PATCH', `/v1/webhooks/${forBravo.id}`, { client_id: null });
    expect([widened.statusCode, widened.json().client_id]).to.deep.equal([200, null]);
    const later = await emitEvent(t.app, owner.id, 'scan.completed', scanData('adhoc-site.test'));
    expect(await eventsOf(forBravo.id)).to.include(later);
    expect(await eventsOf(forAcme.id)).to.not.include(later);
  });

  it("answers 422 for a client that is not the caller's, on create and change", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const theirs = await createClient(other.apiKey, 'Theirs');
    const refused = { field: 'client_id', message: 'Must be the id of one of your clients, or null' };
    for (const clientId of [theirs, 2147483647]) {
      const response = await call(t.app, owner.apiKey, 'POST', '/v1/webhooks', {
        url: `${base}/nope`,
        enabled_events: ['scan.completed'],
        client_id: clientId,
      });
      expect([response.statusCode, response.json()]).to.deep.equal([422, { detail: [refused] }]);
    }
    for (const clientId of [0, 'acme', 1.5]) {
      const response = await call(t.app, owner.apiKey, 'POST', '/v1/webhooks', {
        url: `${base}/nope`,
        enabled_events: ['scan.completed'],
        client_id: clientId,
      });
      expect(response.statusCode, String(clientId)).to.equal(422);
      expect(response.json().detail[0].field).to.equal('client_id');
    }
    expect((await call(t.app, owner.apiKey, 'GET', '/v1/webhooks')).json()).to.deep.equal([]);
    const mine = await call(t.app, owner.apiKey, 'POST', '/v1/webhooks', {
      url: `${base}/mine`,
      enabled_events: ['scan.completed'],
    });
    const patched = await call(t.app, owner.apiKey, 'PATCH', `/v1/webhooks/${mine.json().id}`, { client_id: theirs });
    expect([patched.statusCode, patched.json()]).to.deep.equal([422, { detail: [refused] }]);
    expect((await call(t.app, owner.apiKey, 'GET', `/v1/webhooks/${mine.json().id}`)).json().client_id).to.equal(null);
  });

  it("disables a removed client's endpoints, and re-enables one only with a scope chosen again", async () => {
    const owner = await signUp(t.app);
    await setPlan(t.db, owner.id, 'professional');
    const acme = await createClient(owner.apiKey, 'Acme');
    const bravo = await createClient(owner.apiKey, 'Bravo');
    await monitor(owner.id, 'gone-client.test', acme);
    const create = async (clientId: number | null) =>
      (
        await call(t.app, owner.apiKey, 'POST', '/v1/webhooks', {
          url: `${base}/removal`,
          enabled_events: ['scan.completed'],
          client_id: clientId,
        })
      ).json();
    const scoped = await create(acme);
    const wide = await create(null);
    const kept = await create(bravo);
    expect((await call(t.app, owner.apiKey, 'DELETE', `/v1/clients/${acme}`)).statusCode).to.equal(200);
    const after = (id: number) => call(t.app, owner.apiKey, 'GET', `/v1/webhooks/${id}`).then((r) => r.json());
    expect(await after(scoped.id)).to.deep.include({
      client_id: null,
      is_active: false,
      disabled_reason: 'client_removed',
    });
    expect(await after(wide.id)).to.deep.include({ client_id: null, is_active: true, disabled_reason: null });
    expect(await after(kept.id)).to.deep.include({ client_id: bravo, is_active: true });
    // The owner's activity log says which endpoint went off, and why: one entry for the one scoped endpoint.
    const log = (await call(t.app, owner.apiKey, 'GET', '/v1/account/activity?type=webhook.updated')).json();
    expect(
      log.activity.map((item: { type: string; details: Record<string, unknown> }) => [item.type, item.details]),
    ).to.deep.equal([
      [
        'webhook.updated',
        {
          webhook_id: scoped.id,
          url: `${base}/removal`,
          changes: ['client_id', 'is_active'],
          reason: 'client_removed',
        },
      ],
    ]);
    // The removed client's domain, now without a client, reaches only the account-wide endpoint.
    const event = await emitEvent(t.app, owner.id, 'scan.completed', scanData('gone-client.test'));
    const received = await t.db.manager.find(WebhookDelivery, { where: { eventId: event } });
    expect(received.map((row) => row.endpointId)).to.deep.equal([wide.id]);
    // Re-enabling it alone would widen it to every event of the account: refused until a scope is sent.
    const bare = await call(t.app, owner.apiKey, 'PATCH', `/v1/webhooks/${scoped.id}`, { is_active: true });
    expect([bare.statusCode, bare.json()]).to.deep.equal([
      400,
      {
        detail:
          'The client this endpoint was scoped to was removed: send client_id (another client, or null for every event of the account) with is_active true',
      },
    ]);
    const rescoped = await call(t.app, owner.apiKey, 'PATCH', `/v1/webhooks/${scoped.id}`, {
      is_active: true,
      client_id: bravo,
    });
    expect(rescoped.statusCode, rescoped.body).to.equal(200);
    expect(rescoped.json()).to.deep.include({
      client_id: bravo,
      is_active: true,
      disabled_reason: null,
      disabled_at: null,
    });
  });
});
