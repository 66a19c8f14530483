/**
 * The scanner's settings for the lab: DNS clients and scan dependencies that only ever talk to it.
 * Here rather than under test/ because tests, benchmarks and the demo generator all use them.
 */
import type { ScanContext } from '../scanner/modules/module.js';
import { DnsClient, memoizeResolver } from '../scanner/network/dns-client.js';
import { createScanDeps, type ScanDeps } from '../scanner/scan-deps.js';
import { resolveScanTarget } from '../scanner/scan-target.js';
import { LAB_DNSBL_ZONES, LAB_RDAP_URL } from './lab-services.js';
import type { Lab } from './start-lab.js';

export function labDnsClient(lab: Lab, timeoutMs = 300): DnsClient {
  return new DnsClient({ servers: [{ host: lab.dns.host, port: lab.dns.port }], timeoutMs, attempts: 1 });
}

/** Scan dependencies pointed at the lab: its DNS, its CA, its RDAP and DNSBL, its address range only. */
export function labScanDeps(lab: Lab, overrides: Partial<Parameters<typeof createScanDeps>[0]> = {}): ScanDeps {
  return createScanDeps({
    dnsServers: [{ host: lab.dns.host, port: lab.dns.port }],
    allowedCidrs: [lab.cidr],
    extraCaCerts: lab.ca ? [lab.ca.rootPem] : [],
    rdapUrl: LAB_RDAP_URL,
    dnsblZones: LAB_DNSBL_ZONES,
    dnsTimeoutMs: 300,
    connectTimeoutMs: 1000,
    ioTimeoutMs: 2000,
    ...overrides,
  });
}

/** The context a module gets for `domain` in a real scan (target resolved and guarded), minus the signal. */
export async function labModuleContext(
  lab: Lab,
  domain: string,
  options: { dkimSelectors?: string[]; deps?: ScanDeps; addresses?: string[] } = {},
): Promise<Omit<ScanContext, 'signal'>> {
  const deps = options.deps ?? labScanDeps(lab);
  const resolver = memoizeResolver(deps.newResolver());
  // Fixtures whose apex deliberately fails to resolve (SERVFAIL zones) pass their addresses directly.
  const target = options.addresses
    ? { domain, addresses: options.addresses }
    : await resolveScanTarget(domain, deps, resolver);
  return {
    domain: target.domain,
    addresses: target.addresses,
    resolver,
    dkimSelectors: options.dkimSelectors ?? [],
    network: deps.network,
  };
}
