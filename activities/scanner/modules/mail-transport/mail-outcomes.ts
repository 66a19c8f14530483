/**
 * Shared shapes of the mail_transport checks: the gate every check passes through first (what the
 * domain says about mail), the state of the SMTP conversation with one MX, and the rule that folds
 * per-MX verdicts into one outcome (any failure fails, else any unknown is unknown, else pass).
 */
import type { Severity } from '../../../../core/scan-model/report.js';
import type { SmtpProbe } from '../../network/smtp-client.js';
import type { CheckOutcome } from '../module.js';
import { dnsKey, type MailTransportEvidence, mailScope } from './mail-transport.collect.js';

const SEVERITY_ORDER: Severity[] = ['critical', 'high', 'medium', 'low'];

/** The scope gate: a DNS failure is unknown, a null MX passes (nothing to protect), no MX is unknown. */
export function forMailDomain(e: MailTransportEvidence, judge: () => CheckOutcome): CheckOutcome {
  const key = dnsKey('MX', e.domain);
  switch (mailScope(e)) {
    case 'dns_error':
      return {
        status: 'unknown',
        summary: `The MX lookup for ${e.domain} failed (${e.dns[key]?.error ?? 'no answer'}).`,
        evidence: [key],
      };
    case 'null_mx':
      return { status: 'pass', summary: `${e.domain} publishes a null MX: it accepts no mail.`, evidence: [key] };
    case 'no_mx':
      return {
        status: 'unknown',
        summary: `${e.domain} publishes no MX, so there is no mail server to test.`,
        evidence: [key],
      };
    default:
      return judge();
  }
}

export const mxKey = (host: string) => `mx:${host}`;
export const smtpKey = (host: string) => `smtp:${host}:25`;

/** Evidence keys for one MX: its addressing and, when it was contacted, the conversation. */
export function mxRefs(e: MailTransportEvidence, host: string): string[] {
  return [mxKey(host), ...(e.smtp[host] ? [smtpKey(host)] : [])];
}

/** A finished conversation to judge, or why there is none (never contacted, unreachable, refused). */
export function conversation(e: MailTransportEvidence, host: string): { probe: SmtpProbe } | { unknown: string } {
  const addressing = e.addressing[host];
  const probe = e.smtp[host];
  if (!probe) {
    const refused = addressing?.refused[0];
    if (refused) return { unknown: `resolves to non-public ${refused.address} (${refused.range}); not contacted` };
    if (addressing?.dns_failed) return { unknown: 'could not be resolved (DNS error)' };
    return { unknown: 'has no address' };
  }
  if (!probe.connected) return { unknown: `port 25 of ${probe.address} did not answer: ${probe.error}` };
  if (probe.ehlo === null) return { unknown: `did not complete EHLO: ${probe.error}` };
  return { probe };
}

export interface MxVerdict {
  host: string;
  status: 'pass' | 'fail' | 'unknown';
  /** What was found on this MX, as a clause: "offers no STARTTLS". */
  note: string;
  severity?: Severity;
}

export function foldVerdicts(
  verdicts: MxVerdict[],
  refs: string[],
  issue: (failed: MxVerdict[]) => { finding: string; remediation: string },
  passSummary: string,
): CheckOutcome {
  const failed = verdicts.filter((v) => v.status === 'fail');
  const describe = (list: MxVerdict[]) => list.map((v) => `${v.host} ${v.note}`).join('; ');
  if (failed.length > 0) {
    const severity = SEVERITY_ORDER.find((s) => failed.some((v) => v.severity === s)) ?? 'medium';
    return {
      status: 'fail',
      summary: `${describe(failed)}.`,
      issue: { severity, ...issue(failed) },
      evidence: refs,
    };
  }
  const unknown = verdicts.filter((v) => v.status === 'unknown');
  if (unknown.length > 0) return { status: 'unknown', summary: `Not verified: ${describe(unknown)}.`, evidence: refs };
  if (verdicts.length === 0) return { status: 'unknown', summary: 'No MX host could be examined.', evidence: refs };
  return { status: 'pass', summary: `${passSummary}: ${verdicts.map((v) => v.host).join(', ')}.`, evidence: refs };
}
