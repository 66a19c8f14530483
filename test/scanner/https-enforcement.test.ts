import { expect } from 'chai';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import type { Lab } from '../../lab/start-lab.js';
import { HTTPS_ENFORCEMENT_MODULE } from '../../scanner/modules/https-enforcement/https-enforcement.module.js';
import { checkOf, itFailsEach, type ModuleScan, moduleScanner, scanAll, startWebLab } from './web-lab.js';

const DOMAINS = [
  'web-good.test',
  'web-no-csp.test',
  'web-unsafe-inline.test',
  'web-meta-csp.test',
  'web-frame-ancestors.test',
  'web-cors.test',
  'web-no-redirect.test',
  'web-redirect-offhost.test',
  'web-redirect-http-hop.test',
  'web-mixed-active.test',
  'web-http-only.test',
  'web-waf.test',
  'web-none.test',
  'web-peer-cases.test',
];

describe('scanner: https_enforcement module against the lab', () => {
  let lab: Lab;
  let scan: ModuleScan;
  let results: Map<string, ModuleResult>;
  const result = (domain: string) => results.get(domain)!;
  const check = (domain: string, id: string) => checkOf(result(domain), id);
  const statuses = (domain: string) => Object.fromEntries(result(domain).checks.map((c) => [c.id, c.status]));

  before(async () => {
    lab = await startWebLab();
    scan = moduleScanner(lab, HTTPS_ENFORCEMENT_MODULE);
    results = await scanAll(scan, DOMAINS);
  });
  after(async () => lab?.stop());

  it('passes every check for the well-configured site, with both redirect chains as evidence', () => {
    const good = result('web-good.test');
    expect(good.checks.filter((c) => c.status !== 'pass').map((c) => `${c.id}: ${c.summary}`)).to.deep.equal([]);
    expect(good.checks).to.have.length(4);
    expect(good.score).to.equal(100);
    expect(good.evidence['redirects:http://web-good.test/']).to.deep.equal({
      start: 'http://web-good.test/',
      hops: [
        { url: 'http://web-good.test/', status: 301, location: 'https://web-good.test/' },
        { url: 'https://web-good.test/', status: 200, location: null },
      ],
      final_url: 'https://web-good.test/',
      error: null,
    });
    const https = good.evidence['http:https://web-good.test/'] as { headers: Record<string, string[]>; tls: object };
    expect(https.headers['strict-transport-security']).to.deep.equal(['max-age=63072000; includeSubDomains; preload']);
    expect(https.tls).to.deep.include({ authorized: true });
    expect(good.evidence['mixed:https://web-good.test/']).to.deep.include({
      insecure_total: 0,
      upgrade_insecure_requests: true,
    });
    expect(JSON.parse(JSON.stringify(good.evidence))).to.deep.equal(good.evidence);
  });

  const failures: [string, string, string][] = [
    ['web-no-redirect.test', 'redirect_to_https', 'medium'],
    ['web-http-only.test', 'redirect_to_https', 'medium'],
    ['web-redirect-offhost.test', 'redirect_to_https', 'low'],
    ['web-redirect-http-hop.test', 'redirect_to_https', 'low'],
    ['web-no-csp.test', 'hsts', 'medium'],
    ['web-no-redirect.test', 'hsts', 'medium'],
    ['web-http-only.test', 'hsts', 'medium'],
    ['web-unsafe-inline.test', 'hsts', 'low'],
    ['web-unsafe-inline.test', 'hsts_preload', 'low'],
    ['web-no-csp.test', 'hsts_preload', 'low'],
    ['web-redirect-offhost.test', 'hsts_preload', 'low'],
    ['web-peer-cases.test', 'hsts', 'medium'],
    ['web-peer-cases.test', 'hsts_preload', 'low'],
    ['web-mixed-active.test', 'mixed_content', 'high'],
    ['web-meta-csp.test', 'mixed_content', 'low'],
  ];
  itFailsEach(failures, result);

  it('says what is wrong with each redirect chain', () => {
    expect(check('web-redirect-offhost.test', 'redirect_to_https').summary).to.contain('www.web-redirect-offhost.test');
    expect(check('web-redirect-http-hop.test', 'redirect_to_https').summary).to.contain(
      'http://web-redirect-http-hop.test/welcome, still plain HTTP',
    );
    expect(check('web-no-redirect.test', 'redirect_to_https').summary).to.contain('answers 200 over plain HTTP');
    expect(check('web-redirect-offhost.test', 'hsts_preload').summary).to.contain('does not first redirect');
  });

  it('notes HSTS sent over plain HTTP (which browsers ignore) and judges max-age', () => {
    expect(check('web-no-redirect.test', 'hsts').summary).to.contain('browsers ignore over HTTP');
    expect(check('web-unsafe-inline.test', 'hsts').summary).to.contain('86400');
    expect(check('web-unsafe-inline.test', 'hsts_preload').issue?.finding)
      .to.contain('includeSubDomains is missing')
      .and.contain('preload token is missing');
  });

  it('treats two HSTS headers folded into one field (no valid directive name) as no HSTS, as browsers do', () => {
    expect(check('web-peer-cases.test', 'hsts').summary).to.contain(
      '"includesubdomains, max-age" is not a valid directive name',
    );
  });

  it('passes a site with nothing on port 80 (no page to downgrade to), as the Observatory does', () => {
    expect(statuses('web-frame-ancestors.test')).to.deep.equal({
      'https_enforcement.redirect_to_https': 'pass',
      'https_enforcement.hsts': 'pass',
      'https_enforcement.hsts_preload': 'pass',
      'https_enforcement.mixed_content': 'pass',
    });
    expect(check('web-frame-ancestors.test', 'redirect_to_https').summary).to.contain('HTTPS only');
  });

  it('lists mixed content by kind, and lets upgrade-insecure-requests rescue it', () => {
    const mixed = result('web-mixed-active.test').evidence['mixed:https://web-mixed-active.test/'] as {
      insecure_references: { element: string; kind: string }[];
    };
    expect(mixed.insecure_references.map((m) => `${m.kind} ${m.element}`)).to.deep.equal([
      'active script',
      'active link',
      'active form',
      'passive img',
    ]);
    expect(check('web-cors.test', 'mixed_content')).to.deep.include({ status: 'pass' });
    expect(check('web-cors.test', 'mixed_content').summary).to.contain('upgrade-insecure-requests');
  });

  it('reports unknown for a WAF challenge and for a host with no web server, never a failure', () => {
    expect(statuses('web-waf.test')).to.deep.equal({
      'https_enforcement.redirect_to_https': 'pass',
      'https_enforcement.hsts': 'unknown',
      'https_enforcement.hsts_preload': 'unknown',
      'https_enforcement.mixed_content': 'unknown',
    });
    const none = result('web-none.test');
    expect(none.checks.map((c) => c.status)).to.deep.equal(['unknown', 'unknown', 'unknown', 'unknown']);
    // Not assessed (policy 2026.1): no score and the reason, never 100.
    expect(none).to.deep.include({ score: null, issues: [] });
    expect(none.not_assessed_reason).to.match(/^(No check gave a definite result|Nothing to test): /);
    expect(check('web-http-only.test', 'mixed_content').status).to.equal('unknown');
  });

  it('fails HSTS that browsers ignore because the certificate does not verify', async () => {
    const untrusting = labScanDeps(lab, { extraCaCerts: [] });
    const scanned = await scan('web-good.test', { deps: untrusting });
    expect(checkOf(scanned, 'hsts').status).to.equal('fail');
    expect(checkOf(scanned, 'hsts').summary).to.contain('certificate does not verify');
    expect(checkOf(scanned, 'hsts_preload').issue?.finding).to.contain('the certificate does not verify');
  });

  it('leaves preload unjudged for a subdomain (the list takes registrable domains)', async () => {
    const www = await scan('www.web-good.test');
    expect(checkOf(www, 'hsts_preload')).to.deep.include({ status: 'unknown' });
    expect(checkOf(www, 'hsts_preload').summary).to.contain('subdomain');
  });
});
