/**
 * The monitoring API's shapes as the pages read them (SPEC part 2 "Monitored domain" and "Alert";
 * docs/monitoring.md): api/monitoring/domain.view.ts and alert.view.ts answer exactly these.
 */
import type { Assessment, Severity } from '../lib/types.js';

export type ScanFrequency = 'hourly' | 'daily' | 'weekly';
export const FREQUENCIES: readonly { value: ScanFrequency; label: string }[] = [
  { value: 'hourly', label: 'Hourly' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

export interface MonitoredDomain {
  id: number;
  domain: string;
  scan_frequency: ScanFrequency;
  alert_on_score_drop: boolean;
  alert_threshold: number;
  badge_enabled: boolean;
  created_at: string;
  /** The last completed scan of the name by this account; null before the first. */
  last_scan: { job_id: number; score: number; grade: string; assessment?: Assessment; scanned_at: string } | null;
  /** Ownership verification (docs/monitoring.md "Domain ownership"): only verified owners' badges are public. */
  verified: boolean;
  verified_at: string | null;
  verification_method: VerificationMethod | null;
  verification_checked_at: string | null;
}

export type VerificationMethod = 'dns' | 'file';

/** GET /v1/domains/{id}/verification and POST .../verification/check. */
export interface DomainVerification {
  domain_id: number;
  domain: string;
  status: 'verified' | 'unverified';
  token: string;
  record: { type: 'TXT'; name: string; value: string };
  file: { url: string; content: string };
  method: VerificationMethod | null;
  verified_at: string | null;
  checked_at: string | null;
  failure: string | null;
}

export interface DomainList {
  domains: MonitoredDomain[];
  used: number;
  /** null: unlimited. */
  domain_limit: number | null;
}

export type AlertType = 'score_drop' | 'critical_issue' | 'cert_expired' | 'cert_expiring_soon' | 'config_change';
export const ALERT_TYPE_LABELS: Record<AlertType, string> = {
  score_drop: 'Score drop',
  critical_issue: 'Critical issue',
  cert_expired: 'Certificate expired',
  cert_expiring_soon: 'Certificate expiring soon',
  config_change: 'Configuration change',
};
export const ALERT_TYPES = Object.keys(ALERT_TYPE_LABELS) as AlertType[];
export const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low'];

export interface Alert {
  id: number;
  domain_id: number;
  domain: string;
  alert_type: AlertType;
  severity: Severity;
  title: string;
  message: string;
  old_value: string;
  new_value: string;
  score: number;
  grade: string;
  read: boolean;
  created_at: string;
}

export interface AlertStats {
  total: number;
  unread: number;
  by_severity: Record<Severity, number>;
  by_type: Record<AlertType, number>;
}

/** GET/PUT /v1/settings/alert-preferences: which alert types are created at all. */
export interface AlertPreferences {
  score_drop: boolean;
  critical_issue: boolean;
  cert_expiry: boolean;
  config_change: boolean;
}

export const alertTypeLabel = (type: string) => ALERT_TYPE_LABELS[type as AlertType] ?? type.replace(/_/g, ' ');
