/**
 * Every outcome of the dns_hygiene module by code (`dns_hygiene.<check>.<outcome>`, findings.ts).
 * RFC 2182 asks for at least two name servers in topologically separate networks (one server or a
 * lame one is medium, one network low); a server that gives out zone transfers publishes every name
 * in the zone (high); a wildcard makes typos and forgotten hosts look alive and blinds takeover checks
 * (low); internal addresses in public DNS map the internal network (medium); CAA is defence in depth
 * (low).
 */
import { defineFindings, each, fail, pass, plural, unknown } from '../findings.js';

/** A name server (at an address), and what was wrong with it. */
export type ServerNote = { host: string; address: string | null; detail: string | null };

const lame = (servers: readonly ServerNote[]) =>
  servers
    .map((s) => (s.address === null ? `${s.host} has no address` : `${s.host} at ${s.address}: ${s.detail}`))
    .join('; ');
const unjudged = (servers: readonly ServerNote[]) =>
  servers
    .map((s) =>
      s.address === null
        ? `${s.host} (its addresses could not be looked up)`
        : `${s.host} at ${s.address}: ${s.detail}`,
    )
    .join('; ');
const transfers = (servers: readonly ServerNote[]) =>
  servers.map((s) => `${s.host} (${s.address}): ${s.detail}`).join('; ');

const NS_REMEDIATION = 'Publish at least two name servers (RFC 2182), ideally run by separate networks or providers.';

type Internal = { name: string; type: string; address: string; range: string };
const internal = (p: { internal: Internal[] }) =>
  p.internal.map((i) => `${i.name} ${i.type} ${i.address} (${i.range})`).join(', ');

const caaProblems = (p: { unparsed: string[]; problems: string[] }) =>
  [...p.unparsed.map((data) => `unreadable record "${data}"`), ...p.problems].join('; ');

export const NS_CHECKS = ['ns_count', 'ns_diversity', 'lame_delegation', 'zone_transfer'] as const;

export const DNS_HYGIENE_FINDINGS = defineFindings('dns_hygiene', {
  ...each([...NS_CHECKS, 'wildcard', 'private_addresses'], {
    'unknown.not_evaluated': unknown<{ problem: string }>((p) => `Not evaluated: ${p.problem}.`),
  }),
  ...each(NS_CHECKS, {
    'unknown.ns_lookup_failed': unknown<{ apex: string; error: string }>(
      (p) => `The NS lookup for ${p.apex} failed (${p.error}).`,
    ),
  }),
  'ns_count.pass': pass<{ apex: string; hosts: string[] }>(
    (p) => `${p.apex} has ${p.hosts.length} name servers: ${p.hosts.join(', ')}.`,
  ),
  'ns_count.single_ns': fail<{ apex: string; host: string }>({
    summary: (p) => `Only one name server: ${p.host}.`,
    severity: 'medium',
    finding: (p) =>
      `${p.apex} is served by a single name server (${p.host}); if it fails, the domain and its mail stop resolving.`,
    remediation: NS_REMEDIATION,
  }),
  'ns_count.no_ns': fail<{ apex: string }>({
    summary: 'No NS records at the apex.',
    severity: 'medium',
    finding: (p) =>
      `${p.apex} is served by no name server listed at its apex; if it fails, the domain and its mail stop resolving.`,
    remediation: NS_REMEDIATION,
  }),
  'ns_diversity.pass': pass<{ networks: string[] }>(
    (p) => `Name servers sit in ${p.networks.length} networks: ${p.networks.join(', ')}.`,
  ),
  'ns_diversity.single_network': fail<{ apex: string; network: string; addresses: string[] }>({
    summary: (p) => `Every name server address is in ${p.network}.`,
    severity: 'low',
    finding: (p) =>
      `All name servers of ${p.apex} (${p.addresses.join(', ')}) are in one network, ${p.network}: one outage or route problem takes them all down.`,
    remediation: 'Add a name server in another network (a different /24, ideally another provider or anycast network).',
  }),
  'ns_diversity.unknown.no_addresses': unknown('No address of any name server could be found.'),
  'lame_delegation.pass': pass<{ apex: string; count: number }>((p) =>
    p.count === 1
      ? `The one name server answers authoritatively for ${p.apex}.`
      : `All ${p.count} name servers answer authoritatively for ${p.apex}.`,
  ),
  'lame_delegation.lame': fail<{ apex: string; lame: ServerNote[] }>({
    summary: (p) => `Lame: ${lame(p.lame)}.`,
    severity: 'medium',
    finding: (p) =>
      `Name servers listed for ${p.apex} do not serve it: ${lame(p.lame)}. Resolvers waste time on them, and a server name that can be registered by someone else hands them the zone.`,
    remediation:
      'Remove name servers that do not serve the zone from the NS set (at the zone and at the registrar), or fix their configuration.',
  }),
  'lame_delegation.unknown.no_ns': unknown('No name server to query.'),
  'lame_delegation.unknown.partly_judged': unknown<{ open: ServerNote[] }>(
    (p) => `Not every name server could be judged: ${unjudged(p.open)}.`,
  ),
  'zone_transfer.pass': pass<{ count: number }>((p) =>
    p.count === 1
      ? 'The one name server address refuses zone transfers.'
      : `All ${p.count} name server addresses refuse zone transfers.`,
  ),
  'zone_transfer.axfr_allowed': fail<{ apex: string; servers: ServerNote[] }>({
    summary: (p) => `AXFR allowed by ${transfers(p.servers)}.`,
    severity: 'high',
    finding: (p) =>
      `Anyone can download the whole zone of ${p.apex} by zone transfer from ${transfers(p.servers)}, revealing every host name in it.`,
    remediation: 'Allow AXFR only to your secondary servers (by address and TSIG key) and refuse it to everyone else.',
  }),
  'zone_transfer.unknown.no_addresses': unknown('No name server address could be asked for a zone transfer.'),
  'zone_transfer.unknown.unanswered': unknown<{ servers: ServerNote[] }>(
    (p) => `Could not ask ${p.servers.map((s) => `${s.address} (${s.detail})`).join(', ')}.`,
  ),
  'wildcard.pass': pass<{ apex: string }>((p) => `A random name under ${p.apex} does not resolve.`),
  'wildcard.wildcard': fail<{ apex: string; name: string; records: string[] }>({
    summary: (p) => `${p.name} resolves (${p.records.join(', ')}).`,
    severity: 'low',
    finding: (p) =>
      `${p.apex} has a wildcard record: the random name ${p.name} resolves to ${p.records.join(', ')}, so every mistyped or forgotten name under it resolves too.`,
    remediation:
      'Remove the wildcard and publish only the names you use; if you need it, make sure every name it answers for is served safely.',
  }),
  'wildcard.unknown.lookup_failed': unknown<{ name: string }>((p) => `The lookup of ${p.name} failed.`),
  'private_addresses.pass': pass<{ hosts: number }>(
    (p) => `The apex and ${plural(p.hosts, 'common host name')} publish only public addresses.`,
  ),
  'private_addresses.internal_addresses': fail<{ apex: string; internal: Internal[] }>({
    summary: (p) => `Internal addresses published: ${internal(p)}.`,
    severity: 'medium',
    finding: (p) =>
      `Public DNS for ${p.apex} points names at non-public addresses: ${internal(p)}. This maps your internal network for anyone, and names on loopback can be claimed by any local process.`,
    remediation: 'Serve internal names only from internal DNS (split horizon) and remove them from the public zone.',
  }),
  'private_addresses.unknown.no_answers': unknown('None of the address lookups got an answer.'),
  'caa.pass': pass<{ owner: string; issuers: { tag: string; value: string }[] }>(
    (p) => `CAA at ${p.owner}: ${p.issuers.map((i) => `${i.tag} "${i.value}"`).join(', ')}.`,
  ),
  'caa.missing': fail({
    summary: (p) => `No CAA record at ${p.domain} or above it.`,
    severity: 'low',
    finding: (p) => `${p.domain} has no CAA record, so every certificate authority may issue certificates for it.`,
    remediation: (p) =>
      `Publish CAA records naming the CAs you use, e.g. ${p.domain}. CAA 0 issue "letsencrypt.org", plus an iodef address for reports.`,
  }),
  'caa.malformed': fail<{ owner: string; unparsed: string[]; problems: string[] }>({
    summary: (p) => `CAA at ${p.owner} is not usable: ${caaProblems(p)}.`,
    severity: 'low',
    finding: (p) => `The CAA records of ${p.owner} are malformed: ${caaProblems(p)}.`,
    remediation:
      'Name each allowed CA by its CAA domain (issue "letsencrypt.org"), give iodef a mailto: or https: URL, and mark no unknown tag critical.',
  }),
  'caa.unknown.lookup_failed': unknown<{ name: string; error: string }>(
    (p) => `The CAA lookup for ${p.name} failed (${p.error}).`,
  ),
});
