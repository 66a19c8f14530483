/**
 * Server secrets: the JWT signing key, the API-key derivation key and the key that encrypts webhook
 * signing secrets at rest. Taken from JWT_SECRET, API_KEY_SECRET and WEBHOOK_SECRET_KEY when set;
 * otherwise generated once and kept in `<data>/secrets.json` (mode 0600) so that restarts keep
 * sessions, keys and webhook secrets valid. Scale-out deployments must set JWT_SECRET and
 * API_KEY_SECRET so every process (API and workers) agrees; the webhook key then derives from the
 * latter unless WEBHOOK_SECRET_KEY is set.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './env.js';

export interface Secrets {
  jwtSecret: string;
  apiKeySecret: string;
  webhookSecretKey: string;
}

export function loadSecrets(
  config: Pick<Config, 'jwtSecret' | 'apiKeySecret' | 'dataDir'> & Partial<Pick<Config, 'webhookSecretKey'>>,
): Secrets {
  if (config.jwtSecret && config.apiKeySecret) {
    // Without WEBHOOK_SECRET_KEY, derived from API_KEY_SECRET, which every process of a scale-out
    // deployment already shares (so no file is written); set it to rotate the two independently.
    const webhookSecretKey =
      config.webhookSecretKey ??
      Buffer.from(hkdfSync('sha256', config.apiKeySecret, '', 'rampart webhook secrets', 32)).toString('base64url');
    return { jwtSecret: config.jwtSecret, apiKeySecret: config.apiKeySecret, webhookSecretKey };
  }
  const file = join(config.dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const generated: Secrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    apiKeySecret: stored.apiKeySecret ?? randomBytes(48).toString('base64url'),
    webhookSecretKey: stored.webhookSecretKey ?? randomBytes(32).toString('base64url'),
  };
  if (
    stored.jwtSecret !== generated.jwtSecret ||
    stored.apiKeySecret !== generated.apiKeySecret ||
    stored.webhookSecretKey !== generated.webhookSecretKey
  ) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    jwtSecret: config.jwtSecret ?? generated.jwtSecret,
    apiKeySecret: config.apiKeySecret ?? generated.apiKeySecret,
    webhookSecretKey: config.webhookSecretKey ?? generated.webhookSecretKey,
  };
}
