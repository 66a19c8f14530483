/**
 * Badges over HTTP, on each database: the public SVG (published, verified owners only, cached, with
 * an ETag, CSP and nosniff), its shields styles, the not-assessed and provisional forms,
 * and the JSON badge data of the caller's own domains. Alerts and preferences: alerts-api.test.ts.
 */
import { expect } from 'chai';
import { summarizeReport } from '../../../activities/jobs/scan-summary.js';
import { MODULE_NAMES } from '../../../core/scan-model/module-names.js';
import { ScanJob } from '../../../db/entities/scan-job.entity.js';
import { newScanJobRow } from '../../../db/entities/scan-job-row.js';
import { errorModuleResult } from '../../../scanner/modules/error-result.js';
import { assembleReport } from '../../../scanner/scan-domain.js';
import { signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { waitForJob } from '../scans/scan-kit.js';
import { addDomain, bearer, setPlan, useMonitorApp } from './monitoring-kit.js';
import { checkNow, publishTxt, verificationOf } from './ownership-kit.js';

forEachDatabase('domain monitoring: badges', (database) => {
  const s = useMonitorApp(database);
  const get = (url: string, key?: string, headers: Record<string, string> = {}) =>
    s.t.app.inject({ method: 'GET', url, headers: { ...(key ? bearer(key) : {}), ...headers } });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, key: string, payload?: object) =>
    s.t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });

  describe('badges', () => {
    async function publishedWithScan(domain: string) {
      const account = await signUp(s.t.app);
      await setPlan(s.t, account.id, 'professional');
      const added = await addDomain(s.t.app, account.apiKey, { domain });
      await verifyByTxt(account.apiKey, added.id, domain);
      await send('POST', `/v1/domains/${added.id}/scan`, account.apiKey).then((r) => waitForJob(s.t, r.json().job_id));
      return { account, added };
    }
    /** Only verified owners' badges are public (domain-ownership.test.ts): publish the TXT record and check. */
    async function verifyByTxt(key: string, domainId: number, domain: string) {
      publishTxt(s.lab, domain, [(await verificationOf(s.t.app, key, domainId)).record.value]);
      expect((await checkNow(s.t.app, key, domainId)).status).to.equal('verified');
    }

    it('is 404 until published, then an SVG card cached an hour with an ETag (304 on a match)', async () => {
      const { account, added } = await publishedWithScan('mon-3.test');
      const hidden = await get('/v1/badge/mon-3.test.svg');
      expect([hidden.statusCode, hidden.json()]).to.deep.equal([404, { detail: 'Badge not found' }]);
      await s.t.app.inject({
        method: 'PATCH',
        url: `/v1/domains/${added.id}/badge`,
        headers: bearer(account.apiKey),
        payload: { badge_enabled: true },
      });
      const card = await get('/v1/badge/mon-3.test.svg');
      expect(card.statusCode).to.equal(200);
      expect(card.headers['content-type']).to.match(/^image\/svg\+xml/);
      expect(card.headers['cache-control']).to.equal('public, max-age=3600');
      // Opened on its own (a link to it), the SVG is a document: it may load and run nothing.
      expect(card.headers['content-security-policy']).to.equal("default-src 'none'");
      expect(card.headers['x-content-type-options']).to.equal('nosniff');
      for (const style of ['flat', 'plastic']) {
        const shield = await get(`/v1/badge/mon-3.test.svg?style=${style}`);
        expect(shield.headers['content-security-policy'], style).to.equal("default-src 'none'");
        expect(shield.headers['x-content-type-options'], style).to.equal('nosniff');
        // Nothing in it needs more: no inline style, no script, no outside reference.
        expect(shield.body, style).not.to.match(/<style|style=|<script|href="http/);
      }
      const job = await s.t.db.manager.findOneOrFail(ScanJob, {
        where: { userId: account.id, status: 'completed' },
        order: { id: 'DESC' },
      });
      expect(card.body).to.match(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(card.body).to.include('mon-3.test');
      expect(card.body).to.include(`>${job.result?.grade}</text>`);
      expect(card.body).to.include(`Score ${job.result?.score}/100`);
      const etag = card.headers.etag as string;
      expect(etag).to.match(/^"[A-Za-z0-9_-]+"$/);
      const cached = await get('/v1/badge/mon-3.test.svg', undefined, { 'if-none-match': etag });
      expect([cached.statusCode, cached.body]).to.deep.equal([304, '']);
      expect(cached.headers.etag).to.equal(etag);
      const changed = await get('/v1/badge/mon-3.test.svg', undefined, { 'if-none-match': '"stale"' });
      expect(changed.statusCode).to.equal(200);
      // Unpublished again: 404.
      await s.t.app.inject({
        method: 'PATCH',
        url: `/v1/domains/${added.id}/badge`,
        headers: bearer(account.apiKey),
        payload: { badge_enabled: false },
      });
      expect((await get('/v1/badge/mon-3.test.svg')).statusCode).to.equal(404);
    });

    it('renders the shields styles with badge-maker, and a grey pending badge before any scan', async () => {
      const account = await signUp(s.t.app);
      const added = await addDomain(s.t.app, account.apiKey, { domain: 'mon-4.test' });
      await verifyByTxt(account.apiKey, added.id, 'mon-4.test');
      await s.t.app.inject({
        method: 'PATCH',
        url: `/v1/domains/${added.id}/badge`,
        headers: bearer(account.apiKey),
        payload: { badge_enabled: true },
      });
      const pending = await get('/v1/badge/mon-4.test.svg');
      expect(pending.body).to.include('Security scan pending').and.include('#9e9e9e');
      // Cached a minute while pending (an hour once graded), so an embed shows the first grade soon.
      expect(pending.headers['cache-control']).to.equal('public, max-age=60');
      const flat = await get('/v1/badge/mon-4.test.svg?style=flat');
      expect(flat.body).to.include('aria-label="security: pending"').and.include('fill="#9e9e9e"');
      const plastic = await get('/v1/badge/mon-4.test.svg?style=plastic');
      expect(plastic.body).to.include('aria-label="security: pending"').and.include('linearGradient');
      expect(plastic.headers.etag).to.not.equal(flat.headers.etag);
      const shiny = await get('/v1/badge/mon-4.test.svg?style=shiny');
      expect([shiny.statusCode, shiny.json()]).to.deep.equal([
        422,
        { detail: [{ field: 'style', message: 'Must be one of: flat, plastic' }] },
      ]);
      expect((await get('/v1/badge/unknown.test.svg')).statusCode).to.equal(404);
    });

    it('shows no letter for a scan that assessed nothing, and marks a partial assessment provisional', async () => {
      const account = await signUp(s.t.app);
      const added = await addDomain(s.t.app, account.apiKey, { domain: 'monitor-switch.test' });
      // Only a verified owner's badge is public.
      await verifyByTxt(account.apiKey, added.id, 'monitor-switch.test');
      await s.t.app.inject({
        method: 'PATCH',
        url: `/v1/domains/${added.id}/badge`,
        headers: bearer(account.apiKey),
        payload: { badge_enabled: true },
      });
      // Every module failed, as scan-job.activities.ts assembles such a scan: score 0, F, assessment none.
      const now = s.t.clock.now();
      const nothing = assembleReport(
        { domain: 'monitor-switch.test' },
        MODULE_NAMES.map((name) => errorModuleResult(name, 'the module reported no result')),
        now,
        now,
      );
      await s.t.db.manager.save(
        s.t.db.manager.create(
          ScanJob,
          newScanJobRow({
            userId: account.id,
            source: 'monitor',
            domain: 'monitor-switch.test',
            status: 'completed',
            result: summarizeReport(nothing),
            report: nothing,
            createdAt: now,
            startedAt: now,
            finishedAt: now,
          }),
        ),
      );
      const card = await get('/v1/badge/monitor-switch.test.svg');
      expect(card.body).to.include('security grade not assessed').and.include('Not assessed ·');
      expect(card.body).to.not.include('>F</text>');
      const flat = await get('/v1/badge/monitor-switch.test.svg?style=flat');
      expect(flat.body).to.include('aria-label="security: not assessed"');
      const data = await get('/v1/badge/monitor-switch.test.json', account.apiKey);
      expect(data.json()).to.include({ grade: 'F', score: 0, assessment: 'none' });

      const { renderBadge } = await import('../../../api/monitoring/badge-svg.js');
      const facts = { domain: 'x.test', grade: 'B', score: 80, scannedAt: now };
      expect(renderBadge({ ...facts, assessment: 'partial' }, 'card')).to.include('Provisional · Score 80/100');
      expect(renderBadge({ ...facts, assessment: 'partial' }, 'flat')).to.include('security: B provisional (80)');
      expect(renderBadge({ ...facts, assessment: 'insufficient' }, 'flat')).to.include('security: not assessed');
      expect(renderBadge({ ...facts, assessment: 'full' }, 'flat')).to.include('security: B (80)');
    });

    it('escapes every text of the card', async () => {
      const { renderBadge } = await import('../../../api/monitoring/badge-svg.js');
      const svg = renderBadge({ domain: 'a<b>&"c\'.test', grade: 'A', score: 90, scannedAt: new Date() }, 'card');
      expect(svg).to.not.match(/<b>|&"|"c'/);
      expect(svg).to.include('a&lt;b&gt;&amp;&quot;c&apos;.test');
    });

    // Two accounts publishing one name, verified or not: domain-ownership.test.ts.

    it("gives badge data as JSON only for the caller's monitored domains", async () => {
      const { account } = await publishedWithScan('mon-6.test');
      const job = await s.t.db.manager.findOneOrFail(ScanJob, {
        where: { userId: account.id, status: 'completed' },
        order: { id: 'DESC' },
      });
      const data = await get('/v1/badge/mon-6.test.json', account.apiKey);
      expect(data.statusCode).to.equal(200);
      expect(data.json()).to.deep.include({
        domain: 'mon-6.test',
        grade: job.result?.grade,
        score: job.result?.score,
        source: 'monitor',
      });
      const other = await signUp(s.t.app);
      const refused = await get('/v1/badge/mon-6.test.json', other.apiKey);
      expect([refused.statusCode, refused.json()]).to.deep.equal([404, { detail: 'Badge not found' }]);
      expect((await get('/v1/badge/mon-6.test.json')).statusCode).to.equal(401);
    });
  });
});
