/**
 * Scanner activities: the scanner library (scanner/) wrapped as the steps workflows call.
 * Each returns plain JSON. A full scan's module result is stored with its job here rather than
 * returned, which keeps evidence out of workflow histories (activities/contracts.ts).
 */

import { defaultMaxListeners, setMaxListeners } from 'node:events';
import { scanModuleDuration } from '../../core/metrics/metric-definitions.js';
import type { ModuleName } from '../../core/scan-model/module-names.js';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { ScanModuleResult } from '../../db/entities/scan-module-result.entity.js';
import { databaseFault, isUniqueViolation } from '../../db/errors.js';
import { errorModuleResult } from '../../scanner/modules/error-result.js';
import { assembleReport, runScanModule } from '../../scanner/scan-domain.js';
import type { ActivityDeps } from '../activity-deps.js';
import { reportActivityProgress } from '../activity-progress.js';
import { currentActivitySignal } from '../activity-signal.js';
import type { ModulesOutcome, ModulesProgress, ScannerActivities, ScanPlan } from '../contracts.js';
import { DEFAULT_MAX_CONCURRENT_MODULES, ModuleSlots } from './module-slots.js';
import { planFullScan } from './plan-scan.js';
import { summarizeReport } from './scan-summary.js';

/** One module on one target, timed for rampart_scan_module_duration_seconds. */
async function timedModule(name: ModuleName, run: () => Promise<ModuleResult>): Promise<ModuleResult> {
  const started = performance.now();
  const result = await run();
  scanModuleDuration.observe({ module: name, status: result.status }, (performance.now() - started) / 1000);
  return result;
}

export function createScannerActivities(deps: ActivityDeps): ScannerActivities {
  const { db, scanDeps, clock } = deps;
  const moduleSlots = new ModuleSlots(deps.maxConcurrentModules ?? DEFAULT_MAX_CONCURRENT_MODULES);

  async function storeModuleResult(jobId: number, result: ModuleResult): Promise<void> {
    // `as never`: TypeORM's partial-entity types cannot express a JSON column's nested type.
    const row = { jobId, module: result.name, result: result as never, createdAt: clock.now() };
    try {
      await db.manager.insert(ScanModuleResult, row);
    } catch (error) {
      // Run again after a restart or a retry: the newer result replaces the older one.
      if (!isUniqueViolation(error)) throw error;
      await db.manager.update(
        ScanModuleResult,
        { jobId, module: result.name },
        { result: row.result, createdAt: row.createdAt },
      );
    }
  }

  return {
    planScan(domain: string, modules: ModuleName[]): Promise<ScanPlan> {
      return planFullScan(scanDeps, domain, modules);
    },

    async scanModule(jobId, name, target, dkimSelectors) {
      const result = await timedModule(name, () =>
        runScanModule(name, target, { dkimSelectors, signal: currentActivitySignal() }, scanDeps),
      );
      await storeModuleResult(jobId, result);
      return result.status;
    },

    async scanModules(jobId, names, target, dkimSelectors): Promise<ModulesOutcome> {
      const stored = await db.manager.find(ScanModuleResult, { where: { jobId } });
      const statuses: ModulesOutcome['statuses'] = {};
      for (const row of stored) if (names.includes(row.module)) statuses[row.module] = row.result.status;
      const reused = names.filter((name) => statuses[name] !== undefined);
      const toRun = names.filter((name) => !reused.includes(name));
      const progress: ModulesProgress = { done: [...reused], running: [...toRun] };
      // A copy each time: the heartbeat is encoded later, and `progress` moves on meanwhile.
      const report = () => reportActivityProgress({ done: [...progress.done], running: [...progress.running] });
      report();
      const signal = currentActivitySignal();
      // Every module listens to the one attempt's signal (Node warns past 10 listeners by default).
      if (signal) setMaxListeners(Math.max(defaultMaxListeners, 4 * toRun.length), signal);
      const runs = await Promise.allSettled(
        toRun.map(async (name) => {
          const result = await moduleSlots.run(() =>
            timedModule(name, () => runScanModule(name, target, { dkimSelectors, signal }, scanDeps)),
          );
          // A given-up attempt (its worker lost the server, or it timed out) stores nothing: the
          // retry would take a module cut short for a finished one.
          if (signal?.aborted) throw new Error(`attempt given up before ${name} finished`);
          await storeModuleResult(jobId, result);
          statuses[name] = result.status;
          progress.done.push(name);
          progress.running = progress.running.filter((each) => each !== name);
          report();
        }),
      );
      const errors = runs.flatMap((run) => (run.status === 'rejected' ? [run.reason as unknown] : []));
      // The others are stored: the retry runs only these. The database down is said as such (the
      // worker marks it, workers/database-faults.ts), so the outage does not use up the retries.
      const fault = errors.find((error) => databaseFault(error));
      if (fault) throw fault;
      if (errors.length > 0) {
        const failed = runs.flatMap((run, i) =>
          run.status === 'rejected'
            ? [`${toRun[i]}: ${run.reason instanceof Error ? run.reason.message : String(run.reason)}`]
            : [],
        );
        throw new Error(`modules not stored: ${failed.join('; ')}`);
      }
      return { statuses, reused };
    },

    async assessModule(name, target) {
      const result = await timedModule(name, () =>
        runScanModule(name, target, { signal: currentActivitySignal() }, scanDeps),
      );
      return { ...result, evidence: {} };
    },

    async summarizeAssessment(domain, results, failures) {
      const now = clock.now();
      const missing = Object.entries(failures).map(([name, reason]) =>
        errorModuleResult(name as ModuleName, reason ?? 'the module reported no result'),
      );
      return summarizeReport(assembleReport({ domain }, [...results, ...missing], now, now));
    },
  };
}
