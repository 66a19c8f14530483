/**
 * The paid-feature gate (docs/billing.md) on the features that came with monitoring and reports: a
 * paid plan whose subscription is past due, unpaid or canceled gets 403 `Subscription is not active`
 * when it adds, changes or scans a monitored domain, sets white-label branding, or creates, changes
 * or tests a webhook endpoint, or changes domains in bulk, and nothing changes; listing and removing
 * (one domain or many) still work, so a lapsed customer can see and tidy up.
 */
import { expect } from 'chai';
import { ReportBranding } from '../../../db/entities/report-branding.entity.js';
import { User } from '../../../db/entities/user.entity.js';
import { signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { addDomain, bearer, useMonitorApp } from '../monitoring/monitoring-kit.js';

const LAPSED = ['past_due', 'unpaid', 'canceled'] as const;

forEachDatabase('paid-feature gate on monitoring, branding and webhooks', (database) => {
  const s = useMonitorApp(database);
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, key: string, payload?: object) =>
    s.t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });

  for (const status of LAPSED) {
    it(`refuses changes with 403 when a paid subscription is ${status}, and still lists and removes`, async () => {
      const account = await signUp(s.t.app);
      await s.t.db.manager.update(User, { id: account.id }, { plan: 'msp', subscriptionStatus: 'active' });
      const kept = await addDomain(s.t.app, account.apiKey, { domain: 'mon-4.test' });
      const tidied = await addDomain(s.t.app, account.apiKey, { domain: 'mon-6.test' });
      const hook = { url: 'https://hooks.example.com/rampart', enabled_events: ['scan.completed'] };
      const endpoint = await send('POST', '/v1/webhooks', account.apiKey, hook);
      expect(endpoint.statusCode, endpoint.body).to.equal(201);
      const endpointId = endpoint.json().id as number;
      await s.t.db.manager.update(User, { id: account.id }, { subscriptionStatus: status });

      const refused = [
        await send('POST', '/v1/domains', account.apiKey, { domain: 'mon-5.test' }),
        await send('PATCH', `/v1/domains/${kept.id}`, account.apiKey, { alert_threshold: 30 }),
        await send('PATCH', `/v1/domains/${kept.id}/badge`, account.apiKey, { badge_enabled: true }),
        await send('POST', `/v1/domains/${kept.id}/scan`, account.apiKey),
        await send('PUT', '/v1/settings/branding', account.apiKey, { company_name: 'Lapsed Ltd' }),
        await send('POST', '/v1/webhooks', account.apiKey, hook),
        await send('PATCH', `/v1/webhooks/${endpointId}`, account.apiKey, { description: 'changed' }),
        await send('POST', `/v1/webhooks/${endpointId}/test`, account.apiKey, {}),
        await send('POST', '/v1/domains/bulk-actions', account.apiKey, {
          action: 'add_tags',
          domain_ids: [kept.id],
          tags: ['lapsed'],
        }),
      ];
      for (const response of refused) {
        expect([response.statusCode, response.json()], response.body).to.deep.equal([
          403,
          { detail: 'Subscription is not active' },
        ]);
      }
      const list = await send('GET', '/v1/domains', account.apiKey);
      expect(list.statusCode).to.equal(200);
      expect(
        list.json().domains.map((d: { domain: string; alert_threshold: number }) => [d.domain, d.alert_threshold]),
      ).to.deep.equal([
        ['mon-4.test', 10],
        ['mon-6.test', 10],
      ]);
      // Removing many at once is tidying up too.
      const bulkRemoval = await send('POST', '/v1/domains/bulk-actions', account.apiKey, {
        action: 'remove',
        domain_ids: [tidied.id],
      });
      expect(bulkRemoval.statusCode, bulkRemoval.body).to.equal(200);
      expect(await s.t.db.manager.countBy(ReportBranding, { userId: account.id })).to.equal(0);
      expect((await send('DELETE', `/v1/domains/${kept.id}`, account.apiKey)).statusCode).to.equal(200);
      const endpoints = await send('GET', '/v1/webhooks', account.apiKey);
      expect(
        endpoints.json().map((e: { id: number; description: string | null }) => [e.id, e.description]),
      ).to.deep.equal([[endpointId, null]]);
      expect((await send('DELETE', `/v1/webhooks/${endpointId}`, account.apiKey)).statusCode).to.equal(204);
    });
  }
});
