/**
 * Reads the names a site's certificate lists (subjectAltName DNS entries): often the quickest map of
 * a domain's hosts. One TLS handshake to the target's own guarded address on port 443, SNI set to
 * the domain, without verifying the certificate (a bad certificate still lists names; the ssl module
 * judges trust). No server there means this source is empty, not that the check failed.
 */
import { connect as tlsConnect } from 'node:tls';
import { connectTcp } from '../../network/tcp-connect.js';
import type { ScanContext } from '../module.js';

export interface CertificateNames {
  address: string | null;
  /** DNS names from subjectAltName, lowercase, in certificate order. */
  names: string[];
  /** Why no names were read (no address, nothing listening, handshake failure). */
  error: string | null;
}

function handshake(address: string, context: ScanContext): Promise<string[]> {
  return connectTcp(address, 443, {
    allowList: context.network.allowList,
    timeoutMs: context.network.timeouts.connectMs,
    signal: context.signal,
  }).then(
    (socket) =>
      new Promise<string[]>((resolve, reject) => {
        const tls = tlsConnect({ socket, servername: context.domain, rejectUnauthorized: false });
        const timer = setTimeout(() => {
          tls.destroy();
          reject(new Error(`no TLS handshake within ${context.network.timeouts.ioMs} ms`));
        }, context.network.timeouts.ioMs);
        tls.once('error', (error) => {
          clearTimeout(timer);
          tls.destroy();
          reject(error);
        });
        tls.once('secureConnect', () => {
          clearTimeout(timer);
          const san = tls.getPeerCertificate().subjectaltname ?? '';
          tls.destroy();
          const names = san
            .split(/,\s*/)
            .filter((entry) => entry.startsWith('DNS:'))
            .map((entry) => entry.slice(4).trim().toLowerCase());
          resolve(names);
        });
      }),
  );
}

export async function certificateNames(context: ScanContext): Promise<CertificateNames> {
  const address = context.addresses[0] ?? null;
  if (address === null) return { address, names: [], error: 'the domain has no address' };
  try {
    return { address, names: await handshake(address, context), error: null };
  } catch (error) {
    return { address, names: [], error: (error as Error).message };
  }
}
