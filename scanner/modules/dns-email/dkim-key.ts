/**
 * DKIM key records (RFC 6376 section 3.6.1) and the selectors tried when the owner names none.
 * Selectors cannot be listed from DNS, so "none found" means unverified, never missing.
 */
import { createPublicKey } from 'node:crypto';

/**
 * Common and provider selectors, most used first: Microsoft 365 (selector1/2), Google (google),
 * generic defaults, Mailchimp/Mandrill (k1, mandrill), Amazon SES-style (s1/s2), and others seen in
 * checkdmarc's and internet.nl's lists.
 */
export const COMMON_DKIM_SELECTORS = [
  'selector1',
  'selector2',
  'google',
  'default',
  'dkim',
  'mail',
  'k1',
  'k2',
  's1',
  's2',
  'smtp',
  'mandrill',
  'mxvault',
  'everlytickey1',
  'zendesk1',
] as const;

export interface DkimKey {
  /** `rsa` or `ed25519`. */
  keyType: string;
  /** Empty p= means the key was revoked. */
  revoked: boolean;
  /** Bits of an RSA key; 256 for Ed25519; null when the key does not parse. */
  bits: number | null;
  /** Why the key does not parse; null when it does (or is revoked). */
  error: string | null;
}

export function isDkimRecord(text: string): boolean {
  // v= is optional but must come first when present; a p= tag is what makes it a key record.
  return /(^|;)\s*p\s*=/i.test(text) && !/^\s*v\s*=\s*(?!DKIM1)/i.test(text);
}

export function parseDkimKey(text: string): DkimKey {
  const tags = new Map<string, string>();
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) tags.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).replace(/\s+/g, ''));
  }
  const keyType = (tags.get('k') ?? 'rsa').toLowerCase();
  const p = tags.get('p') ?? '';
  if (p === '') return { keyType, revoked: true, bits: null, error: null };
  if (keyType === 'ed25519') {
    const raw = Buffer.from(p, 'base64');
    return raw.length === 32
      ? { keyType, revoked: false, bits: 256, error: null }
      : { keyType, revoked: false, bits: null, error: `an Ed25519 key is 32 bytes, this one is ${raw.length}` };
  }
  if (keyType !== 'rsa') return { keyType, revoked: false, bits: null, error: `unknown key type k=${keyType}` };
  try {
    const key = createPublicKey({ key: Buffer.from(p, 'base64'), format: 'der', type: 'spki' });
    return { keyType, revoked: false, bits: key.asymmetricKeyDetails?.modulusLength ?? null, error: null };
  } catch {
    return { keyType, revoked: false, bits: null, error: 'the p= value is not a valid base64 RSA public key' };
  }
}
