import { expect } from 'chai';
import { ERRORS } from '../../../api/errors/error-catalogue.js';
import { QUICK_MODULES } from '../../../core/scan-model/module-names.js';
import { CORE_FIXTURES } from '../../../lab/fixtures/core.fixtures.js';
import { labScanDeps } from '../../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../../lab/start-lab.js';
import { LAB_ZONES } from '../../../lab/zones/index.js';
import { scanDomain } from '../../../scanner/scan-domain.js';
import { resolveScanTarget } from '../../../scanner/scan-target.js';
import { signUp } from '../../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { expectRateLimited } from '../rate-limit/expect-rate-limited.js';

const attested = { attested: true, basis: 'owner' };

forEachDatabase('POST /v1/scan/free', (database) => {
  let lab: Lab;
  let t: TestApp;
  let nextIp = 1;
  // RFC 5737 documentation addresses: inject() only pretends to come from them.
  const freshIp = () => `198.51.100.${nextIp++}`;
  const freeScan = (
    payload: unknown,
    options: { query?: string; ip?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/scan/free${options.query ?? ''}`,
      payload: payload as object,
      remoteAddress: options.ip ?? freshIp(),
      headers: options.headers,
    });

  before(async () => {
    lab = await startLab({ fixtures: [CORE_FIXTURES, { zones: [...LAB_ZONES], hosts: [] }] });
    t = await buildTestApp(database, {}, [], { scanDeps: labScanDeps(lab) });
  });
  after(async () => {
    await t.close();
    await lab.stop();
  });

  it('runs the quick assessment: score, grade, module summaries and the three most severe issues', async () => {
    const response = await freeScan({ domain: 'dmarc-none.test', authorization: attested });
    expect(response.statusCode, response.body).to.equal(200);
    const body = response.json();
    // assessment and grade_provisional: the grade's qualifier, as in the full report.
    expect(Object.keys(body).sort()).to.deep.equal([
      'assessment',
      'domain',
      'grade',
      'grade_provisional',
      'modules',
      'scanned_at',
      'score',
      'top_issues',
    ]);
    expect(body.assessment).to.be.oneOf(['full', 'partial', 'insufficient', 'none']);
    expect(body.grade_provisional).to.equal(body.assessment !== 'full');
    expect(body.domain).to.equal('dmarc-none.test');
    expect(body.grade).to.be.oneOf(['A', 'B', 'C', 'D', 'F']);
    expect(body.modules.map((m: { name: string }) => m.name)).to.deep.equal([...QUICK_MODULES]);
    // A module not assessed (score null) says why; a scored one does not.
    for (const module of body.modules)
      expect(Object.keys(module).sort()).to.deep.equal(
        module.score === null
          ? ['issue_count', 'name', 'not_assessed_reason', 'score', 'status']
          : ['issue_count', 'name', 'score', 'status'],
      );
    const direct = await scanDomain('dmarc-none.test', { modules: QUICK_MODULES }, labScanDeps(lab));
    expect(body.score).to.equal(direct.score);
    expect(body.top_issues).to.deep.equal(direct.issues.slice(0, 3));
    expect(body.top_issues.length).to.be.within(1, 3);
    for (const issue of body.top_issues)
      expect(Object.keys(issue).sort()).to.deep.equal(['finding', 'remediation', 'severity']);
    const dnsEmail = body.modules.find((m: { name: string }) => m.name === 'dns_email');
    expect(dnsEmail).to.include({ status: 'completed', issue_count: direct.modules[0]?.issues.length });
  });

  it('takes the domain from the query when the body has none', async () => {
    const response = await freeScan(
      { authorization: { attested: true, basis: 'authorized_agent' } },
      { query: '?domain=mail-good.test' },
    );
    expect(response.statusCode, response.body).to.equal(200);
    expect(response.json().domain).to.equal('mail-good.test');
  });

  const forbidden: [string, unknown][] = [
    ['no authorization object', { domain: 'mail-good.test' }],
    ['attested false', { domain: 'mail-good.test', authorization: { attested: false, basis: 'owner' } }],
    ['attested missing', { domain: 'mail-good.test', authorization: { basis: 'owner' } }],
  ];
  for (const [title, payload] of forbidden) {
    it(`403 with ${title}`, async () => {
      const response = await freeScan(payload);
      expect(response.statusCode).to.equal(403);
      expect(response.json()).to.deep.equal({ detail: ERRORS.forbidden.freeScanAttestation });
    });
  }

  it('403 for a request with no body at all', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/scan/free?domain=mail-good.test',
      remoteAddress: freshIp(),
    });
    expect(response.statusCode, response.body).to.equal(403);
  });

  it('400 for a basis outside the three allowed', async () => {
    const response = await freeScan({ domain: 'mail-good.test', authorization: { attested: true, basis: 'curious' } });
    expect(response.statusCode).to.equal(400);
    expect(response.json().detail).to.equal(
      'Invalid authorization basis "curious": must be one of owner, written_authorization, authorized_agent',
    );
  });

  const unprocessable: [string, unknown, string][] = [
    ['a missing basis', { domain: 'mail-good.test', authorization: { attested: true } }, 'authorization.basis'],
    [
      'a mistyped attestation',
      { domain: 'mail-good.test', authorization: { attested: 'yes', basis: 'owner' } },
      'authorization.attested',
    ],
    [
      'a mistyped basis',
      { domain: 'mail-good.test', authorization: { attested: true, basis: 1 } },
      'authorization.basis',
    ],
    ['no domain anywhere', { authorization: attested }, 'domain'],
    ['a non-object authorization', { domain: 'mail-good.test', authorization: 'yes' }, 'authorization'],
  ];
  for (const [title, payload, field] of unprocessable) {
    it(`422 naming ${field} for ${title}`, async () => {
      const response = await freeScan(payload);
      expect(response.statusCode, response.body).to.equal(422);
      expect(response.json().detail.map((error: { field: string }) => error.field)).to.include(field);
    });
  }

  for (const domain of ['not a domain', 'empty-name.test', 'private-target.test']) {
    it(`400 with the scanner's own message for ${domain}`, async () => {
      const expected = await resolveScanTarget(domain, labScanDeps(lab), labScanDeps(lab).newResolver()).then(
        () => 'resolved',
        (error: Error) => error.message,
      );
      expect(expected).to.not.equal('resolved');
      const response = await freeScan({ domain, authorization: attested });
      expect(response.statusCode).to.equal(400);
      expect(response.json()).to.deep.equal({ detail: expected });
    });
  }

  it('allows 5 scans an hour per IP address, then the rate-limit 429 with Retry-After', async () => {
    const ip = freshIp();
    // Refused requests (403, 400) spend nothing.
    expect((await freeScan({ domain: 'mail-good.test' }, { ip })).statusCode).to.equal(403);
    expect((await freeScan({ domain: 'empty-name.test', authorization: attested }, { ip })).statusCode).to.equal(400);
    for (let i = 1; i <= 5; i += 1) {
      const response = await freeScan({ domain: 'mail-good.test', authorization: attested }, { ip });
      expect(response.statusCode, response.body).to.equal(200);
      expect([response.headers['x-ratelimit-limit'], response.headers['x-ratelimit-remaining']]).to.deep.equal([
        '5',
        String(5 - i),
      ]);
    }
    const refused = await freeScan({ domain: 'mail-good.test', authorization: attested }, { ip });
    const body = expectRateLimited(refused, 'Rate limit exceeded for free scan. Limit: 5 per hour', 3600);
    expect(body.retry_after).to.be.above(3500);
    expect(body.upgrade_url).to.equal('http://rampart.test/v1/pricing/plans');
    expect((await freeScan({ domain: 'mail-good.test', authorization: attested })).statusCode).to.equal(200);
  });

  it('consumes no quota, even when the caller sends an API key', async () => {
    const account = await signUp(t.app);
    const headers = { 'x-api-key': account.apiKey };
    expect((await freeScan({ domain: 'mail-good.test', authorization: attested }, { headers })).statusCode).to.equal(
      200,
    );
    const me = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers });
    expect(me.json().scans_this_month).to.equal(0);
  });
});
