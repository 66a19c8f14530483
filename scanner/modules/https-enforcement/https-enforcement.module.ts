/**
 * The https_enforcement module: HTTP to HTTPS redirect, HSTS and preload eligibility, mixed content.
 * Evidence: both redirect chains with each response's security headers, and the page's http:// references.
 */
import type { ScannerModule } from '../module.js';
import { HTTPS_ENFORCEMENT_CHECKS } from './https-enforcement.checks.js';
import { collectHttpsEnforcement, type HttpsEvidence } from './https-enforcement.collect.js';
import { HTTPS_ENFORCEMENT_FINDINGS } from './https-enforcement.findings.js';
import { mixedKey } from './mixed-content.check.js';
import { findMixedContent } from './mixed-content.js';
import { publishChain } from './web-evidence.js';

const MAX_LISTED = 50;

export function publishHttpsEnforcement(e: HttpsEvidence): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  publishChain(e.site.http, out);
  publishChain(e.site.https, out);
  if (e.page) {
    const mixed = e.page.html ? findMixedContent(e.page.html) : [];
    out[mixedKey(e.page.url)] = {
      html: e.page.html !== null,
      challenge: e.page.challenge,
      upgrade_insecure_requests: e.page.upgradeInsecureRequests,
      insecure_references: mixed.slice(0, MAX_LISTED),
      insecure_total: mixed.length,
      references_total: e.page.html?.references.length ?? 0,
    };
  }
  return out;
}

export const HTTPS_ENFORCEMENT_MODULE: ScannerModule<HttpsEvidence> = {
  name: 'https_enforcement',
  collect: collectHttpsEnforcement,
  publish: publishHttpsEnforcement,
  checks: HTTPS_ENFORCEMENT_CHECKS,
  findings: HTTPS_ENFORCEMENT_FINDINGS,
  timeoutMs: 20_000,
};
