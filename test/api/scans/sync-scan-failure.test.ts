import { expect } from 'chai';
import { ERRORS } from '../../../api/errors/error-catalogue.js';
import { createScanDeps } from '../../../scanner/scan-deps.js';
import { signUp } from '../../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';

const SCAN_FAILED = ERRORS.internal.scanFailed;

forEachDatabase('synchronous scans when the scanner itself breaks', (database) => {
  let t: TestApp;
  before(async () => {
    // A resolver that fails the way a bug would (not a DNS answer): no network is touched.
    const broken = createScanDeps({ dnsServers: [{ host: '127.0.0.1', port: 9 }] });
    broken.newResolver = () => ({
      query: async () => {
        throw new TypeError('resolver exploded');
      },
    });
    t = await buildTestApp(database, {}, [], { scanDeps: broken });
  });
  after(async () => t.close());

  it('answers 500 with the spec wording and takes no quota (deprecated scan)', async () => {
    const account = await signUp(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/scan/example.test',
      headers: { 'x-api-key': account.apiKey },
    });
    expect(response.statusCode).to.equal(500);
    expect(response.json()).to.deep.equal({ detail: SCAN_FAILED });
    const me = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { 'x-api-key': account.apiKey } });
    expect(me.json().scans_this_month).to.equal(0);
  });

  it('answers 500 with the spec wording (free scan)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/scan/free',
      payload: { domain: 'example.test', authorization: { attested: true, basis: 'owner' } },
      remoteAddress: '192.0.2.10',
    });
    expect(response.statusCode).to.equal(500);
    expect(response.json()).to.deep.equal({ detail: SCAN_FAILED });
  });
});
