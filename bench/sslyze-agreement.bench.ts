/**
 * `npm run bench:sslyze` (part of `npm run bench:agreement`): agreement of the ssl and
 * https_enforcement modules with sslyze (PyPI, pinned below, installed into data/tools/ on first run)
 * on the lab's ssl and web fixtures. Both tools look at the same address with the same SNI: sslyze's
 * `host:443{ip}` target form, the lab root as its only relevant trust store (`--certinfo_ca_file`; the
 * "Supplied CA file" result is the one read). Compared per target: reachability, each protocol
 * offered, each kind of weak suite accepted (NULL, EXPORT, anonymous, RC4, DES, 3DES), forward
 * secrecy, the certificate (expired, verifies, name match, key size, SHA-1 signature, chain order) and
 * HSTS on the domain's https response (present, max-age, includeSubDomains, preload). Disagreements are
 * explained in docs/scanner-agreement.md.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SSL_FIXTURE_NAMES, SSL_FIXTURES } from '../lab/fixtures/ssl.fixtures.js';
import { WEB_FIXTURES, WEB_HOSTS } from '../lab/fixtures/web.fixtures.js';
import { labModuleContext } from '../lab/lab-scan-deps.js';
import { LAB_CIDR } from '../lab/net.js';
import { startLab } from '../lab/start-lab.js';
import { HTTPS_ENFORCEMENT_MODULE } from '../scanner/modules/https-enforcement/https-enforcement.module.js';
import { runModule } from '../scanner/modules/run-module.js';
import { SSL_MODULE } from '../scanner/modules/ssl/ssl.module.js';
import { judgeAddress, parseAllowList } from '../scanner/network/address-guard.js';
import { ensurePythonTool } from '../scripts/python-tool.js';
import { type ComparedRow, compareFindings, printAgreement } from './agreement/agreement-table.js';
import { ourTlsFindings } from './agreement/our-tls-findings.js';
import { parseSslyzeOutput } from './agreement/sslyze-findings.js';
import { TLS_FIELDS } from './agreement/tls-fields.js';

/** The sslyze release compared against (`pip index versions sslyze` lists others). */
export const SSLYZE_VERSION = '6.3.1';

const run = promisify(execFile);
const LAB_ONLY = parseAllowList([LAB_CIDR]);

const tool = await ensurePythonTool({ pkg: 'sslyze', version: SSLYZE_VERSION });
const lab = await startLab({ fixtures: [SSL_FIXTURES, WEB_FIXTURES] });
const dir = mkdtempSync(join(tmpdir(), 'rampart-sslyze-bench-'));
try {
  const targets = [...SSL_FIXTURE_NAMES, 'www.tls-wildcard.test', ...WEB_HOSTS.map((host) => host.name)];
  const rootFile = join(dir, 'lab-root.pem');
  writeFileSync(rootFile, `${lab.ca!.rootPem.trim()}\n`);

  const ours = new Map<
    string,
    { address: string; ssl: Awaited<ReturnType<typeof runModule>>; https: Awaited<ReturnType<typeof runModule>> }
  >();
  const oursStarted = Date.now();
  for (const target of targets) {
    const context = await labModuleContext(lab, target);
    const address = context.addresses[0];
    // Never point sslyze anywhere but the lab: every target's address must sit inside LAB_CIDR.
    if (!address || !judgeAddress(address, LAB_ONLY).allowListed) throw new Error(`${target} is not on a lab address`);
    const [ssl, https] = [await runModule(SSL_MODULE, context), await runModule(HTTPS_ENFORCEMENT_MODULE, context)];
    ours.set(target, { address, ssl, https });
  }
  const oursMs = Date.now() - oursStarted;

  const targetsFile = join(dir, 'targets.txt');
  writeFileSync(targetsFile, targets.map((target) => `${target}:443{${ours.get(target)!.address}}`).join('\n'));
  const jsonFile = join(dir, 'sslyze.json');
  const commands = '--sslv2 --sslv3 --tlsv1 --tlsv1_1 --tlsv1_2 --tlsv1_3 --certinfo --http_headers'.split(' ');
  const sslyzeStarted = Date.now();
  await run(
    tool.python,
    [
      '-m',
      'sslyze',
      '--quiet',
      '--mozilla_config',
      'disable',
      '--certinfo_ca_file',
      rootFile,
      ...commands,
      '--json_out',
      jsonFile,
      '--targets_in',
      targetsFile,
    ],
    { timeout: 900_000, maxBuffer: 64 * 1024 * 1024 },
  );
  const sslyzeMs = Date.now() - sslyzeStarted;
  const now = Date.now();
  const theirs = parseSslyzeOutput(readFileSync(jsonFile, 'utf8'), now);
  if (process.env.SSLYZE_JSON_COPY) writeFileSync(process.env.SSLYZE_JSON_COPY, readFileSync(jsonFile));

  const rows: ComparedRow[] = targets.map((target) => {
    const mine = ours.get(target)!;
    const other = theirs.byHost.get(target);
    if (!other) throw new Error(`sslyze reported nothing for ${target}`);
    return { target, ours: ourTlsFindings(target, mine.address, mine.ssl, mine.https, now), theirs: other };
  });
  const figures = compareFindings('sslyze', TLS_FIELDS, rows, new Set(['name']));
  printAgreement(
    `ssl + https_enforcement modules vs sslyze ${theirs.version} on ${targets.length} lab targets (a cell shows the shared answer, or ours/sslyze* when they differ)`,
    figures,
    'sslyze',
  );
  console.log(
    `\nwall time: ours ${oursMs} ms (both modules, one target at a time), sslyze ${sslyzeMs} ms (its own concurrency)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
  await lab.stop();
}
