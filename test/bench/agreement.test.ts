/**
 * The agreement benchmarks' comparison logic (bench/agreement/), on real output of the pinned tools
 * recorded from `npm run bench:agreement` against the lab (test/bench/recorded/, trimmed to the
 * servers and domains used here; sslyze's rejected-suite lists and certificate bodies are dropped,
 * nothing else changed). Running the tools themselves needs Python and PyPI, so that stays a benchmark;
 * the checkdmarc record is also held against a live run of our dns_email module on the lab, whose zones
 * are the same at every start.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { compareFindings, type Findings } from '../../bench/agreement/agreement-table.js';
import { parseCheckdmarcOutput } from '../../bench/agreement/checkdmarc-findings.js';
import { EMAIL_FIELDS } from '../../bench/agreement/email-fields.js';
import { ourEmailFindings } from '../../bench/agreement/our-email-findings.js';
import { parseSslyzeOutput } from '../../bench/agreement/sslyze-findings.js';
import { labModuleContext } from '../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { LAB_ZONES } from '../../lab/zones/index.js';
import { zone } from '../../lab/zones/records.js';
import { DNS_EMAIL_MODULE } from '../../scanner/modules/dns-email/dns-email.module.js';
import { runModule } from '../../scanner/modules/run-module.js';

const recorded = (name: string) => readFileSync(new URL(`./recorded/${name}`, import.meta.url), 'utf8');

describe('agreement benchmarks: reading sslyze 6.3.1 output', () => {
  const text = recorded('sslyze-6.3.1.json');
  // Certificate dates are judged at the moment sslyze finished, as the benchmark does.
  const { version, byHost } = parseSslyzeOutput(text, Date.parse(JSON.parse(text).date_scans_completed));
  const host = (name: string): Findings => {
    const findings = byHost.get(name);
    if (!findings) throw new Error(`no recorded sslyze result for ${name}`);
    return findings;
  };

  it('reads protocols, weak suites, forward secrecy, the certificate and HSTS of a good server', () => {
    expect(version).to.equal('6.3.1');
    expect(host('tls-good.test')).to.deep.equal({
      reach: true,
      SSLv2: false,
      SSLv3: false,
      TLS1: false,
      'TLS1.1': false,
      'TLS1.2': true,
      'TLS1.3': true,
      NULL: false,
      EXPORT: false,
      anon: false,
      RC4: false,
      DES: false,
      '3DES': false,
      FS: true,
      expired: false,
      verifies: true,
      name: true,
      key: 2048,
      'SHA-1': false,
      order: true,
      hsts: false,
      'max-age': null,
      incSub: null,
      preload: null,
    });
  });

  it('says nothing but "unreachable" for a refused connection', () => {
    const none = host('tls-none.test');
    expect(none.reach).to.equal(false);
    expect(Object.entries(none).filter(([, value]) => value !== null)).to.deep.equal([['reach', false]]);
  });

  it('sorts accepted suites into weak kinds by their worst weakness, and sees missing forward secrecy', () => {
    expect(host('tls-null-cipher.test')).to.include({ NULL: true, anon: true, RC4: false, '3DES': false, FS: true });
    expect(host('tls-no-fs.test')).to.include({ FS: false, 'TLS1.3': false, NULL: false });
    expect(host('tls-legacy.test')).to.include({ TLS1: true, 'TLS1.1': true, 'TLS1.2': true });
  });

  it('sees SSLv3 and 3DES the lab finishes handshakes for, and not SSLv2, which the lab cannot finish', () => {
    expect(host('tls-sslv3.test')).to.include({ SSLv3: true, SSLv2: false, 'TLS1.2': true });
    expect(host('tls-weak-cipher.test')).to.include({ '3DES': true, 'TLS1.2': true, RC4: false });
    expect(host('tls-sslv2.test')).to.include({ SSLv2: false });
  });

  it('reads the certificate verdicts of the supplied (lab) trust store, and leaves unsaid what validation never reached', () => {
    expect(host('tls-wrong-host.test')).to.include({ verifies: false, name: false, expired: false });
    expect(host('tls-expired.test')).to.include({ verifies: false, name: null, expired: true });
    expect(host('tls-sha1.test')).to.include({ verifies: false, 'SHA-1': true });
    expect(host('tls-chain-order.test')).to.include({ verifies: true, order: false });
  });

  it('reads HSTS max-age, includeSubDomains and preload', () => {
    expect(host('web-good.test')).to.include({ hsts: true, 'max-age': 63072000, incSub: true, preload: true });
    expect(host('web-unsafe-inline.test')).to.include({ hsts: true, 'max-age': 86400, incSub: false, preload: false });
  });
});

describe('agreement benchmarks: reading checkdmarc 6.0.4 output', () => {
  const byDomain = parseCheckdmarcOutput(recorded('checkdmarc-6.0.4.json'));
  const domain = (name: string): Findings => {
    const findings = byDomain.get(name);
    if (!findings) throw new Error(`no recorded checkdmarc result for ${name}`);
    return findings;
  };

  it('reads a valid SPF policy and DMARC record field by field', () => {
    expect(domain('mail-good.test')).to.deep.equal({
      spf: 'one',
      syntax: 'ok',
      all: 'fail',
      'all-ok': true,
      lookups: 2,
      void: 0,
      includes: 'ok',
      'spf-ok': true,
      dmarc: 'one',
      p: 'reject',
      sp: 'reject',
      pct: 100,
      rua: 'dmarc@mail-good.test',
      t: 'n',
    });
  });

  it('sorts each SPF error sentence into the field it speaks to, and leaves what follows it unsaid', () => {
    expect(domain('spf-none.test')).to.include({ spf: 'none', syntax: null, 'spf-ok': false });
    expect(domain('spf-multiple.test')).to.include({ spf: 'multiple', 'spf-ok': false });
    expect(domain('spf-servfail.test')).to.include({ spf: 'error', 'spf-ok': null });
    expect(domain('spf-syntax-error.test')).to.include({ spf: 'one', syntax: 'error', all: null, includes: null });
    expect(domain('spf-too-many-lookups.test')).to.include({
      syntax: 'ok',
      lookups: '>10',
      void: null,
      'spf-ok': false,
    });
    expect(domain('spf-void-lookups.test')).to.include({ void: '>2', includes: null, 'spf-ok': false });
    expect(domain('spf-include-loop.test')).to.include({ includes: 'loop', lookups: null });
    expect(domain('spf-include-missing.test')).to.include({ includes: 'missing' });
    // checkdmarc words a timed-out include as "no SPF record" (permerror): read as it says.
    expect(domain('spf-include-timeout.test')).to.include({ includes: 'missing', 'spf-ok': false });
  });

  it('reads the `all` result in RFC 7208 words, no `all` being neutral', () => {
    expect(domain('spf-plus-all.test')).to.include({ all: 'pass', 'all-ok': true });
    expect(domain('spf-no-all.test')).to.include({ all: 'neutral' });
    expect(domain('spf-softfail-no-dmarc.test')).to.include({ all: 'softfail', dmarc: 'none' });
  });

  it('reads DMARC records, several, invalid and unreadable ones, and the tags (pct is gone in RFC 9989)', () => {
    expect(domain('dmarc-missing.test')).to.include({ dmarc: 'none', p: null });
    expect(domain('dmarc-invalid.test')).to.include({ dmarc: 'invalid', p: null });
    expect(domain('dmarc-multiple.test')).to.include({ dmarc: 'multiple' });
    expect(domain('dmarc-timeout.test')).to.include({ dmarc: 'error' });
    expect(domain('dmarc-testing.test')).to.include({ p: 'reject', t: 'y' });
    expect(domain('dmarc-sp-none.test')).to.include({ p: 'reject', sp: 'none' });
    expect(domain('dmarc-quarantine-partial.test')).to.include({ p: 'quarantine', pct: 100 });
  });

  describe('against a live run of our dns_email module on the lab', () => {
    let lab: Lab;
    before(async () => {
      lab = await startLab({ dnsOnly: true, fixtures: [{ zones: [...LAB_ZONES, zone('test', [])], hosts: [] }] });
    });
    after(async () => lab?.stop());

    it('agrees on every field both state, except the disagreements docs/scanner-agreement.md explains', async () => {
      const rows = [];
      for (const [target, theirs] of byDomain) {
        const context = await labModuleContext(lab, target, { addresses: [] });
        rows.push({ target, ours: ourEmailFindings(target, await runModule(DNS_EMAIL_MODULE, context)), theirs });
      }
      const unstated = new Set(['all', 'all-ok', 'lookups', 'void', 'includes']);
      const figures = compareFindings('checkdmarc', EMAIL_FIELDS, rows, unstated);
      expect([...figures.disagreements].sort()).to.deep.equal(
        [
          'spf-plus-all.test all-ok: ours n, checkdmarc y',
          'spf-no-all.test all-ok: ours n, checkdmarc y',
          'spf-softfail-no-dmarc.test all-ok: ours n, checkdmarc y',
          'spf-include-timeout.test includes: ours temperror, checkdmarc missing',
          'spf-include-timeout.test spf-ok: ours ?, checkdmarc n',
          'dmarc-quarantine-partial.test pct: ours 25, checkdmarc 100',
        ].sort(),
      );
      expect(figures.agree).to.equal(figures.total - figures.disagreements.length);
      expect(figures.agree).to.be.greaterThan(200);
    });
  });
});

describe('agreement benchmarks: the agreement table', () => {
  it('counts shared answers, marks differences, skips what neither says and sets apart what the tool leaves unsaid', () => {
    const figures = compareFindings(
      'tool',
      ['a', 'b', 'c', 'd'],
      [
        { target: 'one', ours: { a: true, b: 2, c: null, d: 'x' }, theirs: { a: true, b: 3, c: null, d: null } },
        { target: 'two', ours: { a: false, b: null, c: 'z', d: 'x' }, theirs: { a: false, b: 1, c: 'z', d: 'x' } },
      ],
      new Set(['d']),
    );
    expect(figures).to.include({ agree: 4, total: 6, unstated: 1 });
    expect(figures.disagreements).to.deep.equal(['one b: ours 2, tool 3', 'two b: ours ?, tool 1']);
    expect(figures.lines[1]).to.match(/^one\s+y\s+2\/3\*\s+-\s+x\/\.$/);
    expect(figures.lines[2]).to.match(/^two\s+n\s+\?\/1\*\s+z\s+x$/);
  });
});
