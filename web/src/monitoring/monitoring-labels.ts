/**
 * How the monitoring pages name the API's values (frequencies, alert types, severities): dashboard
 * wording, not API shapes; the values themselves are the API's (lib/api-schema.ts).
 */
import type { AlertType, ScanFrequency, Severity } from '../lib/api-schema.js';

export const FREQUENCIES: readonly { value: ScanFrequency; label: string }[] = [
  { value: 'hourly', label: 'Hourly' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

export const ALERT_TYPE_LABELS: Record<AlertType, string> = {
  score_drop: 'Score drop',
  critical_issue: 'Critical issue',
  cert_expired: 'Certificate expired',
  cert_expiring_soon: 'Certificate expiring soon',
  config_change: 'Configuration change',
};
export const ALERT_TYPES = Object.keys(ALERT_TYPE_LABELS) as AlertType[];
export const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low'];

export const alertTypeLabel = (type: string) => ALERT_TYPE_LABELS[type as AlertType] ?? type.replace(/_/g, ' ');
