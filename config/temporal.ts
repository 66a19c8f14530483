import { ConfigError } from './config-error.js';
import { type Env, get, readableFile } from './env-values.js';

/**
 * Where the Temporal server is and how to reach it. `tls` is null for a plain connection (the dev
 * server); a Temporal cluster with mTLS gives a client certificate and key, Temporal Cloud an API key
 * (which implies TLS).
 */
export interface TemporalConfig {
  address: string | null;
  namespace: string;
  taskQueue: string;
  tls: { certPath: string | null; keyPath: string | null; caPath: string | null; serverName: string | null } | null;
  apiKey: string | null;
}

export function parseTemporal(env: Env): TemporalConfig {
  const address = get(env, 'TEMPORAL_ADDRESS') ?? null;
  if (address !== null && !/^[^\s:/]+:\d+$|^\[[0-9a-fA-F:]+\]:\d+$/.test(address)) {
    throw new ConfigError('TEMPORAL_ADDRESS', `expected host:port (for example localhost:7233), got "${address}"`);
  }
  const certPath = readableFile(env, 'TEMPORAL_TLS_CERT');
  const keyPath = readableFile(env, 'TEMPORAL_TLS_KEY');
  if ((certPath === null) !== (keyPath === null)) {
    const missing = certPath === null ? 'TEMPORAL_TLS_CERT' : 'TEMPORAL_TLS_KEY';
    throw new ConfigError(missing, 'a client certificate and its key go together: set both or neither');
  }
  const caPath = readableFile(env, 'TEMPORAL_TLS_CA');
  const serverName = get(env, 'TEMPORAL_TLS_SERVER_NAME') ?? null;
  const tlsFlag = get(env, 'TEMPORAL_TLS');
  if (tlsFlag !== undefined && tlsFlag !== 'true' && tlsFlag !== 'false') {
    throw new ConfigError('TEMPORAL_TLS', `expected true or false, got "${tlsFlag}"`);
  }
  const wantsTls = tlsFlag === 'true' || certPath !== null || caPath !== null || serverName !== null;
  return {
    address,
    namespace: get(env, 'TEMPORAL_NAMESPACE') ?? 'default',
    taskQueue: get(env, 'TEMPORAL_TASK_QUEUE') ?? 'rampart',
    tls: wantsTls ? { certPath, keyPath, caPath, serverName } : null,
    apiKey: get(env, 'TEMPORAL_API_KEY') ?? null,
  };
}
