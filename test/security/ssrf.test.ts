/**
 * SSRF as a test: every non-public address spelling and every hostile domain string we
 * know is refused at each door a scan target goes through, and nothing connects to a non-public
 * address. The doors: the scan API (normalisation, resolution through the lab's DNS, the address
 * guard), the URL parser (a redirect's Location or a webhook URL is read with WHATWG URL, which
 * canonicalises legacy IPv4 spellings), and a second resolution at the start of the scan itself, so
 * a name that rebinds to a private address between submission and scan is refused then. Nothing here
 * is reachable: "private" lab names resolve to 127.0.99.1, loopback outside the lab's allowed range,
 * where a canary listens and counts connections (it must count none).
 */
import { createServer, isIP } from 'node:net';
import { expect } from 'chai';
import { createScannerActivities } from '../../activities/jobs/scanner.activities.js';
import { startDnsServer } from '../../lab/dns/dns-server.js';
import { CORE_FIXTURES } from '../../lab/fixtures/core.fixtures.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import { LAB_CIDR, LAB_PRIVATE_ADDRESS, labAddress } from '../../lab/net.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { a, aaaa, cname, type LabZone, zone } from '../../lab/zones/records.js';
import { judgeAddress, parseAllowList } from '../../scanner/network/address-guard.js';
import { checkScanTarget } from '../../workflows/scan-submission.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { testDatabases } from '../helpers/databases.js';
import { setPlan } from '../webhooks/webhook-kit.js';
import { type Canary, startCanary } from './canary.js';
import { runPool } from './raw-http.js';
import { addressSpellings, HOSTILE_DOMAINS } from './ssrf-corpus.js';

/** Dotted quads with leading zeros, which parsers disagree on (decimal for some, octal for WHATWG URL). */
const ZERO_PADDED = /^\d{3}\.\d{3}\.\d{3}\.\d{3}$/;

/** A TCP port free on 127.0.0.1 a moment ago. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** An address inside the lab's allowed range (the scanner may connect there). */
const ALLOWED = labAddress(250, 1);

const SSRF_ZONES: LabZone[] = [
  zone('ssrf-mapped.test', [aaaa('ssrf-mapped.test', `::ffff:${LAB_PRIVATE_ADDRESS}`)]),
  zone('ssrf-nat64.test', [aaaa('ssrf-nat64.test', '64:ff9b::7f00:6301')]),
  zone('ssrf-6to4.test', [aaaa('ssrf-6to4.test', '2002:7f00:6301::1')]),
  // Teredo: the client address 127.0.99.1 inverted (128.255.156.254).
  zone('ssrf-teredo.test', [aaaa('ssrf-teredo.test', '2001:0:4136:e378:8000:63bf:80ff:9cfe')]),
  zone('ssrf-compat.test', [aaaa('ssrf-compat.test', '::7f00:6301')]),
  zone('ssrf-loopback6.test', [aaaa('ssrf-loopback6.test', '::1')]),
  zone('ssrf-link-local6.test', [aaaa('ssrf-link-local6.test', 'fe80::1')]),
  zone('ssrf-ula.test', [aaaa('ssrf-ula.test', 'fd00:ec2::254')]),
  zone('ssrf-metadata.test', [a('ssrf-metadata.test', '169.254.169.254')]),
  zone('ssrf-zero.test', [a('ssrf-zero.test', '0.0.0.0')]),
  // One allowed address beside a private one: the whole target is refused.
  zone('ssrf-mixed.test', [a('ssrf-mixed.test', ALLOWED), a('ssrf-mixed.test', LAB_PRIVATE_ADDRESS)]),
  zone('ssrf-cname.test', [cname('ssrf-cname.test', 'private-target.test')]),
  zone('ssrf-deep-cname.test', [
    cname('www.ssrf-deep-cname.test', 'hop.ssrf-deep-cname.test'),
    cname('hop.ssrf-deep-cname.test', 'private-target.test'),
  ]),
];

describe('SSRF: hostile addresses and domains never reach a non-public address', function () {
  this.timeout(120_000);
  let lab: Lab;
  let t: TestApp;
  let canary: Canary;
  let apiKey: string;

  before(async () => {
    canary = await startCanary(LAB_PRIVATE_ADDRESS, [80, 443, 25, 8080]);
    lab = await startLab({ fixtures: [CORE_FIXTURES, { zones: SSRF_ZONES, hosts: [] }], dnsOnly: true });
    t = await buildTestApp(testDatabases()[0]!, {}, [], { scanDeps: labScanDeps(lab) });
    t.app.rateLimits.enabled = false;
    apiKey = (await signUp(t.app)).apiKey;
  });
  after(async () => {
    await t?.close();
    await lab?.stop();
    await canary?.stop();
  });

  it('has a corpus of at least 100 address spellings and 50 hostile domain strings', () => {
    expect(addressSpellings().length).to.be.at.least(100);
    expect(HOSTILE_DOMAINS.length).to.be.at.least(50);
  });

  it('refuses every spelling and hostile domain as a scan target (400, no job), with 0 bypasses', async () => {
    const bypasses: string[] = [];
    for (const domain of [...addressSpellings(), ...HOSTILE_DOMAINS]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/scan',
        headers: { 'x-api-key': apiKey },
        payload: { domain },
      });
      if (response.statusCode !== 400) bypasses.push(`${JSON.stringify(domain)} -> ${response.statusCode}`);
    }
    expect(bypasses).to.deep.equal([]);
    const jobs = await t.app.inject({ method: 'GET', url: '/v1/scan/history', headers: { 'x-api-key': apiKey } });
    expect(jobs.json()).to.deep.include({ scans: [], total: 0 });
  });

  it('refuses the lab names for the address they resolve to, naming it', async () => {
    const refusal = async (domain: string) =>
      (
        await t.app.inject({ method: 'POST', url: '/v1/scan', headers: { 'x-api-key': apiKey }, payload: { domain } })
      ).json().detail as string;
    expect(await refusal('ssrf-nat64.test')).to.match(/64:ff9b::7f00:6301.*127\.0\.99\.1/);
    expect(await refusal('ssrf-teredo.test')).to.match(/2001:0:4136:e378:8000:63bf:80ff:9cfe/);
    expect(await refusal('ssrf-mixed.test')).to.match(/127\.0\.99\.1/);
    expect(await refusal('www.ssrf-deep-cname.test')).to.match(/127\.0\.99\.1/);
  });

  it('judges every spelling the URL parser turns into an address as not allowed (redirects, webhook URLs)', () => {
    const allowList = parseAllowList([LAB_CIDR]);
    const bypasses: string[] = [];
    let judged = 0;
    for (const spelling of addressSpellings()) {
      const host = spelling.includes(':') ? `[${spelling}]` : spelling;
      let hostname: string;
      try {
        hostname = new URL(`https://${host}/`).hostname;
      } catch {
        continue; // the URL parser refuses it: nothing to connect to
      }
      const address = hostname.replace(/^\[|\]$/g, '');
      // A name (not an address) goes to DNS, whose answers are judged like the scan target's.
      if (isIP(address) === 0) continue;
      judged += 1;
      // Zero-padded octets are octal to this parser (010.000.000.001 is 8.0.0.1): it is that
      // address that is judged and connected to, so only the parser's own reading counts.
      if (judgeAddress(address, allowList).allowed && !ZERO_PADDED.test(spelling)) {
        bypasses.push(`${spelling} -> ${address}`);
      }
    }
    expect(bypasses).to.deep.equal([]);
    // Most spellings are addresses to the URL parser: the check above is not vacuous.
    expect(judged).to.be.at.least(100);
  });

  it('refuses a name that rebinds to a private address between submission and the scan', async () => {
    // An attacker's authoritative server: the first answers are an allowed address, later ones private.
    const rebinding = zone('rebind.test', [a('rebind.test', ALLOWED)]);
    const dns = await startDnsServer([rebinding], { host: '127.0.0.1', port: 0 });
    try {
      const deps = labScanDeps(lab, { dnsServers: [{ host: dns.host, port: dns.port }] });
      expect(await checkScanTarget(deps, 'rebind.test')).to.equal('rebind.test');
      rebinding.records = rebinding.records.map((record) =>
        record.type === 'A' ? a('rebind.test', LAB_PRIVATE_ADDRESS) : record,
      );
      const activities = createScannerActivities({ db: t.db, scanDeps: deps, clock: t.clock });
      const plan = await activities.planScan('rebind.test', ['headers', 'ssl', 'ports']);
      expect(plan.ok).to.equal(false);
      expect(plan.ok ? '' : plan.reason).to.match(/127\.0\.99\.1/);
    } finally {
      await dns.stop();
    }
  });

  it('made no connection to the non-public canary address', () => {
    expect(canary.connections()).to.equal(0);
  });
});

/**
 * The same corpus as webhook endpoint URLs: each is refused when the endpoint is saved
 * (422/400: the HTTPS-or-http://localhost rule, credentials, junk) or, once saved, by the address
 * guard at the delivery attempt (api `POST /v1/webhooks/{id}/test`, the real delivery activity).
 * Host names "resolve" through the injected webhook resolver: the lab names to the forms their lab
 * zones carry, `resolved-<n>.hooks.test` to the nth address spelling, every other name to the canary
 * address, as an attacker's DNS server would answer. Each URL is tried on the default port and on
 * a port where canaries listen on 127.0.0.1 and 127.0.99.1 (loopback outside any allowed range), so
 * a URL that got past the guard would be counted there. 0 connections, 0 bypasses.
 */
describe('SSRF: webhook endpoint URLs never reach a non-public address', function () {
  this.timeout(180_000);
  let t: TestApp;
  let canaries: Canary[];
  let apiKey: string;
  let port: number;
  const counts = { urls: 0, refusedAtCreation: 0, refusedAtAttempt: 0, bypasses: [] as string[] };

  /** Address spellings the resolver may answer with (ones `isIP` reads; the URL parser does the rest). */
  const answerable = addressSpellings().filter((spelling) => isIP(spelling) !== 0);

  const zoneAnswers = new Map<string, string[]>();
  for (const labZone of SSRF_ZONES) {
    for (const record of labZone.records) {
      if (record.type !== 'A' && record.type !== 'AAAA') continue;
      // The mixed name's allowed half stays ALLOWED, inside WEBHOOK_ALLOWED_CIDRS below: a public
      // stand-in would be a real address out there, which a guard that failed would connect to.
      const address = String(record.data);
      zoneAnswers.set(record.name, [...(zoneAnswers.get(record.name) ?? []), address]);
    }
  }
  const hostileResolve = async (host: string): Promise<string[]> => {
    const name = host.toLowerCase().replace(/\.$/, '');
    const resolved = /^resolved-(\d+)\.hooks\.test$/.exec(name);
    if (resolved) return [answerable[Number(resolved[1])] as string];
    return zoneAnswers.get(name) ?? [LAB_PRIVATE_ADDRESS];
  };

  function hostileUrls(canaryPort: number): string[] {
    const hosts = [
      // Zero-padded octets are octal to the URL parser, which reads them as public addresses
      // (010.000.000.001 is 8.0.0.1): a delivery would really go out to those, so they are left to
      // the URL-parser test above.
      ...addressSpellings()
        .filter((spelling) => !ZERO_PADDED.test(spelling))
        .map((spelling) => (isIP(spelling) === 6 ? `[${spelling}]` : spelling)),
      ...HOSTILE_DOMAINS,
      ...answerable.map((_, index) => `resolved-${index}.hooks.test`),
    ];
    return hosts.flatMap((host) => [`https://${host}/hook`, `https://${host}:${canaryPort}/hook`]);
  }

  before(async () => {
    // A free port, then taken on both loopback addresses by the canaries.
    port = await freePort();
    canaries = [await startCanary(LAB_PRIVATE_ADDRESS, [443, port]), await startCanary('127.0.0.1', [port])];
    // ALLOWED (loopback) is where a webhook may go beyond public space here, as the lab's allowed
    // range is for scans; every other corpus address is outside it.
    t = await buildTestApp(testDatabases()[0]!, { WEBHOOK_ALLOWED_CIDRS: `${ALLOWED}/32` }, [], {
      webhookResolve: hostileResolve,
    });
    t.app.rateLimits.enabled = false;
    const account = await signUp(t.app);
    apiKey = account.apiKey;
    await setPlan(t.db, account.id, 'starter');
  });
  after(async () => {
    await t?.close();
    for (const canary of canaries ?? []) await canary.stop();
  });

  async function tryUrl(url: string): Promise<void> {
    const headers = { 'x-api-key': apiKey };
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers,
      payload: { url, enabled_events: ['scan.completed'] },
    });
    if (created.statusCode === 422 || created.statusCode === 400) {
      counts.refusedAtCreation += 1;
      return;
    }
    if (created.statusCode !== 201) {
      counts.bypasses.push(`${url}: creation answered ${created.statusCode} ${created.body}`);
      return;
    }
    const id = created.json().id as number;
    try {
      const sent = await t.app.inject({ method: 'POST', url: `/v1/webhooks/${id}/test`, headers, payload: {} });
      const attempt = sent.json().attempts?.[0] as { response_status: number | null; error: string | null } | undefined;
      const refusedByGuard =
        attempt?.response_status === null &&
        /not a public address|could not resolve|URL not allowed/.test(attempt.error ?? '');
      if (refusedByGuard) counts.refusedAtAttempt += 1;
      else counts.bypasses.push(`${url}: attempt ${JSON.stringify(attempt ?? sent.body)}`);
    } finally {
      await t.app.inject({ method: 'DELETE', url: `/v1/webhooks/${id}`, headers });
    }
  }

  it('refuses every corpus URL at creation or at the attempt, with 0 bypasses and 0 connections', async () => {
    const urls = hostileUrls(port);
    counts.urls = urls.length;
    // Four at a time: the Starter plan's five active endpoints leave one spare.
    await runPool(urls, 4, tryUrl);
    const connections = canaries.reduce((sum, canary) => sum + canary.connections(), 0);
    console.log(
      `      webhook URLs tried: ${counts.urls}, refused at creation: ${counts.refusedAtCreation}, ` +
        `refused at the attempt: ${counts.refusedAtAttempt}, bypasses: ${counts.bypasses.length}, ` +
        `canary connections: ${connections}`,
    );
    expect(counts.bypasses.slice(0, 20)).to.deep.equal([]);
    expect(counts.refusedAtCreation + counts.refusedAtAttempt).to.equal(counts.urls);
    // Both doors are exercised: the corpus is not all refused by one of them.
    expect(counts.refusedAtCreation).to.be.at.least(10);
    expect(counts.refusedAtAttempt).to.be.at.least(200);
    expect(connections).to.equal(0);
  });
});
