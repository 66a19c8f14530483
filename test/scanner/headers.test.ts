import { expect } from 'chai';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { SECURE_WEB_COOKIES } from '../../lab/fixtures/web.fixtures.js';
import type { Lab } from '../../lab/start-lab.js';
import { HEADERS_MODULE } from '../../scanner/modules/headers/headers.module.js';
import { checkOf, itFailsEach, type ModuleScan, moduleScanner, scanAll, startWebLab } from './web-lab.js';

const DOMAINS = [
  'web-good.test',
  'web-no-csp.test',
  'web-unsafe-inline.test',
  'web-meta-csp.test',
  'web-frame-ancestors.test',
  'web-cors.test',
  'web-http-only.test',
  'web-waf.test',
  'web-none.test',
  'web-peer-cases.test',
];

describe('scanner: headers module against the lab', () => {
  let lab: Lab | undefined;
  let scan: ModuleScan;
  let results: Map<string, ModuleResult>;
  const result = (domain: string) => results.get(domain)!;
  const check = (domain: string, id: string) => checkOf(result(domain), id);

  before(async () => {
    lab = await startWebLab();
    scan = moduleScanner(lab, HEADERS_MODULE);
    results = await scanAll(scan, DOMAINS);
  });
  after(async () => lab?.stop());

  it('passes every check for the well-configured site, with the final response and probes as evidence', () => {
    const good = result('web-good.test');
    expect(good.status).to.equal('completed');
    expect(good.checks.filter((c) => c.status !== 'pass').map((c) => `${c.id}: ${c.summary}`)).to.deep.equal([]);
    expect(good.checks).to.have.length(11);
    expect(good).to.include({ score: 100 });
    expect(good.evidence.page).to.deep.include({ url: 'https://web-good.test/', status: 200, fallback_reason: null });
    const response = good.evidence['http:https://web-good.test/'] as { headers: Record<string, string[]> };
    expect(response.headers['x-frame-options']).to.deep.equal(['DENY']);
    expect(good.evidence['cors:https://web-good.test/']).to.deep.include({
      origin_sent: 'https://rampart-cors-probe.invalid',
    });
    expect(good.evidence['redirects:https://web-good.test/']).to.deep.include({ final_url: 'https://web-good.test/' });
    // Plain JSON, and no cookie value ever reaches a report.
    expect(JSON.parse(JSON.stringify(good.evidence))).to.deep.equal(good.evidence);
    const secret = SECURE_WEB_COOKIES[0]!.split(';')[0]!.split('=')[1]!;
    expect(JSON.stringify(good.evidence)).not.to.contain(secret);
  });

  const failures: [string, string, string][] = [
    ['web-no-csp.test', 'csp', 'medium'],
    ['web-no-csp.test', 'csp_hardening', 'low'],
    ['web-no-csp.test', 'frame_options', 'medium'],
    ['web-no-csp.test', 'content_type_options', 'low'],
    ['web-no-csp.test', 'referrer_policy', 'medium'],
    ['web-no-csp.test', 'permissions_policy', 'low'],
    ['web-no-csp.test', 'coop', 'low'],
    ['web-no-csp.test', 'corp', 'low'],
    ['web-no-csp.test', 'coep', 'low'],
    ['web-no-csp.test', 'subresource_integrity', 'low'],
    ['web-unsafe-inline.test', 'csp', 'medium'],
    ['web-unsafe-inline.test', 'csp_hardening', 'low'],
    ['web-unsafe-inline.test', 'referrer_policy', 'low'],
    ['web-meta-csp.test', 'frame_options', 'medium'],
    ['web-cors.test', 'cors', 'high'],
    ['web-peer-cases.test', 'csp', 'medium'],
    ['web-peer-cases.test', 'csp_hardening', 'low'],
    ['web-peer-cases.test', 'coop', 'low'],
    ['web-peer-cases.test', 'coep', 'low'],
  ];
  itFailsEach(failures, result, 'page');

  it("fails a peer analyzer's cases: an ftp:// script source, no form-action, COOP/COEP that are no structured item", () => {
    expect(check('web-peer-cases.test', 'csp').summary).to.contain('ftp://files.web-peer-cases.test');
    expect(check('web-peer-cases.test', 'csp_hardening').summary).to.equal(
      "The CSP lacks form-action 'self' (default-src does not cover it).",
    );
    expect(check('web-peer-cases.test', 'coop').summary).to.contain('same-origin; report-to=coop endpoint');
    expect(check('web-peer-cases.test', 'coep').summary).to.contain('require-corp; report-to=coep endpoint');
    // http: in img-src and media-src is deliberately not a finding (docs/scanner-report.md).
    expect(check('web-peer-cases.test', 'csp').summary).not.to.contain('http:');
  });

  it('judges only the final response: good headers on the redirect before it do not count', () => {
    const chain = result('web-no-csp.test').evidence['redirects:https://web-no-csp.test/'] as {
      hops: { status: number }[];
    };
    expect(chain.hops.map((h) => h.status)).to.deep.equal([302, 200]);
    const hop = result('web-no-csp.test').evidence['http:https://web-no-csp.test/'] as {
      headers: Record<string, string[]>;
    };
    expect(hop.headers).to.have.property('content-security-policy');
    expect(result('web-no-csp.test').evidence.page).to.deep.include({ url: 'https://web-no-csp.test/home' });
    expect(check('web-no-csp.test', 'csp').status).to.equal('fail');
  });

  it('names the weaknesses it found in a CSP and in the Referrer-Policy', () => {
    expect(check('web-unsafe-inline.test', 'csp').issue?.finding)
      .to.contain("'unsafe-inline'")
      .and.contain('http: data:')
      .and.contain("'unsafe-eval'");
    expect(check('web-no-csp.test', 'referrer_policy').summary).to.contain('unsafe-url');
    expect(check('web-no-csp.test', 'corp').summary).to.contain('same-site, cross-origin');
  });

  it('accepts a CSP from <meta>, but not the frame-ancestors inside it', () => {
    expect(check('web-meta-csp.test', 'csp')).to.deep.include({ status: 'pass' });
    expect(check('web-meta-csp.test', 'csp').summary).to.contain('meta');
    expect(check('web-meta-csp.test', 'csp_hardening').status).to.equal('pass');
    expect(check('web-meta-csp.test', 'frame_options').summary).to.contain('<meta> CSP is ignored');
    expect(check('web-meta-csp.test', 'referrer_policy').summary).to.contain('no-referrer (from the <meta>)');
    const html = result('web-meta-csp.test').evidence['html:https://web-meta-csp.test/'] as {
      meta: { in_head: boolean }[];
    };
    expect(html.meta).to.have.length(2);
  });

  it("lets CSP frame-ancestors stand in for X-Frame-Options, a nonce neutralise 'unsafe-inline', and ACAO * with credentials pass", () => {
    expect(check('web-frame-ancestors.test', 'frame_options')).to.deep.include({ status: 'pass' });
    expect(check('web-frame-ancestors.test', 'frame_options').summary).to.contain("frame-ancestors 'self'");
    expect(check('web-frame-ancestors.test', 'csp').status).to.equal('pass');
    expect(check('web-frame-ancestors.test', 'cors')).to.deep.include({ status: 'pass' });
    expect(check('web-frame-ancestors.test', 'cors').summary).to.contain('browsers reject that pair');
  });

  it('falls back to the http:// page when nothing listens on https, and says so', () => {
    const httpOnly = result('web-http-only.test');
    expect(httpOnly.checks.map((c) => c.status)).to.deep.equal(Array(11).fill('pass'));
    expect(httpOnly.evidence.page).to.deep.include({ url: 'http://web-http-only.test/' });
    expect((httpOnly.evidence.page as { fallback_reason: string }).fallback_reason).to.contain('connection refused');
    expect(check('web-http-only.test', 'csp').summary).to.contain('judged on http://web-http-only.test/');
  });

  it('turns a WAF challenge page into unknown for every check, never a failure', () => {
    const waf = result('web-waf.test');
    expect(waf.checks.map((c) => c.status)).to.deep.equal(Array(11).fill('unknown'));
    expect(waf.checks[0]?.summary).to.contain('challenge');
    // Not assessed (policy 2026.1): no score and the reason, never 100.
    expect(waf).to.deep.include({ score: null, issues: [] });
    expect(waf.not_assessed_reason).to.match(/^No check gave a definite result: /);
    expect(waf.coverage).to.deep.equal({ checks_total: 11, checks_known: 0, ratio: 0 });
    expect(waf.evidence.page).to.deep.include({ status: 403, challenge: 'cf-mitigated: challenge' });
  });

  it('reports unknown when no web server answers, or the domain has no address', async () => {
    const none = result('web-none.test');
    expect(none.checks.map((c) => c.status)).to.deep.equal(Array(11).fill('unknown'));
    expect(none.checks[0]?.summary).to.contain('connection refused');
    const mailOnly = await scan('web-good.test', { addresses: [] });
    expect(mailOnly.checks.map((c) => c.status)).to.deep.equal(Array(11).fill('unknown'));
    expect(mailOnly.checks[0]?.summary).to.contain('has no address');
  });
});
