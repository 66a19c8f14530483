/**
 * A monitored domain's scheduled run (schedule `monitor-<domain_id>`, workflows/monitoring-schedules.ts):
 * queues a scan of the domain (source `monitor`, no quota: docs/monitoring.md) and starts its scan
 * workflow, detached. The scan's completion writes `scan.completed`, whose `alerts` consumer compares
 * it with the previous scan. The run ends once the scan is started, so a slow scan never makes the
 * schedule skip; the same run id queues one job, however often the activity is retried.
 */
import type { MonitorActivities } from '../activities/contracts.js';
import { legacyScanWorkflowId } from '../core/workflow-ids.js';
import { JOB_STATE_POLICY } from './policies.js';
import type { WorkflowRuntime } from './runtime.js';

export interface MonitorWorkflowInput {
  domainId: number;
}

export type MonitorWorkflowOutput = { jobId: number } | { skipped: string };

export async function monitorWorkflow(
  runtime: WorkflowRuntime,
  input: MonitorWorkflowInput,
): Promise<MonitorWorkflowOutput> {
  const monitor = runtime.activities<MonitorActivities>(JOB_STATE_POLICY);
  const queued = await monitor.queueMonitorScan(input.domainId, runtime.workflowId);
  if ('skipped' in queued) return { skipped: queued.skipped };
  const started = await runtime.startWorkflow(
    'scanWorkflow',
    // A result recorded before the id carried its suffix (a replayed history) keeps the plain id.
    queued.scanWorkflowId ?? legacyScanWorkflowId(queued.jobId),
    {
      jobId: queued.jobId,
      accountId: queued.accountId,
      domain: queued.domain,
      modules: queued.modules,
      dkimSelectors: [],
    },
    { kind: 'scan', domains: [queued.domain], accountId: queued.accountId, source: 'monitor', jobId: queued.jobId },
  );
  // The start is a recorded step, so a resumed or replayed run sees 'started' again; 'exists' means
  // another run holds the id. With the suffixed id (scanJobWorkflowId) that takes another job row
  // of the same id and the same creation instant; it was common with the plain `scan-<job_id>`.
  if (started === 'exists') {
    runtime.log.warn('the scan workflow id is taken by another run; this job will not be scanned', {
      jobId: queued.jobId,
      domain: queued.domain,
    });
  }
  return { jobId: queued.jobId };
}
