/**
 * The DKIM checks of dns_email. Selectors cannot be enumerated, so a key that is not found at the
 * selectors tried is "unverified" (unknown), never "missing" — except a selector the owner named,
 * whose absence is a fact worth reporting. Wording and severities: dns-email.findings.ts.
 */
import type { Check } from '../module.js';
import { type DkimKey, isDkimRecord, parseDkimKey } from './dkim-key.js';
import { type DnsEmailEvidence, dnsKey } from './dns-email.collect.js';
import { DNS_EMAIL_FINDINGS, MIN_RSA_BITS, RECOMMENDED_RSA_BITS } from './dns-email.findings.js';

const { out } = DNS_EMAIL_FINDINGS;

interface SelectorAnswer {
  selector: string;
  key: string;
  owner: boolean;
  status: 'key' | 'absent' | 'error';
  parsed: DkimKey | null;
}

function answers(e: DnsEmailEvidence): SelectorAnswer[] {
  return e.dkimSelectors.map((selector, index) => {
    const key = dnsKey('TXT', `${selector}._domainkey.${e.domain}`);
    const lookup = e.dns[key];
    const owner = index < e.ownerSelectorCount;
    if (lookup === undefined || lookup.status === 'error')
      return { selector, key, owner, status: 'error', parsed: null };
    const record = lookup.records.find((r) => r.type === 'TXT' && isDkimRecord(r.data));
    if (!record) return { selector, key, owner, status: 'absent', parsed: null };
    return { selector, key, owner, status: 'key', parsed: parseDkimKey(record.data) };
  });
}

export const DKIM_CHECKS: Check<DnsEmailEvidence>[] = [
  {
    id: 'dkim_selector',
    title: 'DKIM key published',
    outcomes: ['pass', 'missing', 'unknown.revoked_only', 'unknown.lookups_failed', 'unknown.not_found'],
    run(e) {
      const all = answers(e);
      const missingOwned = all.filter((a) => a.owner && a.status === 'absent');
      if (missingOwned.length > 0) {
        return out(
          'dkim_selector.missing',
          missingOwned.map((a) => a.key),
          { selectors: missingOwned.map((a) => a.selector) },
        );
      }
      const live = all.filter((a) => a.status === 'key' && !a.parsed?.revoked);
      if (live.length > 0) {
        return out(
          'dkim_selector.pass',
          live.map((a) => a.key),
          { selectors: live.map((a) => a.selector) },
        );
      }
      const refs = all.map((a) => a.key);
      const failed = all.filter((a) => a.status === 'error');
      const revoked = all.filter((a) => a.status === 'key');
      if (revoked.length > 0) {
        return out('dkim_selector.unknown.revoked_only', refs, { selectors: revoked.map((a) => a.selector) });
      }
      if (failed.length > 0) return out('dkim_selector.unknown.lookups_failed', refs, { count: failed.length });
      return out('dkim_selector.unknown.not_found', refs, { count: all.length });
    },
  },
  {
    id: 'dkim_key_strength',
    title: 'DKIM keys parse and are strong enough',
    outcomes: ['pass', 'unusable_key', 'key_under_1024', 'key_under_2048', 'unknown.no_key'],
    run(e) {
      const keys = answers(e).filter((a) => a.status === 'key' && !a.parsed?.revoked);
      if (keys.length === 0) return out('dkim_key_strength.unknown.no_key', []);
      const refs = keys.map((a) => a.key);
      const broken = keys.filter((a) => a.parsed?.error);
      if (broken.length > 0) {
        const first = broken[0]!;
        return out('dkim_key_strength.unusable_key', refs, {
          selector: first.selector,
          error: first.parsed?.error ?? '',
        });
      }
      const weak = keys.filter((a) => a.parsed?.keyType === 'rsa' && (a.parsed.bits ?? 0) < RECOMMENDED_RSA_BITS);
      if (weak.length === 0) return out('dkim_key_strength.pass', refs);
      const bits = weak[0]!.parsed!.bits!;
      return out(bits < MIN_RSA_BITS ? 'dkim_key_strength.key_under_1024' : 'dkim_key_strength.key_under_2048', refs, {
        selector: weak[0]!.selector,
        bits,
      });
    },
  },
];
