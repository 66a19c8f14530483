/**
 * REPORT_SIGNING_KEY: the Ed25519 private key (PKCS#8 PEM) that signs issued PDF reports. Scale-out
 * deployments set it on every API and worker process (the workers sign, the API publishes the
 * public half); unset, one is generated and kept in the secrets file (config/secrets.ts). Literal
 * `\n` sequences are accepted for environments that cannot hold a multi-line value.
 */
import { createPrivateKey } from 'node:crypto';

export function parseEd25519Pem(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const pem = raw.includes('\\n') ? raw.replaceAll('\\n', '\n') : raw;
  let type: string | undefined;
  try {
    type = createPrivateKey(pem).asymmetricKeyType;
  } catch {
    throw new Error('must be a PKCS#8 PEM private key (-----BEGIN PRIVATE KEY-----)');
  }
  if (type !== 'ed25519') throw new Error(`must be an Ed25519 key, not ${type ?? 'an unknown type'}`);
  return pem.endsWith('\n') ? pem : `${pem}\n`;
}
