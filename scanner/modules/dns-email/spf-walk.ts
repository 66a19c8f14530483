/**
 * Walks an SPF policy through its includes and redirect over already-collected DNS answers, counting
 * what RFC 7208 section 4.6.4 limits: DNS-querying terms (include, a, mx, ptr, exists, redirect; at
 * most 10) and void lookups (NXDOMAIN or no records; at most 2). Pure: a question whose answer is not
 * collected yet is listed in `missing`, and the collector fetches it and walks again.
 */
import type { DnsLookup } from '../../network/dns-client.js';
import type { DnsRecordType } from '../../network/dns-records.js';
import { isSpfRecord, parseSpf, type Qualifier, targetDomain } from './spf-record.js';

export type LookupFn = (name: string, type: DnsRecordType) => DnsLookup | undefined;

export interface SpfWalk {
  lookups: number;
  voidLookups: number;
  /** Includes or redirects that lead back to a domain already on the path. */
  loops: string[];
  /** Included or redirected-to domains with no SPF record, or with several (both are permerrors). */
  brokenIncludes: string[];
  syntaxErrors: string[];
  /** Questions that got no real answer (timeout, SERVFAIL): what depends on them is unknown. */
  failedLookups: string[];
  missing: { name: string; type: DnsRecordType }[];
  /** Qualifier of the `all` that ends the policy, following redirect; null when it ends without one. */
  allQualifier: Qualifier | null;
}

/** Stop walking well past the limit: enough to report the count, bounded against hostile zones. */
const WALK_LOOKUP_BOUND = 30;

function spfRecords(lookup: DnsLookup): string[] {
  return lookup.records.filter((r) => r.type === 'TXT' && isSpfRecord(r.data)).map((r) => r.data);
}

function isEmpty(lookup: DnsLookup): boolean {
  return lookup.status === 'nxdomain' || lookup.status === 'nodata';
}

export function walkSpf(domain: string, record: string, lookup: LookupFn): SpfWalk {
  const walk: SpfWalk = {
    lookups: 0,
    voidLookups: 0,
    loops: [],
    brokenIncludes: [],
    syntaxErrors: [],
    failedLookups: [],
    missing: [],
    allQualifier: null,
  };

  const ask = (name: string, type: DnsRecordType): DnsLookup | undefined => {
    const answer = lookup(name, type);
    if (answer === undefined) walk.missing.push({ name, type });
    else if (answer.status === 'error') walk.failedLookups.push(`${type} ${name}`);
    return answer;
  };

  /** Follows include/redirect to `target`'s single SPF record; returns it, or null when broken or unknown. */
  const follow = (target: string, path: string[]): string | null => {
    if (path.includes(target)) {
      walk.loops.push([...path, target].join(' -> '));
      return null;
    }
    const answer = ask(target, 'TXT');
    if (answer === undefined || answer.status === 'error') return null;
    if (isEmpty(answer)) walk.voidLookups++;
    const records = spfRecords(answer);
    if (records.length !== 1) {
      walk.brokenIncludes.push(`${target} (${records.length === 0 ? 'no SPF record' : 'several SPF records'})`);
      return null;
    }
    return records[0]!;
  };

  const visit = (current: string, text: string, path: string[], top: boolean): void => {
    const parsed = parseSpf(text);
    walk.syntaxErrors.push(...parsed.errors.map((error) => (top ? error : `${current}: ${error}`)));
    let hasAll = false;
    for (const term of parsed.terms) {
      if (walk.lookups > WALK_LOOKUP_BOUND) return;
      if (term.kind === 'modifier') continue;
      const target = targetDomain(term.value, current);
      switch (term.mechanism) {
        case 'all':
          hasAll = true;
          if (top) walk.allQualifier = term.qualifier;
          break;
        case 'include': {
          walk.lookups++;
          const included = follow(target, path);
          if (included !== null) visit(target, included, [...path, target], false);
          break;
        }
        case 'a':
        case 'exists': {
          walk.lookups++;
          const v4 = ask(target, 'A');
          const v6 = term.mechanism === 'a' ? ask(target, 'AAAA') : undefined;
          const voided =
            v4 !== undefined && isEmpty(v4) && (term.mechanism === 'exists' || (v6 !== undefined && isEmpty(v6)));
          if (voided) walk.voidLookups++;
          break;
        }
        case 'mx': {
          walk.lookups++;
          const answer = ask(target, 'MX');
          if (answer !== undefined && isEmpty(answer)) walk.voidLookups++;
          break;
        }
        case 'ptr':
          // Counted, never resolved: ptr depends on the connecting client's address (and is deprecated).
          walk.lookups++;
          break;
        default:
          break;
      }
    }
    // redirect is ignored when the record has an `all` (RFC 7208 section 6.1).
    const redirect = parsed.terms.find((t) => t.kind === 'modifier' && t.name === 'redirect');
    if (!hasAll && redirect && redirect.kind === 'modifier') {
      walk.lookups++;
      const target = targetDomain(redirect.value, current);
      const redirected = follow(target, path);
      if (redirected !== null) visit(target, redirected, [...path, target], top);
    }
  };

  visit(domain, record, [domain], true);
  return walk;
}
