/**
 * The SPF checks of dns_email, pure functions over collected evidence. Severities follow checkdmarc's
 * reading: a policy that authorises everyone (+all) is critical; one that cannot be evaluated
 * (none, several records, over the lookup limit, loops) is high, because receivers then ignore it.
 */
import type { Check, CheckOutcome } from '../module.js';
import { apexSpfRecords, type DnsEmailEvidence, dnsKey, lookupIn } from './dns-email.collect.js';
import { type SpfWalk, walkSpf } from './spf-walk.js';

const MAX_LOOKUPS = 10;
const MAX_VOID_LOOKUPS = 2;

const unknown = (summary: string, evidence: string[]): CheckOutcome => ({ status: 'unknown', summary, evidence });
const pass = (summary: string, evidence: string[]): CheckOutcome => ({ status: 'pass', summary, evidence });

/** The apex answer, or an unknown outcome when there is no usable single record to judge. */
function withRecord(e: DnsEmailEvidence, judge: (record: string, walk: SpfWalk, refs: string[]) => CheckOutcome) {
  const key = dnsKey('TXT', e.domain);
  const apex = e.dns[key];
  if (apex === undefined || apex.status === 'error') return unknown('The TXT lookup for SPF got no answer.', [key]);
  const records = apexSpfRecords(e);
  if (records.length !== 1) return unknown('Not evaluated: there is not exactly one SPF record.', [key]);
  const walk = walkSpf(e.domain, records[0]!, lookupIn(e));
  const refs = [key, ...Object.keys(e.dns).filter((k) => k !== key)];
  return judge(records[0]!, walk, refs);
}

export const SPF_CHECKS: Check<DnsEmailEvidence>[] = [
  {
    id: 'spf_record',
    title: 'SPF record published',
    run(e) {
      const key = dnsKey('TXT', e.domain);
      const apex = e.dns[key];
      if (apex === undefined || apex.status === 'error') {
        return unknown(`The TXT lookup for ${e.domain} failed (${apex?.error ?? 'not asked'}).`, [key]);
      }
      const records = apexSpfRecords(e);
      if (records.length === 1) return pass('Exactly one SPF record is published.', [key]);
      const many = records.length > 1;
      return {
        status: 'fail',
        summary: many ? `${records.length} SPF records are published.` : 'No SPF record is published.',
        issue: many
          ? {
              severity: 'high',
              finding: `${e.domain} publishes ${records.length} SPF records; receivers treat that as a permanent error and ignore SPF.`,
              remediation: 'Merge the SPF records into a single TXT record starting with v=spf1.',
            }
          : {
              severity: 'high',
              finding: `${e.domain} publishes no SPF record, so anyone can send mail that claims to come from it.`,
              remediation: `Publish a TXT record at ${e.domain} such as "v=spf1 mx -all", listing every service that sends your mail.`,
            },
        evidence: [key],
      };
    },
  },
  {
    id: 'spf_syntax',
    title: 'SPF record syntax',
    run: (e) =>
      withRecord(e, (_, walk, refs) =>
        walk.syntaxErrors.length === 0
          ? pass('The SPF record and its includes parse cleanly.', refs)
          : {
              status: 'fail',
              summary: walk.syntaxErrors.join('; '),
              issue: {
                severity: 'medium',
                finding: `The SPF policy of ${e.domain} has syntax errors: ${walk.syntaxErrors.join('; ')}.`,
                remediation: 'Correct the listed terms; receivers treat an SPF syntax error as a permanent error.',
              },
              evidence: refs,
            },
      ),
  },
  {
    id: 'spf_all',
    title: 'SPF ends with a restrictive all',
    run: (e) =>
      withRecord(e, (_, walk, refs) => {
        const q = walk.allQualifier;
        if (q === '-' || q === '~') return pass(`The policy ends in ${q}all.`, refs);
        if (q === null && walk.missing.length + walk.failedLookups.length > 0) {
          return unknown('The redirect target could not be read, so the ending all is not known.', refs);
        }
        if (q === '+') {
          return {
            status: 'fail',
            summary: 'The policy ends in +all.',
            issue: {
              severity: 'critical',
              finding: `The SPF policy of ${e.domain} ends in +all, which authorises every server on the internet to send its mail.`,
              remediation: 'Replace +all with -all (or ~all while you are still listing your senders).',
            },
            evidence: refs,
          };
        }
        return {
          status: 'fail',
          summary: q === '?' ? 'The policy ends in ?all (neutral).' : 'The policy has no all mechanism (neutral).',
          issue: {
            severity: 'medium',
            finding: `The SPF policy of ${e.domain} ends neutral (${q === '?' ? '?all' : 'no all mechanism'}), so mail from unlisted servers is not marked as failing.`,
            remediation: 'End the SPF record with -all (or ~all).',
          },
          evidence: refs,
        };
      }),
  },
  {
    id: 'spf_lookup_limit',
    title: 'SPF stays within 10 DNS lookups',
    run: (e) =>
      withRecord(e, (_, walk, refs) => {
        if (walk.lookups > MAX_LOOKUPS) {
          return {
            status: 'fail',
            summary: `Evaluating the policy takes ${walk.lookups} DNS lookups.`,
            issue: {
              severity: 'high',
              finding: `The SPF policy of ${e.domain} needs ${walk.lookups} DNS lookups; above ${MAX_LOOKUPS} receivers return a permanent error and ignore it.`,
              remediation: 'Remove unused includes, replace a/mx with ip4/ip6 ranges, or flatten nested includes.',
            },
            evidence: refs,
          };
        }
        if (walk.failedLookups.length > 0 || walk.missing.length > 0) {
          return unknown(`${walk.lookups} lookups counted, but part of the policy could not be read.`, refs);
        }
        return pass(`Evaluating the policy takes ${walk.lookups} DNS lookups (limit ${MAX_LOOKUPS}).`, refs);
      }),
  },
  {
    id: 'spf_void_lookups',
    title: 'SPF has at most 2 void lookups',
    run: (e) =>
      withRecord(e, (_, walk, refs) => {
        if (walk.voidLookups > MAX_VOID_LOOKUPS) {
          return {
            status: 'fail',
            summary: `${walk.voidLookups} lookups return no records.`,
            issue: {
              severity: 'medium',
              finding: `The SPF policy of ${e.domain} has ${walk.voidLookups} lookups that return nothing; above ${MAX_VOID_LOOKUPS} receivers may return a permanent error.`,
              remediation: 'Remove mechanisms that point at names with no records.',
            },
            evidence: refs,
          };
        }
        if (walk.failedLookups.length > 0) return unknown('Part of the policy could not be read.', refs);
        return pass(`${walk.voidLookups} void lookups (limit ${MAX_VOID_LOOKUPS}).`, refs);
      }),
  },
  {
    id: 'spf_includes',
    title: 'SPF includes resolve, without loops',
    run: (e) =>
      withRecord(e, (_, walk, refs) => {
        const problems = [...walk.loops.map((loop) => `include loop ${loop}`), ...walk.brokenIncludes];
        if (problems.length > 0) {
          return {
            status: 'fail',
            summary: problems.join('; '),
            issue: {
              severity: 'high',
              finding: `The SPF policy of ${e.domain} cannot be evaluated: ${problems.join('; ')}.`,
              remediation:
                'Point include and redirect only at domains with exactly one SPF record, and never back at a domain already on the path.',
            },
            evidence: refs,
          };
        }
        if (walk.failedLookups.length > 0) {
          return unknown(`Some includes could not be read: ${walk.failedLookups.join(', ')}.`, refs);
        }
        return pass('Every include and redirect leads to one SPF record, without loops.', refs);
      }),
  },
];
