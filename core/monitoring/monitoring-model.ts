/**
 * The monitoring vocabulary every layer shares (docs/api-contract.md "Monitored domain", "Alert", "Alert
 * preferences"): scan frequencies and their periods, alert types and severities, preferences.
 */
import type { Severity } from '../scan-model/report.js';

export const SCAN_FREQUENCIES = ['hourly', 'daily', 'weekly'] as const;
export type ScanFrequency = (typeof SCAN_FREQUENCIES)[number];

export function isScanFrequency(value: string): value is ScanFrequency {
  return (SCAN_FREQUENCIES as readonly string[]).includes(value);
}

const HOUR_MS = 3_600_000;
/** The period of each frequency: the schedule `monitor-<domain_id>` fires once per period. */
export const FREQUENCY_PERIOD_MS: Readonly<Record<ScanFrequency, number>> = {
  hourly: HOUR_MS,
  daily: 24 * HOUR_MS,
  weekly: 7 * 24 * HOUR_MS,
};

export const ALERT_TYPES = [
  'score_drop',
  'critical_issue',
  'cert_expired',
  'cert_expiring_soon',
  'config_change',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const ALERT_SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low'];

/** Four booleans, each true by default (docs/api-contract.md "Alert preferences"); `cert_expiry` covers both certificate types. */
export interface AlertPreferences {
  score_drop: boolean;
  critical_issue: boolean;
  cert_expiry: boolean;
  config_change: boolean;
}

export const DEFAULT_ALERT_PREFERENCES: Readonly<AlertPreferences> = Object.freeze({
  score_drop: true,
  critical_issue: true,
  cert_expiry: true,
  config_change: true,
});

/** The preference that decides whether alerts of a type are created at all. */
export function preferenceOf(type: AlertType): keyof AlertPreferences {
  return type === 'cert_expired' || type === 'cert_expiring_soon' ? 'cert_expiry' : type;
}

/** Per domain: when a score drop counts (docs/api-contract.md "Monitored domain"; the threshold is 1-100, default 10). */
export interface DomainAlertSettings {
  alert_on_score_drop: boolean;
  alert_threshold: number;
}

/** `alert.triggered` data (docs/api-contract.md "Envelope and data"), field for field. */
export interface AlertTriggeredData {
  alert_id: number;
  alert_type: AlertType;
  severity: Severity;
  domain: string;
  title: string;
  message: string;
  old_value: string;
  new_value: string;
  score: number;
  grade: string;
  created_at: string;
}

/**
 * What the alert engine remembers of a domain between scans (activities/monitoring/alert-engine/):
 * the conditions it has alerted on and that have not cleared, the last known value of each watched
 * setting, and the last score. Plain JSON.
 */
export interface AlertConditionState {
  /** Keys of the conditions alerted on and not yet cleared (`critical:<code>`, `cert_expiring:<not_after>:14`). */
  conditions: string[];
  /** Last known value of each watched setting (`spf`, `mx`, ...); null means known to be absent. */
  facts: Record<string, string | null>;
  score: number | null;
  /**
   * The modules that completed in the scan `score` comes from: a score is compared only with one
   * from the same modules (a module that timed out lowers a score without anything getting worse).
   */
  completedModules?: string[];
  /**
   * The scoring policy `score` was computed under. A later report scored under another version is
   * scored again under this one before the two are compared, so a policy change alone never looks
   * like a drop. Absent in states remembered before it was kept: those were all 2024.2.
   */
  scoringVersion?: string;
}
