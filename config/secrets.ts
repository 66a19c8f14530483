/**
 * Server secrets: the JWT signing key and the API-key derivation key. Taken from JWT_SECRET and
 * API_KEY_SECRET when set; otherwise generated once and kept in `<data>/secrets.json` (mode 0600)
 * so that restarts keep sessions and keys valid. Scale-out deployments must set both variables so
 * every process agrees. The same goes for the Ed25519 key that signs issued PDF reports
 * (REPORT_SIGNING_KEY, a PKCS#8 PEM): the workers sign, the API publishes the public half.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './env.js';

export interface Secrets {
  jwtSecret: string;
  apiKeySecret: string;
  /** PKCS#8 PEM of the Ed25519 key that signs issued reports. */
  reportSigningKey: string;
}

function newReportSigningKey(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

export function loadSecrets(
  config: Pick<Config, 'jwtSecret' | 'apiKeySecret' | 'dataDir'> & Partial<Pick<Config, 'reportSigningKey'>>,
): Secrets {
  if (config.jwtSecret && config.apiKeySecret && config.reportSigningKey) {
    return {
      jwtSecret: config.jwtSecret,
      apiKeySecret: config.apiKeySecret,
      reportSigningKey: config.reportSigningKey,
    };
  }
  const file = join(config.dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const generated: Secrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    apiKeySecret: stored.apiKeySecret ?? randomBytes(48).toString('base64url'),
    reportSigningKey: stored.reportSigningKey ?? config.reportSigningKey ?? newReportSigningKey(),
  };
  if (
    stored.jwtSecret !== generated.jwtSecret ||
    stored.apiKeySecret !== generated.apiKeySecret ||
    stored.reportSigningKey !== generated.reportSigningKey
  ) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    jwtSecret: config.jwtSecret ?? generated.jwtSecret,
    apiKeySecret: config.apiKeySecret ?? generated.apiKeySecret,
    reportSigningKey: config.reportSigningKey ?? generated.reportSigningKey,
  };
}
