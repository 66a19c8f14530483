/**
 * Writing the account activity log. Every caller passes the EntityManager of the transaction that
 * makes the change, so the entry commits with it or not at all (a failed change leaves no entry; a
 * committed change always has one). `ActivityOrigin` says who and from where: the API builds it
 * from the request (api/accounts/activity-origin.ts), activities use SYSTEM_ORIGIN or PROCESSOR_ORIGIN.
 */
import type { EntityManager } from 'typeorm';
import {
  ACTIVITY_IP_MAX,
  ACTIVITY_REQUEST_ID_MAX,
  ACTIVITY_USER_AGENT_MAX,
  type AccountActivityActor,
  type AccountActivityDetails,
  type AccountActivityType,
} from '../../core/account-activity/activity-types.js';
import { AccountActivity } from '../../db/entities/account-activity.entity.js';

export interface ActivityOrigin {
  actor: AccountActivityActor;
  ipAddress: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** The service itself (a scheduled re-check): no request, no address. */
export const SYSTEM_ORIGIN: Readonly<ActivityOrigin> = Object.freeze({
  actor: 'system',
  ipAddress: null,
  userAgent: null,
  requestId: null,
});

/** A payment-processor event applied by the webhook or its retry workflow. */
export const PROCESSOR_ORIGIN: Readonly<ActivityOrigin> = Object.freeze({
  actor: 'processor',
  ipAddress: null,
  userAgent: null,
  requestId: null,
});

const cut = (value: string | null, max: number): string | null => (value === null ? null : value.slice(0, max));

export async function recordActivity(
  manager: EntityManager,
  userId: number,
  type: AccountActivityType,
  origin: ActivityOrigin,
  details: AccountActivityDetails,
  now: Date,
): Promise<AccountActivity> {
  const row = manager.create(AccountActivity, {
    userId,
    type,
    actor: origin.actor,
    ipAddress: cut(origin.ipAddress, ACTIVITY_IP_MAX),
    userAgent: cut(origin.userAgent, ACTIVITY_USER_AGENT_MAX),
    requestId: cut(origin.requestId, ACTIVITY_REQUEST_ID_MAX),
    details,
    createdAt: now,
  });
  return manager.save(AccountActivity, row);
}

/**
 * What a sign-in from `ipAddress` is to this account, asked before its own entry is written:
 * `first` (the account never signed in within the kept 90 days), `known` (it signed in from this
 * address before), or `new` (it signed in before, never from here: the owner gets a mail).
 */
export async function signInAddressKind(
  manager: EntityManager,
  userId: number,
  ipAddress: string | null,
): Promise<'first' | 'known' | 'new'> {
  const earlier = await manager.findOne(AccountActivity, {
    select: { id: true },
    where: { userId, type: 'auth.sign_in' },
  });
  if (!earlier) return 'first';
  if (ipAddress === null) return 'known';
  const fromHere = await manager.findOne(AccountActivity, {
    select: { id: true },
    where: { userId, type: 'auth.sign_in', ipAddress: cut(ipAddress, ACTIVITY_IP_MAX) as string },
  });
  return fromHere ? 'known' : 'new';
}
