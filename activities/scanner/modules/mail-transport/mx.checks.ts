/**
 * The MX and STARTTLS checks of mail_transport (internet.nl's mail tests): MX published, MX hosts
 * resolvable, STARTTLS offered (high: without it mail crosses the internet in clear text), the
 * certificate trusted and naming the MX, and TLS 1.2 or newer.
 *
 * Certificate severity is medium, not high: sending servers use STARTTLS opportunistically and do
 * not check the certificate (RFC 7435), so a bad certificate does not expose mail today; it does
 * make MTA-STS and PKIX-based authentication impossible. Under an enforced MTA-STS policy, though,
 * senders refuse to deliver to an MX whose certificate fails (RFC 8461 section 5), so there it is high.
 */
import type { Check, CheckOutcome } from '../module.js';
import { conversation, foldVerdicts, forMailDomain, type MxVerdict, mxKey, mxRefs } from './mail-outcomes.js';
import { dnsKey, type MailTransportEvidence } from './mail-transport.collect.js';
import { stsState } from './mta-sts-state.js';

const MODERN_TLS = new Set(['TLSv1.2', 'TLSv1.3']);

function examinedRefs(e: MailTransportEvidence): string[] {
  return [dnsKey('MX', e.domain), ...e.examined.flatMap((mx) => mxRefs(e, mx.host))];
}

function starttlsVerdict(e: MailTransportEvidence, host: string): MxVerdict {
  const talk = conversation(e, host);
  if ('unknown' in talk) return { host, status: 'unknown', note: `(${talk.unknown})` };
  const probe = talk.probe;
  if (!probe.starttls_offered) return { host, status: 'fail', note: 'offers no STARTTLS', severity: 'high' };
  if (probe.tls) return { host, status: 'pass', note: 'offers STARTTLS' };
  if (probe.starttls_reply === null || /no (TLS handshake|reply) within/.test(probe.error ?? '')) {
    return { host, status: 'unknown', note: `(STARTTLS did not finish: ${probe.error})` };
  }
  return { host, status: 'fail', note: `offers STARTTLS but TLS fails (${probe.error})`, severity: 'high' };
}

export const MX_CHECKS: Check<MailTransportEvidence>[] = [
  {
    id: 'mx_records',
    title: 'MX records published',
    run(e) {
      const key = dnsKey('MX', e.domain);
      if (e.nullMx && e.mx.length > 0) {
        return {
          status: 'fail',
          summary: 'A null MX is published next to real MX hosts.',
          issue: {
            severity: 'low',
            finding: `${e.domain} publishes a null MX ("0 .") together with ${e.mx.length} MX host(s); RFC 7505 allows a null MX only on its own.`,
            remediation:
              'Remove the null MX record if the domain receives mail, or the other MX records if it does not.',
          },
          evidence: [key],
        };
      }
      if (e.mx.length === 0 && !e.nullMx && e.dns[key]?.status !== 'error') {
        return {
          status: 'pass',
          summary: `${e.domain} publishes no MX: it does not take mail (a null MX "0 ." would say so explicitly, RFC 7505).`,
          evidence: [key],
        };
      }
      return forMailDomain(e, () => ({
        status: 'pass',
        summary: `${e.mx.length} MX host(s): ${e.mx.map((m) => `${m.preference} ${m.host}`).join(', ')}.`,
        evidence: [key],
      }));
    },
  },
  {
    id: 'mx_addresses',
    title: 'MX hosts resolve',
    run: (e) =>
      forMailDomain(e, () => {
        const verdicts: MxVerdict[] = e.examined.map(({ host }) => {
          const a = e.addressing[host];
          if (a && a.allowed.length > 0) return { host, status: 'pass', note: `resolves to ${a.allowed.join(', ')}` };
          if (a && (a.refused.length > 0 || a.dns_failed)) {
            const why = a.refused[0] ? `resolves to non-public ${a.refused[0].address}` : 'lookup failed';
            return { host, status: 'unknown', note: `(${why})` };
          }
          return { host, status: 'fail', note: 'has no address', severity: 'medium' };
        });
        const refs = [dnsKey('MX', e.domain), ...e.examined.map((m) => mxKey(m.host))];
        return foldVerdicts(
          verdicts,
          refs,
          (failed) => ({
            finding: `MX host(s) of ${e.domain} without any address: ${failed.map((v) => v.host).join(', ')}; mail routed to them cannot be delivered.`,
            remediation: 'Publish A/AAAA records for every MX host, or remove MX records that point nowhere.',
          }),
          'Every MX host resolves',
        );
      }),
  },
  {
    id: 'starttls',
    title: 'STARTTLS offered on every MX',
    run: (e) =>
      forMailDomain(e, () =>
        foldVerdicts(
          e.examined.map(({ host }) => starttlsVerdict(e, host)),
          examinedRefs(e),
          (failed) => ({
            finding: `Mail to ${e.domain} can travel unencrypted: ${failed.map((v) => `${v.host} ${v.note}`).join('; ')}.`,
            remediation: 'Enable STARTTLS on every MX with a certificate for the MX name (TLS 1.2 or newer).',
          }),
          'STARTTLS works on every MX examined',
        ),
      ),
  },
  {
    id: 'starttls_certificate',
    title: 'MX certificates trusted and matching the MX name',
    run: (e) =>
      forMailDomain(e, () => {
        const sts = stsState(e);
        const enforced = sts.kind === 'valid' && sts.policy.mode === 'enforce';
        const verdicts: MxVerdict[] = e.examined.map(({ host }) => {
          const talk = conversation(e, host);
          if ('unknown' in talk) return { host, status: 'unknown', note: `(${talk.unknown})` };
          const tls = talk.probe.tls;
          if (!tls) return { host, status: 'unknown', note: '(no TLS session)' };
          if (tls.authorized) return { host, status: 'pass', note: 'valid' };
          const subject = tls.certificate?.subject_alt_names ?? tls.certificate?.subject ?? 'no certificate';
          return {
            host,
            status: 'fail',
            note: `presents a certificate that does not verify (${tls.error}; ${subject})`,
            severity: enforced ? 'high' : 'medium',
          };
        });
        const refs = [...examinedRefs(e), ...(enforced ? sts.refs : [])];
        return foldVerdicts(
          verdicts,
          refs,
          (failed) => ({
            finding:
              `${failed.map((v) => `${v.host} ${v.note}`).join('; ')}.` +
              (enforced
                ? ' The MTA-STS policy is in enforce mode, so senders that honour it will not deliver to this MX.'
                : ' Senders cannot authenticate the MX, so MTA-STS cannot be enforced.'),
            remediation:
              'Serve a certificate from a publicly trusted CA whose names include the MX host name, and renew it before it expires.',
          }),
          'The certificate verifies on every MX examined',
        );
      }),
  },
  {
    id: 'smtp_tls_version',
    title: 'MX TLS is version 1.2 or newer',
    run: (e) =>
      forMailDomain(e, (): CheckOutcome => {
        const verdicts: MxVerdict[] = e.examined.map(({ host }) => {
          const talk = conversation(e, host);
          if ('unknown' in talk) return { host, status: 'unknown', note: `(${talk.unknown})` };
          const protocol = talk.probe.tls?.protocol;
          if (!protocol) return { host, status: 'unknown', note: '(no TLS session)' };
          return MODERN_TLS.has(protocol)
            ? { host, status: 'pass', note: protocol }
            : { host, status: 'fail', note: `negotiates ${protocol} at best`, severity: 'medium' };
        });
        return foldVerdicts(
          verdicts,
          examinedRefs(e),
          (failed) => ({
            finding: `${failed.map((v) => `${v.host} ${v.note}`).join('; ')}; TLS 1.0 and 1.1 are deprecated (RFC 8996) and weak.`,
            remediation: 'Enable TLS 1.2 and TLS 1.3 on the mail server (and disable TLS 1.0/1.1).',
          }),
          'TLS 1.2 or newer on every MX examined',
        );
      }),
  },
];
