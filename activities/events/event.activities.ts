/**
 * The activities behind event dispatch (workflows/event-dispatch.workflow.ts): which consumers take
 * an event, handing it to one, marking it dispatched, and finding events nobody dispatched.
 */
import { IsNull, LessThanOrEqual } from 'typeorm';
import type { EventEnvelope } from '../../core/events/event-types.js';
import { OutboxEvent } from '../../db/entities/event.entity.js';
import type { ActivityDeps } from '../activity-deps.js';
import type { EventActivities } from '../contracts.js';
import { defaultEventConsumers } from './event-consumers.js';

function envelopeOf(event: OutboxEvent): EventEnvelope {
  return { id: event.id, type: event.type, created_at: event.createdAt.toISOString(), data: event.data };
}

export function createEventActivities(deps: ActivityDeps): EventActivities {
  const { db, clock } = deps;
  const consumers = deps.eventConsumers ?? defaultEventConsumers(deps);

  /** The event and the consumers that take it; null when it is gone (its account was deleted) or already handed out. */
  async function toHandOut(eventId: string) {
    const event = await db.manager.findOneBy(OutboxEvent, { id: eventId });
    if (!event || event.dispatchedAt) return null;
    return { event, takers: consumers.filter((consumer) => consumer.accepts(event.type)) };
  }

  async function markDispatched(eventId: string): Promise<void> {
    await db.manager.update(OutboxEvent, { id: eventId, dispatchedAt: IsNull() }, { dispatchedAt: clock.now() });
  }

  return {
    async eventConsumersFor(eventId) {
      return (await toHandOut(eventId))?.takers.map((consumer) => consumer.name) ?? [];
    },

    async deliverEvent(consumerName, eventId) {
      const event = await db.manager.findOneBy(OutboxEvent, { id: eventId });
      if (!event) return [];
      const consumer = consumers.find((each) => each.name === consumerName);
      if (!consumer) throw new Error(`no event consumer named ${consumerName} in this build`);
      return (await consumer.handle(envelopeOf(event), event.userId)) ?? [];
    },

    async handEventToConsumers(eventId) {
      const found = await toHandOut(eventId);
      if (!found) return { starts: [], dispatched: true };
      const { event, takers } = found;
      const envelope = envelopeOf(event);
      // Every consumer finishes before the step answers, failed or not, so a retry never runs one
      // consumer beside its own previous attempt.
      const settled = await Promise.allSettled(takers.map((consumer) => consumer.handle(envelope, event.userId)));
      const failed = settled.find((each) => each.status === 'rejected');
      if (failed) throw failed.reason;
      const starts = settled.flatMap((each) => (each.status === 'fulfilled' ? (each.value ?? []) : []));
      if (starts.length > 0) return { starts, dispatched: false };
      await markDispatched(eventId);
      return { starts, dispatched: true };
    },

    markEventDispatched: markDispatched,

    async pendingEventIds(olderThanMs, limit) {
      const cutoff = new Date(clock.now().getTime() - olderThanMs);
      const rows = await db.manager.find(OutboxEvent, {
        select: { id: true },
        where: { dispatchedAt: IsNull(), createdAt: LessThanOrEqual(cutoff) },
        order: { createdAt: 'ASC' },
        take: limit,
      });
      return rows.map((row) => row.id);
    },
  };
}
