/**
 * The dnssec checks (anchors: internet.nl's DNSSEC test, DNSViz's basic checks), pure over collected
 * evidence. Wording and severities: dnssec.findings.ts.
 */
import type { Check, CheckOutcome } from '../module.js';
import { type DnssecEvidence, dnskeysOf, dsOf, type RrsetEvidence } from './dnssec.collect.js';
import { type AlgorithmProblem, DNSSEC_FINDINGS } from './dnssec.findings.js';
import { algorithmName, DS_DIGESTS, digestName, SIGNING_ALGORITHMS } from './dnssec-algorithms.js';
import { type ChainResult, signatureWindows, validateChain } from './dnssec-chain.js';

const { out } = DNSSEC_FINDINGS;
type DnssecCheck = 'signed' | 'chain' | 'signature_validity' | 'algorithms';
const BASIC_UNKNOWNS = ['unknown.not_evaluated', 'unknown.lookup_failed'] as const;
const CHAIN_UNKNOWNS = ['unknown.signatures_stripped', 'unknown.no_ds'] as const;

/** The three answers every check needs; an unknown outcome when any of them is missing. */
type Basics =
  | { failure: CheckOutcome }
  | { apex: string; dnskey: RrsetEvidence; ds: RrsetEvidence; soa: RrsetEvidence; refs: string[] };

function basics(e: DnssecEvidence, check: DnssecCheck): Basics {
  if (e.problem !== null || e.apex === null || !e.dnskey || !e.ds || !e.soa) {
    return {
      failure: out(`${check}.unknown.not_evaluated`, [], { problem: e.problem ?? 'the zone could not be read' }),
    };
  }
  const refs = [e.dnskey.key, e.ds.key];
  const broken = [e.dnskey, e.ds].find((rrset) => rrset.lookup.status === 'error');
  if (broken) {
    return {
      failure: out(`${check}.unknown.lookup_failed`, refs, {
        type: broken.type,
        error: broken.lookup.error ?? 'no answer',
      }),
    };
  }
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
  const b = basics(e, 'chain');
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

const notSigned = (e: DnssecEvidence, check: 'chain' | 'signature_validity', refs: string[]) =>
  e.ds && e.ds.records.length > 0
    ? out(`${check}.unknown.signatures_stripped`, refs)
    : out(`${check}.unknown.no_ds`, refs, { apex: e.apex ?? '' });

/** RFC 8624's problems, worst kind first: the outcome code is the worst one present. */
const PROBLEM_ORDER = [
  ['algorithm', 'forbidden', 'algorithms.forbidden_algorithm'],
  ['algorithm', 'deprecated', 'algorithms.deprecated_algorithm'],
  ['digest', 'forbidden', 'algorithms.forbidden_digest'],
  ['digest', 'deprecated', 'algorithms.deprecated_digest'],
] as const;

export const DNSSEC_CHECKS: Check<DnssecEvidence>[] = [
  {
    id: 'signed',
    title: 'Zone is signed (DNSKEY at the apex, DS at the parent)',
    outcomes: ['pass', 'unsigned', 'no_ds', ...BASIC_UNKNOWNS],
    run(e) {
      const b = basics(e, 'signed');
      if ('failure' in b) return b.failure;
      const keys = b.dnskey.records.length;
      if (b.ds.records.length > 0) return out('signed.pass', b.refs, { apex: b.apex, ds: b.ds.records.length, keys });
      return keys > 0
        ? out('signed.no_ds', b.refs, { apex: b.apex, keys })
        : out('signed.unsigned', b.refs, { apex: b.apex });
    },
  },
  {
    id: 'chain',
    title: 'DNSSEC chain of trust validates',
    outcomes: ['pass', 'broken', 'unknown.unverifiable', ...CHAIN_UNKNOWNS, ...BASIC_UNKNOWNS],
    run(e) {
      const b = basics(e, 'chain');
      if ('failure' in b) return b.failure;
      const refs = chainRefs(e);
      const chain = chainOf(e);
      if (chain === null) return notSigned(e, 'chain', refs);
      const failed = chain.steps.filter((step) => step.status === 'failed');
      if (failed.length > 0) return out('chain.broken', refs, { apex: b.apex, steps: failed });
      const open = chain.steps.filter((step) => step.status === 'unverifiable');
      if (open.length > 0) return out('chain.unknown.unverifiable', refs, { steps: open });
      return out('chain.pass', refs, { steps: chain.steps });
    },
  },
  {
    id: 'signature_validity',
    title: 'Signatures are within their validity period',
    outcomes: ['pass', 'expired', 'not_yet_valid', 'unknown.no_rrsig', ...CHAIN_UNKNOWNS, ...BASIC_UNKNOWNS],
    run(e) {
      const b = basics(e, 'signature_validity');
      if ('failure' in b) return b.failure;
      const refs = chainRefs(e);
      const chain = chainOf(e);
      if (chain === null) return notSigned(e, 'signature_validity', refs);
      const rrsets = [b.dnskey, b.soa, b.ds, ...(e.address ? [e.address] : [])];
      const problems = signatureWindows(rrsets, chain, e.now);
      if (problems.length === 0) {
        const signed = rrsets.filter((rrset) => rrset.signatures.length > 0).length;
        if (signed === 0) return out('signature_validity.unknown.no_rrsig', refs);
        return out('signature_validity.pass', refs, { count: signed });
      }
      const expired = problems.some((p) => p.problem === 'expired');
      return out(expired ? 'signature_validity.expired' : 'signature_validity.not_yet_valid', refs, {
        apex: b.apex,
        problems,
      });
    },
  },
  {
    id: 'algorithms',
    title: 'Signing and digest algorithms are current (RFC 8624)',
    outcomes: [
      'pass',
      'forbidden_algorithm',
      'deprecated_algorithm',
      'forbidden_digest',
      'deprecated_digest',
      'unknown.unsigned',
      ...BASIC_UNKNOWNS,
    ],
    run(e) {
      const b = basics(e, 'algorithms');
      if ('failure' in b) return b.failure;
      const keys = dnskeysOf(b.dnskey);
      const ds = dsOf(b.ds);
      if (keys.length === 0 && ds.length === 0) return out('algorithms.unknown.unsigned', b.refs, { apex: b.apex });
      const problems: AlgorithmProblem[] = [];
      const algorithms = [...new Set([...keys.map((k) => k.algorithm), ...ds.map((d) => d.algorithm)])];
      for (const algorithm of algorithms) {
        const info = SIGNING_ALGORITHMS[algorithm];
        if (info && info.status !== 'current') {
          problems.push({ kind: 'algorithm', name: info.name, number: algorithm, status: info.status });
        }
      }
      const digests = [...new Set(ds.map((d) => d.digestType))];
      // A SHA-1 DS next to a SHA-256 one is harmless: resolvers prefer the stronger (RFC 4509 section 3).
      const strong = digests.some((d) => DS_DIGESTS[d]?.status === 'current');
      for (const digest of digests) {
        const info = DS_DIGESTS[digest];
        if (info && info.status !== 'current' && !(info.status === 'deprecated' && strong)) {
          problems.push({ kind: 'digest', name: info.name, number: digest, status: info.status });
        }
      }
      if (problems.length === 0) {
        return out('algorithms.pass', b.refs, {
          algorithms: algorithms.map(algorithmName),
          digests: digests.map(digestName),
        });
      }
      const [, , code] = PROBLEM_ORDER.find(([kind, status]) =>
        problems.some((p) => p.kind === kind && p.status === status),
      )!;
      return out(code, b.refs, { apex: b.apex, problems });
    },
  },
];
