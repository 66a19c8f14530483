/**
 * The PDF render on Temporal: the API (TemporalOrchestrator) starts `report-<job_id>-<8 hex>` and waits for
 * it, a worker with its own warm Chromium renders, and the API serves what the worker stored. The
 * API process launches no browser. Records the workflow's history for the replay test.
 */
import { expect } from 'chai';
import { BrowserPool } from '../../activities/reports/browser-pool.js';
import { findChromium } from '../../activities/reports/chromium-path.js';
import { systemClock } from '../../core/clock.js';
import { reportWorkflowId } from '../../core/workflow-ids.js';
import { IssuedReport } from '../../db/entities/issued-report.entity.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { forEachDatabase } from '../helpers/databases.js';
import {
  recordHistory,
  requireTemporal,
  startTestWorker,
  type TestWorker,
  uniqueTaskQueue,
} from '../helpers/temporal.js';
import { completedJob, folded, pdfPages, qrOnCover } from './report-kit.js';

forEachDatabase('PDF reports on Temporal', (database) => {
  let t: TestApp | undefined;
  let worker: TestWorker | undefined;
  let pool: BrowserPool | undefined;

  before(async function () {
    const address = requireTemporal(this);
    this.timeout(120_000);
    const taskQueue = uniqueTaskQueue('reports');
    t = await buildTestApp(database, { TEMPORAL_ADDRESS: address, TEMPORAL_TASK_QUEUE: taskQueue });
    pool = new BrowserPool({ executablePath: findChromium(t.config.chromiumPath) });
    worker = await startTestWorker(address, taskQueue, {
      db: t.db,
      scanDeps: t.app.ctx.scanDeps,
      clock: systemClock,
      reports: {
        renderer: pool,
        signingKey: t.app.ctx.secrets.reportSigningKey,
        publicBaseUrl: t.config.publicBaseUrl,
      },
    });
  });

  after(async function () {
    this.timeout(60_000);
    await worker?.stop();
    await pool?.close();
    await t?.close();
  });

  it('renders on the worker and serves the stored PDF from the API', async function () {
    this.timeout(90_000);
    const app = (t as TestApp).app;
    expect(app.orchestrator.kind).to.equal('temporal');
    const account = await signUp(app);
    const job = await completedJob((t as TestApp).db, account.id);
    const response = await app.inject({
      method: 'GET',
      url: `/v1/compliance/reports/${job.id}/pdf`,
      headers: { authorization: `Bearer ${account.apiKey}` },
    });
    expect(response.statusCode, response.body.slice(0, 200)).to.equal(200);
    expect(response.headers['content-type']).to.equal('application/pdf');
    const reportId = String(response.headers['x-report-id']);
    expect(pool?.launches, 'the worker rendered').to.equal(1);
    const stored = await (t as TestApp).db.manager.findOneByOrFail(IssuedReport, { jobId: job.id });
    expect(stored.id).to.equal(reportId);
    expect(folded(pdfPages(response.rawPayload).join(' ')))
      .to.include('demo-shop.test')
      .and.include(reportId);
    expect(qrOnCover(response.rawPayload)).to.equal(`http://rampart.test/v1/verify/${reportId}`);
    const client = (worker as TestWorker).client;
    const workflowId = reportWorkflowId(job);
    expect(workflowId).to.match(new RegExp(`^report-${job.id}-[0-9a-f]{8}$`));
    const description = await client.workflow.getHandle(workflowId).describe();
    expect(description.status.name).to.equal('COMPLETED');
    await recordHistory(client, workflowId, 'report-rendered');
  });
});
