/**
 * The mail_transport module: how mail reaches the domain. MX records, then per MX (at most five,
 * concurrently) STARTTLS, its certificate and TLS version; MTA-STS, TLS-RPT and DANE. Evidence: the
 * DNS answers, each MX's guarded addresses, each SMTP conversation, and the MTA-STS policy fetch.
 */
import type { ScannerModule } from '../module.js';
import { DANE_CHECKS } from './dane.checks.js';
import { collectMailTransport, type MailTransportEvidence, publishMailTransport } from './mail-transport.collect.js';
import { MAIL_TRANSPORT_FINDINGS } from './mail-transport.findings.js';
import { MX_CHECKS } from './mx.checks.js';
import { POLICY_CHECKS } from './policy.checks.js';

export const MAIL_TRANSPORT_MODULE: ScannerModule<MailTransportEvidence> = {
  name: 'mail_transport',
  collect: collectMailTransport,
  publish: publishMailTransport,
  checks: [...MX_CHECKS, ...POLICY_CHECKS, ...DANE_CHECKS],
  findings: MAIL_TRANSPORT_FINDINGS,
  // DNS (MX, then each MX's addresses) then one SMTP conversation bounded by connect + 2 x I/O
  // (3 s + 10 s by default); the policy fetch runs alongside.
  timeoutMs: 25_000,
};
