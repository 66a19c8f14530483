/**
 * A stub DNS client over UDP with TCP fallback on truncation (RFC 7766), built on dns-packet so the
 * scanner sees the rcode and raw records that node:dns hides. SERVFAIL, REFUSED and timeouts come back
 * as status `error` (the check becomes unknown); NXDOMAIN and NODATA are real answers.
 */
import { randomInt } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { isIP, Socket } from 'node:net';
import dnsPacket, { type Answer, type DecodedPacket } from 'dns-packet';
import type { DnsEvidence } from '../../core/scan-model/report.js';
import { inClientSpan, markOutcomeFailed, type Span } from '../../core/tracing/spans.js';
import type { AllowList } from './address-guard.js';
import { type DnsQueryType, type DnsRecordType, toDnsRecords } from './dns-records.js';
import { type DnsServer, formatDnsServer } from './dns-servers.js';
import { SCANNER_SPANS } from './scanner-spans.js';
import { assertAllowed } from './tcp-connect.js';

export type DnsLookup = DnsEvidence;

/** Anything that answers DNS questions: the real client, or a memoizing wrapper around it. */
export interface DnsResolver {
  query(name: string, type: DnsRecordType): Promise<DnsLookup>;
  /** The whole answer (flags, sections, RRSIGs with `dnssec`); resolvers that cannot give it leave it out. */
  queryRaw?(name: string, type: DnsQueryType, options?: DnsQueryOptions): Promise<RawDnsAnswer>;
}

export interface DnsQueryOptions {
  /** Set the EDNS DO bit, so signed zones return their RRSIGs (RFC 3225). */
  dnssec?: boolean;
  /** Set RD (default true); false asks a name server about its own zones only. */
  recursion?: boolean;
}

/** An answer with what DnsLookup leaves out: header flags and the decoded sections, for DNSSEC work. */
export interface RawDnsAnswer {
  lookup: DnsLookup;
  /** Header flags: authoritative answer, authentic data, truncated. All false when there was no answer. */
  flags: { aa: boolean; ad: boolean; tc: boolean };
  answers: Answer[];
  authorities: Answer[];
}

export interface DnsClientOptions {
  servers: readonly DnsServer[];
  /** Per attempt, UDP and TCP alike. */
  timeoutMs?: number;
  /** How many servers to try in turn (wrapping round the list) before giving up. */
  attempts?: number;
}

/** The EDNS0 buffer size DNS Flag Day 2020 recommends: large enough for most TXT sets, no fragmentation. */
const EDNS_UDP_SIZE = 1232;

class AttemptError extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'malformed',
    message: string,
  ) {
    super(message);
  }
}

function buildQuery(id: number, name: string, type: DnsQueryType, options: DnsQueryOptions = {}): dnsPacket.Packet {
  return {
    type: 'query',
    id,
    flags: options.recursion === false ? 0 : dnsPacket.RECURSION_DESIRED,
    questions: [{ type, name, class: 'IN' }],
    additionals: [
      {
        type: 'OPT',
        name: '.',
        udpPayloadSize: EDNS_UDP_SIZE,
        extendedRcode: 0,
        ednsVersion: 0,
        flags: options.dnssec ? dnsPacket.DNSSEC_OK : 0,
        flag_do: options.dnssec === true,
        options: [],
      },
    ],
  };
}

/** A response counts only if it echoes our id and question; anything else on the socket is ignored. */
function matches(packet: DecodedPacket, id: number, name: string, type: DnsQueryType): boolean {
  const question = packet.questions?.[0];
  return (
    packet.id === id &&
    packet.type === 'response' &&
    question !== undefined &&
    question.type === type &&
    question.name.toLowerCase() === name.toLowerCase()
  );
}

function overUdp(server: DnsServer, query: dnsPacket.Packet, check: (p: DecodedPacket) => boolean, timeoutMs: number) {
  return new Promise<DecodedPacket>((resolve, reject) => {
    const socket = createSocket(isIP(server.host) === 6 ? 'udp6' : 'udp4');
    const finish = (error: Error | null, packet?: DecodedPacket) => {
      clearTimeout(timer);
      socket.close();
      if (error) reject(error);
      else resolve(packet!);
    };
    const timer = setTimeout(() => finish(new AttemptError('timeout', `no answer within ${timeoutMs} ms`)), timeoutMs);
    socket.on('error', (error) => finish(new AttemptError('network', error.message)));
    socket.on('message', (message) => {
      try {
        const packet = dnsPacket.decode(message);
        if (check(packet)) finish(null, packet);
      } catch {
        // A garbled datagram could be noise or spoofing; keep waiting for the real answer until timeout.
      }
    });
    socket.send(dnsPacket.encode(query), server.port, server.host, (error) => {
      if (error) finish(new AttemptError('network', error.message));
    });
  });
}

function overTcp(server: DnsServer, query: dnsPacket.Packet, check: (p: DecodedPacket) => boolean, timeoutMs: number) {
  return new Promise<DecodedPacket>((resolve, reject) => {
    const socket = new Socket();
    let buffered = Buffer.alloc(0);
    const finish = (error: Error | null, packet?: DecodedPacket) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(packet!);
    };
    const timer = setTimeout(
      () => finish(new AttemptError('timeout', `no TCP answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.on('error', (error) => finish(new AttemptError('network', error.message)));
    socket.on('end', () => finish(new AttemptError('network', 'connection closed before a full answer')));
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (buffered.length < 2) return;
      const length = buffered.readUInt16BE(0);
      if (buffered.length < 2 + length) return;
      try {
        const packet = dnsPacket.decode(buffered.subarray(2, 2 + length));
        if (check(packet)) finish(null, packet);
        else finish(new AttemptError('malformed', 'TCP answer does not match the question'));
      } catch (error) {
        finish(new AttemptError('malformed', `undecodable answer: ${(error as Error).message}`));
      }
    });
    socket.connect(server.port, server.host, () => socket.write(dnsPacket.streamEncode(query)));
  });
}

export class DnsClient implements DnsResolver {
  private readonly servers: readonly DnsServer[];
  private readonly timeoutMs: number;
  private readonly attempts: number;

  constructor(options: DnsClientOptions) {
    if (options.servers.length === 0) throw new Error('DnsClient needs at least one server');
    this.servers = options.servers;
    this.timeoutMs = options.timeoutMs ?? 2000;
    this.attempts = options.attempts ?? Math.min(2, options.servers.length * 2);
  }

  async query(rawName: string, type: DnsRecordType): Promise<DnsLookup> {
    return (await this.queryRaw(rawName, type)).lookup;
  }

  async queryRaw(rawName: string, type: DnsQueryType, options: DnsQueryOptions = {}): Promise<RawDnsAnswer> {
    const name = rawName.replace(/\.$/, '').toLowerCase();
    let last: RawDnsAnswer | null = null;
    for (let attempt = 0; attempt < this.attempts; attempt++) {
      const server = this.servers[attempt % this.servers.length]!;
      last = await exchange(server, name, type, options, this.timeoutMs);
      // SERVFAIL, REFUSED or silence from one resolver says nothing about the name: try the next.
      if (last.lookup.status !== 'error') return last;
    }
    return last!;
  }
}

/** One question to one server, as a `rampart.scanner.dns` client span when tracing is on. */
function exchange(
  server: DnsServer,
  name: string,
  type: DnsQueryType,
  options: DnsQueryOptions,
  timeoutMs: number,
): Promise<RawDnsAnswer> {
  return inClientSpan(
    SCANNER_SPANS.dns,
    () => ({
      'dns.question.name': name,
      'rampart.dns.record_type': type,
      'server.address': server.host,
      'server.port': server.port,
      'network.transport': 'udp',
    }),
    async (span) => {
      const answer = await exchangeOnce(server, name, type, options, timeoutMs, span);
      if (span) {
        const { lookup } = answer;
        span.setAttribute('rampart.dns.status', lookup.status);
        if (lookup.rcode) span.setAttribute('rampart.dns.rcode', lookup.rcode);
        span.setAttribute('rampart.dns.answer_count', answer.answers.length);
        if (lookup.status === 'error') markOutcomeFailed(span, lookup.error ?? 'error');
      }
      return answer;
    },
  );
}

async function exchangeOnce(
  server: DnsServer,
  name: string,
  type: DnsQueryType,
  options: DnsQueryOptions,
  timeoutMs: number,
  span: Span | null,
): Promise<RawDnsAnswer> {
  const base = { name, type, server: formatDnsServer(server) };
  const id = randomInt(0, 65536);
  const query = buildQuery(id, name, type, options);
  const check = (packet: DecodedPacket) => matches(packet, id, name, type);
  try {
    let packet = await overUdp(server, query, check, timeoutMs);
    if (packet.flag_tc) {
      // Truncated over UDP: asked again over TCP, which the span then names as its transport.
      span?.setAttribute('network.transport', 'tcp');
      packet = await overTcp(server, query, check, timeoutMs);
    }
    return {
      lookup: toLookup(base, packet, type),
      flags: { aa: packet.flag_aa, ad: packet.flag_ad, tc: packet.flag_tc },
      answers: packet.answers ?? [],
      authorities: packet.authorities ?? [],
    };
  } catch (error) {
    const reason = error instanceof AttemptError ? error.reason : 'network';
    const lookup: DnsLookup = {
      ...base,
      status: 'error',
      rcode: null,
      records: [],
      error: `${reason}: ${(error as Error).message}`,
    };
    return { lookup, flags: { aa: false, ad: false, tc: false }, answers: [], authorities: [] };
  }
}

/**
 * One question straight to one name server (a zone's NS, not the configured resolver), after the
 * address guard has allowed its address: the scanner never sends a packet to an unchecked address.
 */
export async function queryDnsServer(
  server: DnsServer,
  rawName: string,
  type: DnsQueryType,
  options: DnsQueryOptions & { allowList: AllowList; timeoutMs: number },
): Promise<RawDnsAnswer> {
  const name = rawName.replace(/\.$/, '').toLowerCase();
  try {
    assertAllowed(server.host, options.allowList);
  } catch (error) {
    const lookup: DnsLookup = {
      name,
      type,
      server: formatDnsServer(server),
      status: 'error',
      rcode: null,
      records: [],
      error: `blocked: ${(error as Error).message}`,
    };
    return { lookup, flags: { aa: false, ad: false, tc: false }, answers: [], authorities: [] };
  }
  return exchange(server, name, type, options, options.timeoutMs);
}

function toLookup(base: { name: string; type: string; server: string }, packet: DecodedPacket, type: DnsQueryType) {
  // dns-packet decodes the rcode but its type definitions leave it out.
  const rcode = (packet as DecodedPacket & { rcode?: string }).rcode ?? 'NOERROR';
  const records = toDnsRecords(packet.answers ?? []);
  const lookup: DnsLookup = { ...base, status: 'answer', rcode, records };
  if (rcode === 'NXDOMAIN') return { ...lookup, status: 'nxdomain' as const };
  if (rcode !== 'NOERROR') return { ...lookup, status: 'error' as const, error: `the server answered ${rcode}` };
  const ofType = lookup.records.filter((record) => record.type === type);
  return ofType.length === 0 ? { ...lookup, status: 'nodata' as const } : lookup;
}

/**
 * One scan asks the same questions many times (SPF includes, DKIM, DMARC); this shares each answer
 * for the life of the wrapper, so one scan sees one consistent view of DNS.
 */
export function memoizeResolver(resolver: DnsResolver): DnsResolver & { readonly queryCount: number } {
  const answers = new Map<string, Promise<DnsLookup>>();
  const raw = new Map<string, Promise<RawDnsAnswer>>();
  const queryRaw = resolver.queryRaw?.bind(resolver);
  return {
    ...(queryRaw && {
      queryRaw(name: string, type: DnsQueryType, options: DnsQueryOptions = {}) {
        const key = `${type} ${name.replace(/\.$/, '').toLowerCase()} ${options.dnssec === true} ${options.recursion !== false}`;
        let answer = raw.get(key);
        if (answer === undefined) {
          answer = queryRaw(name, type, options);
          raw.set(key, answer);
        }
        return answer;
      },
    }),
    get queryCount() {
      return answers.size;
    },
    query(name, type) {
      const key = `${type} ${name.replace(/\.$/, '').toLowerCase()}`;
      let answer = answers.get(key);
      if (answer === undefined) {
        answer = resolver.query(name, type);
        answers.set(key, answer);
      }
      return answer;
    },
  };
}
