/**
 * Shared shapes of the mail_transport checks: the gate every check passes through first (what the
 * domain says about mail), the state of the SMTP conversation with one MX, and the rule that folds
 * per-MX verdicts into one outcome (any failure fails, else any unknown is unknown, else pass). What
 * each MX showed travels as an `MxNote` (a clause code of MX_NOTES and its values).
 */
import type { SmtpProbe } from '../../network/smtp-client.js';
import type { CheckOutcome } from '../module.js';
import { dnsKey, type MailTransportEvidence, mailScope } from './mail-transport.collect.js';
import { type MAIL_CHECKS, MAIL_TRANSPORT_FINDINGS, type MxNote, type MxNoteCode } from './mail-transport.findings.js';

const { out } = MAIL_TRANSPORT_FINDINGS;

/** The scope gate: a DNS failure is unknown, a null MX passes (nothing to protect), no MX is unknown. */
export function forMailDomain(
  e: MailTransportEvidence,
  check: (typeof MAIL_CHECKS)[number],
  judge: () => CheckOutcome,
): CheckOutcome {
  const key = dnsKey('MX', e.domain);
  switch (mailScope(e)) {
    case 'dns_error':
      return out(`${check}.unknown.mx_lookup_failed`, [key], { error: e.dns[key]?.error ?? 'no answer' });
    case 'null_mx':
      return out(`${check}.pass.null_mx`, [key]);
    case 'no_mx':
      return out(`${check}.unknown.no_mx`, [key]);
    default:
      return judge();
  }
}

/** The outcomes the gate adds to every check behind it. */
export const GATE_OUTCOMES = ['pass.null_mx', 'unknown.mx_lookup_failed', 'unknown.no_mx'] as const;
/** The outcomes foldVerdicts adds besides pass and the check's failure. */
export const FOLD_UNKNOWNS = ['unknown.not_verified', 'unknown.no_mx_examined'] as const;

export const mxKey = (host: string) => `mx:${host}`;
export const smtpKey = (host: string) => `smtp:${host}:25`;

/** Evidence keys for one MX: its addressing and, when it was contacted, the conversation. */
export function mxRefs(e: MailTransportEvidence, host: string): string[] {
  return [mxKey(host), ...(e.smtp[host] ? [smtpKey(host)] : [])];
}

/** What one MX showed: a clause code of MX_NOTES and the values it takes. */
export function note(
  host: string,
  code: MxNoteCode,
  values: { detail?: string | null; address?: string | null; subject?: string | null; count?: number } = {},
): MxNote {
  return {
    host,
    note: code,
    detail: values.detail ?? null,
    address: values.address ?? null,
    subject: values.subject ?? null,
    count: values.count ?? 0,
  };
}

/** A finished conversation to judge, or why there is none (never contacted, unreachable, refused). */
export function conversation(e: MailTransportEvidence, host: string): { probe: SmtpProbe } | { unknown: MxNote } {
  const addressing = e.addressing[host];
  const probe = e.smtp[host];
  if (!probe) {
    const refused = addressing?.refused[0];
    if (refused) return { unknown: note(host, 'non_public', { address: refused.address, detail: refused.range }) };
    if (addressing?.dns_failed) return { unknown: note(host, 'dns_failed') };
    return { unknown: note(host, 'no_address') };
  }
  if (!probe.connected) {
    return { unknown: note(host, 'no_answer', { address: probe.address, detail: String(probe.error) }) };
  }
  if (probe.ehlo === null) return { unknown: note(host, 'no_ehlo', { detail: String(probe.error) }) };
  return { probe };
}

export type MxVerdict = { status: 'pass'; host: string } | { status: 'fail' | 'unknown'; host: string; note: MxNote };

export const passed = (host: string): MxVerdict => ({ status: 'pass', host });
export const unverified = (mx: MxNote): MxVerdict => ({ status: 'unknown', host: mx.host, note: mx });
export const failed = (mx: MxNote): MxVerdict => ({ status: 'fail', host: mx.host, note: mx });

/** The failures a fold can end in; each is worded from the failed MX (`{ mx }`). */
export type MxFailure =
  | 'mx_addresses.unresolvable_mx'
  | 'starttls.unencrypted'
  | 'starttls_certificate.certificate_invalid'
  | 'starttls_certificate.certificate_invalid_sts_enforced'
  | 'smtp_tls_version.legacy_tls'
  | 'dane_tlsa.missing'
  | 'dane_match.mismatch'
  | 'dane_match.unusable';

/**
 * Any failed MX fails the check with the code `failure` picks for the failed MX, else any unknown
 * MX makes it unknown, else it passes, naming the MX hosts.
 */
export function foldVerdicts(
  check: 'mx_addresses' | 'starttls' | 'starttls_certificate' | 'smtp_tls_version' | 'dane_tlsa' | 'dane_match',
  verdicts: MxVerdict[],
  refs: string[],
  failure: (failed: MxNote[]) => MxFailure,
): CheckOutcome {
  const noted = (status: 'fail' | 'unknown') =>
    verdicts.flatMap((v) => (v.status === status && 'note' in v ? [v.note] : []));
  const failedMx = noted('fail');
  if (failedMx.length > 0) return out(failure(failedMx), refs, { mx: failedMx });
  const unknownMx = noted('unknown');
  if (unknownMx.length > 0) return out(`${check}.unknown.not_verified`, refs, { mx: unknownMx });
  if (verdicts.length === 0) return out(`${check}.unknown.no_mx_examined`, refs);
  return out(`${check}.pass`, refs, { hosts: verdicts.map((v) => v.host) });
}
