/**
 * Writing events (the outbox, DESIGN.md section 2 "Events"): inside the transaction of the change
 * they report, so an event exists exactly when its change does. The id is derived from what happened
 * (`scan.completed` of job 12 always has the same id), so writing it twice (a retried activity) keeps
 * one event, and webhook receivers that dedupe on `id` see one.
 */
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { OutboxEventType, ScanCompletedData } from '../../core/events/event-types.js';
import type { ScanSummary } from '../../core/scan-model/scan-summary.js';
import { OutboxEvent } from '../../db/entities/event.entity.js';
import type { ScanJob } from '../../db/entities/scan-job.entity.js';
import { isUniqueViolation } from '../../db/errors.js';

/** A name-based UUID (RFC 9562 version 8 layout, SHA-256): stable for the same event, unique otherwise. */
export function eventIdFor(type: OutboxEventType, subject: string): string {
  const bytes = createHash('sha256').update(`rampart-event:${type}:${subject}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id of a job's `scan.completed`: the same for the same job row every time (a retried completion
 * writes one event), and different for a job of another database that happens to have the same id
 * (the row's creation instant is part of it): event ids name dispatch workflows (`event-<id>`), and a
 * Temporal namespace outlives a database that was reset, or is shared by two deployments.
 */
export function scanCompletedEventId(job: Pick<ScanJob, 'id' | 'createdAt'>): string {
  return eventIdFor('scan.completed', `job:${job.id}:${job.createdAt.getTime()}`);
}

export interface NewEvent {
  id: string;
  type: OutboxEventType;
  userId: number | null;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** Inserts the event in the caller's transaction; an event with this id already there is kept as it is. */
export async function recordEvent(manager: EntityManager, event: NewEvent): Promise<string> {
  try {
    await manager.insert(OutboxEvent, {
      id: event.id,
      type: event.type,
      userId: event.userId,
      data: event.data as never,
      createdAt: event.createdAt,
      dispatchedAt: null,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return event.id;
}

/** `scan.completed` (docs/api-contract.md "Envelope and data") for a job that has just completed. */
export function scanCompletedEvent(job: ScanJob, summary: ScanSummary, finishedAt: Date): NewEvent {
  const started = job.startedAt ?? job.createdAt;
  const counts = summary.issue_counts;
  const data: ScanCompletedData = {
    // A job is the only scan record there is: its id serves as both.
    scan_id: job.id,
    job_id: job.id,
    domain: job.domain,
    score: summary.score,
    grade: summary.grade,
    issues_count: counts.total,
    critical_issues: counts.critical,
    high_issues: counts.high,
    medium_issues: counts.medium,
    low_issues: counts.low,
    scanned_at: finishedAt.toISOString(),
    scan_duration_ms: Math.max(0, finishedAt.getTime() - started.getTime()),
  };
  return {
    id: scanCompletedEventId(job),
    type: 'scan.completed',
    userId: job.userId,
    data: data as unknown as Record<string, unknown>,
    createdAt: finishedAt,
  };
}
