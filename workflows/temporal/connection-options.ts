/**
 * How the API (client) and the workers reach Temporal, from the one validated configuration: a plain
 * connection for the dev server, mTLS for a self-hosted cluster, an API key for Temporal Cloud. Both
 * @temporalio/client's Connection and @temporalio/worker's NativeConnection take this shape.
 */
import { readFileSync } from 'node:fs';
import type { TemporalConfig } from '../../config/temporal.js';

export interface TemporalConnectionOptions {
  address: string;
  tls?: {
    serverNameOverride?: string;
    serverRootCACertificate?: Buffer;
    clientCertPair?: { crt: Buffer; key: Buffer };
  };
  apiKey?: string;
}

export function temporalConnectionOptions(settings: TemporalConfig & { address: string }): TemporalConnectionOptions {
  const options: TemporalConnectionOptions = { address: settings.address };
  const tls = settings.tls;
  if (tls) {
    options.tls = {
      ...(tls.serverName ? { serverNameOverride: tls.serverName } : {}),
      ...(tls.caPath ? { serverRootCACertificate: readFileSync(tls.caPath) } : {}),
      ...(tls.certPath && tls.keyPath
        ? { clientCertPair: { crt: readFileSync(tls.certPath), key: readFileSync(tls.keyPath) } }
        : {}),
    };
  }
  // An API key alone turns TLS on (the SDK's rule): Temporal Cloud takes no plain connections.
  if (settings.apiKey) options.apiKey = settings.apiKey;
  return options;
}
