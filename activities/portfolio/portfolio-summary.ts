/**
 * The portfolio summary (docs/portfolio.md), for the whole account or one client: domains by grade,
 * coverage (the share with an evaluated scan), the average score, the worst domains, unread alerts
 * by severity, what changed in the last 7 and 30 days (grade moves up and down, new critical
 * findings, certificate expiry warnings), and with no client asked, the same counts per client.
 * Every figure is a grouped query on indexed columns; nothing reads a report.
 */
import type { DataSource } from 'typeorm';
import { ALERT_SEVERITIES } from '../../core/monitoring/monitoring-model.js';
import type { Severity } from '../../core/scan-model/report.js';
import { Alert } from '../../db/entities/alert.entity.js';
import { Client } from '../../db/entities/client.entity.js';
import { DomainGradeChange } from '../../db/entities/domain-grade-change.entity.js';
import { type PortfolioFilters, type PortfolioRow, PortfolioRows } from './portfolio-rows.js';

const GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
const DAY_MS = 86_400_000;
/** Worst domains listed in the summary. */
export const WORST_COUNT = 5;

export type GradeCounts = Record<(typeof GRADES)[number] | 'unscanned', number>;

export interface ChangeWindow {
  days: number;
  grade_moves: { up: number; down: number };
  /** The moves themselves, newest first (at most 20). */
  moves: { domain_id: number; domain: string; from: string; to: string; at: string }[];
  new_critical_findings: number;
  certificates_expiring: number;
}

export interface ClientFigures {
  client_id: number | null;
  name: string | null;
  domains: number;
  by_grade: GradeCounts;
  average_score: number | null;
}

export interface PortfolioSummary {
  client_id: number | null;
  domains: number;
  scanned: number;
  coverage: number;
  average_score: number | null;
  by_grade: GradeCounts;
  worst: PortfolioRow[];
  open_alerts: { total: number; by_severity: Record<Severity, number> };
  changes: ChangeWindow[];
  clients?: ClientFigures[];
}

const emptyGrades = (): GradeCounts => ({ A: 0, B: 0, C: 0, D: 0, F: 0, unscanned: 0 });

export class PortfolioSummaries {
  private readonly rows: PortfolioRows;

  constructor(
    private readonly db: DataSource,
    private readonly clock: { now(): Date },
  ) {
    this.rows = new PortfolioRows(db);
  }

  async summary(userId: number, clientId: number | undefined): Promise<PortfolioSummary> {
    const filters: PortfolioFilters = clientId === undefined ? {} : { client_id: clientId };
    const grouped = await this.rows
      .filtered(userId, filters)
      .select('domain.client_id', 'client_id')
      .addSelect('domain.last_grade', 'grade')
      .addSelect('COUNT(*)', 'count')
      .addSelect('SUM(domain.last_score)', 'score_sum')
      .groupBy('domain.client_id')
      .addGroupBy('domain.last_grade')
      .getRawMany<{
        client_id: number | string | null;
        grade: string | null;
        count: number | string;
        score_sum: number | string | null;
      }>();
    const total = emptyGrades();
    let scoreSum = 0;
    const perClient = new Map<number | null, { grades: GradeCounts; scoreSum: number }>();
    for (const row of grouped) {
      const key = (row.grade ?? 'unscanned') as keyof GradeCounts;
      const count = Number(row.count);
      const sum = Number(row.score_sum ?? 0);
      total[key] = (total[key] ?? 0) + count;
      scoreSum += sum;
      const client = row.client_id === null ? null : Number(row.client_id);
      const entry = perClient.get(client) ?? { grades: emptyGrades(), scoreSum: 0 };
      entry.grades[key] += count;
      entry.scoreSum += sum;
      perClient.set(client, entry);
    }
    const domains = Object.values(total).reduce((a, b) => a + b, 0);
    const scanned = domains - total.unscanned;
    return {
      client_id: clientId ?? null,
      domains,
      scanned,
      coverage: domains === 0 ? 0 : Math.round((scanned / domains) * 1000) / 1000,
      average_score: scanned === 0 ? null : Math.round(scoreSum / scanned),
      by_grade: total,
      worst: await this.rows.rows(userId, filters, { sort: 'score', order: 'asc', limit: WORST_COUNT, offset: 0 }),
      open_alerts: await this.openAlerts(userId, clientId),
      changes: [await this.changes(userId, clientId, 7), await this.changes(userId, clientId, 30)],
      ...(clientId === undefined ? { clients: await this.clientFigures(userId, perClient) } : {}),
    };
  }

  /** Alerts joined to their domain when a client is asked (alerts carry the domain, not the client). */
  private alertsOf(userId: number, clientId: number | undefined) {
    const query = this.db.manager.createQueryBuilder(Alert, 'alert').where('alert.user_id = :userId', { userId });
    if (clientId !== undefined) {
      query.innerJoin('monitored_domains', 'domain', 'domain.id = alert.domain_id AND domain.client_id = :clientId', {
        clientId,
      });
    }
    return query;
  }

  private async openAlerts(userId: number, clientId: number | undefined): Promise<PortfolioSummary['open_alerts']> {
    const rows = await this.alertsOf(userId, clientId)
      .andWhere('alert.is_read = 0')
      .select('alert.severity', 'severity')
      .addSelect('COUNT(*)', 'count')
      .groupBy('alert.severity')
      .getRawMany<{ severity: Severity; count: number | string }>();
    const by_severity = Object.fromEntries(ALERT_SEVERITIES.map((severity) => [severity, 0])) as Record<
      Severity,
      number
    >;
    for (const row of rows) by_severity[row.severity] = Number(row.count);
    return { total: Object.values(by_severity).reduce((a, b) => a + b, 0), by_severity };
  }

  private async changes(userId: number, clientId: number | undefined, days: number): Promise<ChangeWindow> {
    const createdAt = this.db.getMetadata(DomainGradeChange).findColumnWithPropertyName('createdAt');
    if (!createdAt) throw new Error('domain_grade_changes.created_at is not mapped');
    // A bound Date in the form the column stores (SQLite keeps text; the driver writes it the same way).
    const since = this.db.driver.preparePersistentValue(
      new Date(this.clock.now().getTime() - days * DAY_MS),
      createdAt,
    );
    const moves = this.db.manager
      .createQueryBuilder(DomainGradeChange, 'change')
      .innerJoin('monitored_domains', 'domain', 'domain.id = change.domain_id')
      .where('change.user_id = :userId AND change.created_at >= :since', { userId, since })
      .select([
        'change.domain_id AS domain_id',
        'domain.domain AS domain',
        'change.from_grade AS from_grade',
        'change.to_grade AS to_grade',
        'change.created_at AS created_at',
      ])
      .orderBy('change.created_at', 'DESC')
      .addOrderBy('change.id', 'DESC');
    if (clientId !== undefined) moves.andWhere('domain.client_id = :clientId', { clientId });
    const all = await moves.getRawMany<{
      domain_id: number | string;
      domain: string;
      from_grade: string;
      to_grade: string;
      created_at: Date | string;
    }>();
    const up = all.filter((move) => move.to_grade < move.from_grade).length;
    const countOf = (types: string[]) =>
      this.alertsOf(userId, clientId)
        .andWhere('alert.created_at >= :since AND alert.alert_type IN (:...types)', { since, types })
        .getCount();
    return {
      days,
      grade_moves: { up, down: all.length - up },
      moves: all.slice(0, 20).map((move) => ({
        domain_id: Number(move.domain_id),
        domain: move.domain,
        from: move.from_grade,
        to: move.to_grade,
        at: (this.db.driver.prepareHydratedValue(move.created_at, createdAt) as Date).toISOString(),
      })),
      new_critical_findings: await countOf(['critical_issue']),
      certificates_expiring: await countOf(['cert_expiring_soon', 'cert_expired']),
    };
  }

  private async clientFigures(
    userId: number,
    perClient: Map<number | null, { grades: GradeCounts; scoreSum: number }>,
  ): Promise<ClientFigures[]> {
    const clients = await this.db.manager.find(Client, { where: { userId }, order: { name: 'ASC', id: 'ASC' } });
    const figures = (clientId: number | null, name: string | null): ClientFigures => {
      const entry = perClient.get(clientId) ?? { grades: emptyGrades(), scoreSum: 0 };
      const count = Object.values(entry.grades).reduce((a, b) => a + b, 0);
      const scanned = count - entry.grades.unscanned;
      return {
        client_id: clientId,
        name,
        domains: count,
        by_grade: entry.grades,
        average_score: scanned === 0 ? null : Math.round(entry.scoreSum / scanned),
      };
    };
    const list = clients.map((client) => figures(client.id, client.name));
    if (perClient.has(null)) list.push(figures(null, null));
    return list;
  }
}
