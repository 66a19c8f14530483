/**
 * DANE for SMTP (RFC 7672): TLSA records at _25._tcp.<mx> published (low when missing: MTA-STS can
 * do the job), and, where published, one of them matching the certificate the MX presents (high when
 * none does: DANE-validating senders such as Postfix and Exim then refuse to deliver). DANE counts
 * only in a DNSSEC-signed zone; whether the zone is signed is the dnssec module's check.
 */
import type { Check } from '../module.js';
import { judgeDane } from './dane.js';
import { conversation, foldVerdicts, forMailDomain, type MxVerdict, mxRefs } from './mail-outcomes.js';
import { dnsKey, type MailTransportEvidence, tlsaName } from './mail-transport.collect.js';

const tlsaKey = (host: string) => dnsKey('TLSA', tlsaName(host));

function tlsaRecords(e: MailTransportEvidence, host: string): string[] {
  return (e.dns[tlsaKey(host)]?.records ?? []).filter((r) => r.type === 'TLSA').map((r) => r.data);
}

export const DANE_CHECKS: Check<MailTransportEvidence>[] = [
  {
    id: 'dane_tlsa',
    title: 'DANE TLSA records published for every MX',
    run: (e) =>
      forMailDomain(e, () => {
        const verdicts: MxVerdict[] = e.examined.map(({ host }) => {
          const answer = e.dns[tlsaKey(host)];
          if (!answer || answer.status === 'error') return { host, status: 'unknown', note: '(TLSA lookup failed)' };
          const count = tlsaRecords(e, host).length;
          return count > 0
            ? { host, status: 'pass', note: `${count} TLSA record(s)` }
            : { host, status: 'fail', note: `has no TLSA record at ${tlsaName(host)}`, severity: 'low' };
        });
        return foldVerdicts(
          verdicts,
          e.examined.map(({ host }) => tlsaKey(host)),
          (failed) => ({
            finding: `No DANE for ${failed.map((v) => v.host).join(', ')}: senders cannot authenticate the MX through DNSSEC.`,
            remediation:
              'Sign the zone with DNSSEC and publish a "3 1 1" TLSA record (SHA-256 of the MX key) at _25._tcp.<mx>, rolling it before each key change.',
          }),
          'TLSA records are published for every MX examined',
        );
      }),
  },
  {
    id: 'dane_match',
    title: 'DANE TLSA records match the MX certificates',
    run: (e) =>
      forMailDomain(e, () => {
        const withTlsa = e.examined.filter(({ host }) => tlsaRecords(e, host).length > 0);
        if (withTlsa.length === 0) {
          return {
            status: 'unknown',
            summary: 'No MX has TLSA records to verify (see dane_tlsa).',
            evidence: e.examined.map(({ host }) => tlsaKey(host)),
          };
        }
        const verdicts: MxVerdict[] = withTlsa.map(({ host }) => {
          const talk = conversation(e, host);
          if ('unknown' in talk) return { host, status: 'unknown', note: `(${talk.unknown})` };
          const pem = talk.probe.tls?.certificate?.pem;
          if (!pem) return { host, status: 'unknown', note: '(no TLS session to compare with)' };
          const verdict = judgeDane(tlsaRecords(e, host), pem);
          switch (verdict.result) {
            case 'match':
              return { host, status: 'pass', note: `matches ${verdict.record}` };
            case 'unverifiable':
              return { host, status: 'unknown', note: `(${verdict.reason})` };
            case 'unusable':
              return {
                host,
                status: 'fail',
                note: 'publishes no TLSA record usable for SMTP (only usages 0/1 or malformed ones)',
                severity: 'medium',
              };
            default:
              return {
                host,
                status: 'fail',
                note: `presents a certificate that none of its ${verdict.usable} DANE-EE record(s) match`,
                severity: 'high',
              };
          }
        });
        return foldVerdicts(
          verdicts,
          withTlsa.flatMap(({ host }) => [tlsaKey(host), ...mxRefs(e, host)]),
          (failed) => ({
            finding: `${failed.map((v) => `${v.host} ${v.note}`).join('; ')}; DANE-validating senders will not deliver mail to it.`,
            remediation:
              'Publish a TLSA record matching the certificate in use (e.g. "3 1 1" with the SHA-256 of its public key), and publish the next key\'s record before every rollover.',
          }),
          'A TLSA record matches the certificate of every MX with DANE',
        );
      }),
  },
];
