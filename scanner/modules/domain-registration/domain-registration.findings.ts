/**
 * Every outcome of the domain_registration module by code (`domain_registration.<check>.<outcome>`,
 * findings.ts). Expiry follows what registrars warn about: an expired domain stops resolving and can
 * be lost (critical), under 30 days there is little time left to fix a failed renewal (high), under
 * 90 days the renewal should be confirmed (medium). A missing transfer lock is low: a transfer still
 * needs the auth code, the lock is defence in depth. The registrar and the DNSSEC delegation are
 * reported, never failed here (the dnssec module scores DNSSEC).
 */
import { defineFindings, each, fail, pass, plural, unknown } from '../findings.js';

const day = (iso: string) => iso.slice(0, 10);
const registrarName = (p: { registrar: string | null }) =>
  p.registrar ? `your registrar (${p.registrar})` : 'your registrar';
const renew = (p: { registrable: string; registrar: string | null }) =>
  `Renew ${p.registrable} with ${registrarName(p)} and turn on automatic renewal with a payment method that will not lapse.`;

type Expiry = { registrable: string; expiration: string; days: number; registrar: string | null };
const expiresSoon = (severity: 'high' | 'medium') =>
  fail<Expiry>({
    summary: (p) => `The registration expires on ${day(p.expiration)}, in ${plural(p.days, 'day')}.`,
    severity,
    finding: (p) =>
      `The registration of ${p.registrable} expires on ${day(p.expiration)}, in ${plural(p.days, 'day')}.`,
    remediation: renew,
  });

export const DOMAIN_REGISTRATION_FINDINGS = defineFindings('domain_registration', {
  ...each(['expiry', 'transfer_lock', 'registrar', 'dnssec_delegation'], {
    'unknown.no_data': unknown<{ reason: string }>((p) => `No registration data: ${p.reason}.`),
  }),
  'expiry.pass': pass<{ expiration: string; days: number }>(
    (p) => `The registration runs until ${day(p.expiration)} (${plural(p.days, 'day')}).`,
  ),
  'expiry.expired': fail<Expiry>({
    summary: (p) => `The registration expired on ${day(p.expiration)}.`,
    severity: 'critical',
    finding: (p) =>
      `The registration of ${p.registrable} expired on ${day(p.expiration)} (${p.days === 0 ? 'today' : `${plural(-p.days, 'day')} ago`}); the domain can stop resolving and be registered by someone else.`,
    remediation: (p) => `${renew(p)} Do it now: after the grace period the name is released.`,
  }),
  'expiry.expires_within_30_days': expiresSoon('high'),
  'expiry.expires_within_90_days': expiresSoon('medium'),
  'expiry.unknown.no_expiration': unknown<{ registrable: string }>(
    (p) => `The registry publishes no expiration date for ${p.registrable}.`,
  ),
  'transfer_lock.pass': pass<{ locks: string[] }>((p) => `Transfer lock set: ${p.locks.join(', ')}.`),
  'transfer_lock.unlocked': fail<{ registrable: string; statuses: string[]; registrar: string | null }>({
    summary: (p) => `No transfer lock among the statuses (${p.statuses.join(', ') || 'none'}).`,
    severity: 'low',
    finding: (p) =>
      `${p.registrable} has no transfer lock (clientTransferProhibited or serverTransferProhibited); its statuses are: ${p.statuses.join(', ') || 'none'}.`,
    remediation: (p) =>
      `Ask ${registrarName(p)} to turn on the registrar lock (clientTransferProhibited); for a critical domain also ask for a registry lock (serverTransferProhibited).`,
  }),
  'transfer_lock.unknown.no_statuses': unknown('The registry publishes no status values for the domain.'),
  'registrar.pass': pass<{ name: string | null; iana_id: string | null }>(
    (p) => `Registered through ${p.name ?? 'a registrar'}${p.iana_id ? ` (IANA Registrar ID ${p.iana_id})` : ''}.`,
  ),
  'registrar.unknown.no_registrar': unknown('The registry answer names no registrar.'),
  'dnssec_delegation.pass': pass<{ records: number }>(
    (p) => `The registry holds a signed delegation (${plural(p.records, 'DS/key record')}).`,
  ),
  'dnssec_delegation.unknown.not_stated': unknown('The registry answer does not say whether the delegation is signed.'),
  'dnssec_delegation.unknown.unsigned': unknown(
    'The registry reports an unsigned delegation; the dnssec module scores DNSSEC, not this check.',
  ),
});
