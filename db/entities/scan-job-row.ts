/**
 * A new scan job row, written once: what a job is before it runs (queued, every module, no result),
 * with the fields its maker knows. `queueScanJob` (activities/scans/queue-scan-job.ts) makes every
 * real one; tests that store finished or failed jobs pass the rest.
 */
import { MODULE_NAMES } from '../../core/scan-model/module-names.js';
import type { ScanJob } from './scan-job.entity.js';

type ScanJobFields = Omit<ScanJob, 'id' | 'user'>;

export function newScanJobRow(
  fields: Pick<ScanJobFields, 'userId' | 'source' | 'domain' | 'createdAt'> & Partial<ScanJobFields>,
): ScanJobFields {
  return {
    status: 'queued',
    requestedModules: [...MODULE_NAMES],
    dkimSelectors: null,
    failureReason: null,
    result: null,
    report: null,
    startedAt: null,
    finishedAt: null,
    workflowStartedAt: null,
    ...fields,
  };
}
