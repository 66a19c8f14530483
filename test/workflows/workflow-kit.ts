/** Running the real workflows and activities on the embedded engine, against the lab, for workflow tests. */
import type { DataSource } from 'typeorm';
import type { RampartActivities } from '../../activities/contracts.js';
import type { EventConsumer } from '../../activities/events/event-consumers.js';
import { createActivities } from '../../activities/jobs/index.js';
import type { EventEnvelope } from '../../core/events/event-types.js';
import { MODULE_NAMES, type ModuleName } from '../../core/scan-model/module-names.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { newScanJobRow } from '../../db/entities/scan-job-row.js';
import { User } from '../../db/entities/user.entity.js';
import { createScanDeps, type ScanDeps } from '../../scanner/scan-deps.js';
import { EmbeddedEngine, type EngineLog } from '../../workflows/embedded/engine.js';

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A log that keeps what it is told, for tests of what an operator would read. */
export function recordingLog() {
  const lines: Array<{ level: 'info' | 'warn' | 'error'; message: string; details: Record<string, unknown> }> = [];
  const at = (level: 'info' | 'warn' | 'error') => (details: object, message: string) =>
    void lines.push({ level, message, details: details as Record<string, unknown> });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

/** An account row (no password, an unusable key): enough to own jobs and events. */
export async function accountRow(db: DataSource, email: string): Promise<User> {
  return db.manager.save(
    db.manager.create(User, {
      email,
      passwordHash: null,
      apiKeyHash: email.padEnd(64, '0').slice(0, 64),
      apiKeyNonce: 'n'.repeat(64),
      apiKeyCreatedAt: new Date(),
      plan: 'free',
      subscriptionStatus: 'active',
      isActive: true,
      emailVerifiedAt: null,
      verificationSentAt: null,
      googleSubject: null,
      scansThisMonth: 0,
      quotaPeriod: new Date().toISOString().slice(0, 7),
      createdAt: new Date(),
    }),
  );
}

/** A queued job row, as the API's submission writes it; `userId` null is a public-scanner job. */
export async function queuedJob(
  db: DataSource,
  domain: string,
  modules: ModuleName[] = [...MODULE_NAMES],
  userId: number | null = null,
) {
  const job = db.manager.create(
    ScanJob,
    newScanJobRow({
      userId,
      source: userId === null ? 'public' : 'api',
      domain,
      requestedModules: modules,
      createdAt: new Date(),
    }),
  );
  return db.manager.save(job);
}

export function realActivities(
  db: DataSource,
  scanDeps: ScanDeps,
  eventConsumers?: readonly EventConsumer[],
): RampartActivities {
  return createActivities({ db, scanDeps, clock: { now: () => new Date() }, eventConsumers });
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
  eventConsumers?: readonly EventConsumer[],
) {
  const activities = { ...realActivities(db, scanDeps, eventConsumers), ...override };
  const engine = new EmbeddedEngine({ db, activities, log, sleep: async () => undefined });
  await engine.start();
  return engine;
}

export function scanInput(job: ScanJob) {
  return { jobId: job.id, accountId: job.userId, domain: job.domain, modules: job.requestedModules, dkimSelectors: [] };
}

/** An event consumer that keeps what it was handed; its first `failures` calls throw. */
export function recordingConsumer(name = 'recorder', failures = 0) {
  const received: Array<{ event: EventEnvelope; userId: number | null }> = [];
  let calls = 0;
  const consumer: EventConsumer = {
    name,
    accepts: (type) => type === 'scan.completed',
    async handle(event, userId) {
      calls += 1;
      if (calls <= failures) throw new Error(`${name} is down (call ${calls})`);
      received.push({ event, userId });
    },
  };
  return { consumer, received, calls: () => calls };
}

/**
 * Scan dependencies with no network: every name is NXDOMAIN, so every scan that runs fails at its
 * plan ("Could not resolve <domain>", the job failed with it) through the real activities.
 * `planned` gets each domain whose target was resolved.
 */
export function unresolvingScanDeps(planned: string[] = []): ScanDeps {
  const deps = createScanDeps({ dnsServers: [] });
  return {
    ...deps,
    newResolver: () => ({
      async query(name, type) {
        if (type === 'A') planned.push(name);
        return { name, type, status: 'nxdomain', rcode: 'NXDOMAIN', records: [], server: null };
      },
    }),
  };
}
