/**
 * "Scan now" (POST /v1/domains/{id}/scan, 202 with a scan job): the jobs started from this page, by
 * domain, followed every 2 s (GET /v1/scan/jobs/{id}) until they end; `onFinished` then reloads the
 * domains so the new grade shows, and the quota in the session is refreshed (scan now takes one).
 */
import { useState } from 'preact/hooks';
import { api } from '../lib/api.js';
import type { ScanJob } from '../lib/api-schema.js';
import { isRunning } from '../lib/scan-status.js';
import { usePolling } from '../lib/use-polling.js';

export function useScanNow(onFinished: (ended: ScanJob[]) => Promise<void>) {
  const [jobs, setJobs] = useState<Record<number, ScanJob>>({});
  const running = Object.values(jobs).some((job) => isRunning(job.status));

  usePolling(async () => {
    const entries = Object.entries(jobs);
    const ended: ScanJob[] = [];
    const next: Record<number, ScanJob> = {};
    for (const [domainId, job] of entries) {
      if (!isRunning(job.status)) {
        next[Number(domainId)] = job;
        continue;
      }
      const fresh = await api<ScanJob>('GET', `/v1/scan/jobs/${job.job_id}`);
      if (!isRunning(fresh.status)) ended.push(fresh);
      next[Number(domainId)] = fresh;
    }
    setJobs(next);
    if (ended.length > 0) await onFinished(ended);
  }, running);

  const start = async (domainId: number): Promise<ScanJob> => {
    const job = await api<ScanJob>('POST', `/v1/domains/${domainId}/scan`);
    setJobs((current) => ({ ...current, [domainId]: job }));
    return job;
  };
  return { jobs, start };
}
