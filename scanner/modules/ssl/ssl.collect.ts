/**
 * Collects the ssl evidence: the first IPv4 and the first IPv6 address of the target (a site served
 * by several identical front ends is judged by one of each family, as SSL Labs' quick mode would),
 * probed at the same time, with the domain as SNI.
 */
import { setMaxListeners } from 'node:events';
import { isIP } from 'node:net';
import type { ScanContext } from '../module.js';
import type { SslEvidence } from './ssl.evidence.js';
import { probeEndpoint } from './ssl-endpoint.js';

export function addressesToProbe(addresses: readonly string[]): string[] {
  const v4 = addresses.find((address) => isIP(address) === 4);
  const v6 = addresses.find((address) => isIP(address) === 6);
  return [v4, v6].filter((address): address is string => address !== undefined);
}

export async function collectSsl(context: ScanContext): Promise<SslEvidence> {
  // About thirty sockets listen for the abort at once; a signal of our own, linked to the module's,
  // carries them without Node's listener-leak warning on the shared one.
  const abort = new AbortController();
  setMaxListeners(100, abort.signal);
  const forward = () => abort.abort(context.signal.reason);
  if (context.signal.aborted) forward();
  context.signal.addEventListener('abort', forward, { once: true });
  try {
    const probing = { ...context, signal: abort.signal };
    const endpoints = await Promise.all(addressesToProbe(context.addresses).map((a) => probeEndpoint(a, probing)));
    return { domain: context.domain, endpoints };
  } finally {
    context.signal.removeEventListener('abort', forward);
  }
}
