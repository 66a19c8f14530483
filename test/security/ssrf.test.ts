/**
 * SSRF as a test (issue 16): every non-public address spelling and every hostile domain string we
 * know is refused at each door a scan target goes through, and nothing connects to a non-public
 * address. The doors: the scan API (normalisation, resolution through the lab's DNS, the address
 * guard), the URL parser (a redirect's Location or a webhook URL is read with WHATWG URL, which
 * canonicalises legacy IPv4 spellings), and a second resolution at the start of the scan itself, so
 * a name that rebinds to a private address between submission and scan is refused then. Nothing here
 * is reachable: "private" lab names resolve to 127.0.99.1, loopback outside the lab's allowed range,
 * where a canary listens and counts connections (it must count none).
 */
import { isIP } from 'node:net';
import { expect } from 'chai';
import { createScannerActivities } from '../../activities/jobs/scanner.activities.js';
import { judgeAddress, parseAllowList } from '../../activities/scanner/network/address-guard.js';
import { startDnsServer } from '../../lab/dns/dns-server.js';
import { CORE_FIXTURES } from '../../lab/fixtures/core.fixtures.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import { LAB_CIDR, LAB_PRIVATE_ADDRESS, labAddress } from '../../lab/net.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { a, aaaa, cname, type LabZone, zone } from '../../lab/zones/records.js';
import { checkScanTarget } from '../../workflows/scan-submission.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { testDatabases } from '../helpers/databases.js';
import { type Canary, startCanary } from './canary.js';
import { addressSpellings, HOSTILE_DOMAINS } from './ssrf-corpus.js';

/** Dotted quads with leading zeros, which parsers disagree on (decimal for some, octal for WHATWG URL). */
const ZERO_PADDED = /^\d{3}\.\d{3}\.\d{3}\.\d{3}$/;

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
