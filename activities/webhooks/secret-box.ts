/**
 * Webhook signing secrets: made from a CSPRNG in the form Standard Webhooks libraries accept
 * (`whsec_` + base64 of 32 bytes), and kept only encrypted (AES-256-GCM, node:crypto) under a key
 * from the secrets file or WEBHOOK_SECRET_KEY (config/secrets.ts). The endpoint id is bound in as
 * associated data, so a ciphertext copied onto another endpoint's row does not decrypt.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

export class SecretBox {
  private readonly key: Buffer;

  /** `keyMaterial`: any string with enough entropy; the AES key is derived from it (HKDF-SHA256). */
  constructor(keyMaterial: string) {
    if (keyMaterial.length < 16) throw new Error('the webhook secret key must be at least 16 characters');
    this.key = Buffer.from(hkdfSync('sha256', keyMaterial, '', 'rampart webhook secret box v1', 32));
  }

  seal(secret: string, endpointId: number): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`endpoint:${endpointId}`));
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
  }

  /** Throws when the key is not the one it was sealed with, or the value was tampered with. */
  open(sealed: string, endpointId: number): string {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(`endpoint:${endpointId}`));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
