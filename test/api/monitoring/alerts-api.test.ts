/**
 * Alerts and alert preferences over HTTP, on each database (badges: badges-api.test.ts). Alerts are written through the
 * engine's consumer shape (rows as the consumer writes them) so each filter has something to find.
 */
import { expect } from 'chai';
import type { AlertType } from '../../../core/monitoring/monitoring-model.js';
import type { Severity } from '../../../core/scan-model/report.js';
import { Alert } from '../../../db/entities/alert.entity.js';
import { logIn, signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { addDomain, bearer, setPlan, useMonitorApp } from './monitoring-kit.js';

forEachDatabase('domain monitoring: alerts and preferences', (database) => {
  const s = useMonitorApp(database);
  const get = (url: string, key?: string, headers: Record<string, string> = {}) =>
    s.t.app.inject({ method: 'GET', url, headers: { ...(key ? bearer(key) : {}), ...headers } });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, key: string, payload?: object) =>
    s.t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });

  let seq = 0;
  async function alertRow(userId: number, domainId: number, domain: string, type: AlertType, severity: Severity) {
    seq += 1;
    return s.t.db.manager.save(
      s.t.db.manager.create(Alert, {
        userId,
        domainId,
        domain,
        jobId: 1_000_000 + seq,
        condition: `test:${seq}`,
        alertType: type,
        severity,
        title: `${type} on <${domain}>`,
        message: `Something about ${domain} changed.`,
        oldValue: 'before',
        newValue: 'after',
        score: 70,
        grade: 'C',
        read: false,
        createdAt: new Date(Date.UTC(2026, 10, 23, 10, 0, seq)),
      }),
    );
  }

  /** An account on Professional with two domains and five alerts across them. */
  async function seeded() {
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'professional');
    const one = await addDomain(s.t.app, account.apiKey, { domain: 'mon-1.test' });
    const two = await addDomain(s.t.app, account.apiKey, { domain: 'mon-2.test' });
    const alerts = [
      await alertRow(account.id, one.id, 'mon-1.test', 'score_drop', 'medium'),
      await alertRow(account.id, one.id, 'mon-1.test', 'critical_issue', 'critical'),
      await alertRow(account.id, two.id, 'mon-2.test', 'config_change', 'high'),
      await alertRow(account.id, two.id, 'mon-2.test', 'cert_expiring_soon', 'high'),
      await alertRow(account.id, two.id, 'mon-2.test', 'cert_expired', 'critical'),
    ];
    return { account, one, two, alerts };
  }

  describe('alerts', () => {
    it('lists a bare array, newest first, with every field of an alert record', async () => {
      const { account, one, alerts } = await seeded();
      const response = await get('/v1/domains/alerts', account.apiKey);
      expect(response.statusCode).to.equal(200);
      const body = response.json();
      expect(body).to.be.an('array').with.length(5);
      expect(body.map((a: { id: number }) => a.id)).to.deep.equal(alerts.map((a) => a.id).reverse());
      expect(body[4]).to.deep.equal({
        id: alerts[0]?.id,
        domain_id: one.id,
        domain: 'mon-1.test',
        alert_type: 'score_drop',
        severity: 'medium',
        title: 'score_drop on <mon-1.test>',
        message: 'Something about mon-1.test changed.',
        old_value: 'before',
        new_value: 'after',
        score: 70,
        grade: 'C',
        read: false,
        created_at: alerts[0]?.createdAt.toISOString(),
      });
    });

    it('filters by severity, type, domain, unread, and limits', async () => {
      const { account, two, alerts } = await seeded();
      const ids = async (query: string) =>
        (await get(`/v1/domains/alerts?${query}`, account.apiKey)).json().map((a: { id: number }) => a.id);
      const id = (i: number) => alerts[i]?.id;
      expect(await ids('severity=critical')).to.deep.equal([id(4), id(1)]);
      expect(await ids('alert_type=config_change')).to.deep.equal([id(2)]);
      expect(await ids(`domain_id=${two.id}`)).to.deep.equal([id(4), id(3), id(2)]);
      expect(await ids(`domain_id=${two.id}&severity=high`)).to.deep.equal([id(3), id(2)]);
      expect(await ids('limit=2')).to.deep.equal([id(4), id(3)]);
      await send('POST', `/v1/domains/alerts/${id(4)}/read`, account.apiKey);
      expect(await ids('unread_only=true')).to.deep.equal([id(3), id(2), id(1), id(0)]);
      expect(await ids('unread_only=false')).to.have.length(5);
    });

    it('answers 422 for bad filter values', async () => {
      const { account } = await seeded();
      for (const query of [
        'limit=0',
        'limit=201',
        'limit=ten',
        'severity=urgent',
        'alert_type=everything',
        'domain_id=x',
        'unread_only=maybe',
      ]) {
        const response = await get(`/v1/domains/alerts?${query}`, account.apiKey);
        expect(response.statusCode, query).to.equal(422);
        expect(response.json().detail[0]).to.have.keys(['field', 'message']);
      }
      expect((await get('/v1/domains/alerts?limit=200', account.apiKey)).statusCode).to.equal(200);
    });

    it('marks one read, all matching read, deletes one; statistics follow', async () => {
      const { account, one, alerts } = await seeded();
      const stats = async () => (await get('/v1/domains/alerts/stats', account.apiKey)).json();
      expect(await stats()).to.deep.equal({
        total: 5,
        unread: 5,
        by_severity: { critical: 2, high: 2, medium: 1, low: 0 },
        by_type: { score_drop: 1, critical_issue: 1, cert_expired: 1, cert_expiring_soon: 1, config_change: 1 },
      });
      const read = await send('POST', `/v1/domains/alerts/${alerts[0]?.id}/read`, account.apiKey);
      expect([read.statusCode, read.json().read]).to.deep.equal([200, true]);
      expect((await stats()).unread).to.equal(4);
      const marked = await send('POST', '/v1/domains/alerts/mark-all-read?severity=high', account.apiKey);
      expect(marked.json()).to.deep.equal({ marked: 2 });
      const byDomain = await send('POST', `/v1/domains/alerts/mark-all-read?domain_id=${one.id}`, account.apiKey);
      expect(byDomain.json()).to.deep.equal({ marked: 1 });
      expect((await stats()).unread).to.equal(1);
      expect(
        (await send('POST', '/v1/domains/alerts/mark-all-read?alert_type=bogus', account.apiKey)).statusCode,
      ).to.equal(422);
      const all = await send('POST', '/v1/domains/alerts/mark-all-read', account.apiKey);
      expect(all.json()).to.deep.equal({ marked: 1 });
      const removed = await send('DELETE', `/v1/domains/alerts/${alerts[4]?.id}`, account.apiKey);
      expect([removed.statusCode, removed.json()]).to.deep.equal([200, { id: alerts[4]?.id, deleted: true }]);
      expect(await stats()).to.deep.include({ total: 4, unread: 0 });
      const again = await send('DELETE', `/v1/domains/alerts/${alerts[4]?.id}`, account.apiKey);
      expect([again.statusCode, again.json()]).to.deep.equal([404, { detail: 'Alert not found' }]);
    });

    it("keeps others' alerts out of reach: 404, and no effect on them", async () => {
      const { alerts } = await seeded();
      const other = await signUp(s.t.app);
      const id = alerts[0]?.id;
      expect((await get('/v1/domains/alerts', other.apiKey)).json()).to.deep.equal([]);
      for (const [method, url] of [
        ['POST', `/v1/domains/alerts/${id}/read`],
        ['DELETE', `/v1/domains/alerts/${id}`],
      ] as const) {
        const response = await send(method, url, other.apiKey);
        expect([response.statusCode, response.json()]).to.deep.equal([404, { detail: 'Alert not found' }]);
      }
      expect((await send('POST', '/v1/domains/alerts/mark-all-read', other.apiKey)).json()).to.deep.equal({
        marked: 0,
      });
      const row = await s.t.db.manager.findOneByOrFail(Alert, { id });
      expect(row.read).to.equal(false);
      expect((await get('/v1/domains/alerts/stats', other.apiKey)).json()).to.include({ total: 0, unread: 0 });
    });

    it('goes with its domain when the domain is removed', async () => {
      const { account, one } = await seeded();
      await send('DELETE', `/v1/domains/${one.id}`, account.apiKey);
      expect((await get('/v1/domains/alerts/stats', account.apiKey)).json().total).to.equal(3);
    });

    it('needs credentials', async () => {
      expect((await get('/v1/domains/alerts')).statusCode).to.equal(401);
      expect((await get('/v1/domains/alerts/stats')).statusCode).to.equal(401);
    });
  });

  describe('alert preferences', () => {
    it('are all true by default; a PUT replaces them and a field left out becomes true', async () => {
      const account = await signUp(s.t.app);
      const all = { score_drop: true, critical_issue: true, cert_expiry: true, config_change: true };
      expect((await get('/v1/settings/alert-preferences', account.apiKey)).json()).to.deep.equal(all);
      const put = await send('PUT', '/v1/settings/alert-preferences', account.apiKey, {
        score_drop: false,
        config_change: false,
      });
      expect([put.statusCode, put.json()]).to.deep.equal([200, { ...all, score_drop: false, config_change: false }]);
      expect((await get('/v1/settings/alert-preferences', account.apiKey)).json()).to.deep.equal({
        ...all,
        score_drop: false,
        config_change: false,
      });
      const again = await send('PUT', '/v1/settings/alert-preferences', account.apiKey, { cert_expiry: false });
      expect(again.json()).to.deep.equal({ ...all, cert_expiry: false });
      // Another account still has the defaults.
      const other = await signUp(s.t.app);
      expect((await get('/v1/settings/alert-preferences', other.apiKey)).json()).to.deep.equal(all);
    });

    it('answers 422 for non-booleans and 401 without credentials', async () => {
      const account = await signUp(s.t.app);
      for (const payload of [{ score_drop: 'no' }, { cert_expiry: 0 }, { config_change: null }]) {
        const response = await send('PUT', '/v1/settings/alert-preferences', account.apiKey, payload);
        expect(response.statusCode, JSON.stringify(payload)).to.equal(422);
        expect(response.json().detail[0].field).to.equal(Object.keys(payload)[0]);
      }
      expect((await get('/v1/settings/alert-preferences')).statusCode).to.equal(401);
    });

    it('needs the CSRF token for a PUT through a cookie session', async () => {
      const account = await signUp(s.t.app);
      const session = await logIn(s.t.app, account.email);
      const cookie = { cookie: `service_session=${session.sessionCookie}` };
      const without = await s.t.app.inject({
        method: 'PUT',
        url: '/v1/settings/alert-preferences',
        headers: cookie,
        payload: { score_drop: false },
      });
      expect(without.statusCode).to.equal(403);
      const withToken = await s.t.app.inject({
        method: 'PUT',
        url: '/v1/settings/alert-preferences',
        headers: { ...cookie, 'x-csrf-token': session.csrfToken },
        payload: { score_drop: false },
      });
      expect([withToken.statusCode, withToken.json().score_drop]).to.deep.equal([200, false]);
    });
  });
});
