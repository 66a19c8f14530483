/**
 * The activity log of monitored domains (add, change, badge, remove) and PDF branding, on each
 * database with the monitoring lab: each entry names the domain and what changed, a refused change
 * writes none, and a domain whose schedule could not be made leaves no entry behind.
 */
import { expect } from 'chai';
import { signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { addDomain, bearer, MONITOR_DOMAINS, setPlan, useMonitorApp } from '../monitoring/monitoring-kit.js';
import { activityPage, storedTypes } from './activity-kit.js';

forEachDatabase('account activity of domains and branding', (database) => {
  const env = useMonitorApp(database);
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, key: string, payload?: object) =>
    env.t.app.inject({ method, url, headers: bearer(key), payload });

  it('records add, change, badge and removal of a monitored domain', async () => {
    const account = await signUp(env.t.app);
    const added = await addDomain(env.t.app, account.apiKey, { domain: MONITOR_DOMAINS[1] });
    // Refused changes (a frequency Free lacks, a domain already there) record nothing.
    expect(
      (await send('PATCH', `/v1/domains/${added.id}`, account.apiKey, { scan_frequency: 'hourly' })).statusCode,
    ).to.equal(403);
    expect((await send('POST', '/v1/domains', account.apiKey, { domain: MONITOR_DOMAINS[1] })).statusCode).to.equal(
      400,
    );
    const changed = await send('PATCH', `/v1/domains/${added.id}`, account.apiKey, { alert_threshold: 25 });
    expect(changed.statusCode, changed.body).to.equal(200);
    expect(
      (await send('PATCH', `/v1/domains/${added.id}/badge`, account.apiKey, { badge_enabled: true })).statusCode,
    ).to.equal(200);
    expect((await send('DELETE', `/v1/domains/${added.id}`, account.apiKey)).statusCode).to.equal(200);

    const page = await activityPage(env.t.app, account.apiKey, '?limit=4');
    const domain = { domain_id: added.id, domain: MONITOR_DOMAINS[1] };
    expect(page.activity.map((entry) => [entry.type, entry.details])).to.deep.equal([
      ['domain.removed', domain],
      ['domain.updated', { ...domain, changes: ['badge_enabled'], badge_enabled: true }],
      ['domain.updated', { ...domain, changes: ['alert_threshold'] }],
      ['domain.added', { ...domain, scan_frequency: 'daily' }],
    ]);
    expect(page.activity.every((entry) => entry.actor === 'api_key')).to.equal(true);
    const filtered = await activityPage(env.t.app, account.apiKey, '?type=domain.updated');
    expect(filtered.total).to.equal(2);
  });

  it('records branding set and removed; removing none records nothing', async () => {
    const account = await signUp(env.t.app);
    await setPlan(env.t, account.id, 'msp');
    expect((await send('DELETE', '/v1/settings/branding', account.apiKey)).statusCode).to.equal(204);
    const set = await send('PUT', '/v1/settings/branding', account.apiKey, {
      company_name: 'Acme Security',
      accent_color: '#1F6FEB',
    });
    expect(set.statusCode, set.body).to.equal(200);
    expect((await send('DELETE', '/v1/settings/branding', account.apiKey)).statusCode).to.equal(204);
    expect(await storedTypes(env.t.db, account.id)).to.deep.equal([
      'account.created',
      'branding.updated',
      'branding.removed',
    ]);
    const page = await activityPage(env.t.app, account.apiKey, '?type=branding.updated');
    expect(page.activity[0]?.details).to.deep.equal({
      company_name: 'Acme Security',
      accent_color: '#1f6feb',
      logo: false,
    });
  });
});
