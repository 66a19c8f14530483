/**
 * Domain ownership verification (docs/monitoring.md "Domain ownership"): what
 * an account publishes to prove it controls a monitored domain, and how an answer is read. Pure: the
 * network side is activities/monitoring/domain-ownership-check.ts.
 */

export const VERIFICATION_METHODS = ['dns', 'file'] as const;
/** `dns`: a TXT record at the domain; `file`: the well-known file on its web server. */
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

export const VERIFICATION_RECORD_PREFIX = 'rampart-verification=';
export const VERIFICATION_FILE_PATH = '/.well-known/rampart-verification.txt';
/** The file is read up to this many bytes: a token and a few lines of comment fit many times over. */
export const VERIFICATION_FILE_MAX_BYTES = 4096;

/** What the account publishes in the domain's TXT record set (and may put in the file). */
export function verificationRecord(token: string): string {
  return `${VERIFICATION_RECORD_PREFIX}${token}`;
}

/** Whether one of a TXT record set's texts (each record's strings joined) is exactly our record. */
export function txtRecordsProve(texts: readonly string[], token: string): boolean {
  const wanted = verificationRecord(token);
  return texts.some((text) => text.trim() === wanted);
}

/**
 * Whether the well-known file proves the token: one of its lines is the token alone or the same
 * `rampart-verification=<token>` line as the TXT record (either is what people paste).
 */
export function fileBodyProves(body: string, token: string): boolean {
  const wanted = verificationRecord(token);
  return body.split(/\r?\n/).some((line) => line.trim() === token || line.trim() === wanted);
}

/**
 * The outcome of one check. `verified` names the method that proved it; `absent` means both methods
 * answered definitively without the token (the record set answered, the web server answered or had no
 * reachable address); `unknown` means at least one could not tell (a DNS timeout or SERVFAIL, a web
 * server that timed out), so a re-check leaves an earlier verification in place.
 */
export type OwnershipCheck =
  | { outcome: 'verified'; method: VerificationMethod }
  | { outcome: 'absent'; failure: string }
  | { outcome: 'unknown'; failure: string };
