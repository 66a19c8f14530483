/**
 * A client's own alert preferences decide the alerts of that client's domains only (docs/portfolio.md,
 * "Scoped to a client"), on SQLite and MariaDB: the real alerts consumer evaluates one stored scan of
 * each of three monitored domains of one account (a client with its own preferences, a client with
 * none, no client) from the same remembered state, so each would raise the same two alerts
 * (a certificate expiring soon, a critical issue) but for the preferences that apply to it.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { stateOf } from '../../activities/monitoring/alert-engine/evaluate-alerts.js';
import { createAlertsConsumer } from '../../activities/monitoring/alerts-consumer.js';
import type { ScanReport } from '../../core/scan-model/report.js';
import { Alert } from '../../db/entities/alert.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { call } from '../webhooks/webhook-kit.js';

const REPORT = JSON.parse(
  readFileSync(new URL('../fixtures/reports/format-2-outcome-codes.json', import.meta.url), 'utf8'),
) as ScanReport;

forEachDatabase("alerts follow the client's own preferences", (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database);
  });
  after(async () => t.close());

  /** A monitored domain that remembers the report without its conditions, and a completed scan of it. */
  async function scannedDomain(userId: number, domain: string, clientId: number | null) {
    const report = { ...REPORT, domain };
    const now = t.clock.now();
    const row = await t.db.manager.save(
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
        alertState: { ...stateOf(report), conditions: [] },
        lastEvaluatedJobId: null,
        lastScheduledRun: null,
        lastScheduledJobId: null,
        createdAt: now,
      }),
    );
    const job = await t.db.manager.save(
      Object.assign(new ScanJob(), {
        userId,
        source: 'api',
        domain,
        status: 'completed',
        requestedModules: ['ssl'],
        failureReason: null,
        result: null,
        report,
        createdAt: now,
        startedAt: now,
        finishedAt: now,
      }),
    );
    return { domainId: row.id, jobId: job.id, domain };
  }

  it("raises for a client's domains what the client's preferences allow, and the account's elsewhere", async () => {
    const owner = await signUp(t.app);
    const client = async (name: string) => (await call(t.app, owner.apiKey, 'POST', '/v1/clients', { name })).json().id;
    const acme = await client('Acme');
    const bravo = await client('Bravo');
    // The account: no certificate alerts. Acme: no critical-issue alerts (certificates on again). Bravo: none of its own.
    const account = await t.app.inject({
      method: 'PUT',
      url: '/v1/settings/alert-preferences',
      headers: { authorization: `Bearer ${owner.apiKey}` },
      payload: { cert_expiry: false },
    });
    expect(account.statusCode).to.equal(200);
    const own = await t.app.inject({
      method: 'PUT',
      url: `/v1/clients/${acme}/alert-preferences`,
      headers: { authorization: `Bearer ${owner.apiKey}` },
      payload: { critical_issue: false },
    });
    expect(own.json()).to.include({ source: 'client', critical_issue: false, cert_expiry: true });

    const acmeSite = await scannedDomain(owner.id, 'acme-prefs.test', acme);
    const bravoSite = await scannedDomain(owner.id, 'bravo-prefs.test', bravo);
    const plainSite = await scannedDomain(owner.id, 'plain-prefs.test', null);
    const consumer = createAlertsConsumer({ db: t.db, clock: t.clock });
    for (const site of [acmeSite, bravoSite, plainSite]) {
      const data = { job_id: site.jobId, scan_id: site.jobId, domain: site.domain };
      await consumer.handle(
        { id: `scan-${site.jobId}`, type: 'scan.completed', created_at: t.clock.now().toISOString(), data },
        owner.id,
      );
    }
    const raised = async (domainId: number) =>
      (await t.db.manager.find(Alert, { where: { domainId }, order: { id: 'ASC' } })).map((a) => a.alertType);
    expect(await raised(acmeSite.domainId)).to.deep.equal(['cert_expiring_soon']);
    expect(await raised(bravoSite.domainId)).to.deep.equal(['critical_issue']);
    expect(await raised(plainSite.domainId)).to.deep.equal(['critical_issue']);
  });
});
