/**
 * The portfolio table (docs/portfolio.md): one row per monitored domain of the account, its
 * standing after the last evaluated scan (kept on the domain row by the alert engine), its client,
 * tags and unread alerts. One indexed query per page however many domains the account has, sorted
 * and paged by the database; unscanned domains sort last whichever the order.
 */
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { DomainTag } from '../../db/entities/domain-tag.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';

export const PORTFOLIO_SORTS = ['score', 'grade', 'domain', 'last_scan', 'trend', 'open_alerts'] as const;
export type PortfolioSort = (typeof PORTFOLIO_SORTS)[number];
export const GRADE_FILTERS = ['A', 'B', 'C', 'D', 'F', 'unscanned'] as const;

export interface PortfolioFilters {
  client_id?: number;
  tag?: string;
  grade?: (typeof GRADE_FILTERS)[number];
}

export interface PortfolioPage {
  sort: PortfolioSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface PortfolioRow {
  id: number;
  domain: string;
  client_id: number | null;
  client_name: string | null;
  tags: string[];
  grade: string | null;
  score: number | null;
  previous_score: number | null;
  /** Score change since the evaluated scan before the last; null with fewer than two. */
  trend: number | null;
  last_scan_at: string | null;
  critical_issues: number | null;
  open_alerts: number;
  scan_frequency: string;
}

const SORT_EXPRESSIONS: Record<PortfolioSort, string> = {
  score: 'domain.last_score',
  // Letters sort A..F, best first; a worst-first table asks for desc.
  grade: 'domain.last_grade',
  domain: 'domain.domain',
  last_scan: 'domain.last_scanned_at',
  trend: '(domain.last_score - domain.previous_score)',
  open_alerts: 'COALESCE(open.open_alerts, 0)',
};

interface RawRow {
  id: number | string;
  domain: string;
  client_id: number | string | null;
  client_name: string | null;
  last_grade: string | null;
  last_score: number | string | null;
  previous_score: number | string | null;
  last_scanned_at: Date | string | null;
  last_critical_issues: number | string | null;
  scan_frequency: string;
  open_alerts: number | string | null;
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export class PortfolioRows {
  constructor(private readonly db: DataSource) {}

  /** The WHERE every portfolio read shares: the account, and the client, tag or grade asked for. */
  filtered(userId: number, filters: PortfolioFilters): SelectQueryBuilder<MonitoredDomain> {
    const query = this.db.manager
      .createQueryBuilder(MonitoredDomain, 'domain')
      .where('domain.user_id = :userId', { userId });
    if (filters.client_id !== undefined)
      query.andWhere('domain.client_id = :clientId', { clientId: filters.client_id });
    if (filters.tag !== undefined) {
      query.andWhere(
        'domain.id IN (SELECT tagged.domain_id FROM domain_tags tagged WHERE tagged.user_id = :userId AND tagged.tag = :tag)',
        { tag: filters.tag.trim().toLowerCase() },
      );
    }
    if (filters.grade === 'unscanned') query.andWhere('domain.last_grade IS NULL');
    else if (filters.grade !== undefined) query.andWhere('domain.last_grade = :grade', { grade: filters.grade });
    return query;
  }

  count(userId: number, filters: PortfolioFilters): Promise<number> {
    return this.filtered(userId, filters).getCount();
  }

  /** One page (or, with no limit, every row: the export). */
  async rows(userId: number, filters: PortfolioFilters, page: PortfolioPage | 'all'): Promise<PortfolioRow[]> {
    const sort = page === 'all' ? 'domain' : page.sort;
    const order = page === 'all' ? 'ASC' : page.order === 'asc' ? 'ASC' : 'DESC';
    const expression = SORT_EXPRESSIONS[sort];
    const query = this.filtered(userId, filters)
      .leftJoin('clients', 'client', 'client.id = domain.client_id')
      .leftJoin(
        (sub) =>
          sub
            .select('alert.domain_id', 'domain_id')
            .addSelect('COUNT(*)', 'open_alerts')
            .from('alerts', 'alert')
            .where('alert.user_id = :userId AND alert.is_read = 0')
            .groupBy('alert.domain_id'),
        'open',
        'open.domain_id = domain.id',
      )
      .select([
        'domain.id AS id',
        'domain.domain AS domain',
        'domain.client_id AS client_id',
        'client.name AS client_name',
        'domain.last_grade AS last_grade',
        'domain.last_score AS last_score',
        'domain.previous_score AS previous_score',
        'domain.last_scanned_at AS last_scanned_at',
        'domain.last_critical_issues AS last_critical_issues',
        'domain.scan_frequency AS scan_frequency',
        'COALESCE(open.open_alerts, 0) AS open_alerts',
      ])
      .orderBy(`CASE WHEN ${expression} IS NULL THEN 1 ELSE 0 END`, 'ASC')
      .addOrderBy(expression, order)
      .addOrderBy('domain.id', 'ASC');
    if (page !== 'all') query.limit(page.limit).offset(page.offset);
    const raw = await query.getRawMany<RawRow>();
    const tags = await this.tagsOf(
      userId,
      raw.map((row) => Number(row.id)),
      page === 'all',
    );
    const scannedAt = this.db.getMetadata(MonitoredDomain).findColumnWithPropertyName('lastScannedAt');
    if (!scannedAt) throw new Error('monitored_domains.last_scanned_at is not mapped');
    return raw.map((row) => {
      const score = numberOrNull(row.last_score);
      const previous = numberOrNull(row.previous_score);
      const at =
        row.last_scanned_at === null
          ? null
          : (this.db.driver.prepareHydratedValue(row.last_scanned_at, scannedAt) as Date);
      return {
        id: Number(row.id),
        domain: row.domain,
        client_id: numberOrNull(row.client_id),
        client_name: row.client_name,
        tags: tags.get(Number(row.id)) ?? [],
        grade: row.last_grade,
        score,
        previous_score: previous,
        trend: score === null || previous === null ? null : score - previous,
        last_scan_at: at?.toISOString() ?? null,
        critical_issues: numberOrNull(row.last_critical_issues),
        open_alerts: Number(row.open_alerts ?? 0),
        scan_frequency: row.scan_frequency,
      };
    });
  }

  /** Tags of these domains: by id for a page, or every tag of the account for a whole export. */
  private async tagsOf(userId: number, ids: number[], all: boolean): Promise<Map<number, string[]>> {
    const byDomain = new Map<number, string[]>();
    if (ids.length === 0) return byDomain;
    const query = this.db.manager
      .createQueryBuilder(DomainTag, 'tag')
      .select(['tag.domain_id AS domain_id', 'tag.tag AS tag'])
      .where('tag.user_id = :userId', { userId });
    if (!all) query.andWhere('tag.domain_id IN (:...ids)', { ids });
    for (const row of await query.getRawMany<{ domain_id: number | string; tag: string }>()) {
      const id = Number(row.domain_id);
      const list = byDomain.get(id);
      if (list) list.push(row.tag);
      else byDomain.set(id, [row.tag]);
    }
    for (const list of byDomain.values()) list.sort();
    return byDomain;
  }
}
