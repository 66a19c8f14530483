/**
 * A plan change and the REST Hook subscriptions (core/hooks/hook-rules.ts): in the transaction that
 * changes the plan, a move to a plan without the automation-platform integration pauses every
 * active subscription (`plan_downgrade`), and a move back resumes the ones it paused. The owner is
 * told of a pause by e-mail once the transaction has committed (`sendHookNotices`).
 */
import type { EntityManager } from 'typeorm';
import { type PlanId, planOf } from '../../core/plans/plan-catalogue.js';
import { User } from '../../db/entities/user.entity.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';
import { type ActivityOrigin, recordActivity } from '../account-activity/record-activity.js';
import { type ActivityLog, activityLog } from '../activity-log.js';
import type { Mailer } from '../mail/mailer.js';
import { hooksPausedByDowngradeMail, type PausedHook } from '../webhooks/hook-notices.js';

export interface HookPauseNotice {
  userId: number;
  planName: string;
  hooks: PausedHook[];
}

/**
 * Pauses or resumes the account's subscriptions for a change from `from` to `to`, each recorded in
 * the account's activity log under `origin` (who changed the plan); a pause is returned to be mailed.
 */
export async function applyPlanToHooks(
  manager: EntityManager,
  userId: number,
  from: PlanId,
  to: PlanId,
  now: Date,
  origin: ActivityOrigin,
): Promise<HookPauseNotice | null> {
  const had = planOf(from).features.automationIntegration;
  const has = planOf(to).features.automationIntegration;
  if (had && !has) {
    const active = await manager.find(WebhookEndpoint, { where: { userId, kind: 'hook', isActive: true } });
    if (active.length === 0) return null;
    await manager.update(
      WebhookEndpoint,
      { userId, kind: 'hook', isActive: true },
      { isActive: false, disabledAt: now, disabledReason: 'plan_downgrade', updatedAt: now },
    );
    const details = { hook_ids: active.map((hook) => hook.id), to_plan: to };
    await recordActivity(manager, userId, 'hook.paused', origin, details, now);
    return {
      userId,
      planName: planOf(to).name,
      hooks: active.map((hook) => ({ id: hook.id, event: hook.enabledEvents.join(', '), url: hook.url })),
    };
  }
  if (!had && has) {
    const paused = await manager.find(WebhookEndpoint, {
      where: { userId, kind: 'hook', disabledReason: 'plan_downgrade' },
      order: { id: 'ASC' },
    });
    if (paused.length === 0) return null;
    await manager.update(
      WebhookEndpoint,
      { userId, kind: 'hook', disabledReason: 'plan_downgrade' },
      { isActive: true, consecutiveFailures: 0, disabledAt: null, disabledReason: null, updatedAt: now },
    );
    const details = { hook_ids: paused.map((hook) => hook.id), to_plan: to };
    await recordActivity(manager, userId, 'hook.resumed', origin, details, now);
  }
  return null;
}

export interface HookNoticeMail {
  mailer: Mailer;
  publicBaseUrl: string;
  /** Where a failed notice is logged: the process's logger (activity-log.ts). */
  log?: ActivityLog;
}

/** Mails each pause to its owner; best effort (the pause stands either way), failures logged. */
export async function sendHookNotices(
  manager: EntityManager,
  notices: readonly HookPauseNotice[],
  mail: HookNoticeMail | undefined,
): Promise<void> {
  if (!mail) return;
  for (const notice of notices) {
    const owner = await manager.findOneBy(User, { id: notice.userId });
    if (!owner) continue;
    await mail.mailer
      .send(hooksPausedByDowngradeMail(owner.email, mail.publicBaseUrl, notice.planName, notice.hooks))
      .catch((error: unknown) => {
        activityLog(mail).error(
          { accountId: notice.userId, err: String(error) },
          'hook subscriptions paused; the notice to their owner failed',
        );
      });
  }
}
