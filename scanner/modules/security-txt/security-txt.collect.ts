/**
 * Fetches security.txt the way RFC 9116 section 3 describes: /.well-known/security.txt over https,
 * the legacy /security.txt as a fallback, redirects followed hop by hop through the address guard.
 * Only when https does not answer at all are the same paths tried over http, so the report can say
 * that the file exists but is served insecurely.
 */
import { headerValue } from '../../network/http-client.js';
import { fetchFollowingRedirects } from '../../network/redirects.js';
import type { ScanContext } from '../module.js';
import { looksLikeSecurityTxt } from './security-txt-parse.js';

export interface SecurityTxtAttempt {
  /** The URL asked for. */
  url: string;
  location: 'well-known' | 'legacy';
  /** The URL of the final response after redirects. */
  final_url?: string;
  status?: number;
  content_type?: string | null;
  /** The body (security.txt is public by design), capped at MAX_BODY_BYTES. */
  body?: string;
  /** True when the final response is a 200 whose body is a security.txt (not an HTML soft 404). */
  is_security_txt: boolean;
  error?: string;
}

export interface SecurityTxtEvidence {
  domain: string;
  /** ISO time of the scan; Expires is compared with it. */
  checkedAt: string;
  /** Keyed `http:<url>`, in the order tried. */
  attempts: Record<string, SecurityTxtAttempt>;
}

/** RFC 9116 files are a few hundred bytes; anything this large is not one worth reading further. */
const MAX_BODY_BYTES = 32 * 1024;

export function attemptKey(url: string): string {
  return `http:${url}`;
}

/** The attempt that found the file, with its key, or null. */
export function foundFile(e: SecurityTxtEvidence): { key: string; attempt: SecurityTxtAttempt } | null {
  const hit = Object.entries(e.attempts).find(([, attempt]) => attempt.is_security_txt);
  return hit ? { key: hit[0], attempt: hit[1] } : null;
}

async function fetchAttempt(
  url: string,
  location: SecurityTxtAttempt['location'],
  context: ScanContext,
): Promise<SecurityTxtAttempt & { originSilent?: boolean }> {
  const chain = await fetchFollowingRedirects(url, context, { maxBodyBytes: MAX_BODY_BYTES, maxRedirects: 5 });
  if (context.signal.aborted) throw context.signal.reason ?? new Error('aborted');
  const final = chain.final;
  if (final === null) {
    // Not one response from the origin itself: asking it for the legacy path would only wait again.
    const originSilent = chain.hops.length === 0;
    return { url, location, is_security_txt: false, error: chain.error ?? 'no response', originSilent };
  }
  const type = headerValue(final, 'content-type');
  return {
    url,
    location,
    final_url: final.url,
    status: final.status,
    content_type: type,
    body: final.body,
    is_security_txt: final.status === 200 && looksLikeSecurityTxt(final.body),
  };
}

export async function collectSecurityTxt(context: ScanContext, now: Date): Promise<SecurityTxtEvidence> {
  const evidence: SecurityTxtEvidence = { domain: context.domain, checkedAt: now.toISOString(), attempts: {} };
  if (context.addresses.length === 0) return evidence;
  for (const scheme of ['https', 'http'] as const) {
    for (const [path, location] of [
      ['/.well-known/security.txt', 'well-known'],
      ['/security.txt', 'legacy'],
    ] as const) {
      const url = `${scheme}://${context.domain}${path}`;
      const { originSilent, ...attempt } = await fetchAttempt(url, location, context);
      evidence.attempts[attemptKey(url)] = attempt;
      if (attempt.is_security_txt) return evidence;
      // A host that drops connections costs a connect timeout per request: one per scheme is enough.
      if (originSilent) break;
    }
    // http is only a fallback for a domain with no working https at all.
    const answered = Object.values(evidence.attempts).some((attempt) => attempt.status !== undefined);
    if (answered) return evidence;
  }
  return evidence;
}
