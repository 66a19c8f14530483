/**
 * Checks whether a domain publishes an account's verification token (core/monitoring/
 * domain-verification.ts): a TXT record `rampart-verification=<token>` at the domain, or the token in
 * `/.well-known/rampart-verification.txt` on its web server, HTTPS first, then plain HTTP (as ACME's
 * HTTP-01 challenge does: a site without a certificate can still prove control of its name).
 *
 * Everything goes through the scanner's network layer: the scanner's resolver (SCANNER_DNS_SERVERS),
 * the address guard (only public addresses, or SCANNER_ALLOWED_CIDRS) and the pinned HTTP client
 * (the connection goes to the judged address; no redirect is followed; the body is capped). So a
 * check cannot be pointed at the service's own network any more than a scan can.
 */
import {
  fileBodyProves,
  type OwnershipCheck,
  txtRecordsProve,
  VERIFICATION_FILE_MAX_BYTES,
  VERIFICATION_FILE_PATH,
  verificationRecord,
} from '../../core/monitoring/domain-verification.js';
import { recordsOfType } from '../../scanner/network/dns-records.js';
import { resolveHostAddresses } from '../../scanner/network/host-addresses.js';
import { httpExchange } from '../../scanner/network/http-client.js';
import type { ScanDeps } from '../../scanner/scan-deps.js';

type Probe = { found: true } | { found: false; definite: boolean; said: string };

/** Addresses tried per scheme: enough for a dual-stack site, bounded against a long record set. */
const MAX_ADDRESSES = 2;

async function probeDns(deps: ScanDeps, domain: string, token: string): Promise<Probe> {
  const lookup = await deps.newResolver().query(domain, 'TXT');
  if (lookup.status === 'error') {
    return {
      found: false,
      definite: false,
      said: `the TXT lookup of ${domain} failed (${lookup.error ?? lookup.rcode ?? 'no answer'})`,
    };
  }
  const texts = recordsOfType(lookup, 'TXT').map((record) => record.data);
  if (txtRecordsProve(texts, token)) return { found: true };
  return { found: false, definite: true, said: `no TXT record ${verificationRecord(token)} at ${domain}` };
}

async function probeFile(deps: ScanDeps, domain: string, token: string, signal?: AbortSignal): Promise<Probe> {
  const host = await resolveHostAddresses(deps.newResolver(), domain, deps.network.allowList);
  if (host.failed) return { found: false, definite: false, said: `the addresses of ${domain} could not be looked up` };
  if (host.allowed.length === 0) {
    const why = host.refused.length > 0 ? 'has no public address' : 'has no address';
    return { found: false, definite: true, said: `${domain} ${why} to fetch ${VERIFICATION_FILE_PATH} from` };
  }
  let definite = true;
  const heard: string[] = [];
  for (const scheme of ['https', 'http'] as const) {
    const url = `${scheme}://${domain}${VERIFICATION_FILE_PATH}`;
    for (const address of host.allowed.slice(0, MAX_ADDRESSES)) {
      if (signal?.aborted)
        return { found: false, definite: false, said: [...heard, 'the check ran out of time'].join('; ') };
      try {
        const exchange = await httpExchange(url, address, deps.network, {
          maxBodyBytes: VERIFICATION_FILE_MAX_BYTES,
          signal,
        });
        if (exchange.status === 200 && fileBodyProves(exchange.body, token)) return { found: true };
        heard.push(`${url} answered ${exchange.status === 200 ? '200 without the token' : exchange.status}`);
        break; // This scheme answered: the other address of the same site would say the same.
      } catch (error) {
        // Nothing listening is an answer; a timeout or a broken handshake is not.
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ECONNREFUSED') definite = false;
        heard.push(`${url} could not be fetched (${code ?? (error as Error).message})`);
      }
    }
  }
  return { found: false, definite, said: heard.join('; ') };
}

/** `signal` bounds the whole check (a hung web server must not hold a monitor run). */
export async function checkDomainOwnership(
  deps: ScanDeps,
  domain: string,
  token: string,
  signal?: AbortSignal,
): Promise<OwnershipCheck> {
  const dns = await probeDns(deps, domain, token);
  if (dns.found) return { outcome: 'verified', method: 'dns' };
  const file = await probeFile(deps, domain, token, signal);
  if (file.found) return { outcome: 'verified', method: 'file' };
  const failure = `${dns.said}; ${file.said}`.slice(0, 255);
  return dns.definite && file.definite ? { outcome: 'absent', failure } : { outcome: 'unknown', failure };
}
