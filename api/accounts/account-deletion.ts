/**
 * `DELETE /v1/account`, up to the point where the deletion workflow takes over. In order:
 * re-authentication; the subscription cancelled at the processor (a processor that cannot be
 * reached refuses the deletion with a 503 and changes nothing: the owner must not be charged for an
 * account that is gone); then one transaction that locks the account out for good (every session
 * and JWT revoked, the API key replaced by one nobody knows, password and Google link removed, the
 * address freed, webhook endpoints disabled) and records the `account-deletion-…` workflow; after
 * it, the monitoring schedules stop and the account's running workflows are cancelled. The workflow
 * (workflows/account-deletion.workflow.ts) deletes the rows in batches.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { runningAccountRunIds } from '../../activities/accounts/account-runs.js';
import { BillingCustomer } from '../../db/entities/billing-customer.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';
import { stopMonitoring } from '../../workflows/monitoring-schedules.js';
import type { Orchestrator } from '../../workflows/orchestrator.js';
import { verifyPassword } from '../auth/passwords.js';
import { revokeUserSessions } from '../auth/session.service.js';
import type { AuthenticatedPrincipal } from '../auth/strategies.js';
import { stripeClientFor } from '../billing/stripe-client.js';
import type { AppContext } from '../context.js';
import { badRequest, forbidden, serviceUnavailable } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';

/** Subscription statuses that still bill (or may bill again) at the processor. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

export function accountDeletionWorkflowId(user: Pick<User, 'id' | 'createdAt'>): string {
  const suffix = createHash('sha256').update(`${user.id}:${user.createdAt.getTime()}`).digest('hex').slice(0, 8);
  return `account-deletion-${user.id}-${suffix}`;
}

/** The address a deleted account's row carries until the row itself goes (the real one is free at once). */
export function deletedAddress(userId: number): string {
  return `deleted-account-${userId}@deleted.invalid`;
}

/**
 * The password, or a sign-in (session or its JWT) at most `minutes` old. API keys never count: a
 * key is a long-lived credential a script holds, not proof that the owner is present.
 */
export async function assertReauthenticated(
  principal: AuthenticatedPrincipal,
  currentPassword: string | undefined,
  now: Date,
  minutes: number,
): Promise<void> {
  if (currentPassword !== undefined) {
    if (!principal.user.passwordHash || !(await verifyPassword(currentPassword, principal.user.passwordHash))) {
      throw badRequest(ERRORS.badRequest.wrongCurrentPassword);
    }
    return;
  }
  const session = principal.session;
  if (session && now.getTime() - session.createdAt.getTime() <= minutes * 60_000) return;
  throw forbidden(ERRORS.forbidden.reauthenticationRequired(minutes));
}

/** Cancels the account's subscription at the processor now (not at the period's end). */
async function cancelSubscription(ctx: AppContext, log: FastifyBaseLogger, user: User): Promise<void> {
  const billing = await ctx.db.getRepository(BillingCustomer).findOneBy({ userId: user.id });
  if (!billing?.subscriptionId || ENDED.has(user.subscriptionStatus)) return;
  const stripe = stripeClientFor(ctx.config);
  if (!stripe) throw serviceUnavailable(ERRORS.serviceUnavailable.billingNotConfigured);
  try {
    await stripe.subscriptions.cancel(billing.subscriptionId, undefined, {
      idempotencyKey: `rampart-account-deletion-${user.id}-${billing.subscriptionId}`,
    });
  } catch (error) {
    // Already gone at the processor: nothing left to bill.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return;
    log.error({ err: error, accountId: user.id }, 'could not cancel the subscription of an account being deleted');
    throw serviceUnavailable(ERRORS.serviceUnavailable.processorUnreachable);
  }
}

export interface DeletionStarted {
  workflowId: string;
  cancelledRuns: number;
  stoppedSchedules: number;
}

export async function startAccountDeletion(
  ctx: AppContext,
  orchestrator: Orchestrator,
  log: FastifyBaseLogger,
  user: User,
): Promise<DeletionStarted> {
  await cancelSubscription(ctx, log, user);
  const now = ctx.clock.now();
  const workflowId = accountDeletionWorkflowId(user);
  const domains = await ctx.db
    .getRepository(MonitoredDomain)
    .find({ where: { userId: user.id }, select: { id: true } });
  const start = await ctx.db.transaction(async (manager) => {
    // Conditional on the account still being open: a second request that raced this one (a double
    // click) finds it closed and changes nothing, answering with the same deletion.
    const closed = await manager.update(
      User,
      { id: user.id, isActive: true },
      {
        isActive: false,
        email: deletedAddress(user.id),
        passwordHash: null,
        googleSubject: null,
        // A key derived from a nonce nobody holds: the old key stops matching at once.
        apiKeyNonce: randomBytes(32).toString('hex'),
        apiKeyHash: randomBytes(32).toString('hex'),
        subscriptionStatus: ENDED.has(user.subscriptionStatus) ? user.subscriptionStatus : 'canceled',
      },
    );
    if ((closed.affected ?? 0) === 0) return () => undefined;
    await revokeUserSessions(manager, user.id, now);
    await manager.update(
      WebhookEndpoint,
      { userId: user.id, isActive: true },
      { isActive: false, disabledAt: now, disabledReason: 'account_deleted', updatedAt: now },
    );
    return orchestrator.enqueue(
      manager,
      'accountDeletionWorkflow',
      workflowId,
      { userId: user.id },
      {
        kind: 'account_deletion',
        domains: [],
        accountId: user.id,
      },
    );
  });
  start();
  let stoppedSchedules = 0;
  for (const domain of domains) {
    try {
      if (await stopMonitoring(orchestrator.schedules, domain.id)) stoppedSchedules += 1;
    } catch (error) {
      // The workflow removes the embedded schedule rows too; a Temporal schedule left behind finds no domain.
      log.warn({ err: error, domainId: domain.id }, "could not stop the schedule of a deleted account's domain");
    }
  }
  const runIds = await runningAccountRunIds(ctx.db.manager, user.id);
  const cancelledRuns = await orchestrator.cancelAccountRuns(user.id, runIds);
  return { workflowId, cancelledRuns, stoppedSchedules };
}
