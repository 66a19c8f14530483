import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { type Lab, startLab } from '../../lab/start-lab.js';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

describe('cli: rampart scan as a process against the lab', function () {
  this.timeout(60_000);
  let lab: Lab;
  let env: NodeJS.ProcessEnv;
  before(async () => {
    lab = await startLab();
    const dir = mkdtempSync(join(tmpdir(), 'rampart-cli-'));
    const caFile = join(dir, 'lab-ca.pem');
    writeFileSync(caFile, lab.ca!.rootPem);
    env = {
      PATH: process.env.PATH,
      RAMPART_LAB_NET: process.env.RAMPART_LAB_NET,
      SCANNER_DNS_SERVERS: lab.dns.address,
      SCANNER_ALLOWED_CIDRS: lab.cidr,
      SCANNER_EXTRA_CA_CERTS: caFile,
    };
  });
  after(async () => lab.stop());

  const rampart = (...args: string[]) =>
    new Promise<Run>((resolve) => {
      execFile('node', ['bin/rampart.js', ...args], { env, timeout: 50_000 }, (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 99) : 0, stdout, stderr });
      });
    });

  it('prints the full JSON report of the chosen modules and exits 0', async () => {
    const run = await rampart('scan', 'mail-good.test', '--modules', 'dns_email', '--format', 'json', '--no-progress');
    expect(run.code, run.stderr).to.equal(0);
    const report = JSON.parse(run.stdout);
    expect(report).to.include({ domain: 'mail-good.test', grade: 'A' });
    expect(report.modules.map((m: { name: string }) => m.name)).to.deep.equal(['dns_email']);
    expect(report.compliance.frameworks).to.have.length(6);
    for (const check of report.modules[0].checks) {
      expect(check.code.startsWith(`${check.id}.`), check.code).to.equal(true);
      expect(check.params).to.be.an('object');
    }
  });

  it('keeps issues at exactly three fields, each one the issue of a check whose code names it', async () => {
    const run = await rampart('scan', 'dmarc-none.test', '--modules', 'dns_email', '--format', 'json', '--no-progress');
    const report = JSON.parse(run.stdout);
    const checks = report.modules[0].checks as { code: string; issue?: unknown }[];
    expect(report.issues).to.not.be.empty;
    for (const issue of [...report.issues, ...report.modules[0].issues]) {
      expect(Object.keys(issue).sort()).to.deep.equal(['finding', 'remediation', 'severity']);
      expect(checks.filter((check) => JSON.stringify(check.issue) === JSON.stringify(issue))).to.have.length(1);
    }
    const none = checks.find((check) => check.code === 'dns_email.dmarc_policy.none');
    expect(none?.issue).to.deep.include({ severity: 'medium' });
  });

  it('prints a readable text report with findings and fixes, and exits 1 below --fail-below', async () => {
    const run = await rampart('scan', 'dmarc-none.test', '--modules', 'dns_email', '--fail-below', 'A', '--progress');
    expect(run.code).to.equal(1);
    expect(run.stdout).to.match(
      /^Rampart scan of dmarc-none\.test\nGrade C \(capped from A because of a DMARC policy of none\)/,
    );
    expect(run.stdout).to.contain('[FAIL] DMARC policy enforces').and.contain('fix: Once the aggregate reports');
    expect(run.stdout).to.contain('CIS Critical Security Controls 8: 9.5');
    expect(run.stderr).to.contain('[ 1/1] dns_email').and.contain('Grade C is below the required A.');
  });

  it('shows modules with nothing to test as NOT ASSESSED with the reason, and the mail caps (mx-nostarttls.test)', async () => {
    const run = await rampart('scan', 'mx-nostarttls.test', '--no-progress');
    expect(run.stdout).to.match(/^Grade C \(capped from B because of no usable DMARC record/m);
    expect(run.stdout).to.contain('a mail server without STARTTLS').and.contain('three or more high-severity issues');
    expect(run.stdout).to.match(
      /^ssl — NOT ASSESSED \(\d+ ms\)\n {4}Nothing to test: mx-nostarttls\.test has no address\.$/m,
    );
    expect(run.stdout).to.not.match(/^ssl — score/m);
  });

  it('exits 3 with the refusal for unresolvable and non-public domains, 2 for bad usage', async () => {
    // A name the lab's authoritative server says does not exist.
    const unresolvable = await rampart('scan', 'missing.rampart-secure.test');
    expect([unresolvable.code, unresolvable.stderr.trim().split('\n')]).to.deep.equal([
      3,
      [
        'rampart: Could not resolve missing.rampart-secure.test',
        `rampart: asked ${lab.dns.address} (from SCANNER_DNS_SERVERS): A NXDOMAIN, AAAA NXDOMAIN`,
      ],
    ]);
    const servfail = await rampart('scan', 'dns-servfail.test');
    expect(servfail.code).to.equal(3);
    expect(servfail.stderr)
      .to.contain('Could not resolve dns-servfail.test\n')
      .and.contain('A SERVFAIL, AAAA SERVFAIL');
    const privateTarget = await rampart('scan', 'private-target.test');
    expect(privateTarget.code).to.equal(3);
    expect(privateTarget.stderr).to.contain('non-public address space');
    const bad = await rampart('scan', 'x.test', '--format', 'yaml');
    expect(bad.code).to.equal(2);
    expect(bad.stderr).to.contain('Usage: rampart scan');
  });

  it('says the grade cap in words, and counts, agrees and capitalises like a person would', async () => {
    const expired = await rampart('scan', 'tls-expired.test', '--modules', 'ssl', '--no-progress');
    expect(expired.stdout).to.match(/^Grade F \(capped from [A-D] because of an invalid certificate\)/m);
    expect(expired.stdout).to.not.contain('invalid_certificate');
    expect(expired.stdout)
      .to.contain('The leaf certificate (CN=tls-expired.test) served by')
      .and.contain('(1 day ago)');
    const secure = await rampart('scan', 'rampart-secure.test', '--modules', 'dns_email,ssl,dnssec', '--no-progress');
    expect(secure.stdout).to.contain('Evaluating the policy takes 1 DNS lookup (limit 10).');
    expect(secure.stdout).to.contain('1 certificate sent in order').and.not.contain('(s)');
    expect(secure.stdout).to.contain('The A records of rampart-secure.test are signed by key');
    expect(secure.stdout).to.not.match(/\. the |records of \S+ is signed/);
  });

  it('starts every sentence upper-case unless it starts with a name (a domain, a host, a URL)', async () => {
    const name = /^([a-z0-9-]+\.)+[a-z]{2,}\b|^[a-z][a-z0-9+.-]*:\/\/|^security\.txt\b/;
    for (const domain of ['spf-syntax-error.test', 'dmarc-testing.test', 'dkim-weak.test', 'mx-sts-testing.test']) {
      const run = await rampart('scan', domain, '--modules', 'dns_email,mail_transport,dnssec', '--no-progress');
      const sentences = run.stdout
        .split('\n')
        .flatMap((line) => {
          const check = /^ {2}\[(PASS|FAIL| {2}\? )\] [^:]+: (.*)$/.exec(line);
          if (check) return [check[2]!];
          const issue = /^ {2}(CRITICAL|HIGH|MEDIUM|LOW) +(.*)$/.exec(line);
          if (issue) return [issue[2]!];
          const fix = /^ +fix: (.*)$/.exec(line);
          return fix ? [fix[1]!] : [];
        })
        .filter((sentence) => !name.test(sentence));
      expect(sentences, domain).to.not.be.empty;
      expect(
        sentences.filter((sentence) => !/^[A-Z0-9_"(<]/.test(sentence)),
        domain,
      ).to.deep.equal([]);
    }
  });
});
