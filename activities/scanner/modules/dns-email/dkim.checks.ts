/**
 * The DKIM checks of dns_email. Selectors cannot be enumerated, so a key that is not found at the
 * selectors tried is "unverified" (unknown), never "missing" — except a selector the owner named,
 * whose absence is a fact worth reporting.
 */
import type { Check, CheckOutcome } from '../module.js';
import { type DkimKey, isDkimRecord, parseDkimKey } from './dkim-key.js';
import { type DnsEmailEvidence, dnsKey } from './dns-email.collect.js';

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

const MIN_RSA_BITS = 1024;
const RECOMMENDED_RSA_BITS = 2048;

export const DKIM_CHECKS: Check<DnsEmailEvidence>[] = [
  {
    id: 'dkim_selector',
    title: 'DKIM key published',
    run(e): CheckOutcome {
      const all = answers(e);
      const missingOwned = all.filter((a) => a.owner && a.status === 'absent');
      if (missingOwned.length > 0) {
        const names = missingOwned.map((a) => a.selector).join(', ');
        return {
          status: 'fail',
          summary: `No DKIM key at the selector(s) you named: ${names}.`,
          issue: {
            severity: 'medium',
            finding: `No DKIM key is published at ${missingOwned.map((a) => `${a.selector}._domainkey.${e.domain}`).join(', ')}, so mail signed with that selector fails DKIM.`,
            remediation:
              'Publish the public key your mail service gives you at that selector, or correct the selector name.',
          },
          evidence: missingOwned.map((a) => a.key),
        };
      }
      const live = all.filter((a) => a.status === 'key' && !a.parsed?.revoked);
      if (live.length > 0) {
        return {
          status: 'pass',
          summary: `DKIM key found at ${live.map((a) => a.selector).join(', ')}.`,
          evidence: live.map((a) => a.key),
        };
      }
      const failed = all.filter((a) => a.status === 'error');
      const revoked = all.filter((a) => a.status === 'key');
      const why =
        revoked.length > 0
          ? `only revoked keys (empty p=) at ${revoked.map((a) => a.selector).join(', ')}`
          : failed.length > 0
            ? `${failed.length} selector lookups got no answer`
            : `no key at the ${all.length} selectors tried`;
      return {
        status: 'unknown',
        summary: `DKIM unverified: ${why}. Selectors cannot be listed from DNS; give yours as a scan option.`,
        evidence: all.map((a) => a.key),
      };
    },
  },
  {
    id: 'dkim_key_strength',
    title: 'DKIM keys parse and are strong enough',
    run(e): CheckOutcome {
      const keys = answers(e).filter((a) => a.status === 'key' && !a.parsed?.revoked);
      if (keys.length === 0)
        return { status: 'unknown', summary: 'Not evaluated: no DKIM key was found.', evidence: [] };
      const refs = keys.map((a) => a.key);
      const broken = keys.filter((a) => a.parsed?.error);
      if (broken.length > 0) {
        const first = broken[0]!;
        return {
          status: 'fail',
          summary: `${first.selector}: ${first.parsed?.error}.`,
          issue: {
            severity: 'medium',
            finding: `The DKIM key at ${first.selector}._domainkey.${e.domain} is unusable (${first.parsed?.error}), so signatures made with it fail.`,
            remediation: 'Republish the public key exactly as your mail service provides it (one base64 string in p=).',
          },
          evidence: refs,
        };
      }
      const weak = keys.filter((a) => a.parsed?.keyType === 'rsa' && (a.parsed.bits ?? 0) < RECOMMENDED_RSA_BITS);
      if (weak.length === 0)
        return {
          status: 'pass',
          summary: 'Every DKIM key found parses and is at least 2048-bit RSA or Ed25519.',
          evidence: refs,
        };
      const bits = weak[0]!.parsed!.bits!;
      return {
        status: 'fail',
        summary: `${weak[0]!.selector}: ${bits}-bit RSA.`,
        issue: {
          severity: bits < MIN_RSA_BITS ? 'high' : 'low',
          finding: `The DKIM key at ${weak[0]!.selector}._domainkey.${e.domain} is ${bits}-bit RSA; ${bits < MIN_RSA_BITS ? 'receivers must reject keys under 1024 bits (RFC 8301)' : 'RFC 8301 recommends 2048 bits'}.`,
          remediation:
            'Generate a 2048-bit RSA key (or Ed25519 alongside RSA), publish it at a new selector and switch signing to it.',
        },
        evidence: refs,
      };
    },
  },
];
