/**
 * DANE for SMTP (RFC 7672): TLSA records at _25._tcp.<mx> published (low when missing: MTA-STS can
 * do the job), and, where published, one of them matching the certificate the MX presents (high when
 * none does: DANE-validating senders such as Postfix and Exim then refuse to deliver). DANE counts
 * only in a DNSSEC-signed zone; whether the zone is signed is the dnssec module's check. Wording:
 * mail-transport.findings.ts.
 */
import type { Check } from '../module.js';
import { judgeDane } from './dane.js';
import {
  conversation,
  FOLD_UNKNOWNS,
  failed,
  foldVerdicts,
  forMailDomain,
  GATE_OUTCOMES,
  type MxVerdict,
  mxRefs,
  note,
  passed,
  unverified,
} from './mail-outcomes.js';
import { dnsKey, type MailTransportEvidence, tlsaName } from './mail-transport.collect.js';
import { MAIL_TRANSPORT_FINDINGS } from './mail-transport.findings.js';

const tlsaKey = (host: string) => dnsKey('TLSA', tlsaName(host));

function tlsaRecords(e: MailTransportEvidence, host: string): string[] {
  return (e.dns[tlsaKey(host)]?.records ?? []).filter((r) => r.type === 'TLSA').map((r) => r.data);
}

export const DANE_CHECKS: Check<MailTransportEvidence>[] = [
  {
    id: 'dane_tlsa',
    title: 'DANE TLSA records published for every MX',
    outcomes: ['pass', 'missing', ...FOLD_UNKNOWNS, ...GATE_OUTCOMES],
    run: (e) =>
      forMailDomain(e, 'dane_tlsa', () => {
        const verdicts: MxVerdict[] = e.examined.map(({ host }) => {
          const answer = e.dns[tlsaKey(host)];
          if (!answer || answer.status === 'error') return unverified(note(host, 'tlsa_lookup_failed'));
          return tlsaRecords(e, host).length > 0
            ? passed(host)
            : failed(note(host, 'no_tlsa', { detail: tlsaName(host) }));
        });
        return foldVerdicts(
          'dane_tlsa',
          verdicts,
          e.examined.map(({ host }) => tlsaKey(host)),
          () => 'dane_tlsa.missing',
        );
      }),
  },
  {
    id: 'dane_match',
    title: 'DANE TLSA records match the MX certificates',
    outcomes: ['pass', 'mismatch', 'unusable', 'unknown.no_tlsa', ...FOLD_UNKNOWNS, ...GATE_OUTCOMES],
    run: (e) =>
      forMailDomain(e, 'dane_match', () => {
        const withTlsa = e.examined.filter(({ host }) => tlsaRecords(e, host).length > 0);
        if (withTlsa.length === 0) {
          return MAIL_TRANSPORT_FINDINGS.out(
            'dane_match.unknown.no_tlsa',
            e.examined.map(({ host }) => tlsaKey(host)),
          );
        }
        const verdicts: MxVerdict[] = withTlsa.map(({ host }) => {
          const talk = conversation(e, host);
          if ('unknown' in talk) return unverified(talk.unknown);
          const pem = talk.probe.tls?.certificate?.pem;
          if (!pem) return unverified(note(host, 'no_tls_to_compare'));
          const verdict = judgeDane(tlsaRecords(e, host), pem);
          switch (verdict.result) {
            case 'match':
              return passed(host);
            case 'unverifiable':
              return unverified(note(host, 'unverifiable', { detail: verdict.reason }));
            case 'unusable':
              return failed(note(host, 'tlsa_unusable'));
            default:
              return failed(note(host, 'tlsa_mismatch', { count: verdict.usable }));
          }
        });
        return foldVerdicts(
          'dane_match',
          verdicts,
          withTlsa.flatMap(({ host }) => [tlsaKey(host), ...mxRefs(e, host)]),
          (failedMx) =>
            failedMx.some((mx) => mx.note === 'tlsa_mismatch') ? 'dane_match.mismatch' : 'dane_match.unusable',
        );
      }),
  },
];
