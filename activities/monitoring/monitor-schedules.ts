/**
 * What an activity needs to make a monitored domain's schedule (`monitor-<id>`): the process's
 * scheduler, handed in by whoever runs the activities (the API for the embedded engine, with its
 * engine's schedules table; a Temporal worker, with Temporal Schedules). Activities cannot import
 * the workflows layer, so the entry point wires workflows/monitoring-schedules.ts in behind this.
 */
import type { ScanFrequency } from '../../core/monitoring/monitoring-model.js';

export interface MonitoredDomainSchedule {
  id: number;
  userId: number;
  domain: string;
  scanFrequency: ScanFrequency;
}

export interface MonitorSchedules {
  /** Creates or updates the domain's schedule, spread over its period by its id (idempotent). */
  upsert(domain: MonitoredDomainSchedule): Promise<void>;
}
