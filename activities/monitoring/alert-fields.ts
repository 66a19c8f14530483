/**
 * An alert row's fields as JSON, written once: the `alert.triggered` event's data (alerts-consumer.ts)
 * and the API's alert (api/monitoring/alert.view.ts) both start from them, each adding its own keys.
 */
import type { AlertTriggeredData } from '../../core/monitoring/monitoring-model.js';
import type { Alert } from '../../db/entities/alert.entity.js';

export type AlertFields = Omit<AlertTriggeredData, 'alert_id'>;

export function alertFields(alert: Alert): AlertFields {
  return {
    alert_type: alert.alertType,
    severity: alert.severity,
    domain: alert.domain,
    title: alert.title,
    message: alert.message,
    old_value: alert.oldValue,
    new_value: alert.newValue,
    score: alert.score,
    grade: alert.grade,
    created_at: alert.createdAt.toISOString(),
  };
}
