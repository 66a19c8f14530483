/**
 * The lab's authoritative DNS server: dns-packet over UDP and TCP on one loopback port. UDP answers
 * that do not fit the client's EDNS buffer (512 bytes without EDNS) are sent truncated, so the
 * scanner's TCP fallback is exercised by real traffic.
 */
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { createServer, type Server, type Socket } from 'node:net';
import dnsPacket, { type DecodedPacket, type Packet } from 'dns-packet';
import type { LabZone } from '../zones/records.js';
import { answerQuestion } from './zone-lookup.js';

export interface LabDnsServer {
  host: string;
  port: number;
  /** `host:port`, the form SCANNER_DNS_SERVERS takes. */
  address: string;
  stop(): Promise<void>;
}

const RCODES = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;

/** Returns the response, or null when the zone says to stay silent (a timeout for the client). */
function respond(zones: readonly LabZone[], query: DecodedPacket, maxSize: number): Buffer | null {
  const question = query.questions?.[0];
  const reply = (rcode: number, extra: Partial<Packet> = {}): Packet => ({
    type: 'response',
    id: query.id,
    flags: dnsPacket.AUTHORITATIVE_ANSWER | ((query.flags ?? 0) & dnsPacket.RECURSION_DESIRED) | rcode,
    questions: query.questions,
    ...extra,
  });
  if (question === undefined) return dnsPacket.encode(reply(1));
  const result = answerQuestion(zones, question.name, question.type);
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

function serveTcpConnection(zones: readonly LabZone[], socket: Socket): void {
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
        const response = respond(zones, dnsPacket.decode(message), 65535);
        if (response === null) continue;
        const prefix = Buffer.alloc(2);
        prefix.writeUInt16BE(response.length);
        socket.write(Buffer.concat([prefix, response]));
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
export async function startDnsServer(
  zones: readonly LabZone[],
  options: { host?: string; port?: number } = {},
): Promise<LabDnsServer> {
  const host = options.host ?? '127.0.0.1';
  // A random UDP port may be taken for TCP by someone else; try a few before giving up.
  for (let attempt = 0; attempt < 10; attempt++) {
    const udp = createSocket('udp4');
    const port = await listenUdp(udp, host, options.port ?? 0);
    const connections = new Set<Socket>();
    const tcp = createServer((socket) => {
      connections.add(socket);
      socket.on('close', () => connections.delete(socket));
      serveTcpConnection(zones, socket);
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
        const response = respond(zones, query, udpLimit(query));
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
    return { host, port, address: `${host}:${port}`, stop };
  }
  throw new Error('could not find a port free for both UDP and TCP');
}
