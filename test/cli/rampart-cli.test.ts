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
  });

  it('prints a readable text report with findings and fixes, and exits 1 below --fail-below', async () => {
    const run = await rampart('scan', 'dmarc-none.test', '--modules', 'dns_email', '--fail-below', 'A', '--progress');
    expect(run.code).to.equal(1);
    expect(run.stdout).to.match(/^Rampart scan of dmarc-none\.test\nGrade B \(capped from A by dmarc_policy_none\)/);
    expect(run.stdout).to.contain('[FAIL] DMARC policy enforces').and.contain('fix: Once the aggregate reports');
    expect(run.stdout).to.contain('CIS Critical Security Controls 8: 9.5');
    expect(run.stderr).to.contain('[ 1/1] dns_email').and.contain('Grade B is below the required A.');
  });

  it('exits 3 with the refusal for unresolvable and non-public domains, 2 for bad usage', async () => {
    const unresolvable = await rampart('scan', 'nowhere-at-all.test');
    expect([unresolvable.code, unresolvable.stderr.trim()]).to.deep.equal([
      3,
      'rampart: Could not resolve nowhere-at-all.test',
    ]);
    const privateTarget = await rampart('scan', 'private-target.test');
    expect(privateTarget.code).to.equal(3);
    expect(privateTarget.stderr).to.contain('non-public address space');
    const bad = await rampart('scan', 'x.test', '--format', 'yaml');
    expect(bad.code).to.equal(2);
    expect(bad.stderr).to.contain('Usage: rampart scan');
  });
});
