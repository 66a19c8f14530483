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

/** What one step found; dnssec.findings.ts describeStep words it. */
export type StepResult =
  | 'ds_match'
  | 'ds_unsupported'
  | 'ds_mismatch'
  | 'signed'
  | 'no_rrsig'
  | 'unsupported_algorithm'
  | 'no_valid_rrsig'
  | 'ds_unsigned'
  | 'parent_keys_unreadable';

/** A DNSKEY by tag and algorithm name. */
export type KeyRef = { tag: number; algorithm: string };

export type ChainStep = {
  step: 'ds_matches_key' | 'dnskey_signed' | 'soa_signed' | 'a_signed' | 'ds_signed_by_parent';
  status: StepStatus;
  result: StepResult;
  /** The RRset the step is about (DS, DNSKEY, SOA, A) and its owner; for the parent step, the signing zone. */
  type: string;
  owner: string;
  /** Key tags: the keys that signed (signed), or the tags of RRSIGs that did not verify (no_valid_rrsig). */
  tags: number[];
  /** DS records (`tag algorithm digest-type`), and the keys they matched or the zone publishes. */
  ds: string[];
  keys: KeyRef[];
  /** Algorithm (and digest) names the scanner cannot verify. */
  unsupported: string[];
};

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

const keyRef = (key: DnskeyFields): KeyRef => ({ tag: keyTag(key), algorithm: algorithmName(key.algorithm) });

function chainStep(
  step: ChainStep['step'],
  status: StepStatus,
  result: StepResult,
  about: { type: string; owner: string },
  values: Partial<Pick<ChainStep, 'tags' | 'ds' | 'keys' | 'unsupported'>> = {},
): ChainStep {
  return { step, status, result, ...about, tags: [], ds: [], keys: [], unsupported: [], ...values };
}

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
  about: { type: string; owner: string },
): { step: ChainStep; verified: RrsigFields[] } {
  if (rrset.signatures.length === 0) return { step: chainStep(step, 'failed', 'no_rrsig', about), verified: [] };
  const { verified, unverifiable } = verifyRrset(rrset, keys, signer);
  if (verified.length > 0) {
    const tags = verified.map((sig) => sig.keyTag);
    return { step: chainStep(step, 'ok', 'signed', about, { tags }), verified };
  }
  if (unverifiable) {
    const unsupported = [...new Set(rrset.signatures.map((sig) => algorithmName(sig.algorithm)))];
    return { step: chainStep(step, 'unverifiable', 'unsupported_algorithm', about, { unsupported }), verified };
  }
  const tags = rrset.signatures.map((sig) => sig.keyTag);
  return { step: chainStep(step, 'failed', 'no_valid_rrsig', about, { tags }), verified };
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
  const dsList = dsRecords.map((r) => `${r.keyTag} ${r.algorithm} ${r.digestType}`);
  const about = { type: 'DS', owner: apex };
  let step: ChainStep;
  if (matched.length > 0) {
    step = chainStep('ds_matches_key', 'ok', 'ds_match', about, { ds: dsList, keys: matched.map(keyRef) });
  } else if (usable === 0) {
    const unsupported = dsRecords.map((r) => `${algorithmName(r.algorithm)}/${digestName(r.digestType)}`);
    step = chainStep('ds_matches_key', 'unverifiable', 'ds_unsupported', about, { ds: dsList, unsupported });
  } else {
    step = chainStep('ds_matches_key', 'failed', 'ds_mismatch', about, { ds: dsList, keys: keys.map(keyRef) });
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
    const signedKeys = signatureStep('dnskey_signed', input.dnskey, matched, input.apex, {
      type: 'DNSKEY',
      owner: input.apex,
    });
    steps.push(signedKeys.step);
    verified.push({ rrset: input.dnskey.key, signatures: signedKeys.verified });
    if (signedKeys.step.status === 'ok') {
      const zoneKeys = keys.filter((key) => key.flags & ZONE_KEY_FLAG);
      const targets: [ChainStep['step'], RrsetEvidence | null, string, string][] = [
        ['soa_signed', input.soa, 'SOA', input.apex],
        ['a_signed', input.address, 'A', input.address?.owner ?? ''],
      ];
      for (const [name, rrset, type, owner] of targets) {
        if (rrset === null) continue;
        const result = signatureStep(name, rrset, zoneKeys, input.apex, { type, owner });
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
    return [chainStep('ds_signed_by_parent', 'skipped', 'ds_unsigned', { type: 'DS', owner: input.apex })];
  }
  const parentKeys = dnskeysOf(input.parentDnskey).filter((key) => key.flags & ZONE_KEY_FLAG);
  if (parentKeys.length === 0) {
    return [chainStep('ds_signed_by_parent', 'skipped', 'parent_keys_unreadable', { type: 'DNSKEY', owner: signer })];
  }
  const result = signatureStep('ds_signed_by_parent', input.ds, parentKeys, signer, { type: 'DS', owner: signer });
  verified.push({ rrset: input.ds.key, signatures: result.verified });
  return [result.step];
}

export type WindowProblem = {
  rrset: string;
  type: string;
  owner: string;
  /** `expired` at the RRSIG's expiration, or `not_yet_valid` before its inception (ISO 8601). */
  problem: 'expired' | 'not_yet_valid';
  at: string;
};

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
    const expired = sig.expiration < now;
    problems.push({
      rrset: rrset.key,
      type: rrset.type,
      owner: rrset.owner,
      problem: expired ? 'expired' : 'not_yet_valid',
      at: iso(expired ? sig.expiration : sig.inception),
    });
  }
  return problems;
}
