/**
 * MTA-STS (RFC 8461) and TLS-RPT (RFC 8460) checks. Without MTA-STS (or DANE) a network attacker can
 * strip STARTTLS and read mail, so a missing or broken policy is medium, and low when every MX has
 * DANE records doing the same job. A policy in testing or none mode protects nothing yet (low). An MX
 * that an enforced policy does not list is high: senders that honour the policy refuse to deliver to
 * it. Missing TLS reporting only costs visibility (low).
 */
import type { Check, CheckOutcome } from '../module.js';
import { forMailDomain } from './mail-outcomes.js';
import { isTlsRptRecord, mxMatchesPattern, parseTlsRptRecord } from './mail-policies.js';
import { dnsKey, type MailTransportEvidence, stsTxtName, tlsaName, tlsRptName } from './mail-transport.collect.js';
import { stsState } from './mta-sts-state.js';

/** One day: RFC 8461 section 3.2 recommends weeks; anything shorter lapses between a sender's visits. */
const MIN_MAX_AGE = 86_400;

const unknown = (summary: string, evidence: string[]): CheckOutcome => ({ status: 'unknown', summary, evidence });

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
    run: (e) =>
      forMailDomain(e, () => {
        const sts = stsState(e);
        if (sts.kind === 'unknown') return unknown(`MTA-STS not verified: ${sts.reason}.`, sts.refs);
        if (sts.kind === 'valid') {
          return { status: 'pass', summary: `MTA-STS policy ${sts.id} is published and valid.`, evidence: sts.refs };
        }
        const severity = everyMxHasTlsa(e) ? 'low' : 'medium';
        const finding =
          sts.kind === 'absent'
            ? `${e.domain} publishes no MTA-STS policy (no TXT record at ${stsTxtName(e.domain)}), so sending servers cannot insist on encrypted, authenticated delivery and an attacker on the path can strip STARTTLS.`
            : `The MTA-STS policy of ${e.domain} is unusable, so senders ignore it: ${sts.problem}.`;
        return {
          status: 'fail',
          summary: sts.kind === 'absent' ? 'No MTA-STS policy is published.' : `MTA-STS is broken: ${sts.problem}.`,
          issue: {
            severity,
            finding,
            remediation: `Publish "v=STSv1; id=<date>" at ${stsTxtName(e.domain)} and serve the policy (version, mode, mx, max_age) as text/plain at https://mta-sts.${e.domain}/.well-known/mta-sts.txt with a valid certificate.`,
          },
          evidence: sts.refs,
        };
      }),
  },
  {
    id: 'mta_sts_mode',
    title: 'MTA-STS enforced',
    run: (e) =>
      forMailDomain(e, () => {
        const sts = stsState(e);
        if (sts.kind !== 'valid') return unknown('There is no valid MTA-STS policy to read the mode of.', sts.refs);
        const { mode, maxAge } = sts.policy;
        if (mode === 'enforce' && (maxAge ?? 0) >= MIN_MAX_AGE) {
          return { status: 'pass', summary: `mode: enforce, max_age: ${maxAge} s.`, evidence: sts.refs };
        }
        const what =
          mode === 'enforce'
            ? `is enforced for only ${maxAge} seconds (max_age), so it lapses between most senders' visits`
            : `is in mode "${mode}", so senders deliver even when TLS fails or is stripped`;
        return {
          status: 'fail',
          summary: `mode: ${mode}, max_age: ${maxAge} s.`,
          issue: {
            severity: 'low',
            finding: `The MTA-STS policy of ${e.domain} ${what}.`,
            remediation:
              'Once TLS reports show every MX passing, set "mode: enforce" with a max_age of at least a week (604800) and change the TXT id.',
          },
          evidence: sts.refs,
        };
      }),
  },
  {
    id: 'mta_sts_mx',
    title: 'MTA-STS policy lists every MX',
    run: (e) =>
      forMailDomain(e, () => {
        const sts = stsState(e);
        if (sts.kind !== 'valid')
          return unknown('There is no valid MTA-STS policy to match the MX hosts against.', sts.refs);
        if (sts.policy.mode === 'none')
          return unknown('The policy is in mode none: its mx patterns are not used.', sts.refs);
        const refs = [dnsKey('MX', e.domain), ...sts.refs];
        const unlisted = e.mx.filter((mx) => !sts.policy.mx.some((pattern) => mxMatchesPattern(mx.host, pattern)));
        if (unlisted.length === 0) {
          return {
            status: 'pass',
            summary: `Every MX matches the policy (mx: ${sts.policy.mx.join(', ')}).`,
            evidence: refs,
          };
        }
        const enforced = sts.policy.mode === 'enforce';
        const hosts = unlisted.map((mx) => mx.host).join(', ');
        return {
          status: 'fail',
          summary: `Not listed in the policy: ${hosts}.`,
          issue: {
            severity: enforced ? 'high' : 'low',
            finding: `The MTA-STS policy of ${e.domain} (mx: ${sts.policy.mx.join(', ')}) does not list MX host(s) ${hosts}${enforced ? '; senders that honour the enforced policy refuse to deliver to them' : '; in testing mode this only produces failure reports'}.`,
            remediation:
              'Add an mx line for every MX host (a *.domain pattern covers one label) and change the TXT id.',
          },
          evidence: refs,
        };
      }),
  },
  {
    id: 'tls_rpt',
    title: 'SMTP TLS reporting (TLS-RPT)',
    run: (e) =>
      forMailDomain(e, () => {
        const name = tlsRptName(e.domain);
        const key = dnsKey('TXT', name);
        const answer = e.dns[key];
        if (!answer || answer.status === 'error') return unknown(`The TXT lookup at ${name} failed.`, [key]);
        const records = answer.records.filter((r) => r.type === 'TXT' && isTlsRptRecord(r.data)).map((r) => r.data);
        const problems =
          records.length === 0
            ? [`no TLS-RPT record at ${name}`]
            : records.length > 1
              ? [`${records.length} TLS-RPT records (receivers of reports ignore them all)`]
              : parseTlsRptRecord(records[0]!).problems;
        if (problems.length === 0)
          return { status: 'pass', summary: `TLS reports go to ${records[0]}.`, evidence: [key] };
        return {
          status: 'fail',
          summary: `${problems.join('; ')}.`,
          issue: {
            severity: 'low',
            finding: `${e.domain} receives no SMTP TLS failure reports: ${problems.join('; ')}.`,
            remediation: `Publish "v=TLSRPTv1; rua=mailto:tls-reports@${e.domain}" at ${name}.`,
          },
          evidence: [key],
        };
      }),
  },
];
