/**
 * The dnssec checks (anchors: internet.nl's DNSSEC test, DNSViz's basic checks), pure over collected
 * evidence. Severities: an unsigned zone is medium, because most domains are unsigned and the attack
 * it leaves open (forged answers by an on-path attacker or cache poisoning) takes effort; a signed
 * zone that fails validation is high, because validating resolvers then refuse to answer for it.
 */
import type { Severity } from '../../../../core/scan-model/report.js';
import type { Check, CheckOutcome } from '../module.js';
import { type DnssecEvidence, dnskeysOf, dsOf, type RrsetEvidence } from './dnssec.collect.js';
import { algorithmName, DS_DIGESTS, digestName, SIGNING_ALGORITHMS } from './dnssec-algorithms.js';
import { type ChainResult, signatureWindows, validateChain } from './dnssec-chain.js';

const unknown = (summary: string, evidence: string[]): CheckOutcome => ({ status: 'unknown', summary, evidence });
const pass = (summary: string, evidence: string[]): CheckOutcome => ({ status: 'pass', summary, evidence });

/** The three answers every check needs; an unknown outcome when any of them is missing. */
type Basics =
  | { failure: CheckOutcome }
  | { apex: string; dnskey: RrsetEvidence; ds: RrsetEvidence; soa: RrsetEvidence; refs: string[] };

function basics(e: DnssecEvidence): Basics {
  if (e.problem !== null || e.apex === null || !e.dnskey || !e.ds || !e.soa) {
    return { failure: unknown(`Not evaluated: ${e.problem ?? 'the zone could not be read'}.`, []) };
  }
  const refs = [e.dnskey.key, e.ds.key];
  const broken = [e.dnskey, e.ds].find((rrset) => rrset.lookup.status === 'error');
  if (broken)
    return { failure: unknown(`The ${broken.type} lookup failed (${broken.lookup.error ?? 'no answer'}).`, refs) };
  return { apex: e.apex, dnskey: e.dnskey, ds: e.ds, soa: e.soa, refs };
}

/**
 * Some resolvers (home routers, filtering forwarders) drop RRSIGs. A signed zone always signs its
 * DNSKEY set, so when not one RRSIG came back the resolver, not the zone, is what is missing them.
 */
function signaturesStripped(e: DnssecEvidence): boolean {
  return [e.dnskey, e.ds, e.soa].every((rrset) => rrset === null || rrset.signatures.length === 0);
}

/** Memoised per evidence object: three checks read the same validation. */
const chains = new WeakMap<DnssecEvidence, ChainResult>();
export function chainOf(e: DnssecEvidence): ChainResult | null {
  const b = basics(e);
  if ('failure' in b || b.ds.records.length === 0 || signaturesStripped(e)) return null;
  let result = chains.get(e);
  if (result === undefined) {
    result = validateChain({ ...b, address: e.address, parentDnskey: e.parentDnskey });
    chains.set(e, result);
  }
  return result;
}

export function chainRefs(e: DnssecEvidence): string[] {
  return [e.ds?.key, e.dnskey?.key, e.soa?.key, e.address?.key, e.parentDnskey?.key, 'dnssec:chain'].filter(
    (key): key is string => key !== undefined,
  );
}

const notSigned = (e: DnssecEvidence, refs: string[]) =>
  e.ds && e.ds.records.length > 0
    ? unknown('Not evaluated: the resolver returned no RRSIG records at all, so signatures cannot be checked.', refs)
    : unknown(`Not evaluated: ${e.apex} has no DS record at its parent, so there is no chain to validate.`, refs);

export const DNSSEC_CHECKS: Check<DnssecEvidence>[] = [
  {
    id: 'signed',
    title: 'Zone is signed (DNSKEY at the apex, DS at the parent)',
    run(e) {
      const b = basics(e);
      if ('failure' in b) return b.failure;
      const keys = b.dnskey.records.length;
      if (b.ds.records.length > 0) {
        return pass(
          `The parent publishes ${b.ds.records.length} DS record(s) for ${b.apex}; the zone has ${keys} DNSKEY(s).`,
          b.refs,
        );
      }
      const island = keys > 0;
      return {
        status: 'fail',
        summary: island ? `${b.apex} publishes DNSKEYs but its parent has no DS record.` : `${b.apex} is not signed.`,
        issue: {
          severity: 'medium',
          finding: island
            ? `${b.apex} is signed (${keys} DNSKEY records) but its parent zone publishes no DS record, so no resolver can validate its answers.`
            : `${b.apex} is not signed with DNSSEC (no DNSKEY at the apex, no DS at the parent), so resolvers cannot detect forged answers for it.`,
          remediation: island
            ? 'Submit the DS record of your key-signing key to your registrar (or enable automatic DS publication via CDS/CDNSKEY).'
            : 'Enable DNSSEC signing at your DNS provider, then publish the DS record it gives you through your registrar.',
        },
        evidence: b.refs,
      };
    },
  },
  {
    id: 'chain',
    title: 'DNSSEC chain of trust validates',
    run(e) {
      const b = basics(e);
      if ('failure' in b) return b.failure;
      const refs = chainRefs(e);
      const chain = chainOf(e);
      if (chain === null) return notSigned(e, refs);
      const failed = chain.steps.filter((step) => step.status === 'failed');
      if (failed.length > 0) {
        const details = failed.map((step) => step.detail).join(' ');
        return {
          status: 'fail',
          summary: details,
          issue: {
            severity: 'high',
            finding: `DNSSEC validation of ${b.apex} fails: ${details} Validating resolvers treat its answers as bogus and refuse to resolve it.`,
            remediation:
              'Re-sign the zone with the keys it publishes, and make the DS record at your registrar match the current key-signing key (remove stale DS records).',
          },
          evidence: refs,
        };
      }
      const open = chain.steps.filter((step) => step.status === 'unverifiable');
      if (open.length > 0) return unknown(open.map((step) => step.detail).join(' '), refs);
      return pass(`DS, DNSKEY and signatures validate: ${chain.steps.map((s) => s.detail).join(' ')}`, refs);
    },
  },
  {
    id: 'signature_validity',
    title: 'Signatures are within their validity period',
    run(e) {
      const b = basics(e);
      if ('failure' in b) return b.failure;
      const refs = chainRefs(e);
      const chain = chainOf(e);
      if (chain === null) return notSigned(e, refs);
      const rrsets = [b.dnskey, b.soa, b.ds, ...(e.address ? [e.address] : [])];
      const problems = signatureWindows(rrsets, chain, e.now);
      if (problems.length === 0) {
        const signed = rrsets.filter((rrset) => rrset.signatures.length > 0).length;
        if (signed === 0) return unknown('No RRSIG was returned, so no validity period can be judged.', refs);
        return pass(`Every signed RRset (${signed}) has a signature valid now.`, refs);
      }
      const details = problems.map((p) => p.detail).join('; ');
      return {
        status: 'fail',
        summary: `Signatures outside their validity period: ${details}.`,
        issue: {
          severity: 'high',
          finding: `DNSSEC signatures of ${b.apex} are outside their validity period (${details}); validating resolvers reject them and the domain stops resolving for their users.`,
          remediation: 'Re-sign the zone and make sure automatic re-signing runs well before signatures expire.',
        },
        evidence: refs,
      };
    },
  },
  {
    id: 'algorithms',
    title: 'Signing and digest algorithms are current (RFC 8624)',
    run(e) {
      const b = basics(e);
      if ('failure' in b) return b.failure;
      const keys = dnskeysOf(b.dnskey);
      const ds = dsOf(b.ds);
      if (keys.length === 0 && ds.length === 0) {
        return unknown(`Not evaluated: ${b.apex} is not signed.`, b.refs);
      }
      const problems: { text: string; severity: Severity }[] = [];
      const algorithms = [...new Set([...keys.map((k) => k.algorithm), ...ds.map((d) => d.algorithm)])];
      for (const algorithm of algorithms) {
        const info = SIGNING_ALGORITHMS[algorithm];
        if (info?.severity) {
          problems.push({ text: `${info.name} (${algorithm}) is ${info.status} for signing`, severity: info.severity });
        }
      }
      const digests = [...new Set(ds.map((d) => d.digestType))];
      // A SHA-1 DS next to a SHA-256 one is harmless: resolvers prefer the stronger (RFC 4509 section 3).
      const strong = digests.some((d) => DS_DIGESTS[d]?.status === 'current');
      for (const digest of digests) {
        const info = DS_DIGESTS[digest];
        if (info?.severity && !(info.status === 'deprecated' && strong)) {
          problems.push({ text: `DS digest ${info.name} (${digest}) is ${info.status}`, severity: info.severity });
        }
      }
      const used = `${algorithms.map(algorithmName).join(', ')}; DS digests ${digests.map(digestName).join(', ') || 'none'}`;
      if (problems.length === 0) return pass(`Algorithms in use: ${used}.`, b.refs);
      const order: Severity[] = ['critical', 'high', 'medium', 'low'];
      const severity = order.find((s) => problems.some((p) => p.severity === s))!;
      const text = problems.map((p) => p.text).join('; ');
      return {
        status: 'fail',
        summary: `${text}.`,
        issue: {
          severity,
          finding: `${b.apex} uses deprecated DNSSEC algorithms: ${text}. Validators increasingly treat such zones as unsigned.`,
          remediation:
            'Roll the zone to ECDSAP256SHA256 (13) or ED25519 (15) with an algorithm rollover, and publish DS records with SHA-256 digests.',
        },
        evidence: b.refs,
      };
    },
  },
];
