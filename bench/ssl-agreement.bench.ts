/**
 * `npm run bench:ssl`: agreement of the ssl module with testssl.sh (Debian package) on the lab's ssl
 * fixtures, and the time each tool takes. For every fixture both tools look at the same address with
 * the same SNI: testssl.sh with `--ip`, the lab root through `--add-ca`, only the protocol (-p) and
 * server-defaults/certificate (-S) sections, and no DNS or outside lookups (`--nodns none`, no
 * `--phone-out`). Compared: each protocol offered or not, and the certificate findings (expired,
 * chain of trust, name match, key size, SHA-1 signature). testssl.sh runs BENCH_TESTSSL_CONCURRENCY
 * (default 4) at a time, since one run alone takes tens of seconds; its per-run wall times include
 * that sharing, so the ratio printed is, if anything, unfair to testssl.sh in our favour: read it
 * with the serial figure (BENCH_TESTSSL_CONCURRENCY=1) when it matters.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ModuleResult } from '../core/scan-model/report.js';
import { SSL_FIXTURE_NAMES, SSL_FIXTURES, sslFixtureAddress } from '../lab/fixtures/ssl.fixtures.js';
import { labModuleContext } from '../lab/lab-scan-deps.js';
import { startLab } from '../lab/start-lab.js';
import { runModule } from '../scanner/modules/run-module.js';
import type { CertificateEvidence, EndpointEvidence } from '../scanner/modules/ssl/ssl.evidence.js';
import { SSL_MODULE } from '../scanner/modules/ssl/ssl.module.js';
import type { TlsProtocol } from '../scanner/network/tls-hello.js';

const TESTSSL = process.env.TESTSSL_BIN ?? 'testssl';
const CONCURRENCY = Math.max(1, Number(process.env.BENCH_TESTSSL_CONCURRENCY ?? 4));
/** Every fixture, plus the wildcard host scanned under a name its certificate does cover. */
const TARGETS = [...SSL_FIXTURE_NAMES, 'www.tls-wildcard.test'];
const addressOf = (target: string) => sslFixtureAddress(target.replace(/^www\./, ''));

/** testssl.sh's protocol ids, in our order. */
const PROTOCOLS: [TlsProtocol, string][] = [
  ['SSLv2', 'SSLv2'],
  ['SSLv3', 'SSLv3'],
  ['TLSv1', 'TLS1'],
  ['TLSv1.1', 'TLS1_1'],
  ['TLSv1.2', 'TLS1_2'],
  ['TLSv1.3', 'TLS1_3'],
];

/** What both tools are asked; null is "did not say". */
interface Findings {
  reachable: boolean;
  protocols: (boolean | null)[];
  expired: boolean | null;
  /** openssl-verify style: a trusted chain that is also within its dates (testssl.sh folds both). */
  trusted: boolean | null;
  /** Why not, in short: ok, self, rogueCA, incompl, expired, notyet. */
  why: string | null;
  name: boolean | null;
  keyBits: number | null;
  sha1: boolean | null;
  /** The chain is sent in order (leaf first, each certificate issued by the next, no strangers). */
  ordered: boolean | null;
}

type Value = boolean | number | string | null;

const FIELDS = 'reach SSLv2 SSLv3 TLS1 TLS1.1 TLS1.2 TLS1.3 expired trust why name key SHA-1 order'.split(' ');

function values(f: Findings): Value[] {
  return [f.reachable, ...f.protocols, f.expired, f.trusted, f.why, f.name, f.keyBits, f.sha1, f.ordered];
}

/** Both tools' reasons in one vocabulary (testssl.sh 3.0 says "failed (<words>)."). */
const WHY_CODES: Record<string, string> = {
  trusted: 'ok',
  ok: 'ok',
  self_signed: 'self',
  'self signed': 'self',
  untrusted_root: 'rogueCA',
  'self signed CA in chain': 'rogueCA',
  incomplete_chain: 'incompl',
  'chain incomplete': 'incompl',
  expired: 'expired',
  'not yet valid': 'notyet',
};

function ourFindings(target: string, result: ModuleResult): Findings {
  const address = addressOf(target);
  const tls = result.evidence[`tls:${address}:443`] as EndpointEvidence | undefined;
  const cert = result.evidence[`cert:${address}:443`] as CertificateEvidence | undefined;
  const leaf = cert?.chain[0];
  const hostname = result.checks.find((c) => c.id === 'ssl.certificate_hostname');
  const offered = (p: TlsProtocol) =>
    tls?.reachability !== 'tls' ? null : { offered: true, not_offered: false, error: null }[tls.protocols[p].status];
  const now = cert ? Date.parse(cert.checked_at) : 0;
  let why: string | null = null;
  if (cert && leaf) {
    if (cert.trust.status !== 'trusted') why = cert.trust.status;
    else if (Date.parse(leaf.not_after) < now) why = 'expired';
    else if (Date.parse(leaf.not_before) > now) why = 'not yet valid';
    else why = 'ok';
  }
  return {
    reachable: tls?.reachability === 'tls',
    protocols: PROTOCOLS.map(([p]) => offered(p)),
    expired: leaf ? Date.parse(leaf.not_after) < now : null,
    trusted: why === null ? null : why === 'ok',
    why: why === null ? null : (WHY_CODES[why] ?? why),
    name: hostname && hostname.status !== 'unknown' ? hostname.status === 'pass' : null,
    keyBits: leaf?.key_bits ?? null,
    sha1: leaf ? leaf.signature_hash === 'SHA-1' || leaf.signature_hash === 'MD5' : null,
    ordered: cert ? cert.order.in_order : null,
  };
}

interface TestsslEntry {
  id: string;
  severity: string;
  finding: string;
}

function testsslFindings(entries: TestsslEntry[]): Findings {
  const get = (id: string) => entries.find((e) => e.id === id);
  const reachable = !entries.some((e) => e.id === 'scanProblem' && e.severity === 'FATAL');
  const offered = (id: string) => {
    const finding = get(id)?.finding ?? '';
    // testssl.sh words some refusals as remarks ("connection failed rather than downgrading to SSLv3",
    // "TLSv1.1 is not offered, and downgraded to a weaker protocol"); "vulnerable with 3 ciphers" is
    // how it says SSLv2 is offered.
    if (/not offered|connection failed rather than downgrading/.test(finding)) return false;
    return /^offered|^vulnerable|^supported/.test(finding) ? true : null;
  };
  const chain = get('cert_chain_of_trust');
  const words = chain
    ? chain.severity === 'OK'
      ? 'ok'
      : (/\(([^)]+)\)/.exec(chain.finding)?.[1] ?? chain.finding)
    : null;
  const name = get('cert_trust');
  const expiration = get('cert_expirationStatus');
  const key = /(\d+) bits/.exec(get('cert_keySize')?.finding ?? '');
  const signature = get('cert_signatureAlgorithm');
  const ordering = get('certs_list_ordering_problem');
  return {
    reachable,
    protocols: PROTOCOLS.map(([, id]) => (reachable ? offered(id) : null)),
    expired: expiration ? /expired/i.test(expiration.finding) : null,
    trusted: chain ? chain.severity === 'OK' : null,
    why: words === null ? null : (WHY_CODES[words] ?? words),
    name: name ? /^Ok via/i.test(name.finding) : null,
    keyBits: key ? Number(key[1]) : null,
    sha1: signature ? /SHA1|MD5/i.test(signature.finding) : null,
    ordered: ordering ? ordering.finding === 'no' : null,
  };
}

function runTestssl(target: string, rootFile: string, dir: string): Promise<{ findings: Findings; ms: number }> {
  const json = join(dir, `${target}.json`);
  // Offline: no DNS (--nodns none), no CRL/OCSP fetches (no --phone-out); only protocols and certificate.
  const fixed = '--quiet --color 0 --warnings off --nodns none --connect-timeout 5 --openssl-timeout 10 -p -S';
  const args = [...fixed.split(' '), '--ip', addressOf(target), '--add-ca', rootFile, '--jsonfile', json, target];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    execFile(TESTSSL, args, { cwd: dir, maxBuffer: 16 * 1024 * 1024, timeout: 600_000 }, (error) => {
      const ms = Date.now() - started;
      try {
        // testssl.sh exits non-zero for findings it rates as problems; the JSON file is the result.
        resolve({ findings: testsslFindings(JSON.parse(readFileSync(json, 'utf8')) as TestsslEntry[]), ms });
      } catch (parseError) {
        reject(new Error(`testssl.sh gave no JSON for ${target}: ${(error ?? parseError) as Error}`));
      }
    });
  });
}

async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}

const show = (value: Value) => (value === null ? '?' : value === true ? 'y' : value === false ? 'n' : String(value));

async function main(): Promise<void> {
  const version = spawnSync(TESTSSL, ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) {
    console.error(`testssl.sh cannot run here (${TESTSSL}): ${version.error?.message ?? version.stderr}`);
    console.error('Install it with: flock /tmp/apt.lock apt-get install -y testssl.sh');
    process.exitCode = 1;
    return;
  }
  const testsslVersion = /testssl\s+(\S+)/.exec(version.stdout)?.[1] ?? 'unknown';
  const lab = await startLab({ fixtures: [SSL_FIXTURES] });
  const dir = mkdtempSync(join(tmpdir(), 'rampart-ssl-bench-'));
  try {
    const rootFile = join(dir, 'lab-root.pem');
    // A trailing newline matters: testssl.sh concatenates this file with its own bundle.
    writeFileSync(rootFile, `${lab.ca!.rootPem.trim()}\n`);

    const ours: { findings: Findings; ms: number }[] = [];
    const oursStarted = Date.now();
    for (const target of TARGETS) {
      const context = await labModuleContext(lab, target);
      const started = Date.now();
      const result = await runModule(SSL_MODULE, context);
      ours.push({ findings: ourFindings(target, result), ms: Date.now() - started });
    }
    const oursWall = Date.now() - oursStarted;

    const testsslStarted = Date.now();
    const theirs = await pool(TARGETS, CONCURRENCY, (target) => runTestssl(target, rootFile, dir));
    const testsslWall = Date.now() - testsslStarted;

    console.log(
      `ssl module vs testssl.sh ${testsslVersion} on ${TARGETS.length} lab targets (a cell shows the shared answer, or ours/testssl.sh* when they differ)`,
    );
    const width = (field: string) => (field === 'why' ? 17 : field === 'key' ? 11 : 8);
    console.log(['target'.padEnd(24), ...FIELDS.map((f) => f.padStart(width(f))), '  ours ms', ' testssl s'].join(''));
    let agree = 0;
    let total = 0;
    const disagreements: string[] = [];
    TARGETS.forEach((target, row) => {
      const mine = ours[row]!;
      const other = theirs[row]!;
      const b = values(other.findings);
      const cells = values(mine.findings).map((value, i) => {
        const field = FIELDS[i]!;
        // Nothing said on either side (no TLS at all) is not a finding to agree on.
        if (value === null && b[i] === null) return '-'.padStart(width(field));
        total += 1;
        if (value === b[i]) {
          agree += 1;
          return show(value).padStart(width(field));
        }
        disagreements.push(`${target} ${field}: ours ${show(value)}, testssl.sh ${show(b[i]!)}`);
        return `${show(value)}/${show(b[i]!)}*`.padStart(width(field));
      });
      const times = [String(mine.ms).padStart(9), (other.ms / 1000).toFixed(1).padStart(10)];
      console.log([target.padEnd(24), ...cells, ...times].join(''));
    });
    console.log(`\nagreement: ${agree}/${total} findings (${((100 * agree) / total).toFixed(1)}%)`);
    for (const line of disagreements) console.log(`  disagree: ${line}`);
    const testsslSum = theirs.reduce((sum, run) => sum + run.ms, 0);
    console.log(
      `\nours:        ${oursWall} ms wall for ${TARGETS.length} targets, one at a time (${(oursWall / TARGETS.length).toFixed(0)} ms each)`,
    );
    console.log(
      `testssl.sh:  ${(testsslWall / 1000).toFixed(1)} s wall, ${CONCURRENCY} at a time; per-run sum ${(testsslSum / 1000).toFixed(1)} s (${(testsslSum / TARGETS.length / 1000).toFixed(1)} s each)`,
    );
    console.log(
      `ratio:       testssl.sh takes ${(testsslSum / oursWall).toFixed(0)}x our time per target (per-run sums), ${(testsslWall / oursWall).toFixed(0)}x in wall time`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await lab.stop();
  }
}

await main();
