/**
 * What each event type means to a subscriber (`GET /v1/webhooks/events/types`) and whether Rampart
 * ever sends it: docs/api-contract.md "Event types" accepts all five in `enabled_events` but dispatches only two.
 */
import type { EventType } from '../events/event-types.js';

export interface EventTypeInfo {
  type: EventType;
  description: string;
  /** False for the types the spec lists but nothing dispatches. */
  emitted: boolean;
}

export const EVENT_TYPE_CATALOGUE: readonly EventTypeInfo[] = [
  {
    type: 'scan.completed',
    description:
      'A scan of one of your domains completed (API, dashboard, monitored-domain and scheduled scans): score, grade and issue counts.',
    emitted: true,
  },
  {
    type: 'alert.triggered',
    description:
      'A monitoring alert was raised for one of your domains: score drop, critical issue, certificate expired or expiring soon, or configuration change.',
    emitted: true,
  },
  {
    type: 'score.changed',
    description: "A domain's score changed. Accepted for subscription; not dispatched in this version.",
    emitted: false,
  },
  {
    type: 'domain.added',
    description: 'A domain was added to monitoring. Accepted for subscription; not dispatched in this version.',
    emitted: false,
  },
  {
    type: 'domain.removed',
    description: 'A domain was removed from monitoring. Accepted for subscription; not dispatched in this version.',
    emitted: false,
  },
];

/** The event types a delivery is ever made for: the catalogue's emitted ones, said once above. */
export const DISPATCHED_EVENT_TYPES: ReadonlySet<EventType> = new Set(
  EVENT_TYPE_CATALOGUE.filter((info) => info.emitted).map((info) => info.type),
);
