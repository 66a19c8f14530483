/**
 * The registration checks, pure over the RDAP record. Wording and severities (by time left before
 * expiry; a missing transfer lock is low): domain-registration.findings.ts.
 */
import type { Check, CheckOutcome } from '../module.js';
import type { DomainRegistrationEvidence } from './domain-registration.collect.js';
import { DOMAIN_REGISTRATION_FINDINGS } from './domain-registration.findings.js';
import { daysUntil, type RdapDomainFacts, transferLocks } from './rdap-domain.js';

export const RDAP_KEY = 'rdap:domain';
export const BOOTSTRAP_KEY = 'rdap:bootstrap';

function keysOf(e: DomainRegistrationEvidence): string[] {
  return [...(e.bootstrap ? [BOOTSTRAP_KEY] : []), ...(e.request ? [RDAP_KEY] : [])];
}

const { out } = DOMAIN_REGISTRATION_FINDINGS;
type RegistrationCheck = 'expiry' | 'transfer_lock' | 'registrar' | 'dnssec_delegation';

/** Runs `judge` over the facts, or returns unknown with the reason there are none. */
function withFacts(
  e: DomainRegistrationEvidence,
  check: RegistrationCheck,
  judge: (facts: RdapDomainFacts, keys: string[]) => CheckOutcome,
): CheckOutcome {
  const keys = keysOf(e);
  if (e.facts === null) return out(`${check}.unknown.no_data`, keys, { reason: e.unavailable ?? 'not asked' });
  return judge(e.facts, keys);
}

const NO_DATA = 'unknown.no_data';

export const DOMAIN_REGISTRATION_CHECKS: Check<DomainRegistrationEvidence>[] = [
  {
    id: 'expiry',
    title: 'Registration does not expire soon',
    outcomes: ['pass', 'expired', 'expires_within_30_days', 'expires_within_90_days', 'unknown.no_expiration', NO_DATA],
    run: (e) =>
      withFacts(e, 'expiry', (facts, keys) => {
        const registrable = e.registrable;
        if (facts.expiration === null) return out('expiry.unknown.no_expiration', keys, { registrable });
        const expiration = facts.expiration;
        const days = daysUntil(expiration, e.checkedAt);
        const expiry = { registrable, expiration, days, registrar: facts.registrar?.name ?? null };
        if (Date.parse(expiration) <= Date.parse(e.checkedAt)) return out('expiry.expired', keys, expiry);
        if (days < 30) return out('expiry.expires_within_30_days', keys, expiry);
        if (days < 90) return out('expiry.expires_within_90_days', keys, expiry);
        return out('expiry.pass', keys, { expiration, days });
      }),
  },
  {
    id: 'transfer_lock',
    title: 'Domain is locked against transfer',
    outcomes: ['pass', 'unlocked', 'unknown.no_statuses', NO_DATA],
    run: (e) =>
      withFacts(e, 'transfer_lock', (facts, keys) => {
        if (facts.statuses === null) return out('transfer_lock.unknown.no_statuses', keys);
        const locks = transferLocks(facts.statuses);
        if (locks.length > 0) return out('transfer_lock.pass', keys, { locks });
        return out('transfer_lock.unlocked', keys, {
          registrable: e.registrable,
          statuses: facts.statuses,
          registrar: facts.registrar?.name ?? null,
        });
      }),
  },
  {
    id: 'registrar',
    title: 'Registrar is identified',
    outcomes: ['pass', 'unknown.no_registrar', NO_DATA],
    run: (e) =>
      withFacts(e, 'registrar', (facts, keys) => {
        const registrar = facts.registrar;
        if (registrar === null || (registrar.name === null && registrar.ianaId === null)) {
          return out('registrar.unknown.no_registrar', keys);
        }
        return out('registrar.pass', keys, { name: registrar.name, iana_id: registrar.ianaId });
      }),
  },
  {
    id: 'dnssec_delegation',
    title: 'DNSSEC delegation signed (registry view)',
    outcomes: ['pass', 'unknown.not_stated', 'unknown.unsigned', NO_DATA],
    run: (e) =>
      withFacts(e, 'dnssec_delegation', (facts, keys) => {
        const secure = facts.secureDns;
        if (secure === null || secure.delegationSigned === null)
          return out('dnssec_delegation.unknown.not_stated', keys);
        if (!secure.delegationSigned) return out('dnssec_delegation.unknown.unsigned', keys);
        return out('dnssec_delegation.pass', keys, { records: secure.dsRecords + secure.keyRecords });
      }),
  },
];
