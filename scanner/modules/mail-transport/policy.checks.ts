/**
 * MTA-STS (RFC 8461) and TLS-RPT (RFC 8460) checks. Without MTA-STS (or DANE) a network attacker can
 * strip STARTTLS and read mail; a policy in testing or none mode protects nothing yet; an MX that an
 * enforced policy does not list is refused by senders that honour the policy; missing TLS reporting
 * only costs visibility. Severities and wording: mail-transport.findings.ts.
 */
import type { Check } from '../module.js';
import { forMailDomain, GATE_OUTCOMES } from './mail-outcomes.js';
import { isTlsRptRecord, mxMatchesPattern, parseTlsRptRecord } from './mail-policies.js';
import { dnsKey, type MailTransportEvidence, tlsaName, tlsRptName } from './mail-transport.collect.js';
import { MAIL_TRANSPORT_FINDINGS } from './mail-transport.findings.js';
import { stsState } from './mta-sts-state.js';

const { out } = MAIL_TRANSPORT_FINDINGS;

/** One day: RFC 8461 section 3.2 recommends weeks; anything shorter lapses between a sender's visits. */
const MIN_MAX_AGE = 86_400;

function everyMxHasTlsa(e: MailTransportEvidence): boolean {
  return (
    e.examined.length > 0 &&
    e.examined.every((mx) => (e.dns[dnsKey('TLSA', tlsaName(mx.host))]?.records ?? []).some((r) => r.type === 'TLSA'))
  );
}

export const POLICY_CHECKS: Check<MailTransportEvidence>[] = [
  {
    id: 'mta_sts_policy',
    title: 'MTA-STS policy published and valid',
    outcomes: [
      'pass',
      'missing',
      'missing_with_dane',
      'invalid',
      'invalid_with_dane',
      'unknown.not_verified',
      ...GATE_OUTCOMES,
    ],
    run: (e) =>
      forMailDomain(e, 'mta_sts_policy', () => {
        const sts = stsState(e);
        if (sts.kind === 'unknown') return out('mta_sts_policy.unknown.not_verified', sts.refs, { reason: sts.reason });
        if (sts.kind === 'valid') return out('mta_sts_policy.pass', sts.refs, { id: sts.id });
        const dane = everyMxHasTlsa(e);
        if (sts.kind === 'absent') {
          return out(dane ? 'mta_sts_policy.missing_with_dane' : 'mta_sts_policy.missing', sts.refs);
        }
        return out(dane ? 'mta_sts_policy.invalid_with_dane' : 'mta_sts_policy.invalid', sts.refs, {
          problem: sts.problem,
        });
      }),
  },
  {
    id: 'mta_sts_mode',
    title: 'MTA-STS enforced',
    outcomes: ['pass', 'short_max_age', 'not_enforced', 'unknown.no_policy', ...GATE_OUTCOMES],
    run: (e) =>
      forMailDomain(e, 'mta_sts_mode', () => {
        const sts = stsState(e);
        if (sts.kind !== 'valid') return out('mta_sts_mode.unknown.no_policy', sts.refs);
        const { mode, maxAge } = sts.policy;
        const max_age = maxAge ?? null;
        if (mode === 'enforce' && (maxAge ?? 0) >= MIN_MAX_AGE) {
          return out('mta_sts_mode.pass', sts.refs, { max_age: maxAge ?? 0 });
        }
        if (mode === 'enforce') return out('mta_sts_mode.short_max_age', sts.refs, { max_age });
        return out('mta_sts_mode.not_enforced', sts.refs, { mode: String(mode), max_age });
      }),
  },
  {
    id: 'mta_sts_mx',
    title: 'MTA-STS policy lists every MX',
    outcomes: [
      'pass',
      'unlisted_mx',
      'unlisted_mx_enforced',
      'unknown.no_policy',
      'unknown.mode_none',
      ...GATE_OUTCOMES,
    ],
    run: (e) =>
      forMailDomain(e, 'mta_sts_mx', () => {
        const sts = stsState(e);
        if (sts.kind !== 'valid') return out('mta_sts_mx.unknown.no_policy', sts.refs);
        if (sts.policy.mode === 'none') return out('mta_sts_mx.unknown.mode_none', sts.refs);
        const refs = [dnsKey('MX', e.domain), ...sts.refs];
        const patterns = sts.policy.mx;
        const unlisted = e.mx.filter((mx) => !patterns.some((pattern) => mxMatchesPattern(mx.host, pattern)));
        if (unlisted.length === 0) return out('mta_sts_mx.pass', refs, { patterns });
        return out(sts.policy.mode === 'enforce' ? 'mta_sts_mx.unlisted_mx_enforced' : 'mta_sts_mx.unlisted_mx', refs, {
          patterns,
          hosts: unlisted.map((mx) => mx.host),
        });
      }),
  },
  {
    id: 'tls_rpt',
    title: 'SMTP TLS reporting (TLS-RPT)',
    outcomes: ['pass', 'missing', 'multiple', 'invalid', 'unknown.lookup_failed', ...GATE_OUTCOMES],
    run: (e) =>
      forMailDomain(e, 'tls_rpt', () => {
        const name = tlsRptName(e.domain);
        const key = dnsKey('TXT', name);
        const answer = e.dns[key];
        if (!answer || answer.status === 'error') return out('tls_rpt.unknown.lookup_failed', [key], { name });
        const records = answer.records.filter((r) => r.type === 'TXT' && isTlsRptRecord(r.data)).map((r) => r.data);
        const count = records.length;
        if (count === 0) return out('tls_rpt.missing', [key], { name, count, problems: [] });
        if (count > 1) return out('tls_rpt.multiple', [key], { name, count, problems: [] });
        const problems = parseTlsRptRecord(records[0]!).problems;
        if (problems.length > 0) return out('tls_rpt.invalid', [key], { name, count, problems });
        return out('tls_rpt.pass', [key], { record: records[0]! });
      }),
  },
];
