/**
 * Collects the ports evidence: every risky service on every scan-target address, all at once, so the
 * module takes one connect timeout (plus one I/O bound for the open ports) whatever the list's length.
 */
import { setMaxListeners } from 'node:events';
import { isIP } from 'node:net';
import type { ScanContext } from '../module.js';
import { observePort, type PortObservation } from './observe-port.js';
import { RISKY_SERVICES } from './risky-services.js';

/** A domain with more addresses than this (a CDN) is sampled: the first ones, A before AAAA. */
export const MAX_ADDRESSES = 8;

export interface PortsEvidence {
  domain: string;
  /** The addresses probed. */
  addresses: string[];
  /** Addresses of the target left out by MAX_ADDRESSES. */
  skippedAddresses: string[];
  /** One entry per address and port, keyed by portKey(). */
  observations: Record<string, PortObservation>;
}

export function portKey(address: string, port: number): string {
  return isIP(address) === 6 ? `port:[${address}]:${port}` : `port:${address}:${port}`;
}

export async function collectPorts(context: ScanContext): Promise<PortsEvidence> {
  const addresses = context.addresses.slice(0, MAX_ADDRESSES);
  // Every probe listens on the module's abort signal at once; that many listeners is by design here.
  setMaxListeners(addresses.length * RISKY_SERVICES.length + 10, context.signal);
  const jobs = addresses.flatMap((address) => RISKY_SERVICES.map((service) => observePort(address, service, context)));
  const observations: Record<string, PortObservation> = {};
  for (const observation of await Promise.all(jobs)) {
    observations[portKey(observation.address, observation.port)] = observation;
  }
  return {
    domain: context.domain,
    addresses,
    skippedAddresses: context.addresses.slice(MAX_ADDRESSES),
    observations,
  };
}
