/**
 * Server secrets: the JWT signing key and the API-key derivation key. Taken from JWT_SECRET and
 * API_KEY_SECRET when set; otherwise generated once and kept in `<data>/secrets.json` (mode 0600)
 * so that restarts keep sessions and keys valid. Scale-out deployments must set both variables so
 * every process agrees.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './env.js';

export interface Secrets {
  jwtSecret: string;
  apiKeySecret: string;
}

export function loadSecrets(config: Pick<Config, 'jwtSecret' | 'apiKeySecret' | 'dataDir'>): Secrets {
  if (config.jwtSecret && config.apiKeySecret) {
    return { jwtSecret: config.jwtSecret, apiKeySecret: config.apiKeySecret };
  }
  const file = join(config.dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const generated: Secrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    apiKeySecret: stored.apiKeySecret ?? randomBytes(48).toString('base64url'),
  };
  if (stored.jwtSecret !== generated.jwtSecret || stored.apiKeySecret !== generated.apiKeySecret) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    jwtSecret: config.jwtSecret ?? generated.jwtSecret,
    apiKeySecret: config.apiKeySecret ?? generated.apiKeySecret,
  };
}
