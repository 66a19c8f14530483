/** Shortcuts for the webhook tests: authenticated calls, endpoints, events written into the outbox. */
import { expect } from 'chai';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import { eventIdFor, recordEvent } from '../../activities/events/outbox.js';
import type { EventType } from '../../core/events/event-types.js';
import { User } from '../../db/entities/user.entity.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { until } from '../helpers/wait.js';

let eventCounter = 0;

export function call(
  app: FastifyInstance,
  apiKey: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${apiKey}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function createEndpoint(
  app: FastifyInstance,
  apiKey: string,
  url: string,
  events: EventType[] = ['scan.completed', 'alert.triggered'],
) {
  const response = await call(app, apiKey, 'POST', '/v1/webhooks', { url, enabled_events: events });
  expect(response.statusCode, response.body).to.equal(201);
  return response.json() as { id: number; secret: string; url: string };
}

export async function setPlan(db: DataSource, userId: number, plan: string): Promise<void> {
  await db.manager.update(User, { id: userId }, { plan: plan as never });
}

/** The data fields of `alert.triggered` (docs/api-contract.md "Envelope and data"), as the monitoring issue's alert engine writes them. */
export function alertData(domain: string) {
  return {
    alert_id: 7,
    alert_type: 'score_drop',
    severity: 'high',
    domain,
    title: `Score of ${domain} dropped`,
    message: `The score of ${domain} dropped from 90 to 70`,
    old_value: '90',
    new_value: '70',
    score: 70,
    grade: 'C',
    created_at: new Date().toISOString(),
  };
}

export function scanData(domain: string) {
  return {
    scan_id: 41,
    job_id: 41,
    domain,
    score: 88,
    grade: 'B',
    issues_count: 3,
    critical_issues: 0,
    high_issues: 1,
    medium_issues: 1,
    low_issues: 1,
    scanned_at: new Date().toISOString(),
    scan_duration_ms: 12_000,
  };
}

/** Writes an event into the outbox and runs its dispatch to the end (which starts the deliveries). */
export async function emitEvent(app: FastifyInstance, userId: number, type: EventType, data: Record<string, unknown>) {
  const id = eventIdFor(type, `webhook-test:${process.pid}:${Date.now()}:${++eventCounter}`);
  await app.ctx.db.transaction((manager) => recordEvent(manager, { id, type, userId, data, createdAt: new Date() }));
  await app.orchestrator.execute(
    'eventDispatchWorkflow',
    `event-${id}`,
    { eventId: id },
    { kind: 'event_dispatch', domains: [], accountId: userId },
  );
  return id;
}

export function deliveriesDone(
  db: DataSource,
  where: Partial<Pick<WebhookDelivery, 'endpointId' | 'eventId'>>,
  count: number,
  timeoutMs = 20_000,
) {
  return until(
    `${count} finished deliveries`,
    async () => {
      const rows = await db.manager.find(WebhookDelivery, { where, order: { id: 'ASC' } });
      const done = rows.filter((row) => row.status === 'succeeded' || row.status === 'failed');
      return done.length >= count ? done : undefined;
    },
    timeoutMs,
  );
}
