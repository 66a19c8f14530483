/**
 * A scan job's workflow id, `scan-<job_id>-<8 hex>`, for every scan: submitted through the API, the
 * free scan, batch, a monitored domain's schedule or "scan now", on both engines.
 *
 * `scan-<job_id>` alone collided on a long-lived Temporal namespace: a database that was reset (or a
 * second deployment sharing the namespace) numbers its jobs from 1 again, and an older `scan-1` made
 * the start a no-op when it had closed ("exists": the job was never scanned) or refused it while it
 * still ran (the submission answered 503). The suffix, 8 hex of SHA-256 over the job id and its
 * creation instant (stored to the millisecond on both databases), differs for every job row and is
 * the same each time it is computed for the same row, so a retried activity names the same workflow.
 * Outside `workflows/`: the Temporal sandbox has no `node:crypto`; workflows receive the id.
 */
import { createHash } from 'node:crypto';
import type { ScanJob } from '../../db/entities/scan-job.entity.js';

export function scanJobWorkflowId(job: Pick<ScanJob, 'id' | 'createdAt'>): string {
  const suffix = createHash('sha256').update(`${job.id}:${job.createdAt.getTime()}`).digest('hex').slice(0, 8);
  return `scan-${job.id}-${suffix}`;
}
