/**
 * `npm run bench:monitoring`: domain monitoring on the embedded engine and SQLite (a file in a
 * temporary folder).
 *   1. 10,000 monitored domains: the time to create their schedules (`monitor-<id>`, daily);
 *   2. the scheduler's CPU per hour of ticking, its timer loop replayed over a simulated hour with a
 *      fake clock: (a) idle, no schedule due in the hour; (b) a normal hour of 10,000 daily schedules
 *      (about 417 due), their monitor runs started (the scan itself left out: phase 3 measures scans);
 *   3. lab scans per minute that one process sustains with alerts evaluated: monitor runs of lab
 *      domains for 60 s, 10 at a time, each counted once its scan completed and the alerts consumer
 *      evaluated it (the lab, `npm run lab`, in a process of its own);
 *   4. peak RSS of this process.
 * Then phases 1 and 2 on Temporal (bench/monitoring-temporal.ts: Temporal Schedules on a dev server,
 * a worker in its own process), printed beside the embedded figures; MONITORING_TEMPORAL=off skips
 * them (they need the Temporal CLI, scripts/temporal-dev.ts installs it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createActivities } from '../activities/jobs/index.js';
import { systemClock } from '../core/clock.js';
import { openDatabase } from '../db/data-source.js';
import { Alert } from '../db/entities/alert.entity.js';
import { MonitoredDomain } from '../db/entities/monitored-domain.entity.js';
import { User } from '../db/entities/user.entity.js';
import { WorkflowRun } from '../db/entities/workflow-run.entity.js';
import { WorkflowSchedule } from '../db/entities/workflow-schedule.entity.js';
import { SECURE_DOMAIN } from '../lab/fixtures/secure.fixtures.js';
import { EmbeddedEngine } from '../workflows/embedded/engine.js';
import type { MonitorWorkflowOutput } from '../workflows/monitor.workflow.js';
import { scheduleMonitoring } from '../workflows/monitoring-schedules.js';
import { startLabProcess } from './lab-process.js';
import { measureTemporalMonitoring } from './monitoring-temporal.js';

const DOMAINS = 10_000;
const HOUR = 3_600_000;
const SCAN_WINDOW_MS = 60_000;
const SCAN_CONCURRENCY = 10;
const LAB_DOMAINS = [SECURE_DOMAIN, 'web-core.test', 'mail-good.test'];
/** The embedded scheduler's timer bounds (workflows/embedded/embedded-scheduler.ts). */
const MAX_TIMER_MS = 30_000;
const MIN_TIMER_MS = 250;

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const dataDir = mkdtempSync(join(tmpdir(), 'rampart-monitoring-bench-'));
const path = join(dataDir, 'bench.sqlite');
const db = await openDatabase({ kind: 'sqlite', path, url: `sqlite:${path}` });

let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 20);

async function account(email: string): Promise<User> {
  return db.manager.save(
    db.manager.create(User, {
      email,
      passwordHash: null,
      apiKeyHash: email.padEnd(64, '0').slice(0, 64),
      apiKeyNonce: 'n'.repeat(64),
      apiKeyCreatedAt: new Date(),
      plan: 'custom',
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

function domainRow(userId: number, domain: string): Partial<MonitoredDomain> {
  return {
    userId,
    domain,
    scanFrequency: 'daily',
    alertOnScoreDrop: true,
    alertThreshold: 10,
    badgeEnabled: false,
    badgePublishedAt: null,
    alertState: null,
    lastEvaluatedJobId: null,
    lastScheduledRun: null,
    lastScheduledJobId: null,
    createdAt: new Date(),
  };
}

// 1. Creating 10,000 schedules.
const msp = await account('msp@bench.example');
for (let start = 0; start < DOMAINS; start += 500) {
  const rows = Array.from({ length: Math.min(500, DOMAINS - start) }, (_, i) =>
    domainRow(msp.id, `client-${start + i}.example`),
  );
  await db.manager.insert(MonitoredDomain, rows as MonitoredDomain[]);
}
const domains = await db.manager.find(MonitoredDomain, { order: { id: 'ASC' } });
let fakeNow = Date.parse('2026-11-23T10:00:00.000Z');
const fakeClock = { now: () => new Date(fakeNow) };
// The scan is phase 3's subject: here a monitor run queues nothing (as for a removed domain).
const idleActivities = {
  ...createActivities({ db, scanDeps: {} as never, clock: fakeClock, eventConsumers: [] }),
  queueMonitorScan: async () => ({ skipped: 'domain_removed' as const }),
};
let engine = new EmbeddedEngine({
  db,
  activities: idleActivities,
  clock: fakeClock,
  log: silent,
  scheduleTimer: false,
});
await engine.start();
const createStart = performance.now();
for (const domain of domains) await scheduleMonitoring(engine.schedules, domain);
const createMs = performance.now() - createStart;
console.log(
  `schedule creation: ${DOMAINS} monitor schedules in ${(createMs / 1000).toFixed(2)} s ` +
    `(${(createMs / DOMAINS).toFixed(2)} ms each, ${Math.round(DOMAINS / (createMs / 1000))} per second)`,
);

// 2. The timer loop over a simulated hour, as embedded-scheduler.ts runs it: tick, then sleep until
// the soonest schedule, bounded to [250 ms, 30 s].
async function simulatedHour(): Promise<{ cpuMs: number; wakes: number; started: number }> {
  const end = fakeNow + HOUR;
  const repo = db.getRepository(WorkflowSchedule);
  let wakes = 0;
  let started = 0;
  const cpu = process.cpuUsage();
  while (fakeNow < end) {
    wakes += 1;
    started += (await engine.schedules.tick()).length;
    const soonest = await repo.findOne({ where: {}, order: { nextRunAt: 'ASC' } });
    const wait = soonest ? soonest.nextRunAt.getTime() - fakeNow : MAX_TIMER_MS;
    fakeNow += Math.min(MAX_TIMER_MS, Math.max(MIN_TIMER_MS, wait));
  }
  // The runs started in the hour finish before the CPU is read: they are part of the hour's work.
  for (;;) {
    const running = await db.manager.countBy(WorkflowRun, { status: 'running' });
    if (running === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000, wakes, started };
}
const busy = await simulatedHour();
console.log(
  `scheduler, a normal hour of ${DOMAINS} daily schedules: ${busy.cpuMs.toFixed(0)} ms CPU ` +
    `(${busy.wakes} timer wakes, ${busy.started} monitor runs started and finished)`,
);
// Idle: nothing due for the whole hour (every next run pushed two hours out).
await db.manager
  .createQueryBuilder()
  .update(WorkflowSchedule)
  .set({ nextRunAt: new Date(fakeNow + 2 * HOUR) })
  .execute();
const idle = await simulatedHour();
console.log(
  `scheduler, an idle hour (${DOMAINS} schedules, none due): ${idle.cpuMs.toFixed(0)} ms CPU per hour ` +
    `(${idle.wakes} timer wakes, ${(idle.cpuMs / idle.wakes).toFixed(2)} ms each)`,
);
await engine.close();
await db.manager.clear(WorkflowSchedule);

// 1 and 2 on Temporal, beside the embedded figures.
if (process.env.MONITORING_TEMPORAL !== 'off') {
  const t = await measureTemporalMonitoring({
    domains: DOMAINS,
    // Creations at once: a bulk import's pace (one at a time takes half an hour on 2 shared cores).
    concurrency: 20,
    idleWindowSeconds: Number(process.env.MONITORING_IDLE_SECONDS ?? 60),
    log: (line) => console.log(line),
  });
  const s = (seconds: number) => `${seconds.toFixed(1)} s`;
  console.log('Temporal (dev server, one process, SQLite persistence; a worker process; monitor runs skip the scan):');
  console.log(
    `  schedule creation:  ${s(t.createSeconds)} for ${t.domains} Temporal Schedules, ${t.concurrency} at a time ` +
      `(${Math.round(t.domains / t.createSeconds)} per second) | embedded: ${s(createMs / 1000)}, one at a time`,
  );
  console.log(
    `  idle hour:          Temporal server ${s(t.idleServerCpuPerHour)} CPU per hour with ${t.domains} schedules, ` +
      `${s(t.emptyServerCpuPerHour)} with none (each measured over ${t.idleWindowSeconds} s and scaled; ` +
      `${t.idleFirings} schedules fired in the window); worker ${s(t.idleWorkerCpuPerHour)} | ` +
      `embedded scheduler: ${(idle.cpuMs / 1000).toFixed(2)} s`,
  );
  console.log(
    `  one monitor run:    Temporal server ${t.serverMsPerFiring.toFixed(1)} ms + worker ${t.workerMsPerFiring.toFixed(1)} ms CPU ` +
      `(${t.firings} schedules triggered, all done in ${s(t.firingSeconds)}) | embedded: ` +
      `${(busy.cpuMs / Math.max(1, busy.started)).toFixed(1)} ms (in the hour below)`,
  );
  console.log(
    `  a normal hour:      Temporal server ${s(t.hourServerCpu)} + worker ${s(t.hourWorkerCpu)} CPU, COMPUTED ` +
      `(idle rate less its firings, x 3600, plus ${t.firingsPerHour} runs at the cost above) | embedded: ` +
      `${(busy.cpuMs / 1000).toFixed(2)} s, replayed with a fake clock`,
  );
  console.log(`  Temporal server RSS with the schedules: ${t.serverRssMb.toFixed(0)} MB`);
}

// 3. Lab scans per minute with alerts evaluated.
const lab = await startLabProcess(dataDir);
try {
  engine = new EmbeddedEngine({
    db,
    activities: createActivities({ db, scanDeps: lab.scanDeps, clock: systemClock }),
    clock: systemClock,
    log: silent,
    scheduleTimer: false,
  });
  await engine.start();
  const watched: MonitoredDomain[] = [];
  for (let i = 0; i < SCAN_CONCURRENCY * 2; i++) {
    const owner = await account(`watcher-${i}@bench.example`);
    watched.push(
      await db.manager.save(
        db.manager.create(MonitoredDomain, domainRow(owner.id, LAB_DOMAINS[i % LAB_DOMAINS.length] as string)),
      ),
    );
  }
  let next = 0;
  let evaluated = 0;
  let failed = 0;
  const started = Date.now();
  const deadline = started + SCAN_WINDOW_MS;
  const worker = async (slot: number) => {
    while (Date.now() < deadline) {
      const domain = watched[(next++ * 7 + slot) % watched.length] as MonitoredDomain;
      const result = (await engine.execute('monitorWorkflow', `bench-monitor-${next}-${slot}`, {
        domainId: domain.id,
      })) as MonitorWorkflowOutput;
      if (!('jobId' in result)) throw new Error(`monitor run skipped: ${result.skipped}`);
      for (;;) {
        const row = await db.manager.findOneByOrFail(MonitoredDomain, { id: domain.id });
        if ((row.lastEvaluatedJobId ?? 0) >= result.jobId) break;
        const job = await db.query('SELECT status FROM scan_jobs WHERE id = ?', [result.jobId]);
        if (job[0]?.status === 'failed') {
          failed += 1;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (Date.now() <= deadline + 30_000) evaluated += 1;
    }
  };
  await Promise.all(Array.from({ length: SCAN_CONCURRENCY }, (_, slot) => worker(slot)));
  const minutes = (Date.now() - started) / 60_000;
  const alerts = await db.manager.count(Alert);
  console.log(
    `lab scans with alerts evaluated: ${evaluated} in ${(minutes * 60).toFixed(1)} s = ` +
      `${(evaluated / minutes).toFixed(1)} scans per minute (${SCAN_CONCURRENCY} at a time, ${failed} failed, ` +
      `${alerts} alerts raised)`,
  );
  await engine.close();
} finally {
  await lab.stop();
}

clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage.rss());
console.log(
  `peak RSS: ${(peakRss / 1024 / 1024).toFixed(0)} MiB (resourceUsage maxRSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB)`,
);
await db.destroy();
rmSync(dataDir, { recursive: true, force: true });
