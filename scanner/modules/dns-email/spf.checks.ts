/**
 * The SPF checks of dns_email, pure functions over collected evidence; their wording and severities
 * are in dns-email.findings.ts.
 */
import type { Check, CheckOutcome } from '../module.js';
import { dmarcEnforcementOf } from './dmarc.checks.js';
import { apexSpfRecords, type DnsEmailEvidence, dnsKey, lookupIn } from './dns-email.collect.js';
import { DNS_EMAIL_FINDINGS, MAX_LOOKUPS, MAX_VOID_LOOKUPS, type SPF_RECORD_CHECKS } from './dns-email.findings.js';
import { type SpfWalk, walkSpf } from './spf-walk.js';

const { out } = DNS_EMAIL_FINDINGS;
const RECORD_UNKNOWNS = ['unknown.no_answer', 'unknown.not_single'] as const;

/** The apex answer, or an unknown outcome when there is no usable single record to judge. */
function withRecord(
  e: DnsEmailEvidence,
  check: (typeof SPF_RECORD_CHECKS)[number],
  judge: (record: string, walk: SpfWalk, refs: string[]) => CheckOutcome,
): CheckOutcome {
  const key = dnsKey('TXT', e.domain);
  const apex = e.dns[key];
  if (apex === undefined || apex.status === 'error') return out(`${check}.unknown.no_answer`, [key]);
  const records = apexSpfRecords(e);
  if (records.length !== 1) return out(`${check}.unknown.not_single`, [key]);
  const walk = walkSpf(e.domain, records[0]!, lookupIn(e));
  const refs = [key, ...Object.keys(e.dns).filter((k) => k !== key)];
  return judge(records[0]!, walk, refs);
}

function softfail(e: DnsEmailEvidence, spfRefs: string[]): CheckOutcome {
  const dmarcRefs = [dnsKey('TXT', `_dmarc.${e.domain}`)];
  const refs = [...spfRefs, ...dmarcRefs.filter((ref) => !spfRefs.includes(ref))];
  switch (dmarcEnforcementOf(e)) {
    case 'enforced':
      return out('spf_all.pass', refs, { qualifier: '~' });
    case 'none':
      return out('spf_all.softfail_dmarc_none', refs);
    case 'missing':
      return out('spf_all.softfail_no_dmarc', refs);
    case 'unreadable':
      return out('spf_all.unknown.dmarc_unreadable', refs);
  }
}

export const SPF_CHECKS: Check<DnsEmailEvidence>[] = [
  {
    id: 'spf_record',
    title: 'SPF record published',
    outcomes: ['pass', 'multiple', 'missing', 'unknown.lookup_failed'],
    run(e) {
      const key = dnsKey('TXT', e.domain);
      const apex = e.dns[key];
      if (apex === undefined || apex.status === 'error') {
        return out('spf_record.unknown.lookup_failed', [key], { error: apex?.error ?? 'not asked' });
      }
      const records = apexSpfRecords(e);
      if (records.length === 1) return out('spf_record.pass', [key]);
      if (records.length > 1) return out('spf_record.multiple', [key], { count: records.length });
      return out('spf_record.missing', [key]);
    },
  },
  {
    id: 'spf_syntax',
    title: 'SPF record syntax',
    outcomes: ['pass', 'syntax_errors', ...RECORD_UNKNOWNS],
    run: (e) =>
      withRecord(e, 'spf_syntax', (_, walk, refs) =>
        walk.syntaxErrors.length === 0
          ? out('spf_syntax.pass', refs)
          : out('spf_syntax.syntax_errors', refs, { errors: walk.syntaxErrors }),
      ),
  },
  {
    id: 'spf_all',
    title: 'SPF ends with a restrictive all',
    outcomes: [
      'pass',
      'plus_all',
      'neutral',
      'no_all',
      'softfail_no_dmarc',
      'softfail_dmarc_none',
      'unknown.redirect_unreadable',
      'unknown.dmarc_unreadable',
      ...RECORD_UNKNOWNS,
    ],
    run: (e) =>
      withRecord(e, 'spf_all', (_, walk, refs) => {
        const q = walk.allQualifier;
        if (q === '-') return out('spf_all.pass', refs, { qualifier: q });
        // ~all asks receivers to accept unlisted mail, marked; only DMARC enforcement makes them act on it.
        if (q === '~') return softfail(e, refs);
        if (q === null && walk.missing.length + walk.failedLookups.length > 0) {
          return out('spf_all.unknown.redirect_unreadable', refs);
        }
        if (q === '+') return out('spf_all.plus_all', refs);
        return out(q === '?' ? 'spf_all.neutral' : 'spf_all.no_all', refs);
      }),
  },
  {
    id: 'spf_lookup_limit',
    title: `SPF stays within ${MAX_LOOKUPS} DNS lookups`,
    outcomes: ['pass', 'too_many_lookups', 'unknown.partly_unreadable', ...RECORD_UNKNOWNS],
    run: (e) =>
      withRecord(e, 'spf_lookup_limit', (_, walk, refs) => {
        const lookups = walk.lookups;
        if (lookups > MAX_LOOKUPS) return out('spf_lookup_limit.too_many_lookups', refs, { lookups });
        if (walk.failedLookups.length > 0 || walk.missing.length > 0) {
          return out('spf_lookup_limit.unknown.partly_unreadable', refs, { lookups });
        }
        return out('spf_lookup_limit.pass', refs, { lookups });
      }),
  },
  {
    id: 'spf_void_lookups',
    title: `SPF has at most ${MAX_VOID_LOOKUPS} void lookups`,
    outcomes: ['pass', 'too_many_void_lookups', 'unknown.partly_unreadable', ...RECORD_UNKNOWNS],
    run: (e) =>
      withRecord(e, 'spf_void_lookups', (_, walk, refs) => {
        const count = walk.voidLookups;
        if (count > MAX_VOID_LOOKUPS) return out('spf_void_lookups.too_many_void_lookups', refs, { count });
        if (walk.failedLookups.length > 0) return out('spf_void_lookups.unknown.partly_unreadable', refs);
        return out('spf_void_lookups.pass', refs, { count });
      }),
  },
  {
    id: 'spf_includes',
    title: 'SPF includes resolve, without loops',
    outcomes: ['pass', 'broken', 'unknown.includes_unreadable', ...RECORD_UNKNOWNS],
    run: (e) =>
      withRecord(e, 'spf_includes', (_, walk, refs) => {
        if (walk.loops.length + walk.brokenIncludes.length > 0) {
          return out('spf_includes.broken', refs, { loops: walk.loops, broken: walk.brokenIncludes });
        }
        if (walk.failedLookups.length > 0) {
          return out('spf_includes.unknown.includes_unreadable', refs, { lookups: walk.failedLookups });
        }
        return out('spf_includes.pass', refs);
      }),
  },
];
