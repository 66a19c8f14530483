/**
 * The processor events table (db/entities/processor-event.entity.ts): the unique row per event id
 * that makes the webhook idempotent, processing with the error kept, and the figures the admin
 * endpoints read. Called by the API (the webhook, the admin retry) and by the activity the
 * `processor-event-<id>` workflow runs.
 */

import { type DataSource, MoreThanOrEqual } from 'typeorm';
import { ProcessorEvent } from '../../db/entities/processor-event.entity.js';
import { isUniqueViolation } from '../../db/errors.js';
import { type ActivityOrigin, PROCESSOR_ORIGIN } from '../account-activity/record-activity.js';
import { applyProcessorEvent, type ProcessorEventBody } from './apply-processor-event.js';
import { type HookNoticeMail, type HookPauseNotice, sendHookNotices } from './hook-plan-change.js';

export type RecordOutcome = 'new' | 'duplicate';

/**
 * Stores a verified event. Exactly one delivery of an id gets 'new' (the insert that wins the primary
 * key), however many arrive at once; the others get 'duplicate' and must not process it.
 */
export async function recordProcessorEvent(
  db: DataSource,
  event: ProcessorEventBody,
  now: Date,
): Promise<RecordOutcome> {
  try {
    const repo = db.getRepository(ProcessorEvent);
    await repo.insert({
      id: event.id,
      type: event.type,
      // biome-ignore lint/suspicious/noExplicitAny: TypeORM's insert type cannot express a JSON column's object.
      payload: event as any,
      status: 'received',
      attempts: 0,
      retries: 0,
      lastError: null,
      receivedAt: now,
      processedAt: null,
      failedAt: null,
    });
    return 'new';
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

export type ProcessOutcome = 'processed' | 'failed' | 'already_processed' | 'missing';

/** Longest error text kept (the column's size). */
const MAX_ERROR = 1000;

/**
 * Applies a stored event to its account in one transaction and records the outcome: processed, or
 * failed with its error (the account is left as it was). An event already processed is left alone.
 * `retry`: this is a second or later attempt (the workflow's or an admin's), counted in `retries`.
 * `origin`: who applies it, for the account's activity log (an admin's retry names the admin's request).
 */
export async function processStoredEvent(
  db: DataSource,
  id: string,
  now: Date,
  retry: boolean,
  origin: ActivityOrigin = PROCESSOR_ORIGIN,
  /** Where the owner of an account whose REST Hooks a downgrade paused is told (none: no mail). */
  mail?: HookNoticeMail,
): Promise<{ outcome: ProcessOutcome; error?: string }> {
  const repo = db.getRepository(ProcessorEvent);
  const row = await repo.findOneBy({ id });
  if (!row) return { outcome: 'missing' };
  if (row.status === 'processed') return { outcome: 'already_processed' };
  const counters = { attempts: row.attempts + 1, retries: row.retries + (retry ? 1 : 0) };
  const hookNotices: HookPauseNotice[] = [];
  try {
    await db.transaction(async (manager) => {
      await applyProcessorEvent(manager, row.payload as unknown as ProcessorEventBody, now, origin, hookNotices);
      await manager.update(
        ProcessorEvent,
        { id },
        { ...counters, status: 'processed', processedAt: now, lastError: null },
      );
    });
    await sendHookNotices(db.manager, hookNotices, mail);
    return { outcome: 'processed' };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR);
    await repo.update({ id }, { ...counters, status: 'failed', failedAt: now, lastError: message });
    return { outcome: 'failed', error: message };
  }
}

/**
 * Events an admin retry re-runs: failed ones received in the window, and ones still `received` a
 * minute after arrival (their process died before processing them).
 */
export async function eventsToRetry(db: DataSource, since: Date, now: Date): Promise<string[]> {
  const repo = db.getRepository(ProcessorEvent);
  const rows = await repo.find({
    select: { id: true, status: true, receivedAt: true },
    where: [
      { status: 'failed', receivedAt: MoreThanOrEqual(since) },
      { status: 'received', receivedAt: MoreThanOrEqual(since) },
    ],
    order: { receivedAt: 'ASC' },
  });
  const stuckBefore = now.getTime() - 60_000;
  return rows.filter((row) => row.status === 'failed' || row.receivedAt.getTime() < stuckBefore).map((row) => row.id);
}

export interface ProcessorEventStats {
  received: number;
  processed: number;
  failed: number;
  pending: number;
  retried: number;
  by_type: Record<string, { received: number; processed: number; failed: number; retried: number }>;
}

/** Counts of the events received since `since`, by outcome and by type. */
export async function processorEventStats(db: DataSource, since: Date): Promise<ProcessorEventStats> {
  const rows = await db.getRepository(ProcessorEvent).find({
    select: { id: true, type: true, status: true, retries: true },
    where: { receivedAt: MoreThanOrEqual(since) },
  });
  const stats: ProcessorEventStats = { received: 0, processed: 0, failed: 0, pending: 0, retried: 0, by_type: {} };
  for (const row of rows) {
    const type = stats.by_type[row.type] ?? { received: 0, processed: 0, failed: 0, retried: 0 };
    stats.by_type[row.type] = type;
    stats.received += 1;
    type.received += 1;
    if (row.status === 'processed') {
      stats.processed += 1;
      type.processed += 1;
    } else if (row.status === 'failed') {
      stats.failed += 1;
      type.failed += 1;
    } else stats.pending += 1;
    if (row.retries > 0) {
      stats.retried += 1;
      type.retried += 1;
    }
  }
  return stats;
}
