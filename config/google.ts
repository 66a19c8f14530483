/** Google sign-in (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER_URL): both or neither. */
import { ConfigError } from './config-error.js';
import { type Env, get, wrap } from './env-values.js';
import { parseUrl } from './parse.js';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  issuerUrl: string;
}

export function parseGoogle(env: Env): GoogleConfig | null {
  const clientId = get(env, 'GOOGLE_CLIENT_ID');
  const clientSecret = get(env, 'GOOGLE_CLIENT_SECRET');
  const issuerUrl = get(env, 'GOOGLE_ISSUER_URL') ?? 'https://accounts.google.com';
  if (clientId === undefined && clientSecret === undefined) return null;
  if (clientId === undefined) throw new ConfigError('GOOGLE_CLIENT_ID', 'is required when GOOGLE_CLIENT_SECRET is set');
  if (clientSecret === undefined)
    throw new ConfigError('GOOGLE_CLIENT_SECRET', 'is required when GOOGLE_CLIENT_ID is set');
  wrap('GOOGLE_ISSUER_URL', () => parseUrl(issuerUrl, ['https:', 'http:']));
  return { clientId, clientSecret, issuerUrl: issuerUrl.replace(/\/$/, '') };
}
