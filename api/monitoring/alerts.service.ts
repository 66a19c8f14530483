/**
 * The account's alerts (docs/api-contract.md "Domain monitoring"): list with filters, mark read (one, or all
 * matching), delete, statistics. Only the caller's alerts exist for it: anyone else's are 404.
 */
import { type FindOptionsWhere, Raw } from 'typeorm';
import { ALERT_SEVERITIES, ALERT_TYPES, type AlertType } from '../../core/monitoring/monitoring-model.js';
import type { Severity } from '../../core/scan-model/report.js';
import { Alert } from '../../db/entities/alert.entity.js';
import type { AppContext } from '../context.js';
import { notFound } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';

export interface AlertFilters {
  severity?: Severity;
  alert_type?: AlertType;
  domain_id?: number;
  /** The alerts of one client's domains (docs/portfolio.md). */
  client_id?: number;
  /** The alerts of domains with this tag. */
  tag?: string;
}

export interface AlertStats {
  total: number;
  unread: number;
  by_severity: Record<Severity, number>;
  by_type: Record<AlertType, number>;
}

/** The domains of a client and/or with a tag, as a condition on an alert's domain_id. */
function labelledDomains(userId: number, filters: AlertFilters) {
  const conditions: string[] = [];
  if (filters.domain_id !== undefined) conditions.push('labelled.id = :labelDomain');
  if (filters.client_id !== undefined) conditions.push('labelled.client_id = :clientId');
  if (filters.tag !== undefined) {
    conditions.push('labelled.id IN (SELECT tagged.domain_id FROM domain_tags tagged WHERE tagged.tag = :tag)');
  }
  return Raw(
    (column) =>
      `${column} IN (SELECT labelled.id FROM monitored_domains labelled WHERE labelled.user_id = :labelUser AND ${conditions.join(' AND ')})`,
    {
      labelUser: userId,
      labelDomain: filters.domain_id,
      clientId: filters.client_id,
      tag: filters.tag?.trim().toLowerCase(),
    },
  );
}

function whereOf(userId: number, filters: AlertFilters): FindOptionsWhere<Alert> {
  const labelled = filters.client_id !== undefined || filters.tag !== undefined;
  return {
    userId,
    ...(filters.severity ? { severity: filters.severity } : {}),
    ...(filters.alert_type ? { alertType: filters.alert_type } : {}),
    ...(labelled
      ? { domainId: labelledDomains(userId, filters) }
      : filters.domain_id !== undefined
        ? { domainId: filters.domain_id }
        : {}),
  };
}

export class AlertsService {
  constructor(private readonly ctx: AppContext) {}

  list(userId: number, filters: AlertFilters & { unread_only: boolean; limit: number }): Promise<Alert[]> {
    return this.ctx.db.manager.find(Alert, {
      where: { ...whereOf(userId, filters), ...(filters.unread_only ? { read: false } : {}) },
      order: { id: 'DESC' },
      take: filters.limit,
    });
  }

  async markRead(userId: number, id: number): Promise<Alert> {
    const alert = await this.ctx.db.manager.findOneBy(Alert, { id, userId });
    if (!alert) throw notFound(ERRORS.notFound.alert);
    if (!alert.read) await this.ctx.db.manager.update(Alert, { id }, { read: true });
    return { ...alert, read: true } as Alert;
  }

  async markAllRead(userId: number, filters: AlertFilters): Promise<number> {
    const result = await this.ctx.db.manager.update(
      Alert,
      { ...whereOf(userId, filters), read: false },
      { read: true },
    );
    return result.affected ?? 0;
  }

  async remove(userId: number, id: number): Promise<void> {
    const result = await this.ctx.db.manager.delete(Alert, { id, userId });
    if ((result.affected ?? 0) === 0) throw notFound(ERRORS.notFound.alert);
  }

  async stats(userId: number): Promise<AlertStats> {
    const rows = await this.ctx.db.manager
      .createQueryBuilder(Alert, 'alert')
      .select('alert.severity', 'severity')
      .addSelect('alert.alert_type', 'type')
      .addSelect('alert.is_read', 'read')
      .addSelect('COUNT(*)', 'count')
      .where('alert.user_id = :userId', { userId })
      .groupBy('alert.severity')
      .addGroupBy('alert.alert_type')
      .addGroupBy('alert.is_read')
      .getRawMany<{ severity: Severity; type: AlertType; read: unknown; count: unknown }>();
    const stats: AlertStats = {
      total: 0,
      unread: 0,
      by_severity: Object.fromEntries(ALERT_SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>,
      by_type: Object.fromEntries(ALERT_TYPES.map((t) => [t, 0])) as Record<AlertType, number>,
    };
    for (const row of rows) {
      const count = Number(row.count);
      stats.total += count;
      // The drivers hand booleans back as 0/1, "0"/"1" or true/false.
      if (!(row.read === true || Number(row.read) === 1)) stats.unread += count;
      if (row.severity in stats.by_severity) stats.by_severity[row.severity] += count;
      if (row.type in stats.by_type) stats.by_type[row.type] += count;
    }
    return stats;
  }
}
