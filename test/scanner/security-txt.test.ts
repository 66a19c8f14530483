import { expect } from 'chai';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { SECURE_SITE_EXPIRES, SITE_FIXTURES } from '../../lab/fixtures/site.fixtures.js';
import { SIGNED_SECURITY_TXT_CHECKED_AT } from '../../lab/fixtures-support/signed-security-txt.js';
import { labModuleContext } from '../../lab/lab-scan-deps.js';
import { LAB_PRIVATE_ADDRESS } from '../../lab/net.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { runModule } from '../../scanner/modules/run-module.js';
import type { SecurityTxtAttempt } from '../../scanner/modules/security-txt/security-txt.collect.js';
import { securityTxtModule } from '../../scanner/modules/security-txt/security-txt.module.js';

const CHECKS = ['published', 'served_correctly', 'contact', 'expires', 'expires_within_year', 'canonical'];

describe('scanner: security_txt against the lab', () => {
  let lab: Lab;
  // Fixture Expires values are relative to when the fixtures loaded, so the real clock is right here;
  // the signed fixture (a fixed signature) is judged at its own moment.
  const scan = async (domain: string, options: { now?: Date; addresses?: string[] } = {}) =>
    runModule(
      securityTxtModule(options.now ? { now: () => options.now! } : {}),
      await labModuleContext(lab, domain, options.addresses ? { addresses: options.addresses } : {}),
      { timeoutMs: 10_000 },
    );
  before(async () => {
    lab = await startLab({ fixtures: [SITE_FIXTURES] });
  });
  after(async () => lab.stop());

  const statusOf = (result: ModuleResult) =>
    Object.fromEntries(result.checks.map((c) => [c.id.replace('security_txt.', ''), c.status]));
  const check = (result: ModuleResult, id: string) => result.checks.find((c) => c.id === `security_txt.${id}`)!;
  const allPass = Object.fromEntries(CHECKS.map((id) => [id, 'pass']));

  it('passes every check for a well-served, current file, with the file as evidence', async () => {
    const result = await scan('site-good.test');
    expect(result.checks.map((c) => c.id.replace('security_txt.', ''))).to.deep.equal(CHECKS);
    expect(statusOf(result)).to.deep.equal(allPass);
    const file = result.evidence['http:https://site-good.test/.well-known/security.txt'] as SecurityTxtAttempt;
    expect(file).to.deep.include({ status: 200, content_type: 'text/plain; charset=utf-8', is_security_txt: true });
    expect(file.body).to.contain(`Expires: ${SECURE_SITE_EXPIRES}`);
    expect(check(result, 'expires_within_year').summary).to.match(/Expires in (299|300) days/);
  });

  it('parses a PGP-signed file inside its signed message', async () => {
    const result = await scan('site-sectxt-signed.test', { now: SIGNED_SECURITY_TXT_CHECKED_AT });
    expect(statusOf(result)).to.deep.equal(allPass);
    expect(check(result, 'published').summary).to.contain('PGP-signed; signature not verified');
  });

  const failures: [string, string, RegExp][] = [
    ['site-sectxt-expired.test', 'expires', /expired on/],
    ['site-sectxt-far-expiry.test', 'expires_within_year', /(499|500) days ahead/],
    ['site-sectxt-no-contact.test', 'contact', /has no Contact field/],
    ['site-sectxt-html.test', 'served_correctly', /Content-Type is text\/html; charset=utf-8, not text\/plain/],
    ['site-sectxt-legacy.test', 'served_correctly', /only at the legacy path \/security\.txt/],
    ['site-sectxt-canonical.test', 'canonical', /names other Canonical URLs \(https:\/\/site-sectxt-elsewhere\.test/],
    ['site-sectxt-http-only.test', 'served_correctly', /served over plain http/],
  ];
  for (const [domain, failing, finding] of failures) {
    it(`${domain} fails ${failing} with a low issue`, async () => {
      const result = await scan(domain);
      const expected = { ...allPass, [failing]: 'fail' };
      // An expired file has no future Expires for the one-year check to judge.
      if (failing === 'expires') expected.expires_within_year = 'unknown';
      // A copy fetched over http is not the https URL its Canonical names.
      if (domain === 'site-sectxt-http-only.test') expected.canonical = 'fail';
      expect(statusOf(result)).to.deep.equal(expected);
      expect(check(result, failing).issue?.severity).to.equal('low');
      expect(check(result, failing).issue?.finding).to.match(finding);
    });
  }

  it('notes where a legacy file was found', async () => {
    const result = await scan('site-sectxt-legacy.test');
    expect(check(result, 'published').summary).to.equal('Found at https://site-sectxt-legacy.test/security.txt.');
    const wellKnown = result.evidence[
      'http:https://site-sectxt-legacy.test/.well-known/security.txt'
    ] as SecurityTxtAttempt;
    expect(wellKnown).to.deep.include({ status: 404, is_security_txt: false });
  });

  it('fails published (low) when the site answers 200 with an HTML page for every path', async () => {
    const result = await scan('site-soft404.test');
    expect(check(result, 'published').status).to.equal('fail');
    expect(check(result, 'published').issue?.severity).to.equal('low');
    expect(check(result, 'published').issue?.finding).to.contain('not a security.txt (soft 404)');
    expect(CHECKS.slice(1).map((id) => check(result, id).status)).to.deep.equal(Array(5).fill('unknown'));
  });

  it('fails published when the file is simply missing', async () => {
    const result = await scan('site-leaky.test');
    expect(check(result, 'published').issue?.finding).to.contain('.well-known/security.txt answered HTTP 404');
    expect(result.score).to.equal(95);
  });

  it('is unknown, not failed, behind a WAF, without a web server, or on a refused address', async () => {
    const waf = await scan('site-waf.test');
    expect(check(waf, 'published')).to.deep.include({ status: 'unknown' });
    expect(check(waf, 'published').summary).to.contain('answered HTTP 403');
    const none = await scan('site-no-web.test');
    expect(check(none, 'published').status).to.equal('unknown');
    const refused = await scan('site-good.test', { addresses: [LAB_PRIVATE_ADDRESS] });
    expect(check(refused, 'published').status).to.equal('unknown');
    for (const result of [waf, none, refused]) expect(result.issues).to.deep.equal([]);
  });
});
