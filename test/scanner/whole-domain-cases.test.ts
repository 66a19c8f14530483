/**
 * Whole-domain situations grading must get right (lab/fixtures/scoring.fixtures.ts): full
 * scans, every module, and what each module can and cannot know. Grades are not asserted here
 * (the scoring policy decides them; docs/scoring.md tabulates them): this holds the module results
 * the policy is fed.
 */
import { expect } from 'chai';
import type { ModuleName } from '../../core/scan-model/module-names.js';
import type { ScanReport } from '../../core/scan-model/report.js';
import { DNS_FIXTURES } from '../../lab/fixtures/dns.fixtures.js';
import { MAIL_FIXTURES } from '../../lab/fixtures/mail.fixtures.js';
import { REPUTATION_FIXTURES } from '../../lab/fixtures/reputation.fixtures.js';
import {
  PARKED_DOMAIN,
  SCORING_FIXTURES,
  WEB_ONLY_DOMAIN,
  WEB_UNREACHABLE_DOMAIN,
} from '../../lab/fixtures/scoring.fixtures.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { LAB_ZONES } from '../../lab/zones/index.js';
import { scanDomain } from '../../scanner/scan-domain.js';

/** The modules that read the web site: with no site to read they know nothing. */
const WEB_MODULES: ModuleName[] = [
  'ssl',
  'headers',
  'https_enforcement',
  'cookies',
  'server_software',
  'sensitive_files',
  'security_txt',
];

const CONNECT_TIMEOUT_MS = 1000;

describe('scanner: whole-domain cases (parked, web-only, web unreachable, mail-only)', function () {
  this.timeout(60_000);
  let lab: Lab;
  const reports = new Map<string, { report: ScanReport; ms: number }>();
  const report = (domain: string) => reports.get(domain)!.report;
  const statuses = (domain: string, module: ModuleName) =>
    report(domain)
      .modules.find((m) => m.name === module)!
      .checks.map((c) => c.status);
  const codes = (domain: string, module: ModuleName) =>
    report(domain)
      .modules.find((m) => m.name === module)!
      .checks.map((c) => c.code);
  const failed = (domain: string) =>
    report(domain).modules.flatMap((m) => m.checks.filter((c) => c.status === 'fail').map((c) => c.code));

  before(async () => {
    lab = await startLab({
      fixtures: [{ zones: LAB_ZONES, hosts: [] }, DNS_FIXTURES, MAIL_FIXTURES, REPUTATION_FIXTURES, SCORING_FIXTURES],
    });
    const deps = labScanDeps(lab, { connectTimeoutMs: CONNECT_TIMEOUT_MS });
    for (const domain of [PARKED_DOMAIN, WEB_ONLY_DOMAIN, WEB_UNREACHABLE_DOMAIN, 'mx-nostarttls.test']) {
      const started = performance.now();
      const scanned = await scanDomain(domain, {}, deps);
      reports.set(domain, { report: scanned, ms: performance.now() - started });
    }
  });
  after(async () => lab?.stop());

  it('a parked domain done right (null MX, v=spf1 -all, DMARC reject, no address) fails nothing', () => {
    expect(failed(PARKED_DOMAIN)).to.deep.equal([]);
    expect(report(PARKED_DOMAIN).issues).to.deep.equal([]);
    // The null MX settles every mail transport question: the domain receives no mail.
    expect(codes(PARKED_DOMAIN, 'mail_transport').every((code) => code.endsWith('.pass.null_mx'))).to.equal(true);
    expect(codes(PARKED_DOMAIN, 'dns_email')).to.include.members([
      'dns_email.spf_all.pass',
      'dns_email.dmarc_policy.pass',
    ]);
    // No address: nothing web or port related can be known.
    for (const module of [...WEB_MODULES, 'ports'] as ModuleName[]) {
      expect(new Set(statuses(PARKED_DOMAIN, module)), module).to.deep.equal(new Set(['unknown']));
    }
  });

  it('a web-only domain with no MX passes every web check and knows nothing of mail transport', () => {
    expect(failed(WEB_ONLY_DOMAIN)).to.deep.equal([]);
    for (const module of WEB_MODULES) {
      expect(new Set(statuses(WEB_ONLY_DOMAIN, module)), module).to.deep.equal(new Set(['pass']));
    }
    const mail = codes(WEB_ONLY_DOMAIN, 'mail_transport');
    expect(mail[0]).to.equal('mail_transport.mx_records.pass.no_mx');
    expect(mail.slice(1).every((code) => code.endsWith('.unknown.no_mx'))).to.equal(true);
  });

  it('a domain whose web ports drop every SYN gets unknowns, never failures, within a bounded time', () => {
    const { ms } = reports.get(WEB_UNREACHABLE_DOMAIN)!;
    expect(failed(WEB_UNREACHABLE_DOMAIN)).to.deep.equal([]);
    expect(report(WEB_UNREACHABLE_DOMAIN).modules.map((m) => m.status)).to.satisfy((all: string[]) =>
      all.every((status) => status === 'completed'),
    );
    for (const module of [
      'ssl',
      'headers',
      'https_enforcement',
      'cookies',
      'sensitive_files',
      'security_txt',
    ] as const) {
      expect(new Set(statuses(WEB_UNREACHABLE_DOMAIN, module)), module).to.deep.equal(new Set(['unknown']));
    }
    expect(codes(WEB_UNREACHABLE_DOMAIN, 'headers')[0]).to.equal('headers.csp.unknown.no_page');
    const page = report(WEB_UNREACHABLE_DOMAIN).modules.find((m) => m.name === 'headers')!.evidence.page as {
      reason: string;
    };
    expect(page.reason).to.contain(`timed out after ${CONNECT_TIMEOUT_MS} ms`);
    // Each request gives up after one connect timeout (http-client.ts), and security.txt asks a silent
    // origin once per scheme: measured 2.6 s with 1 s connects; 12 s (and security_txt timed out) before.
    expect(ms).to.be.below(6 * CONNECT_TIMEOUT_MS);
  });

  it('the mail-only domain without authentication fails SPF, DMARC and STARTTLS and knows nothing of the web', () => {
    expect(failed('mx-nostarttls.test')).to.include.members([
      'dns_email.spf_record.missing',
      'dns_email.dmarc_record.missing',
      'mail_transport.starttls.unencrypted',
    ]);
    for (const module of [...WEB_MODULES, 'ports'] as ModuleName[]) {
      expect(new Set(statuses('mx-nostarttls.test', module)), module).to.deep.equal(new Set(['unknown']));
    }
  });
});
