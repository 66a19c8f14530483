import { expect } from 'chai';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { siteFixturesFor } from '../../lab/fixtures/site.fixtures.js';
import { LEAKY_SECRETS } from '../../lab/fixtures-support/leaky-site-files.js';
import { labModuleContext } from '../../lab/lab-scan-deps.js';
import { LAB_PRIVATE_ADDRESS } from '../../lab/net.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { runModule } from '../../scanner/modules/run-module.js';
import type { ProbeEvidence } from '../../scanner/modules/sensitive-files/sensitive-files.collect.js';
import { SENSITIVE_FILES_MODULE } from '../../scanner/modules/sensitive-files/sensitive-files.module.js';

const GROUPS = ['source_metadata', 'environment_file', 'backup_files', 'directory_listing', 'admin_interfaces'];

describe('scanner: sensitive_files against the lab', () => {
  let lab: Lab;
  const scan = async (domain: string, addresses?: string[]) =>
    runModule(SENSITIVE_FILES_MODULE, await labModuleContext(lab, domain, addresses ? { addresses } : {}), {
      timeoutMs: 10_000,
    });
  let leaky: Promise<ModuleResult> | undefined;
  /** Two tests read the leaky site's result; one scan serves both. */
  const scanLeaky = () => {
    leaky ??= scan('site-leaky.test');
    return leaky;
  };
  before(async () => {
    lab = await startLab({
      fixtures: [
        siteFixturesFor([
          'site-good.test',
          'site-leaky.test',
          'site-protected.test',
          'site-soft404.test',
          'site-soft404-git.test',
          'site-waf.test',
        ]),
      ],
    });
  });
  after(async () => lab.stop());

  const check = (result: ModuleResult, id: string) => result.checks.find((c) => c.id === `sensitive_files.${id}`)!;
  const statuses = (result: ModuleResult) => result.checks.map((c) => c.status);
  const probe = (result: ModuleResult, url: string) => result.evidence[`http:${url}`] as ProbeEvidence;

  it('passes a site that serves none of the files, following http to https for the origin', async () => {
    const result = await scan('site-good.test');
    expect(result.checks.map((c) => c.id.split('.')[1])).to.deep.equal(GROUPS);
    expect(statuses(result)).to.deep.equal(Array(5).fill('pass'));
    expect(result.evidence.origin).to.equal('https://site-good.test');
    expect(probe(result, 'https://site-good.test/.env')).to.deep.include({ status: 404, verdict: 'absent' });
    const baseline = Object.entries(result.evidence).find(([key]) => key.includes('/rampart-not-found-'));
    expect(baseline?.[1]).to.deep.include({ status: 404, catch_all: false, blocked_site: false });
  });

  it('fails every group on the leaky site, each with the severity of its worst path', async () => {
    const result = await scanLeaky();
    expect(statuses(result)).to.deep.equal(Array(5).fill('fail'));
    const severities = Object.fromEntries(result.checks.map((c) => [c.id.split('.')[1], c.issue?.severity]));
    expect(severities).to.deep.equal({
      source_metadata: 'critical',
      environment_file: 'critical',
      backup_files: 'critical',
      directory_listing: 'medium',
      admin_interfaces: 'high',
    });
    const base = 'https://site-leaky.test';
    for (const path of [
      '/.git/HEAD',
      '/.git/config',
      '/.svn/entries',
      '/.DS_Store',
      '/.env',
      '/backup.zip',
      '/backup.sql',
    ]) {
      expect(probe(result, `${base}${path}`).verdict, path).to.equal('exposed');
    }
    for (const path of ['/wp-config.php.bak', '/.htpasswd', '/uploads/', '/server-status', '/phpmyadmin/', '/admin/']) {
      expect(probe(result, `${base}${path}`).verdict, path).to.equal('exposed');
    }
    expect(probe(result, `${base}/wp-admin/`)).to.deep.include({ status: 302, verdict: 'exposed' });
    expect(probe(result, `${base}/actuator/env`).verdict).to.equal('exposed');
    // Paths the site does not serve stay absent: the findings are per path, not per site.
    expect(probe(result, `${base}/site.tar.gz`).verdict).to.equal('absent');
    expect(probe(result, `${base}/backup/`).verdict).to.equal('absent');
    expect(check(result, 'environment_file').issue?.finding).to.contain('/.env (HTTP 200)');
    expect(check(result, 'directory_listing').issue?.finding).to.contain('/uploads/');
  });

  it('shows status, type and the first bytes of each path, never a secret in full', async () => {
    const result = await scanLeaky();
    const env = probe(result, 'https://site-leaky.test/.env');
    expect(env).to.deep.include({ status: 200, content_type: 'application/octet-stream' });
    expect(env.first_bytes).to.match(/^APP_NAME=\[redacted\]\nAPP_ENV=\[redacted\]\nAPP_KEY=\[redacted\]/);
    expect(probe(result, 'https://site-leaky.test/.git/HEAD').first_bytes).to.equal('ref: refs/heads/main\n');
    expect(probe(result, 'https://site-leaky.test/.DS_Store').first_bytes).to.match(/^\\x00\\x00\\x00\\x01Bud1/);
    const evidence = JSON.stringify(result.evidence);
    for (const secret of LEAKY_SECRETS) expect(evidence).not.to.contain(secret);
    expect(evidence).not.to.contain('$apr1$labsalt1');
  });

  it('treats 403 and 401 on a site that answers 404 as protected: pass', async () => {
    const result = await scan('site-protected.test');
    expect(statuses(result)).to.deep.equal(Array(5).fill('pass'));
    expect(probe(result, 'https://site-protected.test/.git/HEAD')).to.deep.include({
      status: 403,
      verdict: 'absent',
      reason: 'protected (HTTP 403)',
    });
  });

  it('reports nothing on a site that answers 200 with the same page everywhere', async () => {
    const result = await scan('site-soft404.test');
    expect(statuses(result)).to.deep.equal(Array(5).fill('pass'));
    expect(check(result, 'admin_interfaces').summary).to.contain('answers 200 for any path');
    expect(probe(result, 'https://site-soft404.test/admin/')).to.deep.include({ status: 200, verdict: 'absent' });
  });

  it('still trusts a content signature on a soft-404 site', async () => {
    const result = await scan('site-soft404-git.test');
    expect(check(result, 'source_metadata').status).to.equal('fail');
    expect(probe(result, 'https://site-soft404-git.test/.git/config').verdict).to.equal('exposed');
    expect(probe(result, 'https://site-soft404-git.test/.git/HEAD').verdict).to.equal('absent');
    expect(statuses(result).slice(1)).to.deep.equal(Array(4).fill('pass'));
  });

  it('is unknown, never failed, behind a WAF challenge', async () => {
    const result = await scan('site-waf.test');
    expect(statuses(result)).to.deep.equal(Array(5).fill('unknown'));
    expect(result.issues).to.deep.equal([]);
    expect(check(result, 'environment_file').summary).to.contain('challenge');
    // Not assessed (policy 2026.1): no score and the reason, never 100.
    expect(result.score).to.equal(null);
    expect(result.not_assessed_reason).to.match(/^No check gave a definite result: /);
  });

  it('is unknown when no web server answers or the address is refused', async () => {
    const none = await scan('site-no-web.test');
    expect(statuses(none)).to.deep.equal(Array(5).fill('unknown'));
    expect(check(none, 'backup_files').summary).to.match(/No web server could be probed: .*site-no-web\.test/);
    const refused = await scan('site-good.test', [LAB_PRIVATE_ADDRESS]);
    expect(statuses(refused)).to.deep.equal(Array(5).fill('unknown'));
    expect(refused.evidence.origin_error).to.contain('not a public address');
  });
});
