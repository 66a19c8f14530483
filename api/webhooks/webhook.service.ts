/**
 * Webhook endpoints and their deliveries for the routes (docs/api-contract.md "Webhook endpoints"): every
 * read and write is scoped to the caller's account (another account's endpoint is a 404). Deliveries
 * the API starts itself (a test, a manual redelivery) go through the orchestrator like the fan-out's,
 * so they are the same durable workflow, recorded and counted like any other.
 */

import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type EntityManager, In, MoreThanOrEqual } from 'typeorm';
import { type ActivityOrigin, recordActivity } from '../../activities/account-activity/record-activity.js';
import { newSigningSecret, SecretBox } from '../../activities/webhooks/secret-box.js';
import { webhookDeliveryStart } from '../../activities/webhooks/webhook-consumer.js';
import { type EventType, isEventType } from '../../core/events/event-types.js';
import { planOf } from '../../core/plans/plan-catalogue.js';
import type { WebhookDeliveryInput, WebhookDeliveryStatus } from '../../core/webhooks/delivery-rules.js';
import { sampleEventData } from '../../core/webhooks/sample-events.js';
import { webhookUrlProblem } from '../../core/webhooks/webhook-url.js';
import type { User } from '../../db/entities/user.entity.js';
import { WebhookAttempt } from '../../db/entities/webhook-attempt.entity.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';
import type { Orchestrator } from '../../workflows/orchestrator.js';
import type { AppContext } from '../context.js';
import { badRequest, conflict, invalidField, notFound } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { checkClientField } from '../monitoring/client-ownership.js';
import { insertSealedEndpoint } from './insert-endpoint.js';
import { type DeliveryView, toDeliveryView } from './webhook.view.js';

export interface EndpointInput {
  url: string;
  enabled_events: EventType[];
  description?: string | null;
  client_id?: number | null;
}

export interface EndpointPatch {
  url?: string;
  enabled_events?: EventType[];
  description?: string | null;
  is_active?: boolean;
  client_id?: number | null;
}

/** How long `POST .../test` waits for the first attempt's outcome beyond the receiver's bound. */
const TEST_WAIT_MARGIN_MS = 5_000;

function checkUrl(url: string): void {
  const problem = webhookUrlProblem(url);
  if (problem) throw invalidField('url', problem);
}

/** Each type once, in the catalogue's order of first mention. */
const unique = (events: EventType[]) => [...new Set(events)];

export class WebhookService {
  private readonly box: SecretBox;

  constructor(
    private readonly ctx: AppContext,
    private readonly orchestrator: Orchestrator,
  ) {
    this.box = new SecretBox(ctx.secrets.webhookSecretKey);
  }

  private now(): Date {
    return this.ctx.clock.now();
  }

  /**
   * The account's row locked for the rest of the transaction on MySQL, so two requests cannot both
   * pass the active-endpoint limit; SQLite runs one write transaction at a time already.
   */
  private async lockAccount(manager: EntityManager, userId: number): Promise<void> {
    if (this.ctx.db.options.type !== 'mysql') return;
    await manager.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
  }

  private async checkActiveLimit(manager: EntityManager, user: User, exceptId: number | null): Promise<void> {
    const plan = planOf(user.plan);
    const active = await manager.countBy(WebhookEndpoint, { userId: user.id, isActive: true, kind: 'endpoint' });
    const others = exceptId === null ? active : active - 1;
    if (others >= plan.activeWebhookEndpoints) {
      throw badRequest(ERRORS.badRequest.webhookEndpointLimit(plan.name, plan.activeWebhookEndpoints));
    }
  }

  async create(
    user: User,
    input: EndpointInput,
    origin: ActivityOrigin,
  ): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    checkUrl(input.url);
    const secret = newSigningSecret();
    const endpoint = await this.ctx.db.transaction(async (manager) => {
      await this.lockAccount(manager, user.id);
      // 422 unless the client is the caller's (docs/portfolio.md, "Scoped to a client"); null: account-wide.
      await checkClientField(manager, user.id, 'client_id', input.client_id ?? null);
      await this.checkActiveLimit(manager, user, null);
      const now = this.now();
      const row = await insertSealedEndpoint(
        manager,
        this.box,
        secret,
        {
          userId: user.id,
          url: input.url,
          description: input.description ?? null,
          enabledEvents: unique(input.enabled_events),
          kind: 'endpoint',
          hookFilters: null,
          clientId: input.client_id ?? null,
        },
        now,
      );
      await recordActivity(
        manager,
        user.id,
        'webhook.created',
        origin,
        { webhook_id: row.id, url: row.url, enabled_events: row.enabledEvents, client_id: row.clientId },
        now,
      );
      return row;
    });
    return { endpoint, secret };
  }

  list(userId: number): Promise<WebhookEndpoint[]> {
    return this.ctx.db.manager.find(WebhookEndpoint, {
      where: { userId, kind: 'endpoint' },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  async get(userId: number, id: number, manager: EntityManager = this.ctx.db.manager): Promise<WebhookEndpoint> {
    const endpoint = await manager.findOneBy(WebhookEndpoint, { id, userId, kind: 'endpoint' });
    if (!endpoint) throw notFound(ERRORS.notFound.webhookEndpoint);
    return endpoint;
  }

  async update(user: User, id: number, patch: EndpointPatch, origin: ActivityOrigin): Promise<WebhookEndpoint> {
    if (patch.url !== undefined) checkUrl(patch.url);
    return this.ctx.db.transaction(async (manager) => {
      await this.lockAccount(manager, user.id);
      const endpoint = await this.get(user.id, id, manager);
      const changes: Partial<WebhookEndpoint> = { updatedAt: this.now() };
      if (patch.url !== undefined) changes.url = patch.url;
      if (patch.description !== undefined) changes.description = patch.description;
      if (patch.enabled_events !== undefined) changes.enabledEvents = unique(patch.enabled_events);
      if (patch.client_id !== undefined) {
        await checkClientField(manager, user.id, 'client_id', patch.client_id);
        changes.clientId = patch.client_id;
      }
      if (patch.is_active === true) {
        // Its client is gone: the endpoint comes back only for a scope chosen again, never widened silently.
        if (endpoint.disabledReason === 'client_removed' && patch.client_id === undefined) {
          throw badRequest(ERRORS.badRequest.webhookClientRemoved);
        }
        if (!endpoint.isActive) await this.checkActiveLimit(manager, user, null);
        // Re-enabling starts the count again (docs/api-contract.md "Webhook endpoint states": disabled -> active on PATCH is_active true).
        Object.assign(changes, { isActive: true, consecutiveFailures: 0, disabledAt: null, disabledReason: null });
      } else if (patch.is_active === false) {
        changes.isActive = false;
      }
      await manager.update(WebhookEndpoint, { id }, changes);
      const fields = Object.keys(patch).filter((key) => patch[key as keyof EndpointPatch] !== undefined);
      await recordActivity(
        manager,
        user.id,
        'webhook.updated',
        origin,
        { webhook_id: id, url: changes.url ?? endpoint.url, changes: fields },
        changes.updatedAt as Date,
      );
      return manager.findOneByOrFail(WebhookEndpoint, { id });
    });
  }

  async remove(userId: number, id: number, origin: ActivityOrigin): Promise<void> {
    await this.ctx.db.transaction(async (manager) => {
      const endpoint = await this.get(userId, id, manager);
      const result = await manager.delete(WebhookEndpoint, { id, userId, kind: 'endpoint' });
      if ((result.affected ?? 0) === 0) throw notFound(ERRORS.notFound.webhookEndpoint);
      await recordActivity(
        manager,
        userId,
        'webhook.deleted',
        origin,
        { webhook_id: id, url: endpoint.url },
        this.now(),
      );
    });
  }

  /** Starts a delivery's workflow in the transaction that wrote it (the orchestrator's contract). */
  private async startDelivery(manager: EntityManager, delivery: WebhookDelivery, userId: number) {
    const request = webhookDeliveryStart(delivery, userId, this.ctx.config.webhooks.retryScheduleSeconds);
    return this.orchestrator.enqueue(
      manager,
      'webhookDeliveryWorkflow',
      request.workflowId,
      request.input as WebhookDeliveryInput,
      request.meta,
    );
  }

  /** A signed delivery of an example event, like a real one; answers once its first attempt is done. */
  async sendTest(user: User, id: number, eventType: string): Promise<DeliveryView> {
    if (!isEventType(eventType)) throw badRequest(ERRORS.badRequest.unknownWebhookEventType(eventType));
    const now = this.now();
    let deliveryId = 0;
    const started = await this.ctx.db.transaction(async (manager) => {
      const endpoint = await this.get(user.id, id, manager);
      const event = {
        id: randomUUID(),
        type: eventType,
        created_at: now.toISOString(),
        data: sampleEventData(eventType, now),
      };
      const delivery = manager.create(WebhookDelivery, {
        endpointId: endpoint.id,
        eventId: event.id,
        eventType,
        series: 1,
        redeliveryOf: null,
        isTest: true,
        payload: event,
        status: 'pending',
        attemptCount: 0,
        failureReason: null,
        createdAt: now,
        nextAttemptAt: null,
        completedAt: null,
      });
      await manager.save(delivery);
      deliveryId = delivery.id;
      return this.startDelivery(manager, delivery, user.id);
    });
    started();
    const deadline = Date.now() + this.ctx.config.webhooks.attemptTimeoutSeconds * 1000 + TEST_WAIT_MARGIN_MS;
    for (;;) {
      const delivery = await this.ctx.db.manager.findOneByOrFail(WebhookDelivery, { id: deliveryId });
      if (delivery.status !== 'pending' || Date.now() > deadline) return this.deliveryView(delivery);
      await sleep(50);
    }
  }

  private async deliveryView(delivery: WebhookDelivery): Promise<DeliveryView> {
    const attempts = await this.ctx.db.manager.find(WebhookAttempt, {
      where: { deliveryId: delivery.id },
      order: { attempt: 'ASC' },
    });
    return toDeliveryView(delivery, attempts);
  }

  async deliveries(
    userId: number,
    id: number,
    limit: number,
    status: WebhookDeliveryStatus | undefined,
  ): Promise<DeliveryView[]> {
    await this.get(userId, id);
    const rows = await this.ctx.db.manager.find(WebhookDelivery, {
      where: { endpointId: id, ...(status ? { status } : {}) },
      order: { id: 'DESC' },
      take: limit,
    });
    if (rows.length === 0) return [];
    const attempts = await this.ctx.db.manager.find(WebhookAttempt, {
      where: { deliveryId: In(rows.map((row) => row.id)) },
      order: { attempt: 'ASC' },
    });
    return rows.map((row) =>
      toDeliveryView(
        row,
        attempts.filter((attempt) => attempt.deliveryId === row.id),
      ),
    );
  }

  /** A dead letter sent again: a new delivery (new series, new workflow) of the same event. */
  async redeliver(user: User, id: number, deliveryId: number): Promise<DeliveryView> {
    let created: WebhookDelivery | null = null;
    const started = await this.ctx.db.transaction(async (manager) => {
      await this.lockAccount(manager, user.id);
      const endpoint = await this.get(user.id, id, manager);
      const original = await manager.findOneBy(WebhookDelivery, { id: deliveryId, endpointId: endpoint.id });
      if (!original) throw notFound(ERRORS.notFound.webhookDelivery);
      if (original.status !== 'failed') throw conflict(ERRORS.conflict.webhookDeliveryNotFailed);
      if (!endpoint.isActive) throw badRequest(ERRORS.badRequest.webhookEndpointDisabled);
      const last = await manager.findOne(WebhookDelivery, {
        where: { endpointId: endpoint.id, eventId: original.eventId },
        order: { series: 'DESC' },
      });
      const delivery = manager.create(WebhookDelivery, {
        endpointId: endpoint.id,
        eventId: original.eventId,
        eventType: original.eventType,
        series: (last?.series ?? original.series) + 1,
        redeliveryOf: original.id,
        isTest: original.isTest,
        payload: original.payload,
        status: 'pending',
        attemptCount: 0,
        failureReason: null,
        createdAt: this.now(),
        nextAttemptAt: null,
        completedAt: null,
      });
      await manager.save(delivery);
      created = delivery;
      return this.startDelivery(manager, delivery, user.id);
    });
    started();
    return toDeliveryView(created as unknown as WebhookDelivery, []);
  }

  async stats(userId: number, hours: number) {
    const since = new Date(this.now().getTime() - hours * 3_600_000);
    const endpointIds = (
      await this.ctx.db.manager.find(WebhookEndpoint, { select: { id: true }, where: { userId, kind: 'endpoint' } })
    ).map((row) => row.id);
    const deliveries =
      endpointIds.length === 0
        ? []
        : await this.ctx.db.manager
            .createQueryBuilder(WebhookDelivery, 'd')
            .select('d.status', 'status')
            .addSelect('COUNT(*)', 'count')
            .where({ endpointId: In(endpointIds), createdAt: MoreThanOrEqual(since) })
            .groupBy('d.status')
            .getRawMany<{ status: WebhookDeliveryStatus; count: string | number }>();
    const count = (status: WebhookDeliveryStatus) =>
      Number(deliveries.find((row) => row.status === status)?.count ?? 0);
    const attempts =
      endpointIds.length === 0
        ? []
        : await this.ctx.db.manager
            .createQueryBuilder(WebhookAttempt, 'a')
            .innerJoin(WebhookDelivery, 'd', 'd.id = a.delivery_id')
            .select('a.succeeded', 'succeeded')
            .addSelect('COUNT(*)', 'count')
            .where('d.endpoint_id IN (:...ids)', { ids: endpointIds })
            .andWhere({ attemptedAt: MoreThanOrEqual(since) })
            .groupBy('a.succeeded')
            .getRawMany<{ succeeded: number | boolean | string; count: string | number }>();
    const attemptCount = (succeeded: boolean) =>
      attempts
        .filter((row) => (Number(row.succeeded) === 1 || row.succeeded === true) === succeeded)
        .reduce((sum, row) => sum + Number(row.count), 0);
    const succeeded = count('succeeded');
    const failed = count('failed');
    return {
      hours,
      since: since.toISOString(),
      total_deliveries: succeeded + failed + count('pending') + count('retrying'),
      successful_deliveries: succeeded,
      failed_deliveries: failed,
      pending_deliveries: count('pending') + count('retrying'),
      success_rate: succeeded + failed === 0 ? null : Math.round((succeeded / (succeeded + failed)) * 10_000) / 10_000,
      total_attempts: attemptCount(true) + attemptCount(false),
      successful_attempts: attemptCount(true),
      failed_attempts: attemptCount(false),
    };
  }
}
