/** An alert record as the API returns it (the fields of docs/api-contract.md "Alert"). */
import { Type } from '@sinclair/typebox';
import { alertFields } from '../../activities/monitoring/alert-fields.js';
import { ALERT_TYPES } from '../../core/monitoring/monitoring-model.js';
import type { Alert } from '../../db/entities/alert.entity.js';

export function toAlertView(alert: Alert) {
  return { id: alert.id, domain_id: alert.domainId, ...alertFields(alert), read: alert.read };
}

export const SeveritySchema = Type.Union([
  Type.Literal('critical'),
  Type.Literal('high'),
  Type.Literal('medium'),
  Type.Literal('low'),
]);
export const AlertTypeSchema = Type.Union(ALERT_TYPES.map((type) => Type.Literal(type)));

export const AlertSchema = Type.Object({
  id: Type.Integer(),
  domain_id: Type.Integer(),
  domain: Type.String(),
  alert_type: Type.String(),
  severity: Type.String(),
  title: Type.String(),
  message: Type.String(),
  old_value: Type.String(),
  new_value: Type.String(),
  score: Type.Integer(),
  grade: Type.String(),
  read: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});

const counts = (keys: readonly string[]) => Type.Object(Object.fromEntries(keys.map((key) => [key, Type.Integer()])));

export const AlertStatsSchema = Type.Object({
  total: Type.Integer(),
  unread: Type.Integer(),
  by_severity: counts(['critical', 'high', 'medium', 'low']),
  by_type: counts(ALERT_TYPES),
});
