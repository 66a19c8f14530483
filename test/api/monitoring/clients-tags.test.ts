/**
 * Clients and tags of monitored domains over HTTP, on each database: client CRUD (names unique per
 * account, others' clients 404, removal leaves domains unassigned), a domain's client and tags on
 * add and change (checked, normalised), and the domain list filtered by client and tag while `used`
 * still counts every slot.
 */
import { expect } from 'chai';
import { AccountActivity } from '../../../db/entities/account-activity.entity.js';
import { ClientAlertPreferencesRow } from '../../../db/entities/client-alert-preferences.entity.js';
import { DomainTag } from '../../../db/entities/domain-tag.entity.js';
import { MonitoredDomain } from '../../../db/entities/monitored-domain.entity.js';
import { WorkflowSchedule } from '../../../db/entities/workflow-schedule.entity.js';
import { signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { addDomain, bearer, setPlan, useMonitorApp } from './monitoring-kit.js';

forEachDatabase('domain monitoring: clients and tags', (database) => {
  const s = useMonitorApp(database);
  const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, key: string, payload?: object) =>
    s.t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
  const createClient = async (key: string, name: string): Promise<{ id: number; name: string }> => {
    const response = await request('POST', '/v1/clients', key, { name });
    expect(response.statusCode, response.body).to.equal(201);
    return response.json();
  };

  it('creates, lists, reads, renames and removes clients; names are unique per account', async () => {
    const account = await signUp(s.t.app);
    const acme = await createClient(account.apiKey, '  Acme Dental  ');
    expect(acme).to.include({ name: 'Acme Dental', domain_count: 0 });
    await createClient(account.apiKey, 'Bravo Law');
    const duplicate = await request('POST', '/v1/clients', account.apiKey, { name: 'Acme Dental' });
    expect([duplicate.statusCode, duplicate.json()]).to.deep.equal([
      400,
      { detail: 'A client named Acme Dental already exists' },
    ]);
    for (const payload of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(121) }, { name: 7 }]) {
      const bad = await request('POST', '/v1/clients', account.apiKey, payload);
      expect(bad.statusCode, JSON.stringify(payload)).to.equal(422);
      expect(bad.json().detail[0].field).to.equal('name');
    }
    const list = await request('GET', '/v1/clients', account.apiKey);
    expect(list.json().clients.map((c: { name: string }) => c.name)).to.deep.equal(['Acme Dental', 'Bravo Law']);
    const renamed = await request('PATCH', `/v1/clients/${acme.id}`, account.apiKey, { name: 'Acme Dental EU' });
    expect([renamed.statusCode, renamed.json().name]).to.deep.equal([200, 'Acme Dental EU']);
    const clash = await request('PATCH', `/v1/clients/${acme.id}`, account.apiKey, { name: 'Bravo Law' });
    expect(clash.statusCode).to.equal(400);
    expect((await request('GET', `/v1/clients/${acme.id}`, account.apiKey)).json().name).to.equal('Acme Dental EU');
    // Another account: its own namespace, and 404 on ours.
    const other = await signUp(s.t.app);
    await createClient(other.apiKey, 'Acme Dental EU');
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'Mine' }], ['DELETE']] as const) {
      const response = await request(method, `/v1/clients/${acme.id}`, other.apiKey, payload);
      expect([response.statusCode, response.json()], method).to.deep.equal([404, { detail: 'Client not found' }]);
    }
    const removed = await request('DELETE', `/v1/clients/${acme.id}`, account.apiKey);
    expect(removed.json()).to.deep.equal({ id: acme.id, deleted: true });
    expect((await request('GET', `/v1/clients/${acme.id}`, account.apiKey)).statusCode).to.equal(404);
    expect((await request('GET', '/v1/clients', account.apiKey)).json().clients).to.have.length(1);
  });

  it('filters the scan history by client and tag: scans of the matching monitored domains only', async () => {
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'professional');
    const acme = await createClient(account.apiKey, 'Acme Dental');
    const bravo = await createClient(account.apiKey, 'Bravo Law');
    const one = await addDomain(s.t.app, account.apiKey, { domain: 'mon-1.test', client_id: acme.id, tags: ['prod'] });
    const two = await addDomain(s.t.app, account.apiKey, { domain: 'mon-2.test', client_id: bravo.id, tags: ['prod'] });
    for (const id of [one.id, two.id, one.id]) {
      const scan = await request('POST', `/v1/domains/${id}/scan`, account.apiKey);
      expect(scan.statusCode, scan.body).to.equal(202);
    }
    const adHoc = await request('POST', '/v1/scan', account.apiKey, { domain: 'mon-3.test' });
    expect(adHoc.statusCode, adHoc.body).to.equal(202);
    const history = async (query: string) => {
      const response = await request('GET', `/v1/scan/history${query}`, account.apiKey);
      expect(response.statusCode, response.body).to.equal(200);
      const body = response.json();
      return { total: body.total, domains: body.scans.map((scan: { domain: string }) => scan.domain) };
    };
    expect(await history('')).to.deep.equal({
      total: 4,
      domains: ['mon-3.test', 'mon-1.test', 'mon-2.test', 'mon-1.test'],
    });
    expect(await history(`?client_id=${acme.id}`)).to.deep.equal({ total: 2, domains: ['mon-1.test', 'mon-1.test'] });
    expect(await history('?tag=PROD')).to.deep.equal({
      total: 3,
      domains: ['mon-1.test', 'mon-2.test', 'mon-1.test'],
    });
    expect(await history(`?client_id=${bravo.id}&tag=prod&limit=1`)).to.deep.equal({
      total: 1,
      domains: ['mon-2.test'],
    });
    // Another account's client narrows the caller's own scans to none.
    const other = await signUp(s.t.app);
    const theirs = await createClient(other.apiKey, 'Theirs');
    expect(await history(`?client_id=${theirs.id}`)).to.deep.equal({ total: 0, domains: [] });
    const bad = await request('GET', '/v1/scan/history?client_id=zero', account.apiKey);
    expect(bad.statusCode).to.equal(422);
  });

  it('gives a domain a client and tags on add and change, normalised; refuses others and bad tags', async () => {
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'professional');
    const acme = await createClient(account.apiKey, 'Acme');
    const bravo = await createClient(account.apiKey, 'Bravo');
    const added = await addDomain(s.t.app, account.apiKey, {
      domain: 'mon-1.test',
      client_id: acme.id,
      tags: ['Production', 'eu-west', 'production '],
    });
    expect(added).to.deep.include({ client_id: acme.id, tags: ['eu-west', 'production'] });
    const plain = await addDomain(s.t.app, account.apiKey, { domain: 'mon-2.test' });
    expect(plain).to.deep.include({ client_id: null, tags: [] });
    const moved = await request('PATCH', `/v1/domains/${added.id}`, account.apiKey, {
      client_id: bravo.id,
      tags: ['staging'],
    });
    expect(moved.json()).to.deep.include({ client_id: bravo.id, tags: ['staging'] });
    const unassigned = await request('PATCH', `/v1/domains/${added.id}`, account.apiKey, { client_id: null });
    expect(unassigned.json()).to.deep.include({ client_id: null, tags: ['staging'] });
    // Another account's client is not a client of ours: the 422 of the field, on an add and a change.
    const other = await signUp(s.t.app);
    const theirs = await createClient(other.apiKey, 'Theirs');
    const notOurs = { field: 'client_id', message: 'Must be the id of one of your clients, or null' };
    for (const payload of [{ client_id: theirs.id }, { client_id: 999_999 }]) {
      const refused = await request('PATCH', `/v1/domains/${added.id}`, account.apiKey, payload);
      expect([refused.statusCode, refused.json()]).to.deep.equal([422, { detail: [notOurs] }]);
      const notAdded = await request('POST', '/v1/domains', account.apiKey, { domain: 'mon-4.test', ...payload });
      expect([notAdded.statusCode, notAdded.json()]).to.deep.equal([422, { detail: [notOurs] }]);
    }
    const badTag = await request('POST', '/v1/domains', account.apiKey, { domain: 'mon-3.test', tags: ['no/slash'] });
    expect(badTag.statusCode).to.equal(400);
    expect(badTag.json().detail).to.match(/^Invalid tag "no\/slash": /);
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`);
    const tooMany = await request('PATCH', `/v1/domains/${added.id}`, account.apiKey, { tags: many });
    expect([tooMany.statusCode, tooMany.json()]).to.deep.equal([
      400,
      { detail: 'Too many tags: a domain has at most 20' },
    ]);
    expect((await request('PATCH', `/v1/domains/${added.id}`, account.apiKey, { tags: 'prod' })).statusCode).to.equal(
      422,
    );
    expect((await request('PATCH', `/v1/domains/${added.id}`, account.apiKey, { client_id: 'a' })).statusCode).to.equal(
      422,
    );
    // A refused add took no slot.
    expect((await request('GET', '/v1/domains', account.apiKey)).json().used).to.equal(2);
  });

  it('filters the domain list by client and by tag; used still counts every slot', async () => {
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'professional');
    const acme = await createClient(account.apiKey, 'Acme');
    await addDomain(s.t.app, account.apiKey, { domain: 'mon-1.test', client_id: acme.id, tags: ['prod'] });
    await addDomain(s.t.app, account.apiKey, { domain: 'mon-2.test', client_id: acme.id, tags: ['staging'] });
    await addDomain(s.t.app, account.apiKey, { domain: 'mon-3.test', tags: ['prod'] });
    const names = async (query: string) => {
      const response = await request('GET', `/v1/domains${query}`, account.apiKey);
      expect(response.statusCode, response.body).to.equal(200);
      expect(response.json().used).to.equal(3);
      return response.json().domains.map((d: { domain: string }) => d.domain);
    };
    expect(await names('')).to.deep.equal(['mon-1.test', 'mon-2.test', 'mon-3.test']);
    expect(await names(`?client_id=${acme.id}`)).to.deep.equal(['mon-1.test', 'mon-2.test']);
    expect(await names('?tag=PROD')).to.deep.equal(['mon-1.test', 'mon-3.test']);
    expect(await names(`?client_id=${acme.id}&tag=prod`)).to.deep.equal(['mon-1.test']);
    expect(await names('?tag=none')).to.deep.equal([]);
    expect((await request('GET', `/v1/clients/${acme.id}`, account.apiKey)).json().domain_count).to.equal(2);
    expect((await request('GET', '/v1/domains?client_id=x', account.apiKey)).statusCode).to.equal(422);
    // Removing the client leaves its domains monitored, with no client.
    await request('DELETE', `/v1/clients/${acme.id}`, account.apiKey);
    const after = (await request('GET', '/v1/domains', account.apiKey)).json();
    expect(after.domains.map((d: { client_id: number | null }) => d.client_id)).to.deep.equal([null, null, null]);
    expect(after.domains[0].tags).to.deep.equal(['prod']);
  });

  it('needs credentials (401) for every client operation', async () => {
    for (const [method, url] of [
      ['GET', '/v1/clients'],
      ['POST', '/v1/clients'],
      ['GET', '/v1/clients/1'],
      ['PATCH', '/v1/clients/1'],
      ['DELETE', '/v1/clients/1'],
    ] as const) {
      const response = await s.t.app.inject({
        method,
        url,
        ...(method === 'POST' || method === 'PATCH' ? { payload: { name: 'x' } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).to.equal(401);
    }
  });

  it('changes many domains at once: client, tags added and removed, frequency (schedules moved); others left alone', async () => {
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'professional');
    const acme = await createClient(account.apiKey, 'Acme');
    const one = await addDomain(s.t.app, account.apiKey, { domain: 'mon-1.test', tags: ['old'] });
    const two = await addDomain(s.t.app, account.apiKey, { domain: 'mon-2.test' });
    const other = await signUp(s.t.app);
    await setPlan(s.t, other.id, 'professional');
    const theirs = await addDomain(s.t.app, other.apiKey, { domain: 'mon-3.test' });
    const act = (payload: object) => request('POST', '/v1/domains/bulk-actions', account.apiKey, payload);
    const ids = [one.id, two.id, theirs.id];
    const assigned = await act({ action: 'assign_client', domain_ids: ids, client_id: acme.id });
    expect([assigned.statusCode, assigned.json()]).to.deep.equal([
      200,
      { action: 'assign_client', changed: 2, not_found: [theirs.id] },
    ]);
    expect((await act({ action: 'add_tags', domain_ids: ids, tags: ['Prod', 'eu'] })).json().changed).to.equal(2);
    expect((await act({ action: 'remove_tags', domain_ids: ids, tags: ['old'] })).json().changed).to.equal(2);
    const frequency = await act({ action: 'set_frequency', domain_ids: ids, scan_frequency: 'weekly' });
    expect(frequency.json().changed).to.equal(2);
    const list = (await request('GET', '/v1/domains', account.apiKey)).json().domains;
    expect(
      list.map((d: { client_id: number; tags: string[]; scan_frequency: string }) => [
        d.client_id,
        d.tags,
        d.scan_frequency,
      ]),
    ).to.deep.equal([
      [acme.id, ['eu', 'prod'], 'weekly'],
      [acme.id, ['eu', 'prod'], 'weekly'],
    ]);
    const schedules = await s.t.db.manager.find(WorkflowSchedule, {
      where: [{ id: `monitor-${one.id}` }, { id: `monitor-${two.id}` }, { id: `monitor-${theirs.id}` }],
      order: { id: 'ASC' },
    });
    expect(schedules.map((row) => [row.id, row.everyMs])).to.have.deep.members([
      [`monitor-${one.id}`, 7 * 86_400_000],
      [`monitor-${two.id}`, 7 * 86_400_000],
      [`monitor-${theirs.id}`, 86_400_000],
    ]);
    const untouched = (await request('GET', '/v1/domains', other.apiKey)).json().domains[0];
    expect(untouched).to.deep.include({ client_id: null, tags: [], scan_frequency: 'daily' });
    const unassigned = await act({ action: 'assign_client', domain_ids: [one.id], client_id: null });
    expect(unassigned.json().changed).to.equal(1);
    // One activity entry per action, naming only the caller's domains; nothing on the other account.
    const logged = await s.t.db.manager.find(AccountActivity, {
      where: { userId: account.id, type: 'domain.bulk_updated' },
      order: { id: 'ASC' },
    });
    expect(logged.map((entry) => [entry.actor, entry.details])).to.deep.equal([
      ['api_key', { action: 'assign_client', domain_ids: [one.id, two.id], client_id: acme.id }],
      ['api_key', { action: 'add_tags', domain_ids: [one.id, two.id], tags: ['prod', 'eu'] }],
      ['api_key', { action: 'remove_tags', domain_ids: [one.id, two.id], tags: ['old'] }],
      ['api_key', { action: 'set_frequency', domain_ids: [one.id, two.id], scan_frequency: 'weekly' }],
      ['api_key', { action: 'assign_client', domain_ids: [one.id], client_id: null }],
    ]);
    expect(await s.t.db.manager.countBy(AccountActivity, { userId: other.id, type: 'domain.bulk_updated' })).to.equal(
      0,
    );
    // Refusals: what the schema refuses (422); an action without its argument, a bad frequency or
    // tag (400); another's client (the 422 of client_id, as a single add or change).
    expect((await act({ action: 'add_tags', domain_ids: [one.id] })).json()).to.deep.equal({
      detail: 'The add_tags action needs tags',
    });
    expect((await act({ action: 'explode', domain_ids: [one.id] })).statusCode).to.equal(422);
    expect((await act({ action: 'add_tags', domain_ids: [], tags: ['x'] })).statusCode).to.equal(422);
    expect(
      (await act({ action: 'set_frequency', domain_ids: [one.id], scan_frequency: 'yearly' })).json(),
    ).to.deep.equal({
      detail: 'Invalid scan frequency',
    });
    const theirClient = await createClient(other.apiKey, 'Theirs');
    const notOurs = await act({ action: 'assign_client', domain_ids: [one.id], client_id: theirClient.id });
    expect([notOurs.statusCode, notOurs.json()]).to.deep.equal([
      422,
      { detail: [{ field: 'client_id', message: 'Must be the id of one of your clients, or null' }] },
    ]);
    expect((await act({ action: 'add_tags', domain_ids: [one.id], tags: ['a/b'] })).statusCode).to.equal(400);
  });

  it('removes many domains at once: their rows and schedules go, their slots are free again; others left alone', async () => {
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'starter');
    const added = [];
    for (const domain of ['mon-1.test', 'mon-2.test', 'mon-3.test', 'mon-4.test', 'mon-5.test']) {
      added.push(await addDomain(s.t.app, account.apiKey, { domain, tags: ['prod'] }));
    }
    const full = await request('POST', '/v1/domains', account.apiKey, { domain: 'mon-6.test' });
    expect([full.statusCode, full.json().detail]).to.deep.equal([
      400,
      'Domain limit reached: the Starter plan monitors at most 5 domains; remove one or upgrade your plan',
    ]);
    const other = await signUp(s.t.app);
    await setPlan(s.t, other.id, 'professional');
    const theirs = await addDomain(s.t.app, other.apiKey, { domain: 'mon-1.test' });
    const [one, two] = added as [{ id: number }, { id: number }];
    const removed = await request('POST', '/v1/domains/bulk-actions', account.apiKey, {
      action: 'remove',
      domain_ids: [one.id, two.id, theirs.id, one.id, 2147483647],
    });
    expect([removed.statusCode, removed.json()]).to.deep.equal([
      200,
      { action: 'remove', changed: 2, not_found: [theirs.id, 2147483647] },
    ]);
    const listed = (await request('GET', '/v1/domains', account.apiKey)).json().domains;
    expect(listed.map((d: { domain: string }) => d.domain).sort()).to.deep.equal([
      'mon-3.test',
      'mon-4.test',
      'mon-5.test',
    ]);
    for (const id of [one.id, two.id]) {
      expect(await s.t.db.manager.existsBy(MonitoredDomain, { id })).to.equal(false);
      expect(await s.t.db.manager.existsBy(WorkflowSchedule, { id: `monitor-${id}` }), `monitor-${id}`).to.equal(false);
      expect(await s.t.db.manager.countBy(DomainTag, { domainId: id })).to.equal(0);
    }
    // The other account's domain of the same name, and its schedule, are untouched.
    expect(await s.t.db.manager.existsBy(WorkflowSchedule, { id: `monitor-${theirs.id}` })).to.equal(true);
    expect(await s.t.db.manager.existsBy(MonitoredDomain, { id: theirs.id })).to.equal(true);
    // The two slots are free again.
    await addDomain(s.t.app, account.apiKey, { domain: 'mon-6.test' });
    await addDomain(s.t.app, account.apiKey, { domain: 'mon-1.test' });
    // Nothing of the caller's left to remove: nothing changes, nothing is logged.
    const again = await request('POST', '/v1/domains/bulk-actions', account.apiKey, {
      action: 'remove',
      domain_ids: [one.id, two.id],
    });
    expect(again.json()).to.deep.equal({ action: 'remove', changed: 0, not_found: [one.id, two.id] });
    const logged = await s.t.db.manager.find(AccountActivity, {
      where: { userId: account.id, type: 'domain.bulk_updated' },
    });
    expect(logged.map((entry) => entry.details)).to.deep.equal([
      { action: 'remove', domain_ids: [one.id, two.id], domains: ['mon-1.test', 'mon-2.test'] },
    ]);
  });

  it("keeps a client's own alert preferences, the account's until set; 404 for another account's client", async () => {
    const account = await signUp(s.t.app);
    const acme = await createClient(account.apiKey, 'Acme');
    const url = `/v1/clients/${acme.id}/alert-preferences`;
    const all = { score_drop: true, critical_issue: true, cert_expiry: true, config_change: true };
    expect((await request('GET', url, account.apiKey)).json()).to.deep.equal({
      client_id: acme.id,
      source: 'account',
      ...all,
    });
    const accountWide = { ...all, config_change: false };
    const settings = await s.t.app.inject({
      method: 'PUT',
      url: '/v1/settings/alert-preferences',
      headers: bearer(account.apiKey),
      payload: { config_change: false },
    });
    expect(settings.json()).to.deep.equal(accountWide);
    expect((await request('GET', url, account.apiKey)).json()).to.deep.include({ source: 'account', ...accountWide });
    const put = await s.t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(account.apiKey),
      payload: { score_drop: false },
    });
    expect([put.statusCode, put.json()]).to.deep.equal([
      200,
      { client_id: acme.id, source: 'client', ...all, score_drop: false },
    ]);
    expect((await request('GET', url, account.apiKey)).json()).to.deep.include({ source: 'client', score_drop: false });
    // The account's own are unchanged by the client's.
    const own = await s.t.app.inject({
      method: 'GET',
      url: '/v1/settings/alert-preferences',
      headers: bearer(account.apiKey),
    });
    expect(own.json()).to.deep.equal(accountWide);
    const bad = await s.t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(account.apiKey),
      payload: { score_drop: 'no' },
    });
    expect(bad.statusCode).to.equal(422);
    const other = await signUp(s.t.app);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await s.t.app.inject({
        method,
        url,
        headers: bearer(other.apiKey),
        ...(method === 'PUT' ? { payload: {} } : {}),
      });
      expect([response.statusCode, response.json()], method).to.deep.equal([404, { detail: 'Client not found' }]);
    }
    const reset = await request('DELETE', url, account.apiKey);
    expect(reset.json()).to.deep.equal({ client_id: acme.id, source: 'account', ...accountWide });
    await s.t.app.inject({ method: 'PUT', url, headers: bearer(account.apiKey), payload: { cert_expiry: false } });
    // Removing the client removes its preferences.
    await request('DELETE', `/v1/clients/${acme.id}`, account.apiKey);
    expect(await s.t.db.manager.countBy(ClientAlertPreferencesRow, { clientId: acme.id })).to.equal(0);
  });
});
