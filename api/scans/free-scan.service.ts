/**
 * The free public scan (docs/api-contract.md "Scanning"): who may ask, how often, and what they get back.
 *
 * Authorization attestation, checked in this order:
 *   1. no `authorization` object, or `attested` not true        -> 403 (docs/api-contract.md "Errors")
 *   2. attested, but `basis` missing                              -> 422 (a missing field)
 *   3. attested, `basis` a string outside the three allowed ones  -> 400 (docs/api-contract.md "Errors" lists
 *      a bad enum value under 400; mistyped fields were already a 422 from the schema)
 * Then 5 scans per hour per IP address, counted only for requests that got that far and named a
 * scannable target; the quick assessment (4 modules) runs; no quota is consumed. Unlike the
 * request-rate windows (rate-subject.ts), loopback callers are counted here too: behind a proxy
 * that does not pass client addresses on, one shared budget of scans is the safe failure, free
 * scanning without limit the unsafe one.
 */

import { type Static, Type } from '@sinclair/typebox';
import { type Clock, systemClock } from '../../core/clock.js';
import { planOf } from '../../core/plans/plan-catalogue.js';
import { QUICK_MODULES } from '../../core/scan-model/module-names.js';
import { badRequest, forbidden, invalidField, rateLimited } from '../errors/api-error.js';
import { ERRORS, FIELD_MESSAGES } from '../errors/error-catalogue.js';
import type { CounterStores } from '../rate-limit/counter-stores.js';
import type { RateWindow } from '../rate-limit/rate-windows.js';
import { WindowCounters, type WindowState } from '../rate-limit/window-counters.js';

export const AUTHORIZATION_BASES = ['owner', 'written_authorization', 'authorized_agent'] as const;
export type AuthorizationBasis = (typeof AUTHORIZATION_BASES)[number];

export const FREE_SCANS_PER_HOUR = 5;
export const TOP_ISSUES = 3;

const DomainField = Type.String({ maxLength: 300 });

/**
 * The request, written once: the route validates with these schemas and the types come from them.
 * Everything is optional here; what is missing is judged by the rules above (403, 422, 400).
 */
export const FreeScanBody = Type.Object({
  domain: Type.Optional(DomainField),
  authorization: Type.Optional(
    Type.Object({
      attested: Type.Optional(Type.Boolean()),
      basis: Type.Optional(Type.String({ description: 'owner, written_authorization or authorized_agent' })),
    }),
  ),
});
export type FreeScanBody = Static<typeof FreeScanBody>;

/** The domain may come in the query instead. */
export const FreeScanQuery = Type.Object({ domain: Type.Optional(DomainField) });
export type FreeScanQuery = Static<typeof FreeScanQuery>;

export const FREE_SCAN_MODULES = QUICK_MODULES;

/** The domain from the body, else the query; 422 when neither names one. */
export function requestedDomain(body: FreeScanBody | undefined, query: FreeScanQuery): string {
  const domain = body?.domain ?? query.domain;
  if (domain === undefined || domain.trim() === '') throw invalidField('domain', FIELD_MESSAGES.required);
  return domain;
}

/** Throws the 403, 422 or 400 of the attestation rules above; returns the basis when all is well. */
export function checkAttestation(body: FreeScanBody | undefined): AuthorizationBasis {
  const authorization = body?.authorization;
  if (!authorization || authorization.attested !== true) throw forbidden(ERRORS.forbidden.freeScanAttestation);
  const basis = authorization.basis;
  if (basis === undefined) throw invalidField('authorization.basis', FIELD_MESSAGES.required);
  if (!(AUTHORIZATION_BASES as readonly string[]).includes(basis)) {
    throw badRequest(ERRORS.badRequest.invalidAuthorizationBasis(basis, AUTHORIZATION_BASES));
  }
  return basis as AuthorizationBasis;
}

const FREE_SCAN_WINDOW: RateWindow = {
  name: 'hour',
  seconds: 3600,
  per: 'per hour',
  limitOf: () => FREE_SCANS_PER_HOUR,
  statedLimitOf: () => FREE_SCANS_PER_HOUR,
};

/** 5 free scans per hour per IP address, in the same store as the request-rate windows. */
export class FreeScanAllowance {
  private readonly counters: WindowCounters;

  constructor(
    stores: CounterStores,
    private readonly clock: Clock = systemClock,
    window: RateWindow = FREE_SCAN_WINDOW,
  ) {
    this.counters = new WindowCounters(stores, [window], 'free_scan', clock, false);
  }

  /** Takes one scan for `ip`; the state is for the x-ratelimit headers, the error for a 429. */
  async take(ip: string, upgradeUrl: string): Promise<{ state: WindowState; error?: ReturnType<typeof rateLimited> }> {
    // The window's limit is fixed, so the tier passed (an anonymous caller's) is not read.
    const decision = await this.counters.consume(`ip:${ip}`, planOf('free').rate);
    if (decision.allowed) return { state: decision.tightest };
    const { exceeded } = decision;
    const wording = ERRORS.tooManyRequests.freeScan(exceeded.limit, exceeded.window.per);
    const retryAfterSeconds = (exceeded.resetAtMs - this.clock.now().getTime()) / 1000;
    return { state: exceeded, error: rateLimited(wording, retryAfterSeconds, upgradeUrl) };
  }
}
