/**
 * The DMARC checks of dns_email (anchors: checkdmarc, internet.nl). Severities: no usable DMARC is
 * high (anyone can spoof the domain in the From header); p=none is medium and caps the grade at B;
 * partial enforcement, a weak subdomain policy and missing reports are smaller gaps.
 */
import { organizationalDomain } from '../../domain/organizational-domain.js';
import type { Check, CheckOutcome } from '../module.js';
import { type DmarcRecord, parseDmarc, reportDomain } from './dmarc-record.js';
import { type DnsEmailEvidence, dmarcRecordsAt, dnsKey } from './dns-email.collect.js';

interface Found {
  /** Where the record that governs the domain lives (the domain or its organizational domain). */
  at: string;
  record: DmarcRecord;
  /** The policy that applies to mail from the scanned name itself. */
  effective: DmarcRecord['p'];
  refs: string[];
}

const unknown = (summary: string, evidence: string[]): CheckOutcome => ({ status: 'unknown', summary, evidence });
const pass = (summary: string, evidence: string[]): CheckOutcome => ({ status: 'pass', summary, evidence });

function policySource(e: DnsEmailEvidence): { at: string; records: string[]; refs: string[]; failed: boolean } {
  const own = dnsKey('TXT', `_dmarc.${e.domain}`);
  const org = organizationalDomain(e.domain);
  const orgKey = dnsKey('TXT', `_dmarc.${org}`);
  const ownRecords = dmarcRecordsAt(e, e.domain);
  if (ownRecords.length > 0 || org === e.domain || e.dns[orgKey] === undefined) {
    return { at: e.domain, records: ownRecords, refs: [own], failed: e.dns[own]?.status === 'error' };
  }
  return { at: org, records: dmarcRecordsAt(e, org), refs: [own, orgKey], failed: e.dns[orgKey]?.status === 'error' };
}

function found(e: DnsEmailEvidence): Found | null {
  const source = policySource(e);
  if (source.records.length !== 1) return null;
  const parsed = parseDmarc(source.records[0]!);
  if (!parsed.ok) return null;
  const record = parsed.record;
  // A record found at the organizational domain governs this name as a subdomain: sp, else p.
  const effective = source.at === e.domain ? record.p : (record.sp ?? record.p);
  return { at: source.at, record, effective, refs: source.refs };
}

function withDmarc(e: DnsEmailEvidence, judge: (f: Found) => CheckOutcome): CheckOutcome {
  const f = found(e);
  if (f === null) return unknown('Not evaluated: there is no single valid DMARC record.', policySource(e).refs);
  return judge(f);
}

export const DMARC_CHECKS: Check<DnsEmailEvidence>[] = [
  {
    id: 'dmarc_record',
    title: 'DMARC record published',
    run(e) {
      const source = policySource(e);
      if (source.failed) return unknown(`The DMARC lookup for _dmarc.${source.at} got no answer.`, source.refs);
      const where = `_dmarc.${source.at}`;
      if (source.records.length === 0) {
        return {
          status: 'fail',
          summary: `No DMARC record at ${where}.`,
          issue: {
            severity: 'high',
            finding: `${e.domain} has no DMARC policy, so receivers have no instruction to reject mail that spoofs it.`,
            remediation: `Publish a TXT record at _dmarc.${e.domain} such as "v=DMARC1; p=quarantine; rua=mailto:dmarc@${e.domain}", then move to p=reject.`,
          },
          evidence: source.refs,
        };
      }
      if (source.records.length > 1) {
        return {
          status: 'fail',
          summary: `${source.records.length} DMARC records at ${where}.`,
          issue: {
            severity: 'high',
            finding: `${where} publishes ${source.records.length} DMARC records; receivers then apply no DMARC policy at all (RFC 7489 section 6.6.3).`,
            remediation: 'Keep exactly one TXT record starting with v=DMARC1 at that name.',
          },
          evidence: source.refs,
        };
      }
      const parsed = parseDmarc(source.records[0]!);
      if (!parsed.ok) {
        return {
          status: 'fail',
          summary: parsed.errors.join('; '),
          issue: {
            severity: 'high',
            finding: `The DMARC record at ${where} is invalid (${parsed.errors.join('; ')}), so receivers ignore it.`,
            remediation: 'Correct the record; it must start with v=DMARC1 and carry p=none, quarantine or reject.',
          },
          evidence: source.refs,
        };
      }
      const inherited = source.at === e.domain ? '' : ` (inherited from the organizational domain ${source.at})`;
      return pass(`One valid DMARC record at ${where}${inherited}.`, source.refs);
    },
  },
  {
    id: 'dmarc_policy',
    title: 'DMARC policy enforces (quarantine or reject)',
    run: (e) =>
      withDmarc(e, (f) =>
        f.effective === 'none'
          ? {
              status: 'fail',
              summary: `The policy that applies to ${e.domain} is none.`,
              issue: {
                severity: 'medium',
                finding: `The DMARC policy for ${e.domain} is p=none: spoofed mail is reported but still delivered.`,
                remediation:
                  'Once the aggregate reports show your legitimate senders pass, move to p=quarantine and then p=reject.',
              },
              cap: 'dmarc_policy_none',
              evidence: f.refs,
            }
          : pass(`The policy that applies to ${e.domain} is ${f.effective}.`, f.refs),
      ),
  },
  {
    id: 'dmarc_enforcement',
    title: 'DMARC policy applies to all mail',
    run: (e) =>
      withDmarc(e, (f) => {
        if (f.effective === 'none')
          return pass('p=none: there is no enforcement to apply partially (see dmarc_policy).', f.refs);
        const gaps = [
          ...(f.record.pct < 100 ? [`pct=${f.record.pct} applies it to only ${f.record.pct}% of failing mail`] : []),
          ...(f.record.testing ? ['t=y marks it as a test, so receivers apply a softer policy'] : []),
        ];
        if (gaps.length === 0) return pass(`The ${f.effective} policy applies to all failing mail.`, f.refs);
        return {
          status: 'fail',
          summary: gaps.join('; '),
          issue: {
            severity: 'low',
            finding: `The DMARC ${f.effective} policy of ${e.domain} is not fully enforced: ${gaps.join('; ')}.`,
            remediation: 'Remove pct (or set pct=100) and t=y once the reports look clean.',
          },
          evidence: f.refs,
        };
      }),
  },
  {
    id: 'dmarc_subdomain_policy',
    title: 'Subdomains are not left at p=none',
    run: (e) =>
      withDmarc(e, (f) => {
        if (f.record.sp !== 'none' || f.record.p === 'none') {
          return pass(
            `Subdomains get ${f.record.sp ?? f.record.p}${f.record.sp ? ' (sp)' : ' (inherited from p)'}.`,
            f.refs,
          );
        }
        return {
          status: 'fail',
          summary: `p=${f.record.p} but sp=none.`,
          issue: {
            severity: 'medium',
            finding: `The DMARC record at _dmarc.${f.at} sets sp=none, so mail spoofing any subdomain of ${f.at} is delivered even though the domain itself is protected.`,
            remediation: 'Remove sp=none (subdomains then inherit p) or set sp=reject.',
          },
          evidence: f.refs,
        };
      }),
  },
  {
    id: 'dmarc_reporting',
    title: 'DMARC aggregate reports requested',
    run: (e) =>
      withDmarc(e, (f) =>
        f.record.rua.length > 0
          ? pass(`Aggregate reports go to ${f.record.rua.join(', ')}.`, f.refs)
          : {
              status: 'fail',
              summary: 'No rua tag.',
              issue: {
                severity: 'low',
                finding: `The DMARC record of ${e.domain} requests no aggregate reports, so nobody sees who sends mail as the domain.`,
                remediation: `Add rua=mailto:dmarc-reports@${f.at} (or your DMARC provider's address).`,
              },
              evidence: f.refs,
            },
      ),
  },
  {
    id: 'dmarc_external_reports',
    title: 'External report destinations have authorised the domain',
    run: (e) =>
      withDmarc(e, (f) => {
        const org = organizationalDomain(e.domain);
        const external = [...new Set([...f.record.rua, ...f.record.ruf].map(reportDomain))].filter(
          (target) => organizationalDomain(target) !== org,
        );
        if (external.length === 0) return pass('Every report destination is inside the organization.', f.refs);
        const keys = external.map((target) => dnsKey('TXT', `${e.domain}._report._dmarc.${target}`));
        const refs = [...f.refs, ...keys];
        const lookups = keys.map((key) => e.dns[key]);
        if (lookups.some((lookup) => lookup === undefined || lookup.status === 'error')) {
          return unknown('An authorisation lookup got no answer.', refs);
        }
        const missing = external.filter(
          (_, i) => !lookups[i]!.records.some((r) => r.type === 'TXT' && /^v\s*=\s*DMARC1/i.test(r.data)),
        );
        if (missing.length === 0) return pass(`${external.join(', ')} authorised reports for ${e.domain}.`, refs);
        return {
          status: 'fail',
          summary: `Not authorised: ${missing.join(', ')}.`,
          issue: {
            severity: 'low',
            finding: `DMARC reports for ${e.domain} go to ${missing.join(', ')}, which has not published ${e.domain}._report._dmarc.<destination>, so receivers will not send them (RFC 7489 section 7.1).`,
            remediation: `Ask the report receiver to publish a TXT record "v=DMARC1" at ${e.domain}._report._dmarc.${missing[0]}, or use an address in your own domain.`,
          },
          evidence: refs,
        };
      }),
  },
];
