/**
 * The events Rampart emits (docs/api-contract.md "Webhook events"): what changed, in the envelope every consumer and every
 * webhook receiver sees. An event is written in the same transaction as the change it reports (the
 * outbox, activities/events/outbox.ts) and handed to its consumers by the dispatcher workflow
 * (workflows/event-dispatch.workflow.ts) at least once; consumers dedupe on `id`.
 */

/** Every type a webhook endpoint may subscribe to; only the first two are emitted (docs/api-contract.md "Event types"). */
export const EVENT_TYPES = [
  'scan.completed',
  'alert.triggered',
  'score.changed',
  'domain.added',
  'domain.removed',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * Events only REST Hook subscriptions hear (the automation-platform integration, docs/integrations.md):
 * written to the outbox like the others, never offered to a webhook endpoint (docs/api-contract.md "Event types" lists those).
 */
export const HOOK_ONLY_EVENT_TYPES = ['grade.changed'] as const;
/** Every type an outbox event may have. */
export type OutboxEventType = EventType | (typeof HOOK_ONLY_EVENT_TYPES)[number];

/** What a REST Hook subscription may listen for, and what the polling feeds serve. */
export const HOOK_EVENT_TYPES = ['scan.completed', 'alert.triggered', 'grade.changed'] as const;
export type HookEventType = (typeof HOOK_EVENT_TYPES)[number];

export function isHookEventType(value: string): value is HookEventType {
  return (HOOK_EVENT_TYPES as readonly string[]).includes(value);
}

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}

/** `scan.completed` data (docs/api-contract.md "Envelope and data"). */
export interface ScanCompletedData {
  scan_id: number;
  job_id: number;
  domain: string;
  score: number;
  grade: string;
  issues_count: number;
  critical_issues: number;
  high_issues: number;
  medium_issues: number;
  low_issues: number;
  scanned_at: string;
  scan_duration_ms: number;
}

/** The envelope (docs/api-contract.md "Envelope and data"): `id` is a UUID, `created_at` ISO 8601 UTC with milliseconds. */
export interface EventEnvelope<D = Record<string, unknown>> {
  id: string;
  type: OutboxEventType;
  created_at: string;
  data: D;
}

/** `grade.changed` data: a monitored domain's grade moved between two evaluated scans. */
export interface GradeChangedData {
  change_id: number;
  domain_id: number;
  domain: string;
  job_id: number;
  from_grade: string;
  to_grade: string;
  /** `down` when the new grade is worse (A is best, F worst). */
  direction: 'up' | 'down';
  score: number | null;
  changed_at: string;
}
