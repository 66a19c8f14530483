/**
 * Reading alert preferences (docs/api-contract.md "Alert preferences"): an account's (no row means every type is on), and a
 * client's own that replace them for the client's domains (docs/portfolio.md, "Scoped to a client").
 */
import type { EntityManager } from 'typeorm';
import { type AlertPreferences, DEFAULT_ALERT_PREFERENCES } from '../../core/monitoring/monitoring-model.js';
import { AlertPreferencesRow } from '../../db/entities/alert-preferences.entity.js';
import { ClientAlertPreferencesRow } from '../../db/entities/client-alert-preferences.entity.js';

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

/** Where a domain's preferences come from: its client's own, or the account's (docs/portfolio.md). */
export type AlertPreferencesSource = 'client' | 'account';

export function preferencesOfClientRow(row: ClientAlertPreferencesRow): AlertPreferences {
  return {
    score_drop: row.scoreDrop,
    critical_issue: row.criticalIssue,
    cert_expiry: row.certExpiry,
    config_change: row.configChange,
  };
}

/** A client's preferences: its own row, else the account's (the default). */
export async function loadClientAlertPreferences(
  manager: EntityManager,
  userId: number,
  clientId: number,
): Promise<{ preferences: AlertPreferences; source: AlertPreferencesSource }> {
  const row = await manager.findOneBy(ClientAlertPreferencesRow, { clientId, userId });
  if (row) return { preferences: preferencesOfClientRow(row), source: 'client' };
  return { preferences: await loadAlertPreferences(manager, userId), source: 'account' };
}

/** What decides which alerts a monitored domain gets: its client's preferences when it has a client. */
export async function loadDomainAlertPreferences(
  manager: EntityManager,
  domain: { userId: number; clientId: number | null },
): Promise<AlertPreferences> {
  if (domain.clientId === null) return loadAlertPreferences(manager, domain.userId);
  return (await loadClientAlertPreferences(manager, domain.userId, domain.clientId)).preferences;
}
