/**
 * Server secrets: the JWT signing key, the API-key derivation key, the key that encrypts webhook
 * signing secrets at rest, and the Ed25519 key that signs issued PDF reports. Taken from JWT_SECRET,
 * API_KEY_SECRET, WEBHOOK_SECRET_KEY and REPORT_SIGNING_KEY (a PKCS#8 PEM) when set; otherwise
 * generated once and kept in `<data>/secrets.json` (mode 0600) so that restarts keep sessions, keys,
 * webhook secrets and report signatures valid. Scale-out deployments must set JWT_SECRET,
 * API_KEY_SECRET and REPORT_SIGNING_KEY so every process (API and workers) agrees (the workers sign
 * reports, the API publishes the public half); the webhook key then derives from API_KEY_SECRET
 * unless WEBHOOK_SECRET_KEY is set.
 */
import { generateKeyPairSync, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './env.js';

export interface Secrets {
  jwtSecret: string;
  apiKeySecret: string;
  /** AES-256-GCM key (base64url) for webhook signing secrets at rest. */
  webhookSecretKey: string;
  /** PKCS#8 PEM of the Ed25519 key that signs issued reports. */
  reportSigningKey: string;
}

function newReportSigningKey(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/**
 * Without WEBHOOK_SECRET_KEY, derived from API_KEY_SECRET, which every process of a scale-out
 * deployment already shares (so no file is needed for it); set it to rotate the two independently.
 */
function derivedWebhookKey(apiKeySecret: string): string {
  return Buffer.from(hkdfSync('sha256', apiKeySecret, '', 'rampart webhook secrets', 32)).toString('base64url');
}

export function loadSecrets(
  config: Pick<Config, 'jwtSecret' | 'apiKeySecret' | 'dataDir'> &
    Partial<Pick<Config, 'webhookSecretKey' | 'reportSigningKey'>>,
): Secrets {
  if (config.jwtSecret && config.apiKeySecret && config.reportSigningKey) {
    return {
      jwtSecret: config.jwtSecret,
      apiKeySecret: config.apiKeySecret,
      webhookSecretKey: config.webhookSecretKey ?? derivedWebhookKey(config.apiKeySecret),
      reportSigningKey: config.reportSigningKey,
    };
  }
  const file = join(config.dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const generated: Secrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    apiKeySecret: stored.apiKeySecret ?? randomBytes(48).toString('base64url'),
    webhookSecretKey: stored.webhookSecretKey ?? randomBytes(32).toString('base64url'),
    reportSigningKey: stored.reportSigningKey ?? config.reportSigningKey ?? newReportSigningKey(),
  };
  if (
    stored.jwtSecret !== generated.jwtSecret ||
    stored.apiKeySecret !== generated.apiKeySecret ||
    stored.webhookSecretKey !== generated.webhookSecretKey ||
    stored.reportSigningKey !== generated.reportSigningKey
  ) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  }
  const apiKeySecret = config.apiKeySecret ?? generated.apiKeySecret;
  return {
    jwtSecret: config.jwtSecret ?? generated.jwtSecret,
    apiKeySecret,
    // With API_KEY_SECRET set, the key derives from it as above (every process agrees); otherwise the file's.
    webhookSecretKey:
      config.webhookSecretKey ??
      (config.apiKeySecret ? derivedWebhookKey(config.apiKeySecret) : generated.webhookSecretKey),
    reportSigningKey: config.reportSigningKey ?? generated.reportSigningKey,
  };
}
