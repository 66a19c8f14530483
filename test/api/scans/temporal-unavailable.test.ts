import { expect } from 'chai';
import { ScanJob } from '../../../db/entities/scan-job.entity.js';
import type { Lab } from '../../../lab/start-lab.js';
import { signUp } from '../../helpers/accounts.js';
import type { TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { bearer, buildScanApp, startScanLab, submitScan } from './scan-kit.js';

forEachDatabase('scan jobs on Temporal while Temporal is unreachable', (database) => {
  let lab: Lab;
  let t: TestApp;
  before(async () => {
    lab = await startScanLab();
    // Port 1 on loopback: nothing listens, so every connection is refused at once.
    t = await buildScanApp(database, lab, { TEMPORAL_ADDRESS: '127.0.0.1:1' });
  });
  after(async () => {
    await t.close();
    await lab.stop();
  });

  it('answers 503 and rolls the submission back: no job, no quota spent', async function () {
    this.timeout(30_000);
    expect(t.app.scans.orchestrator.kind).to.equal('temporal');
    const account = await signUp(t.app);
    const response = await submitScan(t.app, bearer(account.apiKey), 'web-core.test');
    expect([response.statusCode, response.json()]).to.deep.equal([
      503,
      { detail: 'Scan execution failed. Please try again shortly.' },
    ]);
    expect(await t.db.manager.countBy(ScanJob, { userId: account.id })).to.equal(0);
    const me = await t.app.inject({ url: '/v1/auth/me', headers: bearer(account.apiKey) });
    expect(me.json().scans_this_month).to.equal(0);
  });
});
