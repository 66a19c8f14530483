/**
 * The portfolio (docs/portfolio.md): the summary of the account or one client (GET
 * /v1/portfolio/summary: domains by grade as a chart, coverage, average score, unread alerts, what
 * changed in 7 and 30 days), the table of every monitored domain (GET /v1/portfolio/domains:
 * filtered by client, tag and grade, sorted, paged; each domain links to its page), the CSV and
 * JSON exports of the filtered table, importing domains from a CSV file (portfolio/import-card.tsx),
 * and with a client chosen, its scheduled reports and "Send report now" (portfolio/client-reports-card.tsx).
 * Filters live in the address, so a link carries them.
 */
import { useState } from 'preact/hooks';
import { GradeBadge } from '../components/badges.js';
import { SelectField } from '../components/choice-fields.js';
import { Link } from '../components/link.js';
import { ListTable } from '../components/list-table.js';
import { LoadStatus } from '../components/load-status.js';
import { Page } from '../components/page.js';
import { api } from '../lib/api.js';
import type { ClientList, PortfolioRow, PortfolioSummary, PortfolioPage as Rows } from '../lib/api-schema.js';
import { formatDateTime } from '../lib/format.js';
import { navigate, useLocation } from '../lib/router.js';
import { useLoad } from '../lib/use-load.js';
import { ClientReportsCard } from '../portfolio/client-reports-card.js';
import { GradeDistribution } from '../portfolio/grade-distribution.js';
import { ImportCard } from '../portfolio/import-card.js';
import type { PageProps } from './page-props.js';
import '../usage/usage.css';
import '../portfolio/portfolio.css';

const PAGE_SIZE = 50;
const FILTER_KEYS = ['client_id', 'tag', 'grade', 'sort', 'order', 'offset'] as const;
type Filters = Record<(typeof FILTER_KEYS)[number], string>;

const SORTS = [
  { value: 'score', label: 'Score' },
  { value: 'grade', label: 'Grade' },
  { value: 'trend', label: 'Trend' },
  { value: 'open_alerts', label: 'Unread alerts' },
  { value: 'last_scan', label: 'Last scan' },
  { value: 'domain', label: 'Domain name' },
];
const GRADES = ['A', 'B', 'C', 'D', 'F'].map((grade) => ({ value: grade, label: `Grade ${grade}` }));

function filtersOf(query: URLSearchParams): Filters {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, query.get(key) ?? ''])) as Filters;
}

function queryOf(filters: Partial<Filters>, keys: readonly string[]): string {
  const query = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key as keyof Filters];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

function Trend({ trend }: { trend: number | null }) {
  if (trend === null) return <span class="muted">—</span>;
  if (trend === 0) return <span class="trend trend-flat">±0</span>;
  return (
    <span class={trend > 0 ? 'trend trend-up' : 'trend trend-down'}>
      <span class="visually-hidden">{trend > 0 ? 'Up ' : 'Down '}</span>
      {trend > 0 ? `+${trend}` : `−${-trend}`}
    </span>
  );
}

function SummaryCards({ summary }: { summary: PortfolioSummary }) {
  const [week, month] = summary.changes;
  return (
    <div class="usage-grid portfolio-summary">
      <section class="card" aria-labelledby="distribution-heading">
        <h2 id="distribution-heading">Grades</h2>
        <GradeDistribution counts={summary.by_grade} />
      </section>
      <section class="card" aria-labelledby="overview-heading">
        <h2 id="overview-heading">Overview</h2>
        <dl class="alert-stats portfolio-stats">
          <div>
            <dt>Domains</dt>
            <dd>{summary.domains}</dd>
          </div>
          <div>
            <dt>Coverage</dt>
            <dd>{percent(summary.coverage)}</dd>
          </div>
          <div>
            <dt>Average score</dt>
            <dd>{summary.average_score ?? '—'}</dd>
          </div>
          <div>
            <dt>Unread alerts</dt>
            <dd>{summary.open_alerts.total}</dd>
          </div>
        </dl>
        {[week, month].map(
          (window) =>
            window && (
              <p key={window.days} class="small">
                <strong>Last {window.days} days:</strong> {window.grade_moves.down} grade{' '}
                {window.grade_moves.down === 1 ? 'drop' : 'drops'}, {window.grade_moves.up}{' '}
                {window.grade_moves.up === 1 ? 'rise' : 'rises'}, {window.new_critical_findings} new critical{' '}
                {window.new_critical_findings === 1 ? 'finding' : 'findings'}, {window.certificates_expiring}{' '}
                certificate {window.certificates_expiring === 1 ? 'warning' : 'warnings'}.
              </p>
            ),
        )}
      </section>
    </div>
  );
}

function DomainRow({ row }: { row: PortfolioRow }) {
  return (
    <tr>
      <td data-label="Domain">
        <Link to={`/monitoring/${row.id}`} class="strong-link">
          {row.domain}
        </Link>
        {row.tags.length > 0 && (
          <span class="block small muted">
            <span class="visually-hidden">Tags: </span>
            {row.tags.join(', ')}
          </span>
        )}
      </td>
      <td data-label="Client">{row.client_name ?? <span class="muted">—</span>}</td>
      <td data-label="Grade">
        {row.grade ? <GradeBadge grade={row.grade} size="small" /> : <span class="muted">Not scanned</span>}
      </td>
      <td data-label="Score" class="numeric">
        {row.score ?? <span class="muted">—</span>}
      </td>
      <td data-label="Trend" class="numeric">
        <Trend trend={row.trend} />
      </td>
      <td data-label="Unread alerts" class="numeric">
        {row.open_alerts}
      </td>
      <td data-label="Last scan">{formatDateTime(row.last_scan_at)}</td>
    </tr>
  );
}

export function PortfolioPage(_props: PageProps) {
  const { query } = useLocation();
  const filters = filtersOf(query);
  const key = queryOf(filters, FILTER_KEYS);
  const [tag, setTag] = useState(filters.tag);
  const { data: clients } = useLoad(() => api<ClientList>('GET', '/v1/clients'), []);
  const { data, error, reload } = useLoad(async () => {
    const [summary, rows] = await Promise.all([
      api<PortfolioSummary>('GET', `/v1/portfolio/summary${queryOf(filters, ['client_id'])}`),
      api<Rows>(
        'GET',
        `/v1/portfolio/domains${queryOf({ ...filters, limit: String(PAGE_SIZE) } as Filters, [...FILTER_KEYS, 'limit'])}`,
      ),
    ]);
    return { summary, rows };
  }, [key]);
  const setFilter = (changes: Partial<Filters>) =>
    navigate(`/portfolio${queryOf({ ...filters, offset: '', ...changes }, FILTER_KEYS)}`, { replace: true });
  const exportQuery = queryOf(filters, ['client_id', 'tag', 'grade']);
  const offset = Number(filters.offset || 0);

  const clientOptions = [
    { value: '', label: 'All clients' },
    ...(clients?.clients ?? []).map((client) => ({ value: String(client.id), label: client.name })),
  ];
  return (
    <Page
      title="Portfolio"
      lead="Every monitored domain at a glance: grades, trends and unread alerts, by client."
      actions={
        <>
          <a class="button" href={`/v1/portfolio/domains/export${exportQuery}`} download>
            Export CSV
          </a>
          <a
            class="button"
            href={`/v1/portfolio/domains/export${exportQuery ? `${exportQuery}&` : '?'}format=json`}
            download
          >
            Export JSON
          </a>
        </>
      }
    >
      <form
        class="card portfolio-filters"
        aria-label="Filters"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ tag: tag.trim() });
        }}
      >
        <SelectField
          label="Client"
          name="client_id"
          value={filters.client_id}
          options={clientOptions}
          onChange={(value) => setFilter({ client_id: value })}
        />
        <SelectField
          label="Grade"
          name="grade"
          value={filters.grade}
          options={[{ value: '', label: 'All grades' }, ...GRADES, { value: 'unscanned', label: 'Not scanned' }]}
          onChange={(value) => setFilter({ grade: value })}
        />
        <SelectField
          label="Sort by"
          name="sort"
          value={filters.sort || 'score'}
          options={SORTS}
          onChange={(value) => setFilter({ sort: value })}
        />
        <SelectField
          label="Order"
          name="order"
          value={filters.order || 'asc'}
          options={[
            { value: 'asc', label: 'Ascending' },
            { value: 'desc', label: 'Descending' },
          ]}
          onChange={(value) => setFilter({ order: value })}
        />
        <div class="field">
          <label for="portfolio-tag">Tag</label>
          <div class="inline-field">
            <input id="portfolio-tag" name="tag" value={tag} onInput={(e) => setTag(e.currentTarget.value)} />
            <button type="submit" class="button button-small">
              Apply
            </button>
          </div>
        </div>
      </form>
      {!data ? (
        <LoadStatus error={error} loading note="Loading the portfolio…" />
      ) : (
        <>
          <SummaryCards summary={data.summary} />
          <section class="section" aria-labelledby="portfolio-table-heading">
            <h2 id="portfolio-table-heading">
              Domains <span class="muted small">({data.rows.total})</span>
            </h2>
            {data.rows.domains.length === 0 ? (
              <p class="empty">No monitored domain matches these filters.</p>
            ) : (
              <ListTable
                caption="Monitored domains with their grade, score, trend and unread alerts"
                columns={['Domain', 'Client', 'Grade', 'Score', 'Trend', 'Unread alerts', 'Last scan']}
              >
                {data.rows.domains.map((row) => (
                  <DomainRow key={row.id} row={row} />
                ))}
              </ListTable>
            )}
            {data.rows.total > PAGE_SIZE && (
              <nav class="pager" aria-label="Pages of the domain table">
                <button
                  type="button"
                  class="button button-small"
                  disabled={offset === 0}
                  onClick={() => setFilter({ ...filters, offset: String(Math.max(0, offset - PAGE_SIZE)) })}
                >
                  Previous
                </button>
                <span class="small">
                  {offset + 1}–{Math.min(offset + PAGE_SIZE, data.rows.total)} of {data.rows.total}
                </span>
                <button
                  type="button"
                  class="button button-small"
                  disabled={offset + PAGE_SIZE >= data.rows.total}
                  onClick={() => setFilter({ ...filters, offset: String(offset + PAGE_SIZE) })}
                >
                  Next
                </button>
              </nav>
            )}
          </section>
        </>
      )}
      {filters.client_id && (
        <ClientReportsCard
          clientId={filters.client_id}
          clientName={clients?.clients.find((client) => String(client.id) === filters.client_id)?.name ?? 'this client'}
        />
      )}
      <ImportCard onImported={() => void reload()} />
    </Page>
  );
}
