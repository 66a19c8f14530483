/**
 * What a client report says (docs/portfolio.md, "Client reports"), read from the portfolio's
 * standing rows, never from stored scan reports: each domain's grade, score and trend; what changed
 * in the period (grade moves, alerts raised by type); the open findings by severity; and the
 * compliance view, the controls the open findings bear on, per framework, with how many domains.
 */
import type { DataSource } from 'typeorm';
import type { ReportPeriod } from '../../core/monitoring/client-reports.js';
import { ALERT_SEVERITIES } from '../../core/monitoring/monitoring-model.js';
import type { FrameworkId, Severity } from '../../core/scan-model/report.js';
import { Alert } from '../../db/entities/alert.entity.js';
import { DomainFinding } from '../../db/entities/domain-finding.entity.js';
import { DomainGradeChange } from '../../db/entities/domain-grade-change.entity.js';
import { CATEGORY_CONTROLS } from '../../scanner/compliance/categories.js';
import { categoryOfCheck } from '../../scanner/compliance/check-categories.js';
import { FRAMEWORKS } from '../../scanner/compliance/frameworks.js';
import { gradeForScore } from '../../scanner/scoring/score.js';
import { type PortfolioRow, PortfolioRows } from '../portfolio/portfolio-rows.js';
import { type GradeCounts, PortfolioSummaries } from '../portfolio/portfolio-summary.js';

/** Open findings listed one by one (the rest are counted): a report, not an export. */
export const LISTED_FINDINGS = 30;

const RANK: Record<Severity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

export interface GradeMove {
  domain: string;
  from: string;
  to: string;
  at: Date;
}

export interface OpenFinding {
  domain: string;
  code: string;
  severity: Severity;
  finding: string;
  firstSeenAt: Date;
}

export interface AffectedControlSummary {
  control: string;
  title: string;
  severity: Severity;
  /** Domains with at least one open finding behind the control. */
  domains: number;
}

export interface FrameworkSummary {
  framework: FrameworkId;
  name: string;
  version: string;
  controlsAssessed: number;
  affected: AffectedControlSummary[];
}

export interface ClientReportData {
  clientName: string;
  period: ReportPeriod;
  domains: PortfolioRow[];
  scanned: number;
  averageScore: number | null;
  /** The grade the average score earns under the current policy; null with nothing scanned. */
  grade: string | null;
  byGrade: GradeCounts;
  openAlerts: { total: number; bySeverity: Record<Severity, number> };
  changes: {
    moves: GradeMove[];
    up: number;
    down: number;
    /** Alerts raised in the period, by type. */
    alertsRaised: Record<string, number>;
  };
  findings: { total: number; bySeverity: Record<Severity, number>; listed: OpenFinding[] };
  compliance: FrameworkSummary[];
}

function zeroBySeverity(): Record<Severity, number> {
  return Object.fromEntries(ALERT_SEVERITIES.map((severity) => [severity, 0])) as Record<Severity, number>;
}

export async function clientReportData(
  db: DataSource,
  clock: { now(): Date },
  client: { id: number; userId: number; name: string },
  period: ReportPeriod,
): Promise<ClientReportData> {
  const filters = { client_id: client.id };
  const summary = await new PortfolioSummaries(db, clock).summary(client.userId, client.id);
  const domains = await new PortfolioRows(db).rows(client.userId, filters, {
    sort: 'score',
    order: 'asc',
    limit: 100_000,
    offset: 0,
  });
  return {
    clientName: client.name,
    period,
    domains,
    scanned: summary.scanned,
    averageScore: summary.average_score,
    grade: summary.average_score === null ? null : gradeForScore(summary.average_score),
    byGrade: summary.by_grade,
    openAlerts: { total: summary.open_alerts.total, bySeverity: summary.open_alerts.by_severity },
    changes: await periodChanges(db, client, period),
    ...(await openFindings(db, client)),
  };
}

/** A Date bound the way the column stores it (SQLite keeps text). */
function bound(db: DataSource, entity: typeof Alert | typeof DomainGradeChange, at: Date): unknown {
  const column = db.getMetadata(entity).findColumnWithPropertyName('createdAt');
  if (!column) throw new Error('created_at is not mapped');
  return db.driver.preparePersistentValue(at, column);
}

async function periodChanges(
  db: DataSource,
  client: { id: number; userId: number },
  period: ReportPeriod,
): Promise<ClientReportData['changes']> {
  const createdAt = db.getMetadata(DomainGradeChange).findColumnWithPropertyName('createdAt');
  if (!createdAt) throw new Error('domain_grade_changes.created_at is not mapped');
  const raw = await db.manager
    .createQueryBuilder(DomainGradeChange, 'change')
    .innerJoin('monitored_domains', 'domain', 'domain.id = change.domain_id')
    .where('change.user_id = :userId AND domain.client_id = :clientId', { userId: client.userId, clientId: client.id })
    .andWhere('change.created_at >= :start AND change.created_at < :end', {
      start: bound(db, DomainGradeChange, period.start),
      end: bound(db, DomainGradeChange, period.end),
    })
    .select([
      'domain.domain AS domain',
      'change.from_grade AS from_grade',
      'change.to_grade AS to_grade',
      'change.created_at AS created_at',
    ])
    .orderBy('change.created_at', 'DESC')
    .addOrderBy('change.id', 'DESC')
    .getRawMany<{ domain: string; from_grade: string; to_grade: string; created_at: Date | string }>();
  const moves = raw.map((row) => ({
    domain: row.domain,
    from: row.from_grade,
    to: row.to_grade,
    at: db.driver.prepareHydratedValue(row.created_at, createdAt) as Date,
  }));
  const up = moves.filter((move) => move.to < move.from).length;
  const raised = await db.manager
    .createQueryBuilder(Alert, 'alert')
    .innerJoin('monitored_domains', 'domain', 'domain.id = alert.domain_id AND domain.client_id = :clientId', {
      clientId: client.id,
    })
    .where('alert.user_id = :userId', { userId: client.userId })
    .andWhere('alert.created_at >= :start AND alert.created_at < :end', {
      start: bound(db, Alert, period.start),
      end: bound(db, Alert, period.end),
    })
    .select('alert.alert_type', 'type')
    .addSelect('COUNT(*)', 'count')
    .groupBy('alert.alert_type')
    .getRawMany<{ type: string; count: number | string }>();
  return {
    moves,
    up,
    down: moves.length - up,
    alertsRaised: Object.fromEntries(raised.map((row) => [row.type, Number(row.count)])),
  };
}

async function openFindings(
  db: DataSource,
  client: { id: number; userId: number },
): Promise<Pick<ClientReportData, 'findings' | 'compliance'>> {
  const rows = await db.manager
    .createQueryBuilder(DomainFinding, 'finding')
    .innerJoinAndSelect('finding.domain', 'domain')
    .where('finding.user_id = :userId AND domain.client_id = :clientId', { userId: client.userId, clientId: client.id })
    .getMany();
  const all: OpenFinding[] = rows
    .map((row) => ({
      domain: row.domain?.domain ?? '',
      code: row.code,
      severity: row.severity,
      finding: row.finding,
      firstSeenAt: row.firstSeenAt,
    }))
    .sort(
      (a, b) =>
        RANK[a.severity] - RANK[b.severity] ||
        a.firstSeenAt.getTime() - b.firstSeenAt.getTime() ||
        a.domain.localeCompare(b.domain) ||
        a.code.localeCompare(b.code),
    );
  const bySeverity = zeroBySeverity();
  for (const finding of all) bySeverity[finding.severity] += 1;
  return {
    findings: { total: all.length, bySeverity, listed: all.slice(0, LISTED_FINDINGS) },
    compliance: complianceView(all),
  };
}

/** Per framework, the controls the open findings bear on (the scanner's mapping), with how many domains. */
export function complianceView(findings: readonly OpenFinding[]): FrameworkSummary[] {
  const categories = Object.keys(CATEGORY_CONTROLS) as (keyof typeof CATEGORY_CONTROLS)[];
  return FRAMEWORKS.map((framework) => {
    const assessed = new Set(categories.flatMap((category) => CATEGORY_CONTROLS[category][framework.id]));
    const affected = new Map<string, { severity: Severity; domains: Set<string> }>();
    for (const finding of findings) {
      let category: keyof typeof CATEGORY_CONTROLS;
      try {
        category = categoryOfCheck(finding.code);
      } catch {
        // A code of a module this release no longer has: it maps to no control.
        continue;
      }
      for (const control of CATEGORY_CONTROLS[category][framework.id]) {
        const entry = affected.get(control) ?? { severity: finding.severity, domains: new Set<string>() };
        if (RANK[finding.severity] < RANK[entry.severity]) entry.severity = finding.severity;
        entry.domains.add(finding.domain);
        affected.set(control, entry);
      }
    }
    return {
      framework: framework.id,
      name: framework.name,
      version: framework.version,
      controlsAssessed: assessed.size,
      affected: [...affected.entries()]
        .map(([control, entry]) => ({
          control,
          title: framework.controls[control] ?? control,
          severity: entry.severity,
          domains: entry.domains.size,
        }))
        .sort(
          (a, b) =>
            RANK[a.severity] - RANK[b.severity] ||
            b.domains - a.domains ||
            a.control.localeCompare(b.control, 'en', { numeric: true }),
        ),
    };
  });
}
