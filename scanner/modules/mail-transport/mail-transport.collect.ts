/**
 * Collects the mail_transport evidence once, concurrently: the MX set and the two policy TXT records
 * first; then, for each of the first MAX_MX_HOSTS MX hosts, a guarded address lookup followed by one
 * SMTP conversation (smtp-client.ts) and its TLSA set; and, alongside, the MTA-STS policy file. An MX
 * whose addresses the guard refuses is never contacted.
 */
import type { DnsLookup } from '../../network/dns-client.js';
import { type DnsRecordType, parseMxData, recordsOfType } from '../../network/dns-records.js';
import { resolveHostAddresses } from '../../network/host-addresses.js';
import { httpExchange } from '../../network/http-client.js';
import { probeSmtp, type SmtpProbe } from '../../network/smtp-client.js';
import type { ScanContext } from '../module.js';
import { isStsRecord } from './mail-policies.js';

/** Sending servers try MX hosts in order; five covers every real set without probing a whole farm. */
export const MAX_MX_HOSTS = 5;
/** RFC 8461 3.3: senders may refuse policy bodies over 64 KiB. */
const MAX_POLICY_BYTES = 64 * 1024;

export interface MxHost {
  host: string;
  preference: number;
}

export interface MxAddressing {
  allowed: string[];
  refused: { address: string; range: string }[];
  dns_failed: boolean;
}

export interface StsPolicyFetch {
  url: string;
  address: string | null;
  status: number | null;
  content_type: string | null;
  body: string | null;
  tls: { authorized: boolean; error: string | null; protocol: string | null } | null;
  /** Why there is no response: the host has no address, a refused address, a network error. */
  error: string | null;
  /** True when the failure is the scanner's (a timeout, a DNS error, a refused address), not the domain's. */
  error_is_unknown: boolean;
}

export interface MailTransportEvidence {
  domain: string;
  /** Every DNS answer, keyed `dns:<TYPE>:<name>`. */
  dns: Record<string, DnsLookup>;
  /** Every MX host but a null MX, by preference. */
  mx: MxHost[];
  nullMx: boolean;
  /** The MX hosts examined over the network (the first MAX_MX_HOSTS). */
  examined: MxHost[];
  /** By MX host, published as `mx:<host>`. */
  addressing: Record<string, MxAddressing>;
  /** By MX host, published as `smtp:<host>:25`; absent for hosts never contacted. */
  smtp: Record<string, SmtpProbe>;
  /** Published as `http:<url>`; null when no MTA-STS TXT record asked for a fetch. */
  sts: StsPolicyFetch | null;
}

export const dnsKey = (type: DnsRecordType, name: string) => `dns:${type}:${name.toLowerCase()}`;
export const stsTxtName = (domain: string) => `_mta-sts.${domain}`;
export const tlsRptName = (domain: string) => `_smtp._tls.${domain}`;
export const tlsaName = (host: string) => `_25._tcp.${host}`;
export const stsPolicyUrl = (domain: string) => `https://mta-sts.${domain}/.well-known/mta-sts.txt`;

/** What the domain says about mail: a DNS failure, explicitly none (null MX), nothing, or MX hosts. */
export type MailScope = 'dns_error' | 'null_mx' | 'no_mx' | 'mail';

export function mailScope(e: MailTransportEvidence): MailScope {
  const answer = e.dns[dnsKey('MX', e.domain)];
  if (!answer || answer.status === 'error') return 'dns_error';
  if (e.mx.length > 0) return 'mail';
  return e.nullMx ? 'null_mx' : 'no_mx';
}

async function fetchStsPolicy(context: ScanContext, dns: Record<string, DnsLookup>): Promise<StsPolicyFetch> {
  const url = stsPolicyUrl(context.domain);
  const fetch: StsPolicyFetch = {
    url,
    address: null,
    status: null,
    content_type: null,
    body: null,
    tls: null,
    error: null,
    error_is_unknown: false,
  };
  const host = `mta-sts.${context.domain}`;
  const resolved = await resolveHostAddresses(context.resolver, host, context.network.allowList);
  for (const lookup of resolved.lookups) dns[dnsKey(lookup.type as DnsRecordType, host)] = lookup;
  const address = resolved.allowed[0];
  if (!address) {
    const refused = resolved.refused[0];
    fetch.error_is_unknown = resolved.failed || refused !== undefined;
    fetch.error = refused
      ? `${host} resolves to non-public address ${refused.address}; not contacted`
      : resolved.failed
        ? `${host} could not be resolved (DNS error)`
        : `${host} has no address`;
    return fetch;
  }
  fetch.address = address;
  try {
    // RFC 8461 3.3: no redirects are followed, so one exchange is the whole fetch.
    const exchange = await httpExchange(url, address, context.network, {
      signal: context.signal,
      maxBodyBytes: MAX_POLICY_BYTES,
      headers: { accept: 'text/plain' },
    });
    fetch.status = exchange.status;
    fetch.content_type = exchange.headers['content-type']?.[0] ?? null;
    fetch.body = exchange.body;
    fetch.tls = exchange.tls ?? null;
  } catch (error) {
    fetch.error = (error as Error).message;
    fetch.error_is_unknown = true;
  }
  return fetch;
}

export async function collectMailTransport(context: ScanContext): Promise<MailTransportEvidence> {
  const dns: Record<string, DnsLookup> = {};
  const ask = async (name: string, type: DnsRecordType) => {
    const answer = await context.resolver.query(name, type);
    dns[dnsKey(type, name)] = answer;
    return answer;
  };
  const [mxAnswer, stsTxt] = await Promise.all([
    ask(context.domain, 'MX'),
    ask(stsTxtName(context.domain), 'TXT'),
    ask(tlsRptName(context.domain), 'TXT'),
  ]);
  // The root name ("0 ." is a null MX) arrives as "" or "." depending on how it was presented.
  const parsed = recordsOfType(mxAnswer, 'MX')
    .map((record) => parseMxData(record.data))
    .map((m) => ({ ...m, exchange: m.exchange.replace(/\.+$/, '') }));
  const mx = [...new Map(parsed.filter((m) => m.exchange !== '').map((m) => [m.exchange.toLowerCase(), m])).values()]
    .map((m) => ({ host: m.exchange.toLowerCase(), preference: m.preference }))
    .sort((x, y) => x.preference - y.preference || x.host.localeCompare(y.host));
  const evidence: MailTransportEvidence = {
    domain: context.domain,
    dns,
    mx,
    nullMx: parsed.some((m) => m.exchange === ''),
    examined: mx.slice(0, MAX_MX_HOSTS),
    addressing: {},
    smtp: {},
    sts: null,
  };
  const examineMx = async ({ host }: MxHost) => {
    const [resolved] = await Promise.all([
      resolveHostAddresses(context.resolver, host, context.network.allowList),
      ask(tlsaName(host), 'TLSA'),
    ]);
    for (const lookup of resolved.lookups) dns[dnsKey(lookup.type as DnsRecordType, host)] = lookup;
    evidence.addressing[host] = {
      allowed: resolved.allowed,
      refused: resolved.refused.map((v) => ({ address: v.address, range: v.range })),
      dns_failed: resolved.failed,
    };
    const address = resolved.allowed[0];
    if (address)
      evidence.smtp[host] = await probeSmtp(host, address, { network: context.network, signal: context.signal });
  };
  const wantsPolicy = recordsOfType(stsTxt, 'TXT').some((record) => isStsRecord(record.data));
  await Promise.all([
    ...evidence.examined.map(examineMx),
    wantsPolicy
      ? fetchStsPolicy(context, dns).then((fetch) => {
          evidence.sts = fetch;
        })
      : null,
  ]);
  return evidence;
}

/** The evidence as the report publishes it: DNS answers, MX addressing, SMTP conversations, the policy fetch. */
export function publishMailTransport(e: MailTransportEvidence): Record<string, unknown> {
  return {
    ...e.dns,
    ...Object.fromEntries(Object.entries(e.addressing).map(([host, a]) => [`mx:${host}`, a])),
    ...Object.fromEntries(Object.entries(e.smtp).map(([host, probe]) => [`smtp:${host}:25`, probe])),
    ...(e.sts ? { [`http:${e.sts.url}`]: e.sts } : {}),
  };
}
