/**
 * A stub DNS client over UDP with TCP fallback on truncation (RFC 7766), built on dns-packet so the
 * scanner sees the rcode and raw records that node:dns hides. SERVFAIL, REFUSED and timeouts come back
 * as status `error` (the check becomes unknown); NXDOMAIN and NODATA are real answers.
 */
import { randomInt } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { isIP, Socket } from 'node:net';
import dnsPacket, { type DecodedPacket } from 'dns-packet';
import type { DnsEvidence } from '../model/report.js';
import { type DnsRecordType, recordsOfType, toDnsRecords } from './dns-records.js';
import { type DnsServer, formatDnsServer } from './dns-servers.js';

export type DnsLookup = DnsEvidence;

/** Anything that answers DNS questions: the real client, or a memoizing wrapper around it. */
export interface DnsResolver {
  query(name: string, type: DnsRecordType): Promise<DnsLookup>;
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

function buildQuery(id: number, name: string, type: DnsRecordType): dnsPacket.Packet {
  return {
    type: 'query',
    id,
    flags: dnsPacket.RECURSION_DESIRED,
    questions: [{ type, name, class: 'IN' }],
    additionals: [
      {
        type: 'OPT',
        name: '.',
        udpPayloadSize: EDNS_UDP_SIZE,
        extendedRcode: 0,
        ednsVersion: 0,
        flags: 0,
        flag_do: false,
        options: [],
      },
    ],
  };
}

/** A response counts only if it echoes our id and question; anything else on the socket is ignored. */
function matches(packet: DecodedPacket, id: number, name: string, type: DnsRecordType): boolean {
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
    const name = rawName.replace(/\.$/, '').toLowerCase();
    let last: DnsLookup | null = null;
    for (let attempt = 0; attempt < this.attempts; attempt++) {
      const server = this.servers[attempt % this.servers.length]!;
      last = await this.ask(server, name, type);
      // SERVFAIL, REFUSED or silence from one resolver says nothing about the name: try the next.
      if (last.status !== 'error') return last;
    }
    return last!;
  }

  private async ask(server: DnsServer, name: string, type: DnsRecordType): Promise<DnsLookup> {
    const base = { name, type, server: formatDnsServer(server) };
    const id = randomInt(0, 65536);
    const query = buildQuery(id, name, type);
    const check = (packet: DecodedPacket) => matches(packet, id, name, type);
    try {
      let packet = await overUdp(server, query, check, this.timeoutMs);
      if (packet.flag_tc) packet = await overTcp(server, query, check, this.timeoutMs);
      return toLookup(base, packet, type);
    } catch (error) {
      const reason = error instanceof AttemptError ? error.reason : 'network';
      return { ...base, status: 'error', rcode: null, records: [], error: `${reason}: ${(error as Error).message}` };
    }
  }
}

function toLookup(base: { name: string; type: string; server: string }, packet: DecodedPacket, type: DnsRecordType) {
  // dns-packet decodes the rcode but its type definitions leave it out.
  const rcode = (packet as DecodedPacket & { rcode?: string }).rcode ?? 'NOERROR';
  const records = toDnsRecords(packet.answers ?? []);
  const lookup: DnsLookup = { ...base, status: 'answer', rcode, records };
  if (rcode === 'NXDOMAIN') return { ...lookup, status: 'nxdomain' as const };
  if (rcode !== 'NOERROR') return { ...lookup, status: 'error' as const, error: `the server answered ${rcode}` };
  return recordsOfType(lookup, type).length === 0 ? { ...lookup, status: 'nodata' as const } : lookup;
}

/**
 * One scan asks the same questions many times (SPF includes, DKIM, DMARC); this shares each answer
 * for the life of the wrapper, so one scan sees one consistent view of DNS.
 */
export function memoizeResolver(resolver: DnsResolver): DnsResolver & { readonly queryCount: number } {
  const answers = new Map<string, Promise<DnsLookup>>();
  return {
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
