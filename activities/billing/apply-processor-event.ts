/**
 * What a payment-processor (Stripe) event changes on an account: its plan, its subscription status
 * and the period paid for. Read from the event's own object (Stripe's API reference shapes:
 * `checkout.session`, `subscription`, `invoice`), so processing needs no call back to the processor
 * and gives the same result however often it runs (idempotent: every change sets values, nothing
 * is added to). Events apply in the order they happened, whatever order they arrive in: one older
 * than the newest already applied to the account changes nothing (event-order.ts). Throws ProcessorEventFailure when the event cannot be applied (no account for its
 * customer yet, a price that names no plan): the caller stores the error and retries.
 */
import type { EntityManager } from 'typeorm';
import { findPlan, type PlanId } from '../../core/plans/plan-catalogue.js';
import { isSubscriptionStatus, type SubscriptionStatus } from '../../core/plans/subscription-status.js';
import { BillingCustomer } from '../../db/entities/billing-customer.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { type ActivityOrigin, PROCESSOR_ORIGIN, recordActivity } from '../account-activity/record-activity.js';
import { claimEventOrder } from './event-order.js';
import { applyPlanToHooks, type HookPauseNotice } from './hook-plan-change.js';

export class ProcessorEventFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProcessorEventFailure';
  }
}

/** The event types that change an account; any other is acknowledged and recorded as processed. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export interface ProcessorEventBody {
  id: string;
  type: string;
  /** When the processor created the event (Unix seconds): the order events apply in. */
  created?: unknown;
  data: { object: Record<string, unknown> };
}

type Obj = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const obj = (value: unknown): Obj => (value && typeof value === 'object' ? (value as Obj) : {});
/** An expandable field: the id, or the expanded object's id. */
const idOf = (value: unknown): string | null => str(value) ?? str(obj(value).id);
/** The first element of a Stripe list's `data`. */
const first = (data: unknown): Obj => obj(Array.isArray(data) ? data[0] : undefined);
const epoch = (value: unknown): Date | null =>
  typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000) : null;

/** Statuses after which the paid plan is gone: the account falls back to Free. */
const ENDED: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

export type ApplyOutcome = 'applied' | 'ignored';

/**
 * Who applies the event, for the account's activity log: the processor (its webhook, or the retry
 * workflow), or an admin's retry (the admin's request).
 */
export async function applyProcessorEvent(
  manager: EntityManager,
  event: ProcessorEventBody,
  now: Date,
  origin: ActivityOrigin = PROCESSOR_ORIGIN,
  /** Collects the REST Hook pauses of a downgrade, to be mailed once the transaction commits. */
  hookNotices: HookPauseNotice[] = [],
): Promise<ApplyOutcome> {
  if (!(HANDLED_EVENT_TYPES as readonly string[]).includes(event.type)) return 'ignored';
  const object = obj(event.data?.object);
  const created = event.created;
  if (typeof created !== 'number' || !Number.isSafeInteger(created) || created < 0) {
    throw new ProcessorEventFailure('the event has no created time');
  }
  const applying: Applying = { event, origin, now, hookNotices };
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(manager, object, applying, created);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionChanged(manager, object, applying, created, false);
    case 'customer.subscription.deleted':
      return subscriptionChanged(manager, object, applying, created, true);
    case 'invoice.paid':
      return invoiceSettled(manager, object, applying, created, 'active');
    default:
      return invoiceSettled(manager, object, applying, created, 'past_due');
  }
}

/**
 * True when the account's subscription `subscriptionId` has already ended: Stripe never revives a
 * cancelled subscription, so only a new one (a new checkout) brings a paid plan back, even when an
 * event about the old one carries the same second as its cancellation.
 */
async function hasEnded(manager: EntityManager, customer: BillingCustomer, subscriptionId: string | null) {
  if (!subscriptionId || customer.subscriptionId !== subscriptionId) return false;
  const user = await manager.findOneByOrFail(User, { id: customer.userId });
  return ENDED.has(user.subscriptionStatus);
}

async function checkoutCompleted(
  manager: EntityManager,
  session: Obj,
  applying: Applying,
  created: number,
): Promise<ApplyOutcome> {
  const { now } = applying;
  if (session.mode !== undefined && session.mode !== 'subscription') return 'ignored';
  const metadata = obj(session.metadata);
  const accountId = Number(str(session.client_reference_id) ?? str(metadata.account_id));
  const customerId = idOf(session.customer);
  if (!Number.isInteger(accountId) || accountId <= 0) {
    throw new ProcessorEventFailure('checkout session names no account (client_reference_id)');
  }
  if (!customerId) throw new ProcessorEventFailure('checkout session has no customer');
  const plan = paidPlan(str(metadata.plan));
  const user = await manager.findOneBy(User, { id: accountId });
  if (!user) throw new ProcessorEventFailure(`no account ${accountId} for checkout session ${String(session.id)}`);
  const subscriptionId = idOf(session.subscription);
  const known = await manager.findOneBy(BillingCustomer, { userId: accountId });
  if (known && (await hasEnded(manager, known, subscriptionId))) return 'ignored';
  // The account's first billing row has no order to keep yet; it is created, then claimed.
  if (!known) await saveCustomer(manager, accountId, customerId, {}, now);
  if (!(await claimEventOrder(manager, accountId, created))) return 'ignored';
  await saveCustomer(manager, accountId, customerId, { subscriptionId }, now);
  await changeSubscription(manager, accountId, { plan, subscriptionStatus: 'active' }, applying);
  return 'applied';
}

async function subscriptionChanged(
  manager: EntityManager,
  subscription: Obj,
  applying: Applying,
  created: number,
  deleted: boolean,
): Promise<ApplyOutcome> {
  const { now } = applying;
  const customerId = idOf(subscription.customer);
  const subscriptionId = str(subscription.id);
  const customer = await customerFor(manager, customerId, obj(subscription.metadata), now);
  // An event about a subscription the account has since replaced must not undo the new one.
  if (customer.subscriptionId && subscriptionId && customer.subscriptionId !== subscriptionId && deleted) {
    return 'ignored';
  }
  if (!deleted && (await hasEnded(manager, customer, subscriptionId))) return 'ignored';
  if (!(await claimEventOrder(manager, customer.userId, created))) return 'ignored';
  const rawStatus = deleted ? 'canceled' : str(subscription.status);
  if (!rawStatus || !isSubscriptionStatus(rawStatus)) {
    throw new ProcessorEventFailure(`subscription ${subscriptionId} has an unknown status ${String(rawStatus)}`);
  }
  const item = first(obj(subscription.items).data);
  const periodEnd = epoch(item.current_period_end) ?? epoch(subscription.current_period_end);
  await saveCustomer(manager, customer.userId, customer.customerId, { subscriptionId, periodEnd }, now);
  const status: SubscriptionStatus = rawStatus;
  if (ENDED.has(status)) {
    await changeSubscription(manager, customer.userId, { plan: 'free', subscriptionStatus: status }, applying);
    return 'applied';
  }
  const price = obj(item.price);
  const plan = paidPlan(str(obj(price.metadata).plan) ?? planOfLookupKey(str(price.lookup_key)));
  await changeSubscription(manager, customer.userId, { plan, subscriptionStatus: status }, applying);
  return 'applied';
}

async function invoiceSettled(
  manager: EntityManager,
  invoice: Obj,
  applying: Applying,
  created: number,
  status: 'active' | 'past_due',
): Promise<ApplyOutcome> {
  const { now } = applying;
  const customer = await customerFor(manager, idOf(invoice.customer), obj(invoice.metadata), now);
  if (!(await claimEventOrder(manager, customer.userId, created))) return 'ignored';
  const user = await manager.findOneByOrFail(User, { id: customer.userId });
  // An invoice of a subscription that has ended (or of an account back on Free) changes nothing.
  if (user.plan === 'free' || ENDED.has(user.subscriptionStatus)) return 'ignored';
  const line = first(obj(invoice.lines).data);
  const periodEnd = epoch(obj(line.period).end) ?? epoch(invoice.period_end);
  if (status === 'active' && periodEnd)
    await saveCustomer(manager, customer.userId, customer.customerId, { periodEnd }, now);
  await changeSubscription(manager, customer.userId, { subscriptionStatus: status }, applying);
  return 'applied';
}

interface Applying {
  event: ProcessorEventBody;
  origin: ActivityOrigin;
  now: Date;
  hookNotices: HookPauseNotice[];
}

/**
 * Sets the account's plan and status; a change the owner would notice (plan or status differs)
 * gets its activity entry in the same transaction, naming the event that made it.
 */
async function changeSubscription(
  manager: EntityManager,
  userId: number,
  changes: { plan?: PlanId; subscriptionStatus: SubscriptionStatus },
  applying: Applying,
): Promise<void> {
  const before = await manager.findOneByOrFail(User, { id: userId });
  await manager.update(User, { id: userId }, changes);
  const plan = changes.plan ?? before.plan;
  // The integration follows the plan at once: a downgrade pauses the subscriptions, an upgrade resumes them.
  const paused = await applyPlanToHooks(manager, userId, before.plan, plan, applying.now, applying.origin);
  if (paused) applying.hookNotices.push(paused);
  if (plan === before.plan && changes.subscriptionStatus === before.subscriptionStatus) return;
  const details = {
    from_plan: before.plan,
    to_plan: plan,
    from_status: before.subscriptionStatus,
    to_status: changes.subscriptionStatus,
    processor_event_id: applying.event.id,
    processor_event_type: applying.event.type,
  };
  await recordActivity(manager, userId, 'billing.subscription_changed', applying.origin, details, applying.now);
}

/** `rampart_professional_monthly` -> `professional` (the stand-in's and the operator's price keys). */
function planOfLookupKey(key: string | null): string | null {
  const match = key ? /^rampart_([a-z]+)_(monthly|yearly)$/.exec(key) : null;
  return match?.[1] ?? null;
}

function paidPlan(id: string | null): PlanId {
  const plan = id ? findPlan(id) : undefined;
  if (!plan || plan.id === 'free') throw new ProcessorEventFailure(`the event names no paid plan (${String(id)})`);
  return plan.id;
}

async function customerFor(
  manager: EntityManager,
  customerId: string | null,
  metadata: Obj,
  now: Date,
): Promise<BillingCustomer> {
  if (!customerId) throw new ProcessorEventFailure('the event has no customer');
  const known = await manager.findOneBy(BillingCustomer, { customerId });
  if (known) return known;
  // A subscription made outside our checkout may still carry the account in its metadata.
  const accountId = Number(str(metadata.account_id));
  if (Number.isInteger(accountId) && accountId > 0 && (await manager.findOneBy(User, { id: accountId }))) {
    return saveCustomer(manager, accountId, customerId, {}, now);
  }
  throw new ProcessorEventFailure(`no account for processor customer ${customerId}`);
}

export async function saveCustomer(
  manager: EntityManager,
  userId: number,
  customerId: string,
  changes: { subscriptionId?: string | null; periodEnd?: Date | null },
  now: Date,
): Promise<BillingCustomer> {
  const existing = await manager.findOneBy(BillingCustomer, { userId });
  const row =
    existing ?? manager.create(BillingCustomer, { userId, customerId, subscriptionId: null, currentPeriodEnd: null });
  row.customerId = customerId;
  if (changes.subscriptionId !== undefined && changes.subscriptionId !== null)
    row.subscriptionId = changes.subscriptionId;
  if (changes.periodEnd) row.currentPeriodEnd = changes.periodEnd;
  row.updatedAt = now;
  return manager.save(BillingCustomer, row);
}
