import { createServer, type Server } from 'node:net';
import { expect } from 'chai';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { MAIL_ADDRESSES, MAIL_FIXTURES, secureMail } from '../../lab/fixtures/mail.fixtures.js';
import { labModuleContext } from '../../lab/lab-scan-deps.js';
import { LAB_PRIVATE_ADDRESS, labAddress } from '../../lab/net.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { zone } from '../../lab/zones/records.js';
import { MAIL_TRANSPORT_MODULE } from '../../scanner/modules/mail-transport/mail-transport.module.js';
import { runModule } from '../../scanner/modules/run-module.js';
import type { SmtpProbe } from '../../scanner/network/smtp-client.js';

/** The building blocks the lead assembles the all-passing domain from, on a domain of their own. */
const SECURE = secureMail({
  origin: 'mx-secure-parts.test',
  mxAddress: labAddress(40, 40),
  mtaStsAddress: labAddress(40, 41),
});

describe('scanner: mail_transport module against the lab', () => {
  let lab: Lab;
  const results = new Map<string, Promise<ModuleResult>>();
  before(async () => {
    lab = await startLab({
      fixtures: [MAIL_FIXTURES, { zones: [zone('mx-secure-parts.test', SECURE.records)], hosts: SECURE.hosts }],
    });
  });
  after(async () => lab.stop());

  /** Each domain is scanned once and shared by the tests that read it. */
  const scan = (domain: string) => {
    let result = results.get(domain);
    if (!result) {
      result = labModuleContext(lab, domain, { addresses: [] }).then((context) =>
        runModule(MAIL_TRANSPORT_MODULE, context),
      );
      results.set(domain, result);
    }
    return result;
  };
  const check = (result: ModuleResult, id: string) => result.checks.find((c) => c.id === `mail_transport.${id}`)!;
  const statuses = (result: ModuleResult) => Object.fromEntries(result.checks.map((c) => [c.id.slice(15), c.status]));

  it('passes every check for mx-good.test, well within the 2 s scan budget', async () => {
    const result = await scan('mx-good.test');
    expect(result.status).to.equal('completed');
    expect(result.checks).to.have.length(11);
    expect(result.checks.filter((c) => c.status !== 'pass').map((c) => c.summary)).to.deep.equal([]);
    expect(result.score).to.equal(100);
    expect(result.duration_ms).to.be.below(2000);
  });

  it('passes every check for a domain built from the secureMail() building blocks', async () => {
    const result = await scan('mx-secure-parts.test');
    expect(result.checks.filter((c) => c.status !== 'pass').map((c) => c.summary)).to.deep.equal([]);
  });

  it('keeps the SMTP conversation, the TLSA set and the policy fetch as evidence, and cites only keys it has', async () => {
    const result = await scan('mx-good.test');
    const smtp = result.evidence['smtp:mx1.mx-good.test:25'] as SmtpProbe;
    expect(smtp).to.include({ address: MAIL_ADDRESSES.goodMx1, connected: true, starttls_offered: true, error: null });
    expect(smtp.greeting).to.match(/^220 mx1\.mx-good\.test ESMTP/);
    expect(smtp.tls).to.include({ protocol: 'TLSv1.3', authorized: true });
    expect(smtp.tls?.certificate?.subject_alt_names).to.equal('DNS:mx1.mx-good.test');
    const tlsa = result.evidence['dns:TLSA:_25._tcp.mx1.mx-good.test'] as { records: { data: string }[] };
    expect(tlsa.records[0]?.data).to.match(/^3 1 1 [0-9A-F]{64}$/);
    expect(result.evidence['http:https://mta-sts.mx-good.test/.well-known/mta-sts.txt']).to.include({
      status: 200,
      content_type: 'text/plain',
    });
    for (const domain of ['mx-good.test', 'mx-nostarttls.test', 'mx-private.test', 'mx-dane-bad.test']) {
      const each = await scan(domain);
      for (const c of each.checks) {
        for (const key of c.evidence) expect(each.evidence, `${domain} ${c.id}`).to.have.property(key);
      }
    }
  });

  const failures: [string, string, string][] = [
    ['mx-null-mixed.test', 'mx_records', 'low'],
    ['mx-nohost.test', 'mx_addresses', 'medium'],
    ['mx-nostarttls.test', 'starttls', 'high'],
    ['mx-badcert.test', 'starttls_certificate', 'medium'],
    ['mx-badcert-sts.test', 'starttls_certificate', 'high'],
    ['mx-oldtls.test', 'smtp_tls_version', 'medium'],
    ['mx-nostarttls.test', 'mta_sts_policy', 'medium'],
    ['mx-sts-broken.test', 'mta_sts_policy', 'medium'],
    ['mx-dane-bad.test', 'mta_sts_policy', 'low'],
    ['mx-sts-testing.test', 'mta_sts_mode', 'low'],
    ['mx-sts-mismatch.test', 'mta_sts_mode', 'low'],
    ['mx-sts-mismatch.test', 'mta_sts_mx', 'high'],
    ['mx-nostarttls.test', 'tls_rpt', 'low'],
    ['mx-sts-testing.test', 'tls_rpt', 'low'],
    ['mx-nostarttls.test', 'dane_tlsa', 'low'],
    ['mx-dane-bad.test', 'dane_match', 'high'],
  ];
  for (const [domain, id, severity] of failures) {
    it(`${domain} fails ${id} with a ${severity} issue`, async () => {
      const result = await scan(domain);
      expect(check(result, id).status, check(result, id).summary).to.equal('fail');
      expect(check(result, id).issue).to.have.all.keys('severity', 'finding', 'remediation');
      expect(check(result, id).issue?.severity).to.equal(severity);
      expect(result.issues).to.deep.include(check(result, id).issue);
    });
  }

  it('names the concrete values in findings', async () => {
    expect(check(await scan('mx-badcert.test'), 'starttls_certificate').issue?.finding)
      .to.contain('ERR_TLS_CERT_ALTNAME_INVALID')
      .and.contain('DNS:mail.elsewhere.test');
    expect(check(await scan('mx-oldtls.test'), 'smtp_tls_version').issue?.finding).to.contain('TLSv1.1');
    expect(check(await scan('mx-sts-mismatch.test'), 'mta_sts_mx').issue?.finding)
      .to.contain('mail.old-provider.test')
      .and.contain('mx.mx-sts-mismatch.test');
    expect(check(await scan('mx-sts-testing.test'), 'mta_sts_mode').issue?.finding).to.contain('"testing"');
    const dane = check(await scan('mx-dane-bad.test'), 'dane_match').issue?.finding;
    expect(dane).to.contain('mx1.mx-dane-bad.test').and.contain('mx2.mx-dane-bad.test');
  });

  it('is unknown, never fail, when port 25 does not answer', async () => {
    const result = await scan('mx-down.test');
    expect(statuses(result)).to.include({
      starttls: 'unknown',
      starttls_certificate: 'unknown',
      smtp_tls_version: 'unknown',
    });
    expect(check(result, 'starttls').summary).to.contain('did not answer');
  });

  it('refuses an MX on a private address: unknown, and never connected', async () => {
    // A sentinel on the private address's port 25 would see any connection the scanner made.
    let connections = 0;
    const sentinel: Server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    const listening = await new Promise<boolean>((resolve) => {
      sentinel.once('error', () => resolve(false));
      sentinel.listen(25, LAB_PRIVATE_ADDRESS, () => resolve(true));
    });
    try {
      results.delete('mx-private.test');
      const result = await scan('mx-private.test');
      expect(statuses(result)).to.include({ mx_addresses: 'unknown', starttls: 'unknown', dane_match: 'unknown' });
      expect(check(result, 'starttls').summary).to.contain(`non-public ${LAB_PRIVATE_ADDRESS}`);
      expect(result.evidence['mx:mx.mx-private.test']).to.deep.include({ allowed: [] });
      expect(result.evidence).to.not.have.property('smtp:mx.mx-private.test:25');
      if (listening) expect(connections).to.equal(0);
    } finally {
      if (listening) await new Promise((resolve) => sentinel.close(resolve));
    }
  });

  it('treats a null MX as "no mail": every check passes', async () => {
    const result = await scan('mx-null.test');
    expect(result.checks.every((c) => c.status === 'pass')).to.equal(true);
    expect(check(result, 'mx_records').summary).to.contain('null MX');
  });

  it('passes mx_records and leaves the rest unknown for a domain without MX; all unknown on SERVFAIL', async () => {
    const none = await scan('mx-none.test');
    expect(check(none, 'mx_records').status).to.equal('pass');
    expect(none.checks.filter((c) => c.status !== 'unknown').map((c) => c.id)).to.deep.equal([
      'mail_transport.mx_records',
    ]);
    const servfail = await scan('mx-servfail.test');
    expect(servfail.checks.every((c) => c.status === 'unknown')).to.equal(true);
    // Not assessed (policy 2026.1): no score and the reason, never 100.
    expect(servfail.score).to.equal(null);
    expect(servfail.not_assessed_reason).to.match(/^No check gave a definite result: /);
    expect(servfail.coverage.ratio).to.equal(0);
  });
});
