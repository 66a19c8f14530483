/**
 * REST Hook subscriptions for the routes (docs/integrations.md): rows of `webhook_endpoints` of kind
 * `hook` (core/hooks/hook-rules.ts), scoped to the caller's account. They take no endpoint slot and
 * the webhook routes never see them; a target that answered 410 (`target_gone`) is unsubscribed and
 * no longer listed.
 */
import { type EntityManager, IsNull, Not, Or } from 'typeorm';
import { type ActivityOrigin, recordActivity } from '../../activities/account-activity/record-activity.js';
import { newSigningSecret, SecretBox } from '../../activities/webhooks/secret-box.js';
import type { HookEventType } from '../../core/events/event-types.js';
import { HOOK_SUBSCRIPTION_LIMIT, type HookFilters } from '../../core/hooks/hook-rules.js';
import { webhookUrlProblem } from '../../core/webhooks/webhook-url.js';
import type { User } from '../../db/entities/user.entity.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';
import { DomainNameError, normalizeDomain } from '../../scanner/domain/normalize-domain.js';
import type { AppContext } from '../context.js';
import { badRequest, invalidField, notFound } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { checkClientField, checkClientParam } from '../monitoring/client-ownership.js';
import { insertSealedEndpoint } from '../webhooks/insert-endpoint.js';

export interface HookInput {
  target_url: string;
  event: HookEventType;
  filters?: HookFilters;
}

/** Listed and counted: every hook but the ones a 410 unsubscribed. */
const LISTED = { kind: 'hook' as const, disabledReason: Or(IsNull(), Not('target_gone')) };

/** The canonical name (as monitored and scanned), or the 400 the scan endpoints give for a bad one. */
export function domainFilter(raw: string): string {
  try {
    return normalizeDomain(raw);
  } catch (error) {
    if (error instanceof DomainNameError) throw badRequest(error.message);
    throw error;
  }
}

export class HooksService {
  private readonly box: SecretBox;

  constructor(private readonly ctx: AppContext) {
    this.box = new SecretBox(ctx.secrets.webhookSecretKey);
  }

  /**
   * Filters as stored: the domain canonical, the client the caller's, min_severity only on alerts.
   * Another account's client is the 422 of `filters.client_id` in a subscription's body, and the
   * 404 `Client not found` of the feeds' `client_id` query parameter (as the portfolio's filters).
   */
  async checkFilters(
    manager: EntityManager,
    userId: number,
    event: HookEventType,
    raw: HookFilters = {},
    from: 'body' | 'query' = 'body',
  ) {
    const filters: HookFilters = {};
    if (raw.domain !== undefined) filters.domain = domainFilter(raw.domain);
    if (raw.client_id !== undefined) {
      if (from === 'body') await checkClientField(manager, userId, 'filters.client_id', raw.client_id);
      else await checkClientParam(manager, userId, raw.client_id);
      filters.client_id = raw.client_id;
    }
    if (raw.min_severity !== undefined) {
      if (event !== 'alert.triggered') throw badRequest(ERRORS.badRequest.hookFilterNotForEvent);
      filters.min_severity = raw.min_severity;
    }
    return filters;
  }

  async subscribe(
    user: User,
    input: HookInput,
    origin: ActivityOrigin,
  ): Promise<{ hook: WebhookEndpoint; secret: string }> {
    const problem = webhookUrlProblem(input.target_url);
    if (problem) throw invalidField('target_url', problem);
    const secret = newSigningSecret();
    const hook = await this.ctx.db.transaction(async (manager) => {
      // The account's row held on MySQL, so two subscribes cannot both pass the limit.
      if (this.ctx.db.options.type === 'mysql') {
        await manager.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [user.id]);
      }
      if ((await manager.countBy(WebhookEndpoint, { userId: user.id, ...LISTED })) >= HOOK_SUBSCRIPTION_LIMIT) {
        throw badRequest(ERRORS.badRequest.hookLimitReached(HOOK_SUBSCRIPTION_LIMIT));
      }
      const filters = await this.checkFilters(manager, user.id, input.event, input.filters);
      const now = this.ctx.clock.now();
      const row = await insertSealedEndpoint(
        manager,
        this.box,
        secret,
        {
          userId: user.id,
          url: input.target_url,
          description: null,
          enabledEvents: [input.event],
          kind: 'hook',
          hookFilters: Object.keys(filters).length > 0 ? filters : null,
          // A subscription's client is one of its filters (core/hooks), never the endpoint scope.
          clientId: null,
        },
        now,
      );
      await recordActivity(
        manager,
        user.id,
        'hook.subscribed',
        origin,
        { hook_id: row.id, event: input.event, target_url: row.url },
        now,
      );
      return row;
    });
    return { hook, secret };
  }

  list(userId: number): Promise<WebhookEndpoint[]> {
    return this.ctx.db.manager.find(WebhookEndpoint, {
      where: { userId, ...LISTED },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /** Deletes the subscription with its deliveries (404 for another account's, an endpoint's, or an unknown id). */
  async unsubscribe(userId: number, id: number, origin: ActivityOrigin): Promise<void> {
    await this.ctx.db.transaction(async (manager) => {
      const hook = await manager.findOneBy(WebhookEndpoint, { id, userId, kind: 'hook' });
      const result = await manager.delete(WebhookEndpoint, { id, userId, kind: 'hook' });
      if (!hook || (result.affected ?? 0) === 0) throw notFound(ERRORS.notFound.hookSubscription);
      const details = {
        hook_id: id,
        event: hook.enabledEvents.join(', '),
        target_url: hook.url,
        reason: 'unsubscribed',
      };
      await recordActivity(manager, userId, 'hook.unsubscribed', origin, details, this.ctx.clock.now());
    });
  }
}
