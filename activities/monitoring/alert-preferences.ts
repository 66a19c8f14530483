/** Reading an account's alert preferences (docs/api-contract.md "Alert preferences"): no row means every type is on. */
import type { EntityManager } from 'typeorm';
import { type AlertPreferences, DEFAULT_ALERT_PREFERENCES } from '../../core/monitoring/monitoring-model.js';
import { AlertPreferencesRow } from '../../db/entities/alert-preferences.entity.js';

export function preferencesOfRow(row: AlertPreferencesRow | null): AlertPreferences {
  if (!row) return { ...DEFAULT_ALERT_PREFERENCES };
  return {
    score_drop: row.scoreDrop,
    critical_issue: row.criticalIssue,
    cert_expiry: row.certExpiry,
    config_change: row.configChange,
  };
}

export async function loadAlertPreferences(manager: EntityManager, userId: number): Promise<AlertPreferences> {
  return preferencesOfRow(await manager.findOneBy(AlertPreferencesRow, { userId }));
}
