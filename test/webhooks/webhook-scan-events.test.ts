/**
 * `scan.completed` from real scans (the lab's local internet, the real scan workflow and outbox) to a
 * subscribed endpoint, on SQLite and MariaDB: an account's API scan is delivered with exactly the data
 * fields of docs/api-contract.md "Envelope and data"; a scan with the public scanner key belongs to no account and is not.
 */
import { expect } from 'chai';
import { scanCompletedEventId } from '../../activities/events/outbox.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { bearer, submitOk, useScanApp, waitForJob } from '../api/scans/scan-kit.js';
import { signUp } from '../helpers/accounts.js';
import { forEachDatabase } from '../helpers/databases.js';
import { until } from '../helpers/wait.js';
import { TestReceiver } from './receiver.js';
import { createEndpoint } from './webhook-kit.js';

const PUBLIC_KEY = 'public-scanner-key-for-webhook-tests-0123456789';

forEachDatabase('scan.completed webhooks from real scans', (database) => {
  const t = useScanApp(database, { WEBHOOK_RETRY_SCHEDULE: '0,0,0,0', PUBLIC_SCANNER_KEY: PUBLIC_KEY });
  const sink = new TestReceiver();
  before(async () => {
    await sink.start();
  });
  after(() => sink.stop());

  it("delivers the account's completed scan with the spec's data fields, and nothing for public-key scans", async function () {
    this.timeout(60_000);
    const owner = await signUp(t.app);
    await createEndpoint(t.app, owner.apiKey, `http://localhost:${sink.port()}/scans`, ['scan.completed']);

    const publicJob = await submitOk(t.app, bearer(PUBLIC_KEY), 'web-core.test');
    const jobId = await submitOk(t.app, bearer(owner.apiKey), 'web-core.test');
    const job = await waitForJob(t, jobId, ['completed', 'failed'], 45_000);
    expect(job.status).to.equal('completed');
    await waitForJob(t, publicJob, ['completed', 'failed'], 45_000);

    const request = await until('the scan.completed delivery', () => sink.requests[0], 20_000);
    expect(request.headers['x-service-event']).to.equal('scan.completed');
    const envelope = JSON.parse(request.body);
    expect(envelope.id).to.equal(scanCompletedEventId(await t.db.manager.findOneByOrFail(ScanJob, { id: jobId })));
    expect(Object.keys(envelope.data).sort()).to.deep.equal(
      [
        'scan_id',
        'job_id',
        'domain',
        'score',
        'grade',
        'issues_count',
        'critical_issues',
        'high_issues',
        'medium_issues',
        'low_issues',
        'scanned_at',
        'scan_duration_ms',
      ].sort(),
    );
    expect(envelope.data).to.include({ job_id: jobId, scan_id: jobId, domain: 'web-core.test' });
    expect(envelope.data.score).to.equal(job.result?.score);
    expect(envelope.data.grade).to.equal(job.result?.grade);
    expect(envelope.data.issues_count).to.equal(job.result?.issue_counts.total);
    expect(Date.parse(envelope.data.scanned_at)).to.equal(job.finishedAt?.getTime());
    // The public scanner key's scan completed too, but has no account and so no subscriber.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.requests).to.have.length(1);
  });
});
