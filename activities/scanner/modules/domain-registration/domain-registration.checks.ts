/**
 * The registration checks, pure over the RDAP record. Expiry follows what registrars warn about: an
 * expired domain stops resolving and can be lost (critical), under 30 days there is little time left
 * to fix a failed renewal (high), under 90 days the renewal should be confirmed (medium). A missing
 * transfer lock is low: a transfer still needs the auth code, the lock is defence in depth. The
 * registrar and the DNSSEC delegation are reported, never failed here (the dnssec module scores DNSSEC).
 */
import type { Check, CheckOutcome } from '../module.js';
import type { DomainRegistrationEvidence } from './domain-registration.collect.js';
import { daysUntil, type RdapDomainFacts, transferLocks } from './rdap-domain.js';

export const RDAP_KEY = 'rdap:domain';
export const BOOTSTRAP_KEY = 'rdap:bootstrap';

function keysOf(e: DomainRegistrationEvidence): string[] {
  return [...(e.bootstrap ? [BOOTSTRAP_KEY] : []), ...(e.request ? [RDAP_KEY] : [])];
}

/** Runs `judge` over the facts, or returns unknown with the reason there are none. */
function withFacts(e: DomainRegistrationEvidence, judge: (facts: RdapDomainFacts, keys: string[]) => CheckOutcome) {
  const keys = keysOf(e);
  if (e.facts === null) {
    return {
      status: 'unknown',
      summary: `No registration data: ${e.unavailable ?? 'not asked'}.`,
      evidence: keys,
    } as const;
  }
  return judge(e.facts, keys);
}

const day = (iso: string) => iso.slice(0, 10);

function registrarName(facts: RdapDomainFacts): string {
  return facts.registrar?.name ? `your registrar (${facts.registrar.name})` : 'your registrar';
}

export const DOMAIN_REGISTRATION_CHECKS: Check<DomainRegistrationEvidence>[] = [
  {
    id: 'expiry',
    title: 'Registration does not expire soon',
    run: (e) =>
      withFacts(e, (facts, keys) => {
        if (facts.expiration === null) {
          return {
            status: 'unknown',
            summary: `The registry publishes no expiration date for ${e.registrable}.`,
            evidence: keys,
          };
        }
        const days = daysUntil(facts.expiration, e.checkedAt);
        const renew = `Renew ${e.registrable} with ${registrarName(facts)} and turn on automatic renewal with a payment method that will not lapse.`;
        if (Date.parse(facts.expiration) <= Date.parse(e.checkedAt)) {
          return {
            status: 'fail',
            summary: `The registration expired on ${day(facts.expiration)}.`,
            issue: {
              severity: 'critical',
              finding: `The registration of ${e.registrable} expired on ${day(facts.expiration)} (${-days} days ago); the domain can stop resolving and be registered by someone else.`,
              remediation: `${renew} Do it now: after the grace period the name is released.`,
            },
            evidence: keys,
          };
        }
        if (days < 90) {
          return {
            status: 'fail',
            summary: `The registration expires on ${day(facts.expiration)}, in ${days} days.`,
            issue: {
              severity: days < 30 ? 'high' : 'medium',
              finding: `The registration of ${e.registrable} expires on ${day(facts.expiration)}, in ${days} days.`,
              remediation: renew,
            },
            evidence: keys,
          };
        }
        return {
          status: 'pass',
          summary: `The registration runs until ${day(facts.expiration)} (${days} days).`,
          evidence: keys,
        };
      }),
  },
  {
    id: 'transfer_lock',
    title: 'Domain is locked against transfer',
    run: (e) =>
      withFacts(e, (facts, keys) => {
        if (facts.statuses === null) {
          return {
            status: 'unknown',
            summary: 'The registry publishes no status values for the domain.',
            evidence: keys,
          };
        }
        const locks = transferLocks(facts.statuses);
        if (locks.length > 0)
          return { status: 'pass', summary: `Transfer lock set: ${locks.join(', ')}.`, evidence: keys };
        const shown = facts.statuses.length > 0 ? facts.statuses.join(', ') : 'none';
        return {
          status: 'fail',
          summary: `No transfer lock among the statuses (${shown}).`,
          issue: {
            severity: 'low',
            finding: `${e.registrable} has no transfer lock (clientTransferProhibited or serverTransferProhibited); its statuses are: ${shown}.`,
            remediation: `Ask ${registrarName(facts)} to turn on the registrar lock (clientTransferProhibited); for a critical domain also ask for a registry lock (serverTransferProhibited).`,
          },
          evidence: keys,
        };
      }),
  },
  {
    id: 'registrar',
    title: 'Registrar is identified',
    run: (e) =>
      withFacts(e, (facts, keys) => {
        const registrar = facts.registrar;
        if (registrar === null || (registrar.name === null && registrar.ianaId === null)) {
          return { status: 'unknown', summary: 'The registry answer names no registrar.', evidence: keys };
        }
        const id = registrar.ianaId ? ` (IANA Registrar ID ${registrar.ianaId})` : '';
        return {
          status: 'pass',
          summary: `Registered through ${registrar.name ?? 'a registrar'}${id}.`,
          evidence: keys,
        };
      }),
  },
  {
    id: 'dnssec_delegation',
    title: 'DNSSEC delegation signed (registry view)',
    run: (e) =>
      withFacts(e, (facts, keys) => {
        const secure = facts.secureDns;
        if (secure === null || secure.delegationSigned === null) {
          return {
            status: 'unknown',
            summary: 'The registry answer does not say whether the delegation is signed.',
            evidence: keys,
          };
        }
        if (secure.delegationSigned) {
          const ds = secure.dsRecords + secure.keyRecords;
          return {
            status: 'pass',
            summary: `The registry holds a signed delegation (${ds} DS/key record(s)).`,
            evidence: keys,
          };
        }
        return {
          status: 'unknown',
          summary: 'The registry reports an unsigned delegation; the dnssec module scores DNSSEC, not this check.',
          evidence: keys,
        };
      }),
  },
];
