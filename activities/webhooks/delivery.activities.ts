/**
 * The one activity of a delivery workflow: an attempt. It sends the stored envelope, signed now, and
 * records in one transaction what came back: the attempt row, the delivery's state (retrying, or a
 * dead letter after the fifth failure), and the endpoint's consecutive failures, which disable it at
 * 10; the owner is told by e-mail after that commit. Idempotent per (delivery, attempt): run again
 * after a crash that followed the commit, it returns the recorded outcome without sending again.
 * Named steps, as Svix's worker has them: prepare, call, record (success or failure), after the commit.
 */
import type { EntityManager } from 'typeorm';
import {
  webhookAttempts,
  webhookDeadLetters,
  webhookFirstAttemptLatency,
} from '../../core/metrics/metric-definitions.js';
import {
  WEBHOOK_ATTEMPT_TIMEOUT_MS,
  WEBHOOK_AUTO_DISABLE_AFTER,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RESPONSE_BODY_CAP_BYTES,
  WEBHOOK_SEND_CONCURRENCY,
} from '../../core/webhooks/delivery-rules.js';
import { User } from '../../db/entities/user.entity.js';
import { WebhookAttempt } from '../../db/entities/webhook-attempt.entity.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';
import { isUniqueViolation } from '../../db/errors.js';
import { recordActivity, SYSTEM_ORIGIN } from '../account-activity/record-activity.js';
import type { ActivityDeps } from '../activity-deps.js';
import { activityLog } from '../activity-log.js';
import { currentActivitySignal } from '../activity-signal.js';
import type { WebhookActivities, WebhookAttemptResult } from '../contracts.js';
import { endpointDisabledMail } from './disable-notice.js';
import { hookDisabledMail } from './hook-notices.js';
import { type PostOutcome, postWebhook } from './pinned-post.js';
import { SendSlots } from './send-slots.js';
import { deliveryHeaders } from './signing.js';
import { strandedDeliveryStarts } from './stranded-deliveries.js';
import type { WebhookSettings } from './webhook-settings.js';

/** Why a hook's delivery ended at a 410 (kept on the attempt and the dead letter). */
export const HOOK_TARGET_GONE = 'target answered 410 Gone: the REST Hook subscription was removed';

function outcomeOf(attempt: Pick<WebhookAttempt, 'succeeded' | 'attempt' | 'responseStatus' | 'error'>) {
  const outcome: WebhookAttemptResult['outcome'] = attempt.succeeded
    ? 'succeeded'
    : attempt.attempt >= WEBHOOK_MAX_ATTEMPTS || attempt.error === HOOK_TARGET_GONE
      ? 'failed'
      : 'retry';
  return { outcome, status: attempt.responseStatus, error: attempt.error };
}

/** An attempt ready to send: the delivery, its active endpoint and the endpoint's opened secret. */
interface PreparedAttempt {
  delivery: WebhookDelivery;
  endpoint: WebhookEndpoint;
  secret: string;
}

/** What the receiver answered, and when the request left (the signature's timestamp). */
interface CalledEndpoint {
  attemptedAt: Date;
  answer: PostOutcome;
}

type AttemptRow = Pick<
  WebhookAttempt,
  'deliveryId' | 'attempt' | 'attemptedAt' | 'succeeded' | 'responseStatus' | 'durationMs' | 'responseBody' | 'error'
>;

export function createWebhookActivities(deps: ActivityDeps): WebhookActivities {
  const { db, clock } = deps;
  const slots = new SendSlots(deps.webhooks?.maxConcurrentSends ?? WEBHOOK_SEND_CONCURRENCY);

  async function markDeadLetter(deliveryId: number, reason: string): Promise<void> {
    await db.manager.update(
      WebhookDelivery,
      { id: deliveryId },
      { status: 'failed', failureReason: reason, nextAttemptAt: null, completedAt: clock.now() },
    );
    webhookDeadLetters.inc();
  }

  /**
   * Step 1, prepare: the delivery and its endpoint as they stand, or the attempt's answer without
   * sending (recorded before, delivery finished, endpoint gone or disabled).
   */
  async function prepareAttempt(
    settings: WebhookSettings,
    deliveryId: number,
    attempt: number,
    endpointId: number | undefined,
  ): Promise<PreparedAttempt | WebhookAttemptResult> {
    const delivery = await db.manager.findOneBy(WebhookDelivery, { id: deliveryId });
    if (!delivery) {
      // On Temporal the API starts the workflow inside the transaction that writes the row: a
      // worker may look before the commit. The row is visible once it commits (retry); a delivery
      // whose endpoint is gone was deleted with it: nothing to send, nothing to record.
      if (endpointId !== undefined && (await db.manager.existsBy(WebhookEndpoint, { id: endpointId }))) {
        throw new Error(`webhook delivery ${deliveryId} is not visible yet`);
      }
      return { outcome: 'gone', status: null, error: null };
    }
    const recorded = await db.manager.findOneBy(WebhookAttempt, { deliveryId, attempt });
    if (recorded) return outcomeOf(recorded);
    if (delivery.status === 'succeeded' || delivery.status === 'failed') {
      return { outcome: delivery.status, status: null, error: delivery.failureReason };
    }
    const endpoint = await db.manager.findOneBy(WebhookEndpoint, { id: delivery.endpointId });
    if (!endpoint) return { outcome: 'gone', status: null, error: null };
    if (!endpoint.isActive) {
      // A disabled endpoint gets nothing more; the delivery waits as a dead letter for a redelivery.
      const reason = 'endpoint is disabled';
      await markDeadLetter(deliveryId, reason);
      return { outcome: 'failed', status: null, error: reason };
    }
    const secret = settings.secretBox.open(endpoint.secretEncrypted, endpoint.id);
    return { delivery, endpoint, secret };
  }

  /** Step 2, call: the signed POST, in a send slot, bounded by the attempt timeout. */
  async function callEndpoint(settings: WebhookSettings, prepared: PreparedAttempt): Promise<CalledEndpoint> {
    const { delivery, endpoint, secret } = prepared;
    const body = JSON.stringify(delivery.payload);
    const signal = currentActivitySignal();
    return slots.run(async () => {
      // Signed when it leaves, so the timestamp is fresh however long the slot took.
      const signedAt = clock.now();
      const headers = deliveryHeaders({
        eventId: delivery.eventId,
        eventType: delivery.eventType,
        deliveryId: delivery.id,
        body,
        secret,
        signedAt,
      });
      const posted = await postWebhook(endpoint.url, headers, body, {
        allowList: settings.allowList,
        allowLocalhost: settings.allowLocalhost,
        timeoutMs: settings.attemptTimeoutMs ?? WEBHOOK_ATTEMPT_TIMEOUT_MS,
        bodyCapBytes: WEBHOOK_RESPONSE_BODY_CAP_BYTES,
        signal,
        resolve: settings.resolve,
      });
      return { attemptedAt: signedAt, answer: posted };
    }, signal);
  }

  /** Step 3a, record success (inside the attempt's transaction): the endpoint's failures start over. */
  async function recordSuccess(manager: EntityManager, endpoint: WebhookEndpoint, attemptedAt: Date): Promise<false> {
    await manager.update(
      WebhookEndpoint,
      { id: endpoint.id },
      { consecutiveFailures: 0, lastAttemptAt: attemptedAt, lastSuccessAt: attemptedAt },
    );
    return false;
  }

  /**
   * Step 3b, record failure (inside the attempt's transaction): one more consecutive failure, and the
   * endpoint disabled at the limit. True when this attempt disabled it.
   */
  async function recordFailure(
    manager: EntityManager,
    endpoint: WebhookEndpoint,
    attemptedAt: Date,
    finishedAt: Date,
  ): Promise<boolean> {
    // Counted in SQL: attempts of several deliveries to one endpoint may finish at once.
    await manager
      .createQueryBuilder()
      .update(WebhookEndpoint)
      .set({
        consecutiveFailures: () => 'consecutive_failures + 1',
        lastAttemptAt: attemptedAt,
        lastFailureAt: attemptedAt,
      })
      .where('id = :id', { id: endpoint.id })
      .execute();
    const disabling = await manager
      .createQueryBuilder()
      .update(WebhookEndpoint)
      .set({
        isActive: false,
        disabledAt: finishedAt,
        disabledReason: 'consecutive_failures',
        updatedAt: finishedAt,
      })
      .where('id = :id AND is_active = :active AND consecutive_failures >= :limit', {
        id: endpoint.id,
        active: true,
        limit: WEBHOOK_AUTO_DISABLE_AFTER,
      })
      .execute();
    if ((disabling.affected ?? 0) === 0) return false;
    // The owner's activity log says who turned it off: the service, after the failures.
    const details = {
      webhook_id: endpoint.id,
      url: endpoint.url,
      changes: ['is_active'],
      reason: 'consecutive_failures',
    };
    await recordActivity(manager, endpoint.userId, 'webhook.updated', SYSTEM_ORIGIN, details, finishedAt);
    return true;
  }

  /** Step 3c, a REST Hook's target answered 410 Gone (inside the attempt's transaction): the subscription ends. */
  async function recordTargetGone(
    manager: EntityManager,
    endpoint: WebhookEndpoint,
    attemptedAt: Date,
    finishedAt: Date,
  ): Promise<false> {
    await manager.update(
      WebhookEndpoint,
      { id: endpoint.id },
      {
        isActive: false,
        disabledAt: finishedAt,
        disabledReason: 'target_gone',
        updatedAt: finishedAt,
        lastAttemptAt: attemptedAt,
        lastFailureAt: attemptedAt,
      },
    );
    // The owner's activity log says who ended it: the service, on the target's 410.
    const details = {
      hook_id: endpoint.id,
      event: endpoint.enabledEvents.join(', '),
      target_url: endpoint.url,
      reason: 'target_gone',
    };
    await recordActivity(manager, endpoint.userId, 'hook.unsubscribed', SYSTEM_ORIGIN, details, finishedAt);
    return false;
  }

  /**
   * Step 3, record: in one transaction the attempt row, the delivery's state and the endpoint's
   * (success or failure). Null when another run of this attempt recorded it first.
   */
  async function recordAttempt(
    prepared: PreparedAttempt,
    row: AttemptRow,
    result: WebhookAttemptResult,
    called: CalledEndpoint,
    nextDelayMs: number,
    targetGone: boolean,
  ): Promise<{ disabled: boolean } | { other: WebhookAttemptResult }> {
    const { endpoint } = prepared;
    const { attemptedAt, answer } = called;
    const finishedAt = clock.now();
    try {
      const disabled = await db.transaction(async (manager) => {
        await manager.insert(WebhookAttempt, row);
        await manager.update(
          WebhookDelivery,
          { id: row.deliveryId },
          {
            attemptCount: row.attempt,
            status: result.outcome === 'retry' ? 'retrying' : result.outcome === 'succeeded' ? 'succeeded' : 'failed',
            failureReason: result.outcome === 'failed' ? (targetGone ? HOOK_TARGET_GONE : answer.error) : null,
            nextAttemptAt: result.outcome === 'retry' ? new Date(finishedAt.getTime() + nextDelayMs) : null,
            completedAt: result.outcome === 'retry' ? null : finishedAt,
          },
        );
        if (targetGone) return recordTargetGone(manager, endpoint, attemptedAt, finishedAt);
        return answer.ok
          ? recordSuccess(manager, endpoint, attemptedAt)
          : recordFailure(manager, endpoint, attemptedAt, finishedAt);
      });
      return { disabled };
    } catch (error) {
      // Another run of this attempt recorded it first (a retried activity): its outcome stands.
      if (!isUniqueViolation(error)) throw error;
      const other = await db.manager.findOneByOrFail(WebhookAttempt, {
        deliveryId: row.deliveryId,
        attempt: row.attempt,
      });
      return { other: outcomeOf(other) };
    }
  }

  /** Step 4, after the commit: the metrics, and the owner told by mail when this attempt disabled the endpoint. */
  async function afterRecorded(
    settings: WebhookSettings,
    prepared: PreparedAttempt,
    called: CalledEndpoint,
    result: WebhookAttemptResult,
    attempt: number,
    disabled: boolean,
  ): Promise<void> {
    const { delivery, endpoint } = prepared;
    const { attemptedAt, answer } = called;
    // Counted once the attempt is recorded: a retried activity that finds it recorded counts nothing.
    webhookAttempts.inc({ outcome: result.outcome });
    if (result.outcome === 'failed') webhookDeadLetters.inc();
    if (attempt === 1) {
      webhookFirstAttemptLatency.observe(Math.max(0, (attemptedAt.getTime() - delivery.createdAt.getTime()) / 1000));
    }
    if (disabled && deps.mailer) {
      const owner = await db.manager.findOneBy(User, { id: endpoint.userId });
      if (owner) {
        const mail =
          endpoint.kind === 'hook'
            ? hookDisabledMail(
                owner.email,
                settings.publicBaseUrl,
                { id: endpoint.id, event: endpoint.enabledEvents.join(', '), url: endpoint.url },
                answer.error,
              )
            : endpointDisabledMail(owner.email, settings.publicBaseUrl, {
                id: endpoint.id,
                url: endpoint.url,
                lastError: answer.error,
              });
        // Best effort: the endpoint is disabled either way, and a retried activity would find the
        // attempt recorded and not send the mail again.
        await deps.mailer.send(mail).catch((error: unknown) => {
          activityLog(deps).error(
            { endpointId: endpoint.id, err: String(error) },
            'webhook endpoint disabled; the notice to its owner failed',
          );
        });
      }
    }
  }

  return {
    strandedWebhookDeliveries: (olderThanMs, limit) => strandedDeliveryStarts(deps, olderThanMs, limit),

    async attemptWebhookDelivery(deliveryId, attempt, nextDelayMs, endpointId) {
      const settings = deps.webhooks;
      if (!settings) throw new Error('webhook delivery needs ActivityDeps.webhooks (the secret key and schedule)');
      const prepared = await prepareAttempt(settings, deliveryId, attempt, endpointId);
      if ('outcome' in prepared) return prepared;
      const called = await callEndpoint(settings, prepared);
      const { attemptedAt, answer } = called;
      const row: AttemptRow = {
        deliveryId,
        attempt,
        attemptedAt,
        succeeded: answer.ok,
        responseStatus: answer.status,
        durationMs: answer.durationMs,
        responseBody: answer.body,
        error: answer.error,
      };
      // A REST Hook target that answers 410 Gone has been dropped by its platform (Zapier's REST Hook
      // rule): the subscription ends now, and this delivery is its last (a dead letter, not retried).
      const targetGone = prepared.endpoint.kind === 'hook' && answer.status === 410;
      if (targetGone) row.error = HOOK_TARGET_GONE;
      const result = targetGone ? { ...outcomeOf(row), outcome: 'failed' as const } : outcomeOf(row);
      const recorded = await recordAttempt(prepared, row, result, called, nextDelayMs, targetGone);
      if ('other' in recorded) return recorded.other;
      await afterRecorded(settings, prepared, called, result, attempt, recorded.disabled);
      return result;
    },
  };
}
