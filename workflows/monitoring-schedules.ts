/**
 * The schedule of a monitored domain: `monitor-<domain_id>`, every period of its frequency, spread
 * over the period by its id (workflows/schedules.ts). Upserting with a new frequency moves it at
 * once; removing it stops it.
 */
import { FREQUENCY_PERIOD_MS, type ScanFrequency } from '../core/monitoring/monitoring-model.js';
import { monitorScheduleId } from '../core/workflow-ids.js';
import type { Scheduler, ScheduleSpec } from './schedules.js';

export interface MonitoredDomainRef {
  id: number;
  userId: number;
  domain: string;
  scanFrequency: ScanFrequency;
}

export function monitorScheduleSpec(domain: MonitoredDomainRef): ScheduleSpec<'monitorWorkflow'> {
  return {
    id: monitorScheduleId(domain.id),
    workflow: 'monitorWorkflow',
    input: { domainId: domain.id },
    everyMs: FREQUENCY_PERIOD_MS[domain.scanFrequency],
    meta: { kind: 'monitor', domains: [domain.domain], accountId: domain.userId, source: 'monitor' },
  };
}

export function scheduleMonitoring(scheduler: Scheduler, domain: MonitoredDomainRef): Promise<void> {
  return scheduler.upsert(monitorScheduleSpec(domain));
}

export function stopMonitoring(scheduler: Scheduler, domainId: number): Promise<boolean> {
  return scheduler.remove(monitorScheduleId(domainId));
}
