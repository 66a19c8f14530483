/**
 * Who reacts to events: each consumer (webhook deliveries, alert evaluation, the badge cache, as
 * those features land) says which events it takes and handles one. The dispatcher workflow calls every
 * consumer that accepts an event, each as its own activity with its own retries, at least once: a
 * consumer must be idempotent (an event may come again after a crash or a retry; dedupe on `id`).
 */
import type { EventEnvelope, EventType } from '../../core/events/event-types.js';

export interface EventConsumer {
  /** Stable: it names the activity call in workflow histories and in Temporal UI. */
  readonly name: string;
  accepts(type: EventType): boolean;
  handle(event: EventEnvelope, userId: number | null): Promise<void>;
}

/** The consumers of this build. Features register theirs here. */
export function defaultEventConsumers(): EventConsumer[] {
  return [];
}
