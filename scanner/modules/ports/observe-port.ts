/**
 * One TCP port on one address, as nmap -sT sees it: open (handshake completed), closed (RST,
 * ECONNREFUSED), filtered (no answer within the connect timeout, or an ICMP unreachable), or error
 * (not tested: no route from the scanner, or the guard refused). An open port then gets, within one
 * I/O bound, its banner (services that speak first) or its protocol probe (data stores).
 */
import type { Socket } from 'node:net';
import { BlockedAddressError, ConnectTimeoutError, connectTcp } from '../../network/tcp-connect.js';
import type { ScanContext } from '../module.js';
import { PORT_PROBES, type ProbeVerdict, printable } from './port-probes.js';
import type { RiskyService } from './risky-services.js';

export type PortState = 'open' | 'closed' | 'filtered' | 'error';

export interface PortObservation {
  address: string;
  port: number;
  service: string;
  state: PortState;
  /** Why the state is what it is, e.g. `connection refused (RST)`, `no answer within 1000 ms`. */
  detail: string;
  /** What a speak-first service said on connect (escaped, short). */
  banner?: string;
  probe?: { sent: string; reply: string; verdict: ProbeVerdict };
  duration_ms: number;
}

/** Speak-first services send their banner at once; waiting longer only slows the scan of silent ports. */
const BANNER_WAIT_MS = 1500;
const MAX_REPLY_BYTES = 16 * 1024;

/**
 * Reads until `complete` says the reply is whole, the peer closes, `maxBytes` arrive or time is up;
 * never rejects (what arrived is the evidence, however short).
 */
export function readSome(
  socket: Socket,
  options: { timeoutMs: number; complete: (received: Buffer) => boolean; maxBytes?: number },
): Promise<Buffer> {
  const max = options.maxBytes ?? MAX_REPLY_BYTES;
  return new Promise((resolve) => {
    let received = Buffer.alloc(0);
    const finish = () => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('close', finish);
      socket.off('end', finish);
      socket.off('error', finish);
      resolve(received.subarray(0, max));
    };
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length >= max || options.complete(received)) finish();
    };
    const timer = setTimeout(finish, options.timeoutMs);
    socket.on('data', onData);
    socket.once('close', finish);
    socket.once('end', finish);
    socket.once('error', finish);
  });
}

function connectFailure(error: unknown, timeoutMs: number): Pick<PortObservation, 'state' | 'detail'> {
  if (error instanceof ConnectTimeoutError) return { state: 'filtered', detail: `no answer within ${timeoutMs} ms` };
  if (error instanceof BlockedAddressError) return { state: 'error', detail: error.message };
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return { state: 'closed', detail: 'connection refused (RST)' };
  // An ICMP unreachable is what a rejecting firewall sends back; nmap calls that filtered too.
  if (code === 'EHOSTUNREACH') return { state: 'filtered', detail: 'host unreachable (ICMP)' };
  return { state: 'error', detail: `not tested: ${(error as Error).message}` };
}

export async function observePort(
  address: string,
  service: RiskyService,
  context: Pick<ScanContext, 'domain' | 'network' | 'signal'>,
): Promise<PortObservation> {
  const started = Date.now();
  const base = { address, port: service.port, service: service.service };
  const { connectMs, ioMs } = context.network.timeouts;
  let socket: Socket;
  try {
    socket = await connectTcp(address, service.port, {
      allowList: context.network.allowList,
      timeoutMs: connectMs,
      signal: context.signal,
    });
  } catch (error) {
    return { ...base, ...connectFailure(error, connectMs), duration_ms: Date.now() - started };
  }
  const observation: PortObservation = { ...base, state: 'open', detail: 'TCP handshake completed', duration_ms: 0 };
  try {
    socket.on('error', () => {}); // A reset during the probe ends the read; the port is still open.
    if (service.probe) {
      const probe = PORT_PROBES[service.probe];
      socket.write(probe.request(context.domain, service.port));
      const reply = await readSome(socket, { timeoutMs: ioMs, complete: probe.complete });
      const { verdict, detail } = probe.classify(reply);
      observation.probe = { sent: probe.describe, reply: detail, verdict };
    } else if (service.banner) {
      const banner = await readSome(socket, {
        timeoutMs: Math.min(ioMs, BANNER_WAIT_MS),
        complete: (received) => received.length > 0,
      });
      observation.banner = banner.length > 0 ? printable(banner) : '';
    }
  } finally {
    socket.destroy();
  }
  observation.duration_ms = Date.now() - started;
  return observation;
}
