/**
 * The one way a Rampart Temporal worker is built, used by `npm run worker` and by the tests and
 * benchmarks that run workers in their own process: the bundled workflows of workflows/, the
 * activities of activities/jobs/ with heartbeats and their database faults marked (database-faults.ts),
 * and the concurrency bound. Tests thereby run the worker operators run.
 */
import { Client } from '@temporalio/client';
import { type NativeConnection, Worker } from '@temporalio/worker';
import type { ActivityDeps } from '../activities/activity-deps.js';
import { createActivities } from '../activities/jobs/index.js';
import type { MonitorSchedules } from '../activities/monitoring/monitor-schedules.js';
import { scheduleMonitoring } from '../workflows/monitoring-schedules.js';
import { TEMPORAL_WORKFLOWS_PATH } from '../workflows/temporal/entry-path.js';
import { TemporalScheduler } from '../workflows/temporal/temporal-scheduler.js';
import { withDatabaseFaults } from './database-faults.js';
import { withHeartbeats } from './heartbeats.js';
import { tracingInterceptors, tracingSinks } from './tracing-interceptors.js';

/** Activities (and scanner modules) at once per worker; each is mostly waiting on the network. */
export const MAX_CONCURRENT_ACTIVITIES = 200;

export interface RampartWorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  deps: ActivityDeps;
  maxConcurrentActivities?: number;
  /**
   * A bundle made once with bundleWorkflowCode (tests start many workers), with
   * WORKFLOW_INTERCEPTOR_MODULES as its `workflowInterceptorModules`; bundled here otherwise.
   */
  workflowBundle?: { code: string };
  /**
   * Spans (OTEL_* set): the OpenTelemetry interceptors on activities, and on workflows when bundled
   * here; a given bundle must have been made with WORKFLOW_INTERCEPTOR_MODULES to match.
   */
  tracing: boolean;
}

/**
 * Monitoring schedules as activities make them (a bulk import's chunk): Temporal Schedules through a
 * client on the worker's own connection, started on the worker's task queue.
 */
function workerMonitorSchedules(options: RampartWorkerOptions): MonitorSchedules {
  const client = new Client({ connection: options.connection, namespace: options.namespace });
  const scheduler = new TemporalScheduler(() => client, options.taskQueue);
  return { upsert: (domain) => scheduleMonitoring(scheduler, domain) };
}

export function createRampartWorker(options: RampartWorkerOptions): Promise<Worker> {
  return Worker.create({
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    ...(options.workflowBundle
      ? { workflowBundle: options.workflowBundle }
      : { workflowsPath: TEMPORAL_WORKFLOWS_PATH }),
    // Heartbeats outermost; a database fault leaves as a failure the workflow runtime recognises.
    // Modules at once: the bound one activity per module had (a scan's modules are one activity now).
    activities: withHeartbeats(
      withDatabaseFaults(
        createActivities({
          maxConcurrentModules: options.maxConcurrentActivities ?? MAX_CONCURRENT_ACTIVITIES,
          monitorSchedules: workerMonitorSchedules(options),
          ...options.deps,
        }),
      ),
    ),
    // Log scopes, and traces when on (tracing-interceptors.ts); the workflow side is in the bundle.
    interceptors: tracingInterceptors(options.tracing),
    sinks: tracingSinks(),
    maxConcurrentActivityTaskExecutions: options.maxConcurrentActivities ?? MAX_CONCURRENT_ACTIVITIES,
  });
}
