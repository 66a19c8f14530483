/**
 * Stored response bodies are sealed (AES-256-GCM) before they reach the database: some of them are
 * secrets shown once (a regenerated API key, a new webhook endpoint's signing secret) that the
 * service otherwise keeps only hashed or sealed. The key derives from the API-key secret every API
 * process shares (config/secrets.ts); the account and the key hash are bound in as associated data,
 * so a sealed body copied onto another row does not open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export class ResponseSeal {
  private readonly key: Buffer;

  constructor(keyMaterial: string) {
    this.key = Buffer.from(hkdfSync('sha256', keyMaterial, '', 'rampart idempotent responses v1', 32));
  }

  seal(body: Buffer, userId: number, keyHash: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`${userId}:${keyHash}`));
    const ciphertext = Buffer.concat([cipher.update(body), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
  }

  /** Throws when the secret changed since it was sealed, or the value was tampered with. */
  open(sealed: string, userId: number, keyHash: string): Buffer {
    const bytes = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(`${userId}:${keyHash}`));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  }
}
