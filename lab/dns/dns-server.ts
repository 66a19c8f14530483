/**
 * The lab's authoritative DNS server: dns-packet over UDP and TCP on one loopback port. UDP answers
 * that do not fit the client's EDNS buffer (512 bytes without EDNS) are sent truncated, so the
 * scanner's TCP fallback is exercised by real traffic. Zones that ask to be signed are signed at
 * start (lab/dnssec/); the same server code runs the per-host name servers (name-servers.ts), which
 * may also allow zone transfers.
 */
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { createServer, type Server, type Socket } from 'node:net';
import dnsPacket, { type DecodedPacket, type Packet } from 'dns-packet';
import { LabDnssec } from '../dnssec/lab-dnssec.js';
import type { LabZone } from '../zones/records.js';
import { type AnswerOptions, answerQuestion, zoneTransfer } from './zone-lookup.js';

export interface LabDnsServer {
  host: string;
  port: number;
  /** `host:port`, the form SCANNER_DNS_SERVERS takes. */
  address: string;
  /** The zones served, and their signing state: the per-host name servers serve the same data. */
  zones: readonly LabZone[];
  dnssec: LabDnssec;
  stop(): Promise<void>;
}

export interface DnsServerOptions {
  host?: string;
  port?: number;
  /** Signing state shared with another server; default: sign `zones` afresh. */
  dnssec?: LabDnssec;
  /** Answer AXFR over TCP for the zones served (RFC 5936); default REFUSED, as a careful server does. */
  allowTransfer?: boolean;
}

/** The DO bit of the query's OPT record (RFC 3225). */
function wantsSignatures(query: DecodedPacket): boolean {
  const opt = query.additionals?.find((record) => record.type === 'OPT');
  return opt !== undefined && 'flag_do' in opt && opt.flag_do === true;
}

const RCODES = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;

/** Returns the response, or null when the zone says to stay silent (a timeout for the client). */
function respond(
  zones: readonly LabZone[],
  query: DecodedPacket,
  maxSize: number,
  options: AnswerOptions = {},
): Buffer | null {
  const question = query.questions?.[0];
  const reply = (rcode: number, extra: Partial<Packet> = {}): Packet => ({
    type: 'response',
    id: query.id,
    flags: dnsPacket.AUTHORITATIVE_ANSWER | ((query.flags ?? 0) & dnsPacket.RECURSION_DESIRED) | rcode,
    questions: query.questions,
    ...extra,
  });
  if (question === undefined) return dnsPacket.encode(reply(1));
  const result = answerQuestion(zones, question.name, question.type, {
    ...options,
    signatures: wantsSignatures(query),
  });
  let packet: Packet;
  if (result.kind === 'refused') packet = reply(RCODES.REFUSED);
  else if (result.kind === 'fault') {
    if (result.fault === 'drop') return null;
    packet = reply(result.fault === 'servfail' ? RCODES.SERVFAIL : RCODES.REFUSED);
  } else packet = reply(RCODES[result.rcode], { answers: result.answers, authorities: result.authorities });
  const encoded = dnsPacket.encode(packet);
  if (encoded.length <= maxSize) return encoded;
  return dnsPacket.encode({
    ...packet,
    answers: [],
    authorities: [],
    flags: (packet.flags ?? 0) | dnsPacket.TRUNCATED_RESPONSE,
  });
}

function udpLimit(query: DecodedPacket): number {
  const opt = query.additionals?.find((record) => record.type === 'OPT');
  return opt && 'udpPayloadSize' in opt ? Math.max(512, opt.udpPayloadSize) : 512;
}

/** AXFR answers as a stream of messages (RFC 5936 section 2.2), or REFUSED when transfers are off. */
function transfer(zones: readonly LabZone[], query: DecodedPacket, options: DnsServerOptions): Buffer[] {
  const name = (query.questions?.[0]?.name ?? '').toLowerCase().replace(/\.$/, '');
  const zone = zones.find((candidate) => candidate.origin === name);
  const base = { type: 'response' as const, id: query.id, questions: query.questions };
  if (!options.allowTransfer || zone === undefined) {
    return [dnsPacket.encode({ ...base, flags: dnsPacket.AUTHORITATIVE_ANSWER | RCODES.REFUSED })];
  }
  const records = zoneTransfer(zone, options.dnssec ?? null);
  const messages: Buffer[] = [];
  // Small messages keep each one far below the 65535-byte TCP message limit.
  for (let offset = 0; offset < records.length; offset += 50) {
    const answers = records.slice(offset, offset + 50);
    messages.push(dnsPacket.encode({ ...base, flags: dnsPacket.AUTHORITATIVE_ANSWER, answers }));
  }
  return messages;
}

function serveTcpConnection(zones: readonly LabZone[], socket: Socket, options: DnsServerOptions): void {
  let buffered = Buffer.alloc(0);
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    // One connection may carry several length-prefixed queries (RFC 7766 section 6.2.1).
    while (buffered.length >= 2 && buffered.length >= 2 + buffered.readUInt16BE(0)) {
      const length = buffered.readUInt16BE(0);
      const message = buffered.subarray(2, 2 + length);
      buffered = buffered.subarray(2 + length);
      try {
        const query = dnsPacket.decode(message);
        const responses =
          query.questions?.[0]?.type === 'AXFR'
            ? transfer(zones, query, options)
            : [respond(zones, query, 65535, { dnssec: options.dnssec })];
        for (const response of responses) {
          if (response === null) continue;
          const prefix = Buffer.alloc(2);
          prefix.writeUInt16BE(response.length);
          socket.write(Buffer.concat([prefix, response]));
        }
      } catch {
        socket.destroy();
        return;
      }
    }
  });
}

function listenUdp(socket: UdpSocket, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, host, () => {
      socket.off('error', reject);
      resolve(socket.address().port);
    });
  });
}

function listenTcp(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Starts the server; port 0 picks a free port that is free for both UDP and TCP. */
export async function startDnsServer(zones: readonly LabZone[], options: DnsServerOptions = {}): Promise<LabDnsServer> {
  const host = options.host ?? '127.0.0.1';
  const dnssec = options.dnssec ?? LabDnssec.create(zones);
  const serving = { ...options, dnssec };
  // A random UDP port may be taken for TCP by someone else; try a few before giving up.
  for (let attempt = 0; attempt < 10; attempt++) {
    const udp = createSocket('udp4');
    const port = await listenUdp(udp, host, options.port ?? 0);
    const connections = new Set<Socket>();
    const tcp = createServer((socket) => {
      connections.add(socket);
      socket.on('close', () => connections.delete(socket));
      serveTcpConnection(zones, socket, serving);
    });
    try {
      await listenTcp(tcp, host, port);
    } catch (error) {
      udp.close();
      if (options.port !== undefined && options.port !== 0) throw error;
      continue;
    }
    udp.on('message', (message, remote) => {
      try {
        const query = dnsPacket.decode(message);
        // Zone transfers run over TCP only (RFC 5936 section 4.2); over UDP the question is refused.
        const response =
          query.questions?.[0]?.type === 'AXFR'
            ? transfer(zones, query, {})[0]!
            : respond(zones, query, udpLimit(query), { dnssec });
        if (response !== null) udp.send(response, remote.port, remote.address);
      } catch {
        // Garbage on the port: a real server drops it too.
      }
    });
    const stop = async () => {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
    };
    return { host, port, address: `${host}:${port}`, zones, dnssec, stop };
  }
  throw new Error('could not find a port free for both UDP and TCP');
}
