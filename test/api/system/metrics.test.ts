/**
 * The API's metrics (api/system/metrics.plugin.ts): `/metrics` is not served without METRICS_TOKEN
 * and refuses a wrong one; requests are counted by route pattern (never the path's values) and
 * status class; the queue-depth gauges count unfinished jobs and deliveries at scrape time; a
 * failed query, a quota refusal and a rate-limit refusal are counted; METRICS_DISABLED records
 * nothing. The registry is the process's, shared by every app the suite builds: tests compare
 * before and after.
 */
import { expect } from 'chai';
import { createJobActivities } from '../../../activities/jobs/scan-job.activities.js';
import { ScanRefused } from '../../../activities/scans/scan-admission.js';
import type { ApiError } from '../../../api/errors/api-error.js';
import { apiErrorOfScanRefusal } from '../../../api/scans/scan-refusals.js';
import { metricsRegistry } from '../../../core/metrics/registry.js';
import { ScanJob } from '../../../db/entities/scan-job.entity.js';
import { newScanJobRow } from '../../../db/entities/scan-job-row.js';
import { WebhookDelivery } from '../../../db/entities/webhook-delivery.entity.js';
import { signUp } from '../../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';

const TOKEN = 'metrics-token-for-the-api-metrics-test-0123456789';

/** The sum of a metric's samples whose labels include `labels` (a histogram: its `_count`). */
async function metricSum(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = metricsRegistry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  return values
    .filter((sample) => {
      const sampleName = (sample as { metricName?: string }).metricName;
      if (sampleName !== undefined && sampleName !== `${name}_count`) return false;
      return Object.entries(labels).every(([key, value]) => String(sample.labels[key]) === value);
    })
    .reduce((sum, sample) => sum + sample.value, 0);
}

forEachDatabase('API metrics', (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database, { METRICS_TOKEN: TOKEN });
  });
  after(async () => t.close());

  it('serves /metrics only to the bearer of METRICS_TOKEN', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const headers = authorization === undefined ? {} : { authorization };
      const refused = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(refused.statusCode, String(authorization)).to.equal(401);
      expect(refused.json()).to.deep.equal({ detail: 'Invalid or missing authentication' });
    }
    const served = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(served.statusCode).to.equal(200);
    expect(served.headers['content-type']).to.match(/^text\/plain; version=0\.0\.4/);
    expect(served.body).to.include('# TYPE rampart_http_request_duration_seconds histogram');
    expect(served.body).to.include('# TYPE rampart_scans_submitted_total counter');
  });

  it('labels requests by route pattern and status class, and unknown paths as unmatched', async () => {
    const { apiKey } = await signUp(t.app);
    const route = { route: '/v1/scan/jobs/:job_id', method: 'GET', status_class: '4xx' };
    const before = await metricSum('rampart_http_request_duration_seconds', route);
    const unmatchedBefore = await metricSum('rampart_http_request_duration_seconds', { route: 'unmatched' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/v1/scan/jobs/987654',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(missing.statusCode).to.equal(404);
    await t.app.inject({ method: 'GET', url: '/no-such-path-8f3a1c' });
    expect(await metricSum('rampart_http_request_duration_seconds', route)).to.equal(before + 1);
    expect(await metricSum('rampart_http_request_duration_seconds', { route: 'unmatched' })).to.equal(
      unmatchedBefore + 1,
    );
    const text = await metricsRegistry.metrics();
    expect(text).to.not.include('987654');
    expect(text).to.not.include('no-such-path-8f3a1c');
  });

  it('counts queued and running jobs at scrape time', async () => {
    const queuedBefore = await metricSum('rampart_scan_jobs', { status: 'queued' });
    const row = (status: ScanJob['status']) =>
      t.db.manager.create(
        ScanJob,
        newScanJobRow({
          userId: null,
          source: 'api',
          domain: 'queue-depth.test',
          status,
          requestedModules: [],
          createdAt: new Date(),
        }),
      );
    const saved = await t.db.manager.save([row('queued'), row('queued'), row('completed')]);
    expect(await metricSum('rampart_scan_jobs', { status: 'queued' })).to.equal(queuedBefore + 2);
    await t.db.manager.delete(
      ScanJob,
      saved.map((job) => job.id),
    );
    expect(await metricSum('rampart_scan_jobs', { status: 'queued' })).to.equal(queuedBefore);
    // The pending-delivery gauge is the table's own count, whatever earlier tests left there.
    expect(await metricSum('rampart_webhook_deliveries_pending', { status: 'retrying' })).to.equal(
      await t.db.manager.countBy(WebhookDelivery, { status: 'retrying' }),
    );
  });

  it('counts a scan that ends failed once, by source, with its duration', async () => {
    const jobs = createJobActivities({ db: t.db, scanDeps: t.app.ctx.scanDeps, clock: t.clock });
    const queued = await t.db.manager.save(
      t.db.manager.create(
        ScanJob,
        newScanJobRow({
          userId: null,
          source: 'monitor',
          domain: 'failing.test',
          status: 'running',
          requestedModules: ['headers'],
          createdAt: new Date(t.clock.now().getTime() - 4_000),
        }),
      ),
    );
    const failedBefore = await metricSum('rampart_scans_failed_total', { source: 'monitor' });
    const timedBefore = await metricSum('rampart_scan_duration_seconds', { source: 'monitor', status: 'failed' });
    // No module stored a result: the job ends failed; asked again (a retry), it is not counted twice.
    expect((await jobs.completeScan(queued.id, {})).status).to.equal('failed');
    await jobs.completeScan(queued.id, {});
    await jobs.markScanFailed(queued.id, 'late');
    expect(await metricSum('rampart_scans_failed_total', { source: 'monitor' })).to.equal(failedBefore + 1);
    expect(await metricSum('rampart_scan_duration_seconds', { source: 'monitor', status: 'failed' })).to.equal(
      timedBefore + 1,
    );
    const other = await t.db.manager.save(t.db.manager.create(ScanJob, { ...queued, id: undefined, status: 'queued' }));
    await jobs.markScanFailed(other.id, 'target refused');
    await jobs.markScanFailed(other.id, 'target refused');
    expect(await metricSum('rampart_scans_failed_total', { source: 'monitor' })).to.equal(failedBefore + 2);
  });

  it('counts rate-limit refusals by the limit exceeded', async () => {
    const account = await signUp(t.app);
    await t.app.rateLimits.windows.counter('minute').penalty(`account:${account.id}`, 120);
    const before = await metricSum('rampart_rate_limit_refusals_total', { limit: 'minute' });
    const refused = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { 'x-api-key': account.apiKey } });
    expect(refused.statusCode, refused.body).to.equal(429);
    expect(await metricSum('rampart_rate_limit_refusals_total', { limit: 'minute' })).to.equal(before + 1);
  });

  it('counts failed queries', async () => {
    const before = await metricSum('rampart_db_query_errors_total');
    await t.db.query('SELECT no_such_column FROM scan_jobs').then(
      () => expect.fail('the query should fail'),
      () => undefined,
    );
    expect(await metricSum('rampart_db_query_errors_total')).to.equal(before + 1);
  });
});

forEachDatabase('API metrics switched off or not exposed', (database) => {
  it('METRICS_DISABLED records no request and serves no /metrics; no token serves none either', async () => {
    const off = await buildTestApp(database, { METRICS_DISABLED: 'true', METRICS_TOKEN: TOKEN });
    try {
      const before = await metricSum('rampart_http_request_duration_seconds');
      const response = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).to.equal(404);
      await off.app.inject({ method: 'GET', url: '/health/live' });
      expect(await metricSum('rampart_http_request_duration_seconds')).to.equal(before);
    } finally {
      await off.close();
    }
    const noToken = await buildTestApp(database);
    try {
      expect((await noToken.app.inject({ method: 'GET', url: '/metrics' })).statusCode).to.equal(404);
    } finally {
      await noToken.close();
    }
  });
});

describe('refusal metrics', () => {
  it('counts the quota 429 where a scan refusal becomes it', async () => {
    const before = await metricSum('rampart_quota_refusals_total');
    const refusal = new ScanRefused({ kind: 'quota_exceeded', used: 10, limit: 10, resetsAt: new Date() });
    const error = apiErrorOfScanRefusal(refusal) as ApiError;
    expect(error.statusCode).to.equal(429);
    expect(await metricSum('rampart_quota_refusals_total')).to.equal(before + 1);
  });
});
