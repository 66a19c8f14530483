import { expect } from 'chai';
import { ScanJob } from '../../../db/entities/scan-job.entity.js';
import { signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { bearer, submitScan, useScanApp } from './scan-kit.js';

forEachDatabase('scan jobs on Temporal while Temporal is unreachable', (database) => {
  // Port 1 on loopback: nothing listens, so every connection is refused at once.
  const t = useScanApp(database, { TEMPORAL_ADDRESS: '127.0.0.1:1' });

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
