/** Running the real workflows and activities on the embedded engine, against the lab, for workflow tests. */
import type { DataSource } from 'typeorm';
import { createActivities } from '../../activities/jobs/index.js';
import type { ScanDeps } from '../../activities/scanner/scan-deps.js';
import { MODULE_NAMES, type ModuleName } from '../../core/scan-model/module-names.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import type { RampartActivities } from '../../workflows/contracts.js';
import { EmbeddedEngine, type EngineLog } from '../../workflows/embedded/engine.js';

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A log that keeps what it is told, for tests of what an operator would read. */
export function recordingLog() {
  const lines: Array<{ level: 'info' | 'warn' | 'error'; message: string; details: Record<string, unknown> }> = [];
  const at = (level: 'info' | 'warn' | 'error') => (details: object, message: string) =>
    void lines.push({ level, message, details: details as Record<string, unknown> });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

/** A queued job row, as the API's submission writes it. */
export async function queuedJob(db: DataSource, domain: string, modules: ModuleName[] = [...MODULE_NAMES]) {
  const job = db.manager.create(ScanJob, {
    userId: null,
    source: 'public',
    domain,
    status: 'queued',
    requestedModules: modules,
    failureReason: null,
    result: null,
    report: null,
    createdAt: new Date(),
    startedAt: null,
    finishedAt: null,
  });
  return db.manager.save(job);
}

export function realActivities(db: DataSource, scanDeps: ScanDeps): RampartActivities {
  return createActivities({ db, scanDeps, clock: { now: () => new Date() } });
}

/**
 * A started engine (it holds the database's engine lease) over the real activities, with `override`
 * replacing some of them. Retry back-off is skipped (fake timers), so a test of the retry path does
 * not wait seconds. Close it before starting another on the same database.
 */
export async function realEngine(
  db: DataSource,
  scanDeps: ScanDeps,
  override: Partial<RampartActivities> = {},
  log: EngineLog = silentLog,
) {
  const activities = { ...realActivities(db, scanDeps), ...override };
  const engine = new EmbeddedEngine({ db, activities, log, sleep: async () => undefined });
  await engine.start();
  return engine;
}

export function scanInput(job: ScanJob) {
  return { jobId: job.id, domain: job.domain, modules: job.requestedModules, dkimSelectors: [] };
}
