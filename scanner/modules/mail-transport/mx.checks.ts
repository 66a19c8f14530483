/**
 * The MX and STARTTLS checks of mail_transport (internet.nl's mail tests): MX published, MX hosts
 * resolvable, STARTTLS offered, the certificate trusted and naming the MX, and TLS 1.2 or newer.
 * Severities and wording: mail-transport.findings.ts (a bad certificate is high only under an
 * enforced MTA-STS policy, RFC 8461 section 5).
 */
import type { Check } from '../module.js';
import {
  conversation,
  FOLD_UNKNOWNS,
  failed,
  foldVerdicts,
  forMailDomain,
  GATE_OUTCOMES,
  type MxVerdict,
  mxKey,
  mxRefs,
  note,
  passed,
  unverified,
} from './mail-outcomes.js';
import { dnsKey, type MailTransportEvidence } from './mail-transport.collect.js';
import { MAIL_TRANSPORT_FINDINGS } from './mail-transport.findings.js';
import { stsState } from './mta-sts-state.js';

const { out } = MAIL_TRANSPORT_FINDINGS;
const MODERN_TLS = new Set(['TLSv1.2', 'TLSv1.3']);
const MX_OUTCOMES = ['pass', ...GATE_OUTCOMES, ...FOLD_UNKNOWNS];

function examinedRefs(e: MailTransportEvidence): string[] {
  return [dnsKey('MX', e.domain), ...e.examined.flatMap((mx) => mxRefs(e, mx.host))];
}

function starttlsVerdict(e: MailTransportEvidence, host: string): MxVerdict {
  const talk = conversation(e, host);
  if ('unknown' in talk) return unverified(talk.unknown);
  const probe = talk.probe;
  if (!probe.starttls_offered) return failed(note(host, 'no_starttls'));
  if (probe.tls) return passed(host);
  if (probe.starttls_reply === null || /no (TLS handshake|reply) within/.test(probe.error ?? '')) {
    return unverified(note(host, 'starttls_unfinished', { detail: String(probe.error) }));
  }
  return failed(note(host, 'tls_failed', { detail: String(probe.error) }));
}

export const MX_CHECKS: Check<MailTransportEvidence>[] = [
  {
    id: 'mx_records',
    title: 'MX records published',
    outcomes: ['pass', 'pass.no_mx', 'pass.null_mx', 'null_mx_mixed', 'unknown.mx_lookup_failed'],
    run(e) {
      const key = dnsKey('MX', e.domain);
      if (e.nullMx && e.mx.length > 0) return out('mx_records.null_mx_mixed', [key], { count: e.mx.length });
      if (e.mx.length === 0 && !e.nullMx && e.dns[key]?.status !== 'error') return out('mx_records.pass.no_mx', [key]);
      if (e.dns[key] === undefined || e.dns[key]?.status === 'error') {
        return out('mx_records.unknown.mx_lookup_failed', [key], { error: e.dns[key]?.error ?? 'no answer' });
      }
      if (e.mx.length === 0) return out('mx_records.pass.null_mx', [key]);
      return out('mx_records.pass', [key], { mx: e.mx.map((m) => ({ preference: m.preference, host: m.host })) });
    },
  },
  {
    id: 'mx_addresses',
    title: 'MX hosts resolve',
    outcomes: [...MX_OUTCOMES, 'unresolvable_mx'],
    run: (e) =>
      forMailDomain(e, 'mx_addresses', () => {
        const verdicts: MxVerdict[] = e.examined.map(({ host }) => {
          const a = e.addressing[host];
          if (a && a.allowed.length > 0) return passed(host);
          if (a && (a.refused.length > 0 || a.dns_failed)) {
            return unverified(
              a.refused[0]
                ? note(host, 'resolves_non_public', { address: a.refused[0].address })
                : note(host, 'lookup_failed'),
            );
          }
          return failed(note(host, 'unresolvable'));
        });
        const refs = [dnsKey('MX', e.domain), ...e.examined.map((m) => mxKey(m.host))];
        return foldVerdicts('mx_addresses', verdicts, refs, () => 'mx_addresses.unresolvable_mx');
      }),
  },
  {
    id: 'starttls',
    title: 'STARTTLS offered on every MX',
    outcomes: [...MX_OUTCOMES, 'unencrypted'],
    run: (e) =>
      forMailDomain(e, 'starttls', () =>
        foldVerdicts(
          'starttls',
          e.examined.map(({ host }) => starttlsVerdict(e, host)),
          examinedRefs(e),
          () => 'starttls.unencrypted',
        ),
      ),
  },
  {
    id: 'starttls_certificate',
    title: 'MX certificates trusted and matching the MX name',
    outcomes: [...MX_OUTCOMES, 'certificate_invalid', 'certificate_invalid_sts_enforced'],
    run: (e) =>
      forMailDomain(e, 'starttls_certificate', () => {
        const sts = stsState(e);
        const enforced = sts.kind === 'valid' && sts.policy.mode === 'enforce';
        const verdicts: MxVerdict[] = e.examined.map(({ host }) => {
          const talk = conversation(e, host);
          if ('unknown' in talk) return unverified(talk.unknown);
          const tls = talk.probe.tls;
          if (!tls) return unverified(note(host, 'no_tls_session'));
          if (tls.authorized) return passed(host);
          const subject = tls.certificate?.subject_alt_names ?? tls.certificate?.subject ?? 'no certificate';
          return failed(note(host, 'certificate_invalid', { detail: String(tls.error), subject }));
        });
        const refs = [...examinedRefs(e), ...(enforced ? sts.refs : [])];
        return foldVerdicts('starttls_certificate', verdicts, refs, () =>
          enforced
            ? 'starttls_certificate.certificate_invalid_sts_enforced'
            : 'starttls_certificate.certificate_invalid',
        );
      }),
  },
  {
    id: 'smtp_tls_version',
    title: 'MX TLS is version 1.2 or newer',
    outcomes: [...MX_OUTCOMES, 'legacy_tls'],
    run: (e) =>
      forMailDomain(e, 'smtp_tls_version', () => {
        const verdicts: MxVerdict[] = e.examined.map(({ host }) => {
          const talk = conversation(e, host);
          if ('unknown' in talk) return unverified(talk.unknown);
          const protocol = talk.probe.tls?.protocol;
          if (!protocol) return unverified(note(host, 'no_tls_session'));
          return MODERN_TLS.has(protocol) ? passed(host) : failed(note(host, 'old_tls', { detail: protocol }));
        });
        return foldVerdicts('smtp_tls_version', verdicts, examinedRefs(e), () => 'smtp_tls_version.legacy_tls');
      }),
  },
];
