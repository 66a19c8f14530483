import { expect } from 'chai';
import { mapBounded } from '../../scanner/modules/sensitive-files/bounded-map.js';
import {
  looksLikeHtml,
  matchesSignature,
  type ProbeResponse,
} from '../../scanner/modules/sensitive-files/content-signatures.js';
import { previewBody, redactSecrets } from '../../scanner/modules/sensitive-files/preview.js';
import { PROBES } from '../../scanner/modules/sensitive-files/probe-table.js';
import { isBlockedSite, isCatchAll, judgeProbe } from '../../scanner/modules/sensitive-files/soft-404.js';

const res = (body: string, status = 200, contentType: string | null = 'text/plain', location: string | null = null) =>
  ({ status, contentType, location, body }) satisfies ProbeResponse;
const HTML_PAGE = '<!doctype html><html><head><title>Home</title></head><body>Welcome</body></html>';

describe('scanner: sensitive_files content signatures (unit)', () => {
  it('recognises Git metadata and nothing that merely mentions it', () => {
    expect(matchesSignature('git_head', res('ref: refs/heads/main\n'))).to.equal(true);
    expect(matchesSignature('git_head', res(`${'a1'.repeat(20)}\n`))).to.equal(true);
    expect(matchesSignature('git_head', res('<html>ref: refs/heads/main</html>'))).to.equal(false);
    expect(matchesSignature('git_head', res('ref: refs/heads/main\n', 404))).to.equal(false);
    expect(matchesSignature('git_config', res('[core]\n\trepositoryformatversion = 0\n'))).to.equal(true);
    expect(matchesSignature('git_config', res(`${HTML_PAGE}<pre>[core]</pre>`))).to.equal(false);
  });

  it('recognises .env files by KEY=VALUE lines, not HTML pages or prose', () => {
    expect(matchesSignature('env_file', res('# app\nAPP_ENV=production\nDB_PASSWORD=x\n'))).to.equal(true);
    expect(matchesSignature('env_file', res('export API_KEY=1\nexport SECRET=2\n'))).to.equal(true);
    expect(matchesSignature('env_file', res(HTML_PAGE))).to.equal(false);
    expect(matchesSignature('env_file', res('ONLY=one\n'))).to.equal(false);
    expect(matchesSignature('env_file', res('A=1\nB=2\nsome words\nmore words\nand more\n'))).to.equal(false);
  });

  it('recognises binary magic as the HTTP client decodes it (UTF-8, bytes >= 0x80 lost)', () => {
    const decoded = (bytes: number[]) => Buffer.from(bytes).toString('utf8');
    expect(matchesSignature('ds_store', res(decoded([0, 0, 0, 1, 0x42, 0x75, 0x64, 0x31, 0, 0, 0x10, 0])))).to.equal(
      true,
    );
    expect(matchesSignature('zip', res(decoded([0x50, 0x4b, 3, 4, 0x14, 0, 0, 0, 8, 0])))).to.equal(true);
    // A real gzip header: 1f 8b 08, then flags, mtime, xfl, os.
    const gzip = decoded([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xcb, 0x48]);
    expect(matchesSignature('gzip', res(gzip, 200, 'application/octet-stream'))).to.equal(true);
    expect(matchesSignature('gzip', res('', 200, 'application/gzip'))).to.equal(true);
    expect(matchesSignature('gzip', res(HTML_PAGE, 200, 'text/html'))).to.equal(false);
    expect(matchesSignature('zip', res(HTML_PAGE, 200, 'text/html'))).to.equal(false);
  });

  it('recognises dumps, config backups, password files and Subversion entries by content', () => {
    expect(matchesSignature('sql_dump', res('-- MySQL dump 10.13  Distrib 8.0.36\n'))).to.equal(true);
    expect(matchesSignature('sql_dump', res('--\n-- PostgreSQL database dump\n--\n'))).to.equal(true);
    expect(matchesSignature('sql_dump', res('CREATE TABLE `users` (id int);'))).to.equal(true);
    expect(matchesSignature('sql_dump', res(`${HTML_PAGE} CREATE TABLE x`))).to.equal(false);
    expect(matchesSignature('php_config', res("<?php\ndefine( 'DB_PASSWORD', 'x' );"))).to.equal(true);
    expect(matchesSignature('php_config', res('<?php echo 1;'))).to.equal(false);
    expect(matchesSignature('htpasswd', res('admin:$apr1$salt$hash\n'))).to.equal(true);
    expect(matchesSignature('htpasswd', res('bob:{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=\n'))).to.equal(true);
    expect(matchesSignature('htpasswd', res('Note: nothing here\n'))).to.equal(false);
    expect(matchesSignature('svn_entries', res('12\n'))).to.equal(true);
    expect(matchesSignature('svn_entries', res('10\n\ndir\n42\nhttps://svn.example/trunk\n'))).to.equal(true);
    expect(matchesSignature('svn_entries', res('not svn'))).to.equal(false);
  });

  it('recognises listings, admin pages, mod_status and Spring actuator output', () => {
    expect(matchesSignature('directory_listing', res('<html><head><title>Index of /uploads</title>'))).to.equal(true);
    expect(matchesSignature('directory_listing', res('<title>Directory listing for /</title>'))).to.equal(true);
    expect(matchesSignature('directory_listing', res(HTML_PAGE))).to.equal(false);
    expect(matchesSignature('phpmyadmin', res('<title>phpMyAdmin</title><input name="pma_username">'))).to.equal(true);
    expect(matchesSignature('login_form', res('<form><input type="password" name="p"></form>'))).to.equal(true);
    expect(
      matchesSignature('wordpress_login', res('', 302, null, 'https://x.test/wp-login.php?redirect_to=x')),
    ).to.equal(true);
    expect(matchesSignature('wordpress_login', res('', 302, null, 'https://x.test/login'))).to.equal(false);
    expect(matchesSignature('apache_status', res('<title>Apache Status</title>'))).to.equal(true);
    expect(matchesSignature('spring_env', res('{"activeProfiles":[],"propertySources":[]}'))).to.equal(true);
    expect(matchesSignature('spring_env', res('{"status":"UP"}'))).to.equal(false);
    expect(looksLikeHtml(HTML_PAGE)).to.equal(true);
  });

  it('gives every probe a known group, a severity and a reason, with unique paths', () => {
    expect(new Set(PROBES.map((p) => p.path)).size).to.equal(PROBES.length);
    for (const probe of PROBES) expect(probe.why.length, probe.path).to.be.greaterThan(20);
    expect(PROBES.find((p) => p.path === '/.env')?.severity).to.equal('critical');
    expect(PROBES.find((p) => p.path === '/uploads/')?.severity).to.equal('medium');
  });
});

describe('scanner: sensitive_files soft-404 and WAF logic (unit)', () => {
  const notFound = { path: '/rampart-not-found-1', response: res('<h1>Not Found</h1>', 404, 'text/html') };
  const catchAll = {
    path: '/rampart-not-found-1',
    response: res(`${HTML_PAGE}<input type="password">`, 200, 'text/html'),
  };
  const challenge = res('<title>Just a moment...</title><div class="cf-chl-widget"></div>', 403, 'text/html');
  const git = PROBES.find((p) => p.path === '/.git/HEAD')!;
  const admin = PROBES.find((p) => p.path === '/admin/')!;

  it('classifies the baseline', () => {
    expect(isCatchAll(catchAll.response)).to.equal(true);
    expect(isCatchAll(notFound.response)).to.equal(false);
    expect(isBlockedSite(challenge)).to.equal(true);
    expect(isBlockedSite(res('Forbidden', 403))).to.equal(true);
    expect(isBlockedSite(notFound.response)).to.equal(false);
  });

  it('never reports a status code alone on a catch-all site, but still trusts content signatures', () => {
    expect(judgeProbe(git, catchAll.response, catchAll).verdict).to.equal('absent');
    expect(judgeProbe(git, res('ref: refs/heads/main\n'), catchAll).verdict).to.equal('exposed');
    // The login form is on every page of this site, so /admin/ showing one proves nothing.
    expect(judgeProbe(admin, res(`<p>other</p><input type="password">`), catchAll).verdict).to.equal('absent');
    expect(judgeProbe(admin, res(`<p>other</p><input type="password">`), notFound).verdict).to.equal('exposed');
  });

  it('ignores a page that only echoes the path it was asked for', () => {
    const echo = (path: string) => res(`${HTML_PAGE}<p>${path} is not here</p>`, 200, 'text/html');
    const baseline = { path: '/rampart-not-found-1', response: echo('/rampart-not-found-1') };
    const listing = PROBES.find((p) => p.path === '/uploads/')!;
    const echoed = res(`<title>Index of /uploads/</title><p>/uploads/ is not here</p>`, 200, 'text/html');
    expect(judgeProbe(listing, echo('/uploads/'), baseline).verdict).to.equal('absent');
    expect(judgeProbe(listing, echoed, baseline).verdict).to.equal('exposed');
  });

  it('treats challenges and refusals on a refusing site as blocked, a lone 403 as protected', () => {
    expect(judgeProbe(git, challenge, notFound).verdict).to.equal('blocked');
    expect(judgeProbe(git, res('Forbidden', 403), { path: '/x', response: challenge }).verdict).to.equal('blocked');
    expect(judgeProbe(git, res('Forbidden', 403), notFound)).to.deep.equal({
      verdict: 'absent',
      reason: 'protected (HTTP 403)',
    });
  });
});

describe('scanner: sensitive_files evidence previews (unit)', () => {
  it('redacts values of .env keys, password hashes, PHP defines, URL credentials and JSON values', () => {
    expect(redactSecrets('APP_KEY=base64:abc\nEMPTY=\n')).to.equal('APP_KEY=[redacted]\nEMPTY=\n');
    expect(redactSecrets('admin:$apr1$salt$hash')).to.equal('admin:[redacted]');
    expect(redactSecrets("define( 'DB_PASSWORD', 'pw' );")).to.equal("define( 'DB_PASSWORD', '[redacted]' );");
    expect(redactSecrets('\turl = https://deploy:tok@git.example/x.git')).to.equal(
      '\turl = https://[redacted]@git.example/x.git',
    );
    expect(redactSecrets('{"DB":{"value":"pw"}}')).to.equal('{"DB":{"value":"[redacted]"}}');
    expect(redactSecrets("INSERT INTO `users` VALUES (1,'a@b.c');")).to.equal(
      'INSERT INTO `users` VALUES ([redacted])',
    );
  });

  it('keeps previews short and printable', () => {
    expect(previewBody('\u0000\u0000\u0000\u0001Bud1')).to.equal('\\x00\\x00\\x00\\x01Bud1');
    const long = previewBody('x'.repeat(500));
    expect(long).to.have.length(121);
    expect(long.endsWith('…')).to.equal(true);
  });
});

describe('scanner: bounded concurrency (unit)', () => {
  it('keeps at most the limit in flight and results in order', async () => {
    let inFlight = 0;
    let peak = 0;
    const results = await mapBounded([5, 1, 4, 2, 3, 0, 6, 7, 8, 9], 3, async (n) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, n));
      inFlight--;
      return n * 2;
    });
    expect(peak).to.equal(3);
    expect(results).to.deep.equal([10, 2, 8, 4, 6, 0, 12, 14, 16, 18]);
  });
});
