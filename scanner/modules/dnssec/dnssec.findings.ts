/**
 * Every outcome of the dnssec module by code (`dnssec.<check>.<outcome>`, findings.ts), and the
 * sentence for each step of the chain validation (describeStep). Severities: an unsigned zone is
 * medium, because most domains are unsigned and the attack it leaves open (forged answers by an
 * on-path attacker or cache poisoning) takes effort; a signed zone that fails validation or whose
 * signatures are out of date is high, because validating resolvers then refuse to answer for it. A
 * forbidden signing algorithm (RFC 8624 MUST NOT) is high, a deprecated one or a forbidden DS digest
 * medium, a deprecated DS digest (SHA-1) low.
 */
import { defineFindings, each, fail, pass, plural, sentence, unknown } from '../findings.js';
import type { ChainStep, KeyRef, WindowProblem } from './dnssec-chain.js';

/** `the DNSKEY set of x`, `the SOA of x`, `the A records of x`, `the DS set at x`, and its verb. */
function rrsetName(step: Pick<ChainStep, 'type' | 'owner'>): { name: string; is: string } {
  switch (step.type) {
    case 'DNSKEY':
      return { name: `the DNSKEY set of ${step.owner}`, is: 'is' };
    case 'SOA':
      return { name: `the SOA of ${step.owner}`, is: 'is' };
    case 'A':
      return { name: `the A records of ${step.owner}`, is: 'are' };
    case 'DS':
      return { name: `the DS set at ${step.owner}`, is: 'is' };
    default:
      return { name: `the ${step.type} records of ${step.owner}`, is: 'are' };
  }
}

const keyList = (keys: readonly KeyRef[]) => keys.map((k) => `key ${k.tag} (${k.algorithm})`).join(', ');

/** One step of the chain of trust as a sentence: `The A records of example.com are signed by key 4064.` */
export function describeStep(step: ChainStep): string {
  const { name, is } = rrsetName(step);
  const Name = sentence(name);
  switch (step.result) {
    case 'ds_match':
      return `DS ${step.ds.join(', ')} matches ${keyList(step.keys)}.`;
    case 'ds_unsupported':
      return `DS records use ${step.unsupported.join(', ')}, which the scanner cannot check.`;
    case 'ds_mismatch':
      return `No DNSKEY matches DS ${step.ds.join(', ')}; the zone publishes ${keyList(step.keys) || 'no DNSKEY at all'}.`;
    case 'signed':
      return `${Name} ${is} signed by ${step.tags.map((tag) => `key ${tag}`).join(', ')}.`;
    case 'no_rrsig':
      return `${Name} ${is === 'are' ? 'have' : 'has'} no RRSIG.`;
    case 'unsupported_algorithm':
      return `${Name} ${is} signed with ${step.unsupported.join(', ')}, which the scanner cannot verify.`;
    case 'no_valid_rrsig':
      return `No RRSIG over ${name} (key tags ${step.tags.join(', ')}) verifies with the zone's keys.`;
    case 'ds_unsigned':
      return 'The DS records came without an RRSIG.';
    case 'parent_keys_unreadable':
      return `${Name} could not be read.`;
  }
}

const steps = (p: { steps: ChainStep[] }) => p.steps.map(describeStep).join(' ');

const windows = (p: { problems: WindowProblem[] }) =>
  p.problems
    .map((w) =>
      w.problem === 'expired'
        ? `the RRSIG over ${w.type} ${w.owner} expired at ${w.at}`
        : `the RRSIG over ${w.type} ${w.owner} is not valid before ${w.at}`,
    )
    .join('; ');
const outsideWindow = fail<{ apex: string; problems: WindowProblem[] }>({
  summary: (p) => `Signatures outside their validity period: ${windows(p)}.`,
  severity: 'high',
  finding: (p) =>
    `DNSSEC signatures of ${p.apex} are outside their validity period (${windows(p)}); validating resolvers reject them and the domain stops resolving for their users.`,
  remediation: 'Re-sign the zone and make sure automatic re-signing runs well before signatures expire.',
});

/** One algorithm or digest RFC 8624 advises against. */
export type AlgorithmProblem = {
  kind: 'algorithm' | 'digest';
  name: string;
  number: number;
  status: 'deprecated' | 'forbidden';
};
const algorithmProblems = (p: { problems: AlgorithmProblem[] }) =>
  p.problems
    .map((a) =>
      a.kind === 'algorithm'
        ? `${a.name} (${a.number}) is ${a.status} for signing`
        : `DS digest ${a.name} (${a.number}) is ${a.status}`,
    )
    .join('; ');
const oldAlgorithms = (severity: 'high' | 'medium' | 'low') =>
  fail<{ apex: string; problems: AlgorithmProblem[] }>({
    summary: (p) => `${algorithmProblems(p)}.`,
    severity,
    finding: (p) =>
      `${p.apex} uses deprecated DNSSEC algorithms: ${algorithmProblems(p)}. Validators increasingly treat such zones as unsigned.`,
    remediation:
      'Roll the zone to ECDSAP256SHA256 (13) or ED25519 (15) with an algorithm rollover, and publish DS records with SHA-256 digests.',
  });

export const DNSSEC_FINDINGS = defineFindings('dnssec', {
  ...each(['signed', 'chain', 'signature_validity', 'algorithms'], {
    'unknown.not_evaluated': unknown<{ problem: string }>((p) => `Not evaluated: ${p.problem}.`),
    'unknown.lookup_failed': unknown<{ type: string; error: string }>(
      (p) => `The ${p.type} lookup failed (${p.error}).`,
    ),
  }),
  ...each(['chain', 'signature_validity'], {
    'unknown.signatures_stripped': unknown(
      'Not evaluated: the resolver returned no RRSIG records at all, so signatures cannot be checked.',
    ),
    'unknown.no_ds': unknown<{ apex: string }>(
      (p) => `Not evaluated: ${p.apex} has no DS record at its parent, so there is no chain to validate.`,
    ),
  }),
  'signed.pass': pass<{ apex: string; ds: number; keys: number }>(
    (p) => `The parent publishes ${plural(p.ds, 'DS record')} for ${p.apex}; the zone has ${plural(p.keys, 'DNSKEY')}.`,
  ),
  'signed.unsigned': fail<{ apex: string }>({
    summary: (p) => `${p.apex} is not signed.`,
    severity: 'medium',
    finding: (p) =>
      `${p.apex} is not signed with DNSSEC (no DNSKEY at the apex, no DS at the parent), so resolvers cannot detect forged answers for it.`,
    remediation:
      'Enable DNSSEC signing at your DNS provider, then publish the DS record it gives you through your registrar.',
  }),
  'signed.no_ds': fail<{ apex: string; keys: number }>({
    summary: (p) => `${p.apex} publishes DNSKEYs but its parent has no DS record.`,
    severity: 'medium',
    finding: (p) =>
      `${p.apex} is signed (${plural(p.keys, 'DNSKEY record')}) but its parent zone publishes no DS record, so no resolver can validate its answers.`,
    remediation:
      'Submit the DS record of your key-signing key to your registrar (or enable automatic DS publication via CDS/CDNSKEY).',
  }),
  'chain.pass': pass<{ steps: ChainStep[] }>((p) => `DS, DNSKEY and signatures validate: ${steps(p)}`),
  'chain.broken': fail<{ apex: string; steps: ChainStep[] }>({
    summary: steps,
    severity: 'high',
    finding: (p) =>
      `DNSSEC validation of ${p.apex} fails: ${steps(p)} Validating resolvers treat its answers as bogus and refuse to resolve it.`,
    remediation:
      'Re-sign the zone with the keys it publishes, and make the DS record at your registrar match the current key-signing key (remove stale DS records).',
  }),
  'chain.unknown.unverifiable': unknown<{ steps: ChainStep[] }>(steps),
  'signature_validity.pass': pass<{ count: number }>((p) =>
    p.count === 1
      ? 'The one signed RRset has a signature valid now.'
      : `Every signed RRset (${p.count}) has a signature valid now.`,
  ),
  'signature_validity.expired': outsideWindow,
  'signature_validity.not_yet_valid': outsideWindow,
  'signature_validity.unknown.no_rrsig': unknown('No RRSIG was returned, so no validity period can be judged.'),
  'algorithms.pass': pass<{ algorithms: string[]; digests: string[] }>(
    (p) => `Algorithms in use: ${p.algorithms.join(', ')}; DS digests ${p.digests.join(', ') || 'none'}.`,
  ),
  'algorithms.forbidden_algorithm': oldAlgorithms('high'),
  'algorithms.deprecated_algorithm': oldAlgorithms('medium'),
  'algorithms.forbidden_digest': oldAlgorithms('medium'),
  'algorithms.deprecated_digest': oldAlgorithms('low'),
  'algorithms.unknown.unsigned': unknown<{ apex: string }>((p) => `Not evaluated: ${p.apex} is not signed.`),
});
