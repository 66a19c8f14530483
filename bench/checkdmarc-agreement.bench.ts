/**
 * `npm run bench:checkdmarc` (part of `npm run bench:agreement`): agreement of the dns_email module's
 * SPF and DMARC checks with checkdmarc (PyPI, pinned below, installed into data/tools/ on first run) on
 * every lab SPF and DMARC fixture. checkdmarc takes name servers as bare addresses (port 53), so the
 * lab's DNS server listens on 127.<LAB_NET>.0.53:53 (binding port 53 needs root or
 * CAP_NET_BIND_SERVICE) and checkdmarc is given only that server (`--nameserver`): it never asks
 * anyone else. The lab also plays the `test` TLD here, answering NXDOMAIN for names no fixture zone
 * holds, as the real root does for a name nobody registered: checkdmarc walks the DNS tree to
 * `_dmarc.test` (RFC 9989's tree walk) and must get an answer, not REFUSED. Our scanner is run against
 * the same server. Compared per domain: the SPF record (none, one, several, lookup failure), its syntax,
 * the result of its `all`, whether that `all` is raised as a finding, the DNS and void lookup counts,
 * includes (loops, missing targets), the overall SPF validity, and DMARC (none, one, several, invalid,
 * lookup failure; p, sp, pct, rua, t). Disagreements are explained in docs/scanner-agreement.md.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ModuleResult } from '../core/scan-model/report.js';
import { labModuleContext } from '../lab/lab-scan-deps.js';
import { labAddress } from '../lab/net.js';
import { startLab } from '../lab/start-lab.js';
import { DMARC_FIXTURES } from '../lab/zones/dmarc-fixtures.js';
import { LAB_ZONES } from '../lab/zones/index.js';
import { zone } from '../lab/zones/records.js';
import { SPF_FIXTURES } from '../lab/zones/spf-fixtures.js';
import { DNS_EMAIL_MODULE } from '../scanner/modules/dns-email/dns-email.module.js';
import { runModule } from '../scanner/modules/run-module.js';
import { ensurePythonTool } from '../scripts/python-tool.js';
import { type ComparedRow, compareFindings, printAgreement } from './agreement/agreement-table.js';
import { parseCheckdmarcOutput } from './agreement/checkdmarc-findings.js';
import { EMAIL_FIELDS } from './agreement/email-fields.js';
import { ourEmailFindings } from './agreement/our-email-findings.js';

/** The checkdmarc release compared against (`pip index versions checkdmarc` lists others). */
export const CHECKDMARC_VERSION = '6.0.4';

const run = promisify(execFile);
const DNS_HOST = labAddress(0, 53);

const tool = await ensurePythonTool({ pkg: 'checkdmarc', version: CHECKDMARC_VERSION });
const tld = zone('test', []);
const lab = await startLab({
  host: DNS_HOST,
  dnsPort: 53,
  dnsOnly: true,
  fixtures: [{ zones: [...LAB_ZONES, tld], hosts: [] }],
}).catch((error: unknown) => {
  console.error(
    `the lab DNS server cannot listen on ${DNS_HOST}:53 (${String(error)}); run as root or grant CAP_NET_BIND_SERVICE`,
  );
  process.exit(1);
});
try {
  // Every SPF and DMARC fixture domain (the report collector is not a mail domain), and the good one.
  const collector = 'dmarc-collector.test';
  const domains = [...SPF_FIXTURES, ...DMARC_FIXTURES]
    .map((z) => z.origin)
    .filter((origin) => origin !== collector)
    .concat('mail-good.test');

  const ours = new Map<string, ModuleResult>();
  const oursStarted = Date.now();
  for (const domain of domains) {
    // dns_email needs no address; fixtures whose apex fails on purpose (SERVFAIL) must still run.
    const context = await labModuleContext(lab, domain, { addresses: [] });
    ours.set(domain, await runModule(DNS_EMAIL_MODULE, context));
  }
  const oursMs = Date.now() - oursStarted;

  const started = Date.now();
  const args = ['--nameserver', DNS_HOST, '--timeout', '1', '--retries', '0', '--format', 'json', ...domains];
  const { stdout } = await run(join(tool.bin, 'checkdmarc'), args, {
    timeout: 600_000,
    maxBuffer: 64 * 1024 * 1024,
  }).catch(
    // checkdmarc exits non-zero when a domain has problems; its JSON is still the answer.
    (error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`checkdmarc failed: ${error.stderr ?? String(error)}`);
      return { stdout: error.stdout };
    },
  );
  const checkdmarcMs = Date.now() - started;
  if (process.env.CHECKDMARC_JSON_COPY)
    (await import('node:fs')).writeFileSync(process.env.CHECKDMARC_JSON_COPY, stdout);
  const theirs = parseCheckdmarcOutput(stdout);

  const rows: ComparedRow[] = domains.map((domain) => {
    const other = theirs.get(domain);
    if (!other) throw new Error(`checkdmarc reported nothing for ${domain}`);
    return { target: domain, ours: ourEmailFindings(domain, ours.get(domain)!), theirs: other };
  });
  // checkdmarc stops at the first SPF error: what lies past it goes unsaid.
  const unstated = new Set(['all', 'all-ok', 'lookups', 'void', 'includes']);
  const figures = compareFindings('checkdmarc', EMAIL_FIELDS, rows, unstated);
  printAgreement(
    `dns_email module (SPF, DMARC) vs checkdmarc ${tool.version} on ${domains.length} lab domains, DNS ${DNS_HOST}:53 only (a cell shows the shared answer, or ours/checkdmarc* when they differ)`,
    figures,
    'checkdmarc',
  );
  console.log(
    `\nwall time: ours ${oursMs} ms (one domain at a time), checkdmarc ${checkdmarcMs} ms (all its checks, one domain at a time)`,
  );
} finally {
  await lab.stop();
}
