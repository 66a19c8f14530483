/**
 * Alerts of the monitored domains (GET /v1/domains/alerts, newest first): the statistics, filters
 * (read state, severity, type, domain; kept in the address so a link can carry them, e.g. from a
 * domain's page), mark one read, mark all matching read, and the account's alert preferences.
 */
import { useEffect, useState } from 'preact/hooks';
import { SeverityBadge } from '../components/badges.js';
import { SelectField } from '../components/choice-fields.js';
import { Notice } from '../components/form.js';
import { Link } from '../components/link.js';
import { LoadStatus } from '../components/load-status.js';
import { Page } from '../components/page.js';
import { api } from '../lib/api.js';
import type { Alert, AlertStats, AlertsMarkedRead, DomainList } from '../lib/api-schema.js';
import { formatDateTime } from '../lib/format.js';
import { navigate, useLocation } from '../lib/router.js';
import { useLoad } from '../lib/use-load.js';
import { ActionError } from '../monitoring/action-error.js';
import { AlertPreferencesForm } from '../monitoring/alert-preferences-form.js';
import { ALERT_TYPE_LABELS, ALERT_TYPES, alertTypeLabel, SEVERITIES } from '../monitoring/monitoring-labels.js';
import { useAction } from '../monitoring/use-action.js';
import type { PageProps } from './page-props.js';
import '../monitoring/monitoring.css';

const LIMIT = 100;

interface Filters {
  status: '' | 'unread';
  severity: string;
  alert_type: string;
  domain_id: string;
}

function filtersOf(query: URLSearchParams): Filters {
  return {
    status: query.get('status') === 'unread' ? 'unread' : '',
    severity: query.get('severity') ?? '',
    alert_type: query.get('alert_type') ?? '',
    domain_id: query.get('domain_id') ?? '',
  };
}

/** The API's query for these filters; `forMarkAll` leaves out what mark-all-read does not take. */
function queryOf(filters: Filters, forMarkAll = false): string {
  const query = new URLSearchParams();
  if (!forMarkAll) {
    query.set('limit', String(LIMIT));
    if (filters.status === 'unread') query.set('unread_only', 'true');
  }
  if (filters.severity) query.set('severity', filters.severity);
  if (filters.alert_type) query.set('alert_type', filters.alert_type);
  if (filters.domain_id) query.set('domain_id', filters.domain_id);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The page's own address for these filters (only those set). */
function addressOf(filters: Filters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `/alerts?${text}` : '/alerts';
}

function StatsCard({ stats }: { stats: AlertStats }) {
  return (
    <section class="card" aria-labelledby="stats-heading">
      <h2 id="stats-heading">Overview</h2>
      <dl class="alert-stats">
        <div>
          <dt>Alerts</dt>
          <dd>{stats.total}</dd>
        </div>
        <div>
          <dt>Unread</dt>
          <dd>{stats.unread}</dd>
        </div>
        {SEVERITIES.map((severity) => (
          <div key={severity} class={`stat-${severity}`}>
            <dt class="capitalize">{severity}</dt>
            <dd>{stats.by_severity[severity] ?? 0}</dd>
          </div>
        ))}
      </dl>
      <p class="small muted">
        By type: {ALERT_TYPES.map((type) => `${ALERT_TYPE_LABELS[type]} ${stats.by_type[type] ?? 0}`).join(' · ')}
      </p>
    </section>
  );
}

function AlertItem({ alert, busy, onRead }: { alert: Alert; busy: boolean; onRead: () => void }) {
  const changed = alert.old_value !== '' || alert.new_value !== '';
  return (
    <li class={alert.read ? 'alert-item' : 'alert-item unread'}>
      <div class="alert-item-head">
        <SeverityBadge severity={alert.severity} />
        <span class="pill pill-plain type-pill">{alertTypeLabel(alert.alert_type)}</span>
        {!alert.read && <span class="pill pill-plain unread-pill">Unread</span>}
        <span class="muted small alert-time">{formatDateTime(alert.created_at)}</span>
      </div>
      <h3 class="alert-title">{alert.title}</h3>
      <p class="alert-message">{alert.message}</p>
      {changed && (
        <p class="small alert-change">
          <span class="muted">Was </span>
          <code>{alert.old_value || '(none)'}</code>
          <span class="muted"> now </span>
          <code>{alert.new_value || '(none)'}</code>
        </p>
      )}
      <div class="alert-item-foot">
        <span class="small">
          <Link to={`/monitoring/${alert.domain_id}`}>{alert.domain}</Link>
          <span class="muted">
            {' '}
            · grade {alert.grade}, score {alert.score}
          </span>
        </span>
        {!alert.read && (
          <button type="button" class="button button-small" disabled={busy} onClick={onRead}>
            Mark read<span class="visually-hidden">: {alert.title}</span>
          </button>
        )}
      </div>
    </li>
  );
}

export function AlertsPage(_props: PageProps) {
  const { query } = useLocation();
  const filters = filtersOf(query);
  const filterKey = addressOf(filters);
  const {
    data: loaded,
    error: loadError,
    reload: load,
    setData: setLoaded,
  } = useLoad(async () => {
    const [alerts, stats] = await Promise.all([
      api<Alert[]>('GET', `/v1/domains/alerts${queryOf(filters)}`),
      api<AlertStats>('GET', '/v1/domains/alerts/stats'),
    ]);
    return { alerts, stats };
  }, [filterKey]);
  const alerts = loaded?.alerts;
  const stats = loaded?.stats;
  const [domains, setDomains] = useState<DomainList | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const action = useAction();

  useEffect(() => {
    api<DomainList>('GET', '/v1/domains')
      .then(setDomains)
      .catch(() => setDomains(null));
  }, []);

  const setFilter = (key: keyof Filters, value: string) => {
    setNotice(null);
    navigate(addressOf({ ...filters, [key]: value }), { replace: true });
  };
  const filtered = filterKey !== '/alerts';
  const markRead = (alert: Alert) =>
    void action.run(async () => {
      const updated = await api<Alert>('POST', `/v1/domains/alerts/${alert.id}/read`);
      setLoaded(
        (current) =>
          current && { ...current, alerts: current.alerts.map((item) => (item.id === updated.id ? updated : item)) },
      );
      setNotice(`Marked read: ${alert.title}`);
      const counts = await api<AlertStats>('GET', '/v1/domains/alerts/stats');
      setLoaded((current) => current && { ...current, stats: counts });
    });
  const markAll = () =>
    void action.run(async () => {
      const { marked } = await api<AlertsMarkedRead>(
        'POST',
        `/v1/domains/alerts/mark-all-read${queryOf(filters, true)}`,
      );
      setNotice(marked === 1 ? '1 alert marked read.' : `${marked} alerts marked read.`);
      await load();
    });

  const domainOptions = [
    { value: '', label: 'All domains' },
    ...(domains?.domains ?? []).map((domain) => ({ value: String(domain.id), label: domain.domain })),
  ];
  // A domain named in the address but not (or no longer) monitored still shows as chosen.
  if (filters.domain_id && !domainOptions.some((option) => option.value === filters.domain_id)) {
    domainOptions.push({ value: filters.domain_id, label: `Domain #${filters.domain_id}` });
  }
  const unreadShown = alerts?.some((alert) => !alert.read) ?? false;

  return (
    <Page
      title="Alerts"
      lead="Raised when a monitored domain gets worse: a score drop, a critical issue, a certificate, a changed setting."
      actions={<Link to="/monitoring">Monitored domains</Link>}
    >
      {stats && <StatsCard stats={stats} />}
      <section aria-labelledby="alert-list-heading" class="section">
        <div class="split list-head">
          <h2 id="alert-list-heading">
            {filtered ? 'Matching alerts' : 'All alerts'}
            {alerts ? ` (${alerts.length}${alerts.length === LIMIT ? '+' : ''})` : ''}
          </h2>
          <button type="button" class="button" disabled={action.busy || !stats?.unread} onClick={markAll}>
            {filters.severity || filters.alert_type || filters.domain_id
              ? 'Mark matching alerts read'
              : 'Mark all read'}
          </button>
        </div>
        <form class="filters" aria-label="Filter alerts" onSubmit={(event) => event.preventDefault()}>
          <SelectField
            label="Show"
            name="status"
            value={filters.status}
            options={[
              { value: '', label: 'All alerts' },
              { value: 'unread', label: 'Unread only' },
            ]}
            onChange={(value) => setFilter('status', value)}
          />
          <SelectField
            label="Severity"
            name="severity"
            value={filters.severity}
            options={[
              { value: '', label: 'Any severity' },
              ...SEVERITIES.map((severity) => ({
                value: severity,
                label: severity[0]?.toUpperCase() + severity.slice(1),
              })),
            ]}
            onChange={(value) => setFilter('severity', value)}
          />
          <SelectField
            label="Type"
            name="alert_type"
            value={filters.alert_type}
            options={[
              { value: '', label: 'Any type' },
              ...ALERT_TYPES.map((type) => ({ value: type, label: ALERT_TYPE_LABELS[type] })),
            ]}
            onChange={(value) => setFilter('alert_type', value)}
          />
          <SelectField
            label="Domain"
            name="domain_id"
            value={filters.domain_id}
            options={domainOptions}
            onChange={(value) => setFilter('domain_id', value)}
          />
        </form>
        {notice && <Notice kind="success">{notice}</Notice>}
        <ActionError failure={action.failure} />
        <LoadStatus error={loadError} loading={alerts === undefined} note="Loading alerts…" />
        {alerts && (
          <p role="status" class="visually-hidden">
            {alerts.length === 1 ? '1 alert shown.' : `${alerts.length} alerts shown.`}
          </p>
        )}
        {alerts && alerts.length === 0 && (
          <p class="empty">
            {filtered
              ? 'No alert matches these filters.'
              : 'No alerts yet. They appear here when a monitored domain gets worse.'}
          </p>
        )}
        {alerts && alerts.length > 0 && (
          <ul class="alert-list" aria-label="Alerts, newest first">
            {alerts.map((alert) => (
              <AlertItem key={alert.id} alert={alert} busy={action.busy} onRead={() => markRead(alert)} />
            ))}
          </ul>
        )}
        {alerts && !unreadShown && alerts.length > 0 && <p class="small muted">Everything shown here is read.</p>}
      </section>
      <AlertPreferencesForm />
    </Page>
  );
}
