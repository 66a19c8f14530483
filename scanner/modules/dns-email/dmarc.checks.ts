/**
 * The DMARC checks of dns_email (anchors: checkdmarc, internet.nl); their wording and severities are
 * in dns-email.findings.ts.
 */
import { organizationalDomain } from '../../domain/organizational-domain.js';
import type { Check, CheckOutcome } from '../module.js';
import { type DmarcRecord, parseDmarc, reportDomain } from './dmarc-record.js';
import { type DnsEmailEvidence, dmarcRecordsAt, dnsKey } from './dns-email.collect.js';
import { DMARC_RECORD_CHECKS, DNS_EMAIL_FINDINGS } from './dns-email.findings.js';

const { out } = DNS_EMAIL_FINDINGS;

interface Found {
  /** Where the record that governs the domain lives (the domain or its organizational domain). */
  at: string;
  record: DmarcRecord;
  /** The policy that applies to mail from the scanned name itself. */
  effective: DmarcRecord['p'];
  refs: string[];
}

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

/**
 * What DMARC tells receivers to do with mail that fails SPF (read by the SPF check of `~all`):
 * `enforced` (quarantine or reject, even partly), `none` (p=none), `missing` (no usable record:
 * none, several, or invalid), or `unreadable` (the lookup failed, so nobody can say).
 */
export function dmarcEnforcementOf(e: DnsEmailEvidence): 'enforced' | 'none' | 'missing' | 'unreadable' {
  const f = found(e);
  if (f !== null) return f.effective === 'none' ? 'none' : 'enforced';
  return policySource(e).failed ? 'unreadable' : 'missing';
}

function withDmarc(
  e: DnsEmailEvidence,
  check: (typeof DMARC_RECORD_CHECKS)[number],
  judge: (f: Found) => CheckOutcome,
): CheckOutcome {
  const f = found(e);
  if (f === null) return out(`${check}.unknown.no_valid_record`, policySource(e).refs);
  return judge(f);
}

export const DMARC_CHECKS: Check<DnsEmailEvidence>[] = [
  {
    id: 'dmarc_record',
    title: 'DMARC record published',
    outcomes: ['pass', 'pass.inherited', 'missing', 'multiple', 'invalid', 'unknown.lookup_failed'],
    run(e) {
      const source = policySource(e);
      const at = source.at;
      if (source.failed) return out('dmarc_record.unknown.lookup_failed', source.refs, { at });
      if (source.records.length === 0) return out('dmarc_record.missing', source.refs, { at });
      if (source.records.length > 1) {
        return out('dmarc_record.multiple', source.refs, { at, count: source.records.length });
      }
      const parsed = parseDmarc(source.records[0]!);
      if (!parsed.ok) return out('dmarc_record.invalid', source.refs, { at, errors: parsed.errors });
      return out(at === e.domain ? 'dmarc_record.pass' : 'dmarc_record.pass.inherited', source.refs, { at });
    },
  },
  {
    id: 'dmarc_policy',
    title: 'DMARC policy enforces (quarantine or reject)',
    outcomes: ['pass', 'none', 'unknown.no_valid_record'],
    run: (e) =>
      withDmarc(e, 'dmarc_policy', (f) =>
        f.effective === 'none'
          ? out('dmarc_policy.none', f.refs)
          : out('dmarc_policy.pass', f.refs, { policy: f.effective }),
      ),
  },
  {
    id: 'dmarc_enforcement',
    title: 'DMARC policy applies to all mail',
    outcomes: ['pass', 'pass.no_enforcement', 'partial', 'unknown.no_valid_record'],
    run: (e) =>
      withDmarc(e, 'dmarc_enforcement', (f) => {
        if (f.effective === 'none') return out('dmarc_enforcement.pass.no_enforcement', f.refs);
        const pct = f.record.pct < 100 ? f.record.pct : null;
        if (pct === null && !f.record.testing) {
          return out('dmarc_enforcement.pass', f.refs, { policy: f.effective });
        }
        return out('dmarc_enforcement.partial', f.refs, { policy: f.effective, pct, testing: f.record.testing });
      }),
  },
  {
    id: 'dmarc_subdomain_policy',
    title: 'Subdomains are not left at p=none',
    outcomes: ['pass', 'sp_none', 'unknown.no_valid_record'],
    run: (e) =>
      withDmarc(e, 'dmarc_subdomain_policy', (f) => {
        if (f.record.sp !== 'none' || f.record.p === 'none') {
          return out('dmarc_subdomain_policy.pass', f.refs, {
            policy: f.record.sp ?? f.record.p,
            inherited: !f.record.sp,
          });
        }
        return out('dmarc_subdomain_policy.sp_none', f.refs, { at: f.at, policy: f.record.p });
      }),
  },
  {
    id: 'dmarc_reporting',
    title: 'DMARC aggregate reports requested',
    outcomes: ['pass', 'no_rua', 'unknown.no_valid_record'],
    run: (e) =>
      withDmarc(e, 'dmarc_reporting', (f) =>
        f.record.rua.length > 0
          ? out('dmarc_reporting.pass', f.refs, { rua: f.record.rua })
          : out('dmarc_reporting.no_rua', f.refs, { at: f.at }),
      ),
  },
  {
    id: 'dmarc_external_reports',
    title: 'External report destinations have authorised the domain',
    outcomes: ['pass', 'pass.internal', 'unauthorised', 'unknown.lookup_failed', 'unknown.no_valid_record'],
    run: (e) =>
      withDmarc(e, 'dmarc_external_reports', (f) => {
        const org = organizationalDomain(e.domain);
        const external = [...new Set([...f.record.rua, ...f.record.ruf].map(reportDomain))].filter(
          (target) => organizationalDomain(target) !== org,
        );
        if (external.length === 0) return out('dmarc_external_reports.pass.internal', f.refs);
        const keys = external.map((target) => dnsKey('TXT', `${e.domain}._report._dmarc.${target}`));
        const refs = [...f.refs, ...keys];
        const lookups = keys.map((key) => e.dns[key]);
        if (lookups.some((lookup) => lookup === undefined || lookup.status === 'error')) {
          return out('dmarc_external_reports.unknown.lookup_failed', refs);
        }
        const missing = external.filter(
          (_, i) => !lookups[i]!.records.some((r) => r.type === 'TXT' && /^v\s*=\s*DMARC1/i.test(r.data)),
        );
        if (missing.length === 0) return out('dmarc_external_reports.pass', refs, { destinations: external });
        return out('dmarc_external_reports.unauthorised', refs, { destinations: missing });
      }),
  },
];
