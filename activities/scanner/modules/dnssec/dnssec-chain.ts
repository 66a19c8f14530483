/**
 * Validates the chain of trust a domain needs (RFC 4035 section 5), as pure functions over collected
 * RRsets: the parent's DS points at a key of the zone (digest match), that key signs the DNSKEY set,
 * a zone key signs the apex SOA and the domain's A records, and the parent's key signs the DS set.
 * Cryptography only: signature validity periods are judged apart (signatureWindows), so an expired
 * but otherwise sound zone is reported as expired, not as broken.
 */

import { dnskeysOf, dsOf, type RrsetEvidence } from './dnssec.collect.js';
import { algorithmName, digestName } from './dnssec-algorithms.js';
import { canDigest, canVerifyAlgorithm, dsDigest, verifyRrsig } from './dnssec-crypto.js';
import { type DnskeyFields, keyTag, type RrsigFields, signingInput, ZONE_KEY_FLAG } from './dnssec-wire.js';

export type StepStatus = 'ok' | 'failed' | 'unverifiable' | 'skipped';

export interface ChainStep {
  step: 'ds_matches_key' | 'dnskey_signed' | 'soa_signed' | 'a_signed' | 'ds_signed_by_parent';
  status: StepStatus;
  detail: string;
}

export interface ChainInput {
  apex: string;
  ds: RrsetEvidence;
  dnskey: RrsetEvidence;
  soa: RrsetEvidence;
  address: RrsetEvidence | null;
  parentDnskey: RrsetEvidence | null;
}

export interface ChainResult {
  verdict: 'valid' | 'broken' | 'unverifiable';
  steps: ChainStep[];
  /** For each RRset: the RRSIGs that verified (signatureWindows judges their dates). */
  verified: { rrset: string; signatures: RrsigFields[] }[];
}

const describeKey = (key: DnskeyFields) => `key ${keyTag(key)} (${algorithmName(key.algorithm)})`;

/** Verifies an RRset's RRSIGs with candidate keys; `ok` when at least one verifies. */
function verifyRrset(rrset: RrsetEvidence, keys: DnskeyFields[], signer: string) {
  const verified: RrsigFields[] = [];
  let unverifiable = false;
  for (const sig of rrset.signatures) {
    if (sig.signerName !== signer) continue;
    for (const key of keys) {
      if (keyTag(key) !== sig.keyTag || key.algorithm !== sig.algorithm) continue;
      const verdict = verifyRrsig(sig, key, signingInput(sig, rrset.records));
      if (verdict === null) unverifiable = true;
      if (verdict === true) verified.push(sig);
    }
  }
  return { verified, unverifiable };
}

function signatureStep(
  step: ChainStep['step'],
  rrset: RrsetEvidence,
  keys: DnskeyFields[],
  signer: string,
  what: string,
): { step: ChainStep; verified: RrsigFields[] } {
  if (rrset.signatures.length === 0) {
    return { step: { step, status: 'failed', detail: `${what} has no RRSIG.` }, verified: [] };
  }
  const { verified, unverifiable } = verifyRrset(rrset, keys, signer);
  if (verified.length > 0) {
    const by = verified.map((sig) => `key ${sig.keyTag}`).join(', ');
    return { step: { step, status: 'ok', detail: `${what} is signed by ${by}.` }, verified };
  }
  if (unverifiable) {
    const algorithms = [...new Set(rrset.signatures.map((sig) => algorithmName(sig.algorithm)))].join(', ');
    return {
      step: {
        step,
        status: 'unverifiable',
        detail: `${what} is signed with ${algorithms}, which the scanner cannot verify.`,
      },
      verified,
    };
  }
  const tags = rrset.signatures.map((sig) => sig.keyTag).join(', ');
  return {
    step: { step, status: 'failed', detail: `No RRSIG over ${what} (key tags ${tags}) verifies with the zone's keys.` },
    verified,
  };
}

/** DS -> DNSKEY: the zone keys whose digest matches a DS record (RFC 4035 section 5.2). */
function matchDs(apex: string, ds: RrsetEvidence, keys: DnskeyFields[]) {
  const dsRecords = dsOf(ds);
  const matched: DnskeyFields[] = [];
  let usable = 0;
  for (const record of dsRecords) {
    if (!canVerifyAlgorithm(record.algorithm) || !canDigest(record.digestType)) continue;
    usable++;
    for (const key of keys) {
      if (keyTag(key) !== record.keyTag || key.algorithm !== record.algorithm || !(key.flags & ZONE_KEY_FLAG)) continue;
      if (dsDigest(apex, key, record.digestType) === record.digest && !matched.includes(key)) matched.push(key);
    }
  }
  const list = dsRecords.map((r) => `${r.keyTag} ${r.algorithm} ${r.digestType}`).join(', ');
  let step: ChainStep;
  if (matched.length > 0) {
    step = {
      step: 'ds_matches_key',
      status: 'ok',
      detail: `DS ${list} matches ${matched.map(describeKey).join(', ')}.`,
    };
  } else if (usable === 0) {
    const kinds = dsRecords.map((r) => `${algorithmName(r.algorithm)}/${digestName(r.digestType)}`).join(', ');
    step = {
      step: 'ds_matches_key',
      status: 'unverifiable',
      detail: `DS records use ${kinds}, which the scanner cannot check.`,
    };
  } else {
    const published = keys.map(describeKey).join(', ') || 'no DNSKEY at all';
    step = {
      step: 'ds_matches_key',
      status: 'failed',
      detail: `No DNSKEY matches DS ${list}; the zone publishes ${published}.`,
    };
  }
  return { matched, step };
}

export function validateChain(input: ChainInput): ChainResult {
  const steps: ChainStep[] = [];
  const verified: ChainResult['verified'] = [];
  const keys = dnskeysOf(input.dnskey);
  const { matched, step } = matchDs(input.apex, input.ds, keys);
  steps.push(step);
  if (step.status === 'ok') {
    const signedKeys = signatureStep(
      'dnskey_signed',
      input.dnskey,
      matched,
      input.apex,
      `the DNSKEY set of ${input.apex}`,
    );
    steps.push(signedKeys.step);
    verified.push({ rrset: input.dnskey.key, signatures: signedKeys.verified });
    if (signedKeys.step.status === 'ok') {
      const zoneKeys = keys.filter((key) => key.flags & ZONE_KEY_FLAG);
      const targets: [ChainStep['step'], RrsetEvidence | null, string][] = [
        ['soa_signed', input.soa, `the SOA of ${input.apex}`],
        ['a_signed', input.address, `the A records of ${input.address?.owner ?? ''}`],
      ];
      for (const [name, rrset, what] of targets) {
        if (rrset === null) continue;
        const result = signatureStep(name, rrset, zoneKeys, input.apex, what);
        steps.push(result.step);
        verified.push({ rrset: rrset.key, signatures: result.verified });
      }
    }
  }
  steps.push(...parentStep(input, verified));
  const statuses = steps.map((s) => s.status);
  const verdict = statuses.includes('failed') ? 'broken' : statuses.includes('unverifiable') ? 'unverifiable' : 'valid';
  return { verdict, steps, verified };
}

/** The DS set must carry a valid signature from the parent zone, when the parent is signed. */
function parentStep(input: ChainInput, verified: ChainResult['verified']): ChainStep[] {
  const signer = input.ds.signatures[0]?.signerName;
  if (signer === undefined) {
    return [{ step: 'ds_signed_by_parent', status: 'skipped', detail: 'The DS records came without an RRSIG.' }];
  }
  const parentKeys = dnskeysOf(input.parentDnskey).filter((key) => key.flags & ZONE_KEY_FLAG);
  if (parentKeys.length === 0) {
    return [
      { step: 'ds_signed_by_parent', status: 'skipped', detail: `The DNSKEY set of ${signer} could not be read.` },
    ];
  }
  const result = signatureStep('ds_signed_by_parent', input.ds, parentKeys, signer, `the DS set at ${signer}`);
  verified.push({ rrset: input.ds.key, signatures: result.verified });
  return [result.step];
}

export interface WindowProblem {
  rrset: string;
  detail: string;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * RRsets none of whose verified signatures is valid at `now` (RFC 4034 section 3.1.5); an RRset
 * whose signatures did not verify is judged by all its signatures, so dates are still reported.
 */
export function signatureWindows(rrsets: RrsetEvidence[], result: ChainResult, now: number): WindowProblem[] {
  const problems: WindowProblem[] = [];
  for (const rrset of rrsets) {
    const good = result.verified.find((v) => v.rrset === rrset.key)?.signatures ?? [];
    const judged = good.length > 0 ? good : rrset.signatures;
    if (judged.length === 0) continue;
    if (judged.some((sig) => sig.inception <= now && now <= sig.expiration)) continue;
    const sig = judged[0]!;
    const detail =
      sig.expiration < now
        ? `the RRSIG over ${rrset.type} ${rrset.owner} expired at ${iso(sig.expiration)}`
        : `the RRSIG over ${rrset.type} ${rrset.owner} is not valid before ${iso(sig.inception)}`;
    problems.push({ rrset: rrset.key, detail });
  }
  return problems;
}
