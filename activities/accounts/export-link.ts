/**
 * The download link mailed for an export made by the workflow: `<export id>.<account id>.<expiry,
 * unix seconds>.<HMAC-SHA256>` under a key derived from API_KEY_SECRET. The export id is 128 random
 * bits, the HMAC binds it to one account and one expiry, and the download route also requires that
 * account's own credentials, so a forwarded or leaked link alone opens nothing.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export interface ExportLinkClaims {
  exportId: string;
  userId: number;
  expiresAt: Date;
}

export function exportLinkKey(apiKeySecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', apiKeySecret, '', 'rampart account export links', 32));
}

function mac(key: Buffer, exportId: string, userId: number, expires: number): string {
  return createHmac('sha256', key).update(`account-export:${exportId}:${userId}:${expires}`).digest('base64url');
}

export function signExportLink(key: Buffer, claims: ExportLinkClaims): string {
  const expires = Math.floor(claims.expiresAt.getTime() / 1000);
  return `${claims.exportId}.${claims.userId}.${expires}.${mac(key, claims.exportId, claims.userId, expires)}`;
}

/** The claims of a well-formed, correctly signed, unexpired token; null for anything else. */
export function readExportLink(key: Buffer, token: string, now: Date): ExportLinkClaims | null {
  const match = /^([0-9a-f]{32})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, exportId, user, expiresText, signature] = match as unknown as [string, string, string, string, string];
  const userId = Number(user);
  const expires = Number(expiresText);
  const expected = Buffer.from(mac(key, exportId, userId, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (expires * 1000 <= now.getTime()) return null;
  return { exportId, userId, expiresAt: new Date(expires * 1000) };
}
