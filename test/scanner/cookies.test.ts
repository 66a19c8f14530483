import { expect } from 'chai';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { SECURE_WEB_COOKIES } from '../../lab/fixtures/web.fixtures.js';
import type { Lab } from '../../lab/start-lab.js';
import { COOKIES_MODULE } from '../../scanner/modules/cookies/cookies.module.js';
import { checkOf, itFailsEach, moduleScanner, scanAll, startWebLab } from './web-lab.js';

const DOMAINS = [
  'web-good.test',
  'web-unsafe-inline.test',
  'web-no-redirect.test',
  'web-cookies-insecure.test',
  'web-cookies-samesite.test',
  'web-http-only.test',
  'web-waf.test',
  'web-none.test',
  'web-peer-cases.test',
];

describe('scanner: cookies module against the lab', () => {
  let lab: Lab | undefined;
  let results: Map<string, ModuleResult>;
  const result = (domain: string) => results.get(domain)!;
  const check = (domain: string, id: string) => checkOf(result(domain), id);

  before(async () => {
    lab = await startWebLab();
    results = await scanAll(moduleScanner(lab, COOKIES_MODULE), DOMAINS);
  });
  after(async () => lab?.stop());

  it('passes every check for well-set cookies, listing their attributes but never their values', () => {
    const good = result('web-good.test');
    expect(good.checks.filter((c) => c.status !== 'pass').map((c) => `${c.id}: ${c.summary}`)).to.deep.equal([]);
    expect(good.checks).to.have.length(4);
    const cookies = good.evidence.cookies as Record<string, unknown>[];
    // Both chains end on the same https response; its cookies are counted once.
    expect(cookies.map((c) => c.name)).to.deep.equal(['__Host-session', 'theme']);
    expect(cookies[0]).to.deep.include({
      set_by: 'https://web-good.test/',
      over_https: true,
      role: 'session',
      secure: true,
      http_only: true,
      same_site: 'Lax',
      path: '/',
      domain: null,
      value_length: 16,
      deletion: false,
    });
    for (const line of SECURE_WEB_COOKIES) {
      expect(JSON.stringify(good.evidence)).not.to.contain(line.split(';')[0]!.split('=')[1]!);
    }
  });

  it('passes with "no cookies set" when the site sets none: absence is a fact', () => {
    const none = result('web-unsafe-inline.test');
    expect(none.checks.map((c) => c.status)).to.deep.equal(['pass', 'pass', 'pass', 'pass']);
    expect(none.checks[0]?.summary).to.match(/^No cookies set/);
  });

  const failures: [string, string, string][] = [
    ['web-cookies-insecure.test', 'secure', 'medium'],
    ['web-cookies-insecure.test', 'httponly', 'medium'],
    ['web-cookies-insecure.test', 'samesite', 'low'],
    ['web-cookies-samesite.test', 'secure', 'low'],
    ['web-cookies-samesite.test', 'samesite', 'low'],
    ['web-cookies-samesite.test', 'prefixes', 'low'],
    ['web-no-redirect.test', 'secure', 'medium'],
    ['web-http-only.test', 'secure', 'low'],
  ];
  itFailsEach(failures, result, 'cookies');

  it('names each cookie and what is wrong with it', () => {
    const samesite = check('web-cookies-samesite.test', 'samesite').summary;
    expect(samesite).to.contain('prefs (no SameSite)');
    expect(samesite).to.contain('mode (SameSite=Sideways is not Strict, Lax or None)');
    expect(samesite).to.contain('widget (SameSite=None without Secure');
    const prefixes = check('web-cookies-samesite.test', 'prefixes').summary;
    expect(prefixes).to.contain('__Host-id (has Domain=web-cookies-samesite.test)');
    expect(prefixes).to.contain('__Secure-pref (lacks Secure)');
    expect(check('web-cookies-insecure.test', 'httponly').summary).to.contain('PHPSESSID');
    expect(check('web-no-redirect.test', 'secure').summary).to.contain('sid set by http://web-no-redirect.test/');
  });

  it("leaves a platform's routing cookie unjudged: heroku-session-affinity is not the site's session cookie", () => {
    const peer = result('web-peer-cases.test');
    expect(peer.checks.map((c) => c.status)).to.deep.equal(['pass', 'pass', 'pass', 'pass']);
    expect(check('web-peer-cases.test', 'httponly')).to.deep.include({
      code: 'cookies.httponly.pass.platform_only',
      summary:
        "No cookies of the site's own. Not judged: heroku-session-affinity (Heroku's router), a load balancer's routing cookie the site cannot change and that carries no credential.",
    });
    // Beside the site's own cookies, the platform's is named as not judged and never as an offender.
    const secure = check('web-cookies-insecure.test', 'secure').summary;
    expect(secure).to.match(
      /^2 cookies without Secure: PHPSESSID .*; lang .*\. Not judged: AWSALB \(AWS Application Load Balancer\)/,
    );
    const cookies = peer.evidence.cookies as { name: string; role: string; secure: boolean }[];
    expect(cookies).to.have.length(1);
    expect(cookies[0]).to.deep.include({ name: 'heroku-session-affinity', role: 'platform', secure: false });
  });

  it('ignores a cookie removal (Max-Age=0): nothing is stored to protect', () => {
    expect(check('web-cookies-samesite.test', 'httponly')).to.deep.include({ status: 'pass' });
    const cookies = result('web-cookies-samesite.test').evidence.cookies as { name: string; deletion: boolean }[];
    expect(cookies.find((c) => c.name === 'old_session')).to.deep.include({ deletion: true });
  });

  it('reports unknown behind a WAF challenge and with no web server, never a failure', () => {
    for (const domain of ['web-waf.test', 'web-none.test']) {
      expect(
        result(domain).checks.map((c) => c.status),
        domain,
      ).to.deep.equal(['unknown', 'unknown', 'unknown', 'unknown']);
      // Not assessed (policy 2026.1): no score, a reason, never 100.
      expect(result(domain)).to.deep.include({ score: null, issues: [] });
      expect(result(domain).not_assessed_reason).to.match(/^(No check gave a definite result|Nothing to test): /);
    }
    expect(check('web-waf.test', 'secure').summary).to.contain('challenge');
  });
});
