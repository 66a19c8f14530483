/**
 * The dnssec module: is the zone signed, does its chain of trust validate (with node:crypto, from the
 * parent's DS down to the apex SOA and the domain's A records), are the signatures current and the
 * algorithms ones RFC 8624 still recommends. Evidence: the DO-bit answers with their RRSIGs, and the
 * validation steps.
 */
import type { ScannerModule } from '../module.js';
import { chainOf, DNSSEC_CHECKS } from './dnssec.checks.js';
import { collectDnssec, type DnssecEvidence } from './dnssec.collect.js';
import { DNSSEC_FINDINGS, describeStep } from './dnssec.findings.js';

function publish(e: DnssecEvidence): Record<string, unknown> {
  const published: Record<string, unknown> = {};
  for (const lookup of e.apexLookups) published[`dns:SOA:${lookup.name}`] = lookup;
  for (const rrset of [e.dnskey, e.ds, e.soa, e.address, e.parentDnskey]) {
    if (rrset) published[rrset.key] = rrset.lookup;
  }
  const chain = chainOf(e);
  if (chain) {
    // Each step with its sentence, so the chain can be read by hand.
    const steps = chain.steps.map((step) => ({ ...step, detail: describeStep(step) }));
    published['dnssec:chain'] = { apex: e.apex, verdict: chain.verdict, steps, checked_at: e.now };
  }
  return published;
}

export const DNSSEC_MODULE: ScannerModule<DnssecEvidence> = {
  name: 'dnssec',
  collect: collectDnssec,
  publish,
  checks: DNSSEC_CHECKS,
  findings: DNSSEC_FINDINGS,
  // A handful of DO-bit lookups, two rounds deep: well inside this even with slow resolvers.
  timeoutMs: 8000,
};
