/**
 * The security_txt module (RFC 9116): presence, how the file is served, Contact, Expires and
 * Canonical. `now` is injectable so tests judge expiry at a fixed moment.
 */
import type { ScannerModule } from '../module.js';
import { SECURITY_TXT_CHECKS } from './security-txt.checks.js';
import { collectSecurityTxt, type SecurityTxtEvidence } from './security-txt.collect.js';
import { SECURITY_TXT_FINDINGS } from './security-txt.findings.js';

export function securityTxtModule(options: { now?: () => Date } = {}): ScannerModule<SecurityTxtEvidence> {
  const now = options.now ?? (() => new Date());
  return {
    name: 'security_txt',
    collect: (context) => collectSecurityTxt(context, now()),
    publish: (evidence) => ({ ...evidence.attempts, checked_at: evidence.checkedAt }),
    checks: [...SECURITY_TXT_CHECKS],
    findings: SECURITY_TXT_FINDINGS,
    // At most four short fetches (two paths, https then http), each with a few redirects.
    timeoutMs: 12_000,
  };
}

export const SECURITY_TXT_MODULE = securityTxtModule();
