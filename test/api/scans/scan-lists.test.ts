import { expect } from 'chai';
import { ScanJob } from '../../../db/entities/scan-job.entity.js';
import { newScanJobRow } from '../../../db/entities/scan-job-row.js';
import { signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { bearer, submitOk, useScanApp, waitForJob } from './scan-kit.js';

forEachDatabase('scan jobs: recent and history', (database) => {
  const t = useScanApp(database);

  /** Earlier jobs of an account, written as rows: lists are about reading them back, not scanning. */
  async function pastJobs(userId: number, count: number): Promise<void> {
    const start = t.clock.now().getTime() - count * 60_000;
    const rows = Array.from({ length: count }, (_, i) =>
      t.db.manager.create(
        ScanJob,
        newScanJobRow({
          userId,
          source: 'api',
          domain: `past-${i}.test`,
          status: 'failed',
          failureReason: `Could not resolve past-${i}.test`,
          createdAt: new Date(start + i * 60_000),
        }),
      ),
    );
    await t.db.manager.save(rows);
  }

  it('lists the 20 most recent scans, newest first, with the total, and only the caller’s own', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await pastJobs(owner.id, 24);
    await pastJobs(other.id, 3);
    const latest = await submitOk(t.app, bearer(owner.apiKey), 'web-core.test');
    await waitForJob(t, latest);
    const response = await t.app.inject({ url: '/v1/scan/recent', headers: bearer(owner.apiKey) });
    expect(response.statusCode).to.equal(200);
    const body = response.json();
    expect(body.total).to.equal(25);
    expect(body.scans).to.have.length(20);
    expect(body.scans[0]).to.include({ job_id: latest, status: 'completed', domain: 'web-core.test' });
    expect(body.scans[0].result.grade).to.be.oneOf(['A', 'B', 'C', 'D', 'F']);
    expect(body.scans[1]).to.include({ domain: 'past-23.test', status: 'failed', result: null });
    expect(body.scans[1].failure_reason).to.equal('Could not resolve past-23.test');
    const ids = body.scans.map((s: { job_id: number }) => s.job_id);
    expect(ids).to.deep.equal([...ids].sort((a, b) => b - a));
  });

  it('gives history with limit (default 50), newest first, validated, with no paging', async () => {
    const owner = await signUp(t.app);
    await pastJobs(owner.id, 55);
    const all = (await t.app.inject({ url: '/v1/scan/history', headers: bearer(owner.apiKey) })).json();
    expect([all.scans.length, all.total]).to.deep.equal([50, 55]);
    expect(all.scans[0].domain).to.equal('past-54.test');
    const three = (await t.app.inject({ url: '/v1/scan/history?limit=3', headers: bearer(owner.apiKey) })).json();
    expect(three.scans.map((s: { domain: string }) => s.domain)).to.deep.equal([
      'past-54.test',
      'past-53.test',
      'past-52.test',
    ]);
    expect(three.total).to.equal(55);
    for (const bad of ['0', '-1', 'abc', '501', '2.5']) {
      const response = await t.app.inject({ url: `/v1/scan/history?limit=${bad}`, headers: bearer(owner.apiKey) });
      expect(response.statusCode, bad).to.equal(422);
      expect(response.json().detail[0].field).to.equal('limit');
    }
  });

  it('answers an account with no scans with an empty list, and refuses callers without an account', async () => {
    const fresh = await signUp(t.app);
    for (const url of ['/v1/scan/recent', '/v1/scan/history']) {
      const response = await t.app.inject({ url, headers: bearer(fresh.apiKey) });
      expect(response.json(), url).to.deep.equal({ scans: [], total: 0 });
      const anonymous = await t.app.inject({ url });
      expect([anonymous.statusCode, anonymous.json()]).to.deep.equal([
        401,
        { detail: 'Invalid or missing authentication' },
      ]);
    }
  });
});
