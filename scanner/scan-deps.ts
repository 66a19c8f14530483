/**
 * What a scan needs from the outside world, built once from config.scanner: resolvers, the
 * allow-list, trust roots, RDAP and DNSBL settings and time bounds. The CLI, the API's synchronous
 * scans and the workers all build it here; tests build it from the lab (test/helpers/lab.ts).
 */
import { readFileSync } from 'node:fs';
import type { Config } from '../config/env.js';
import type { ScanNetwork } from './modules/module.js';
import { parseAllowList } from './network/address-guard.js';
import { DnsClient, type DnsResolver, memoizeResolver } from './network/dns-client.js';
import { type DnsServer, resolveDnsServers } from './network/dns-servers.js';

/** Used when SCANNER_DNSBL_ZONES is unset: widely used, free-for-low-volume IP and domain lists. */
export const DEFAULT_DNSBL_ZONES = [
  'zen.spamhaus.org',
  'bl.spamcop.net',
  'b.barracudacentral.org',
  'dbl.spamhaus.org',
] as const;

export interface ScanDeps {
  dnsServers: readonly DnsServer[];
  /** Per DNS attempt. */
  dnsTimeoutMs: number;
  network: ScanNetwork;
  /** A fresh resolver for one scan (or one module run): answers are memoised for its lifetime only. */
  newResolver(): DnsResolver;
}

export interface ScanDepsInput {
  dnsServers: readonly DnsServer[];
  allowedCidrs?: readonly string[];
  extraCaCerts?: readonly string[];
  rdapUrl?: string | null;
  dnsblZones?: readonly string[];
  dnsTimeoutMs?: number;
  connectTimeoutMs?: number;
  ioTimeoutMs?: number;
}

export function createScanDeps(input: ScanDepsInput): ScanDeps {
  const dnsTimeoutMs = input.dnsTimeoutMs ?? 2000;
  const servers = input.dnsServers;
  return {
    dnsServers: servers,
    dnsTimeoutMs,
    network: {
      allowList: parseAllowList(input.allowedCidrs ?? []),
      extraCaCerts: input.extraCaCerts ?? [],
      rdapUrl: input.rdapUrl ?? null,
      dnsblZones: input.dnsblZones ?? DEFAULT_DNSBL_ZONES,
      timeouts: { connectMs: input.connectTimeoutMs ?? 3000, ioMs: input.ioTimeoutMs ?? 5000 },
    },
    newResolver: () => memoizeResolver(new DnsClient({ servers, timeoutMs: dnsTimeoutMs, attempts: 2 })),
  };
}

/** Splits a PEM bundle into its certificates. */
export function splitPemBundle(text: string): string[] {
  return text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
}

export function scanDepsFromConfig(scanner: Config['scanner']): ScanDeps {
  let extraCaCerts: string[] = [];
  if (scanner.extraCaCertsPath) {
    extraCaCerts = splitPemBundle(readFileSync(scanner.extraCaCertsPath, 'utf8'));
    if (extraCaCerts.length === 0) {
      throw new Error(`SCANNER_EXTRA_CA_CERTS: ${scanner.extraCaCertsPath} holds no PEM certificate`);
    }
  }
  return createScanDeps({
    dnsServers: resolveDnsServers(scanner.dnsServers),
    allowedCidrs: scanner.allowedCidrs,
    extraCaCerts,
    rdapUrl: scanner.rdapUrl,
    dnsblZones: scanner.dnsblZones ?? DEFAULT_DNSBL_ZONES,
  });
}
