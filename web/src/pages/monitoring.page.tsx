/**
 * Monitored domains (docs/monitoring.md): the list with each domain's last grade, score and scan,
 * its frequency, alert and badge settings; add a domain (POST /v1/domains); scan now. Changing the
 * settings, the badge and removal are on the domain's own page (monitored-domain.page.tsx).
 */
import { useState } from 'preact/hooks';
import { GradeBadge, ScanStatusBadge } from '../components/badges.js';
import { DomainField, Notice, SubmitButton } from '../components/form.js';
import { Link } from '../components/link.js';
import { ListTable } from '../components/list-table.js';
import { LoadStatus } from '../components/load-status.js';
import { Page } from '../components/page.js';
import { api } from '../lib/api.js';
import type { DomainList, MonitoredDomain, ScanJob } from '../lib/api-schema.js';
import { takeFlash } from '../lib/flash.js';
import { formatDateTime } from '../lib/format.js';
import { isRunning } from '../lib/scan-status.js';
import { useSession } from '../lib/session.js';
import { useLoad } from '../lib/use-load.js';
import { ActionError } from '../monitoring/action-error.js';
import { type AlertSettings, AlertSettingsFields, settingsBody } from '../monitoring/alert-settings-fields.js';
import { useAction } from '../monitoring/use-action.js';
import { useScanNow } from '../monitoring/use-scan-now.js';
import type { PageProps } from './page-props.js';
import '../monitoring/monitoring.css';

/** What a finished "scan now" says in the notice above the list. */
const scanOutcome = (job: ScanJob) =>
  job.status === 'completed' && job.result
    ? `Scan of ${job.domain} completed: grade ${job.result.grade}, ${job.result.score}/100.`
    : `Scan of ${job.domain} failed${job.failure_reason ? `: ${job.failure_reason}` : '.'}`;

const DEFAULTS: AlertSettings = { scan_frequency: 'daily', alert_on_score_drop: true, alert_threshold: '10' };

function AddDomainForm({ onAdded }: { onAdded: (domain: MonitoredDomain) => void }) {
  const [domain, setDomain] = useState('');
  const [settings, setSettings] = useState<AlertSettings>(DEFAULTS);
  const { busy, failure, fields, run } = useAction();
  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      const added = await api<MonitoredDomain>('POST', '/v1/domains', {
        domain: domain.trim(),
        ...settingsBody(settings),
      });
      setDomain('');
      setSettings(DEFAULTS);
      onAdded(added);
    });
  };
  return (
    <form onSubmit={submit} noValidate class="card" aria-labelledby="add-domain-heading">
      <h2 id="add-domain-heading">Monitor a domain</h2>
      <p class="muted">Rampart scans it on a schedule and alerts you when its security gets worse.</p>
      <DomainField label="Domain to monitor" value={domain} onInput={setDomain} error={fields.domain} />
      <AlertSettingsFields value={settings} onChange={setSettings} fields={fields} />
      <ActionError failure={failure} />
      <SubmitButton busy={busy} busyLabel="Adding…">
        Start monitoring
      </SubmitButton>
    </form>
  );
}

function DomainRow(props: { domain: MonitoredDomain; job?: ScanJob; busy: boolean; onScan: () => void }) {
  const { domain, job } = props;
  const last = domain.last_scan;
  const scanning = job !== undefined && isRunning(job.status);
  return (
    <tr>
      <td data-label="Domain">
        <Link to={`/monitoring/${domain.id}`} class="strong-link">
          {domain.domain}
        </Link>
      </td>
      <td data-label="Grade">
        {last ? (
          <GradeBadge grade={last.grade} size="small" assessment={last.assessment} />
        ) : (
          <span class="muted">—</span>
        )}
      </td>
      <td data-label="Score">{last ? `${last.score}/100` : '—'}</td>
      <td data-label="Last scan">
        {last ? (
          <Link to={`/scans/${last.job_id}`}>
            {formatDateTime(last.scanned_at)}
            <span class="visually-hidden"> (report for {domain.domain})</span>
          </Link>
        ) : (
          <span class="muted">Not scanned yet</span>
        )}
        {job && (
          <span class="block scan-now-status">
            <ScanStatusBadge status={job.status} />
            {job.status === 'failed' && job.failure_reason && (
              <span class="muted small block">{job.failure_reason}</span>
            )}
          </span>
        )}
      </td>
      <td data-label="Frequency" class="capitalize">
        {domain.scan_frequency}
      </td>
      <td data-label="Score-drop alert">{domain.alert_on_score_drop ? `${domain.alert_threshold} points` : 'Off'}</td>
      <td data-label="Ownership">{domain.verified ? 'Verified' : 'Not verified'}</td>
      <td data-label="Badge">
        {domain.badge_enabled ? (domain.verified ? 'Published' : 'Published, hidden until verified') : 'Not published'}
      </td>
      <td data-label="" class="row-actions">
        <button type="button" class="button button-small" disabled={scanning || props.busy} onClick={props.onScan}>
          {scanning ? 'Scanning…' : 'Scan now'}
          <span class="visually-hidden"> {domain.domain}</span>
        </button>
        <Link to={`/monitoring/${domain.id}`} class="button button-small">
          Settings<span class="visually-hidden"> of {domain.domain}</span>
        </Link>
      </td>
    </tr>
  );
}

export function MonitoringPage(_props: PageProps) {
  const { refresh } = useSession();
  const [flash] = useState(takeFlash);
  const { data: list, error: loadError, reload: load } = useLoad(() => api<DomainList>('GET', '/v1/domains'));
  const [notice, setNotice] = useState<string | null>(null);
  const scan = useAction();

  const scanNow = useScanNow(async (ended) => {
    setNotice(ended.map(scanOutcome).join(' '));
    await load();
    await refresh().catch(() => undefined);
  });

  const onAdded = (domain: MonitoredDomain) => {
    setNotice(`${domain.domain} is monitored, ${domain.scan_frequency}. Use "Scan now" for a first result at once.`);
    void load();
  };
  const startScan = (domain: MonitoredDomain) => {
    setNotice(null);
    void scan.run(async () => {
      await scanNow.start(domain.id);
      setNotice(`Scan of ${domain.domain} queued. Its status updates below.`);
    });
  };

  return (
    <Page
      title="Monitoring"
      lead={
        list &&
        (list.domain_limit === null
          ? `${list.used} monitored domains (unlimited on your plan).`
          : `${list.used} of ${list.domain_limit} domain slots used.`)
      }
      actions={<Link to="/alerts">View alerts</Link>}
    >
      {flash && <Notice kind="success">{flash}</Notice>}
      <AddDomainForm onAdded={onAdded} />
      {notice && <Notice kind="success">{notice}</Notice>}
      <ActionError failure={scan.failure} />
      <section aria-labelledby="domain-list-heading" class="section">
        <h2 id="domain-list-heading">Monitored domains{list ? ` (${list.used})` : ''}</h2>
        <LoadStatus error={loadError} loading={list === undefined} note="Loading monitored domains…" />
        {list && list.domains.length === 0 && (
          <p class="empty">No monitored domains yet. Add one above: its grade and alerts appear here.</p>
        )}
        {list && list.domains.length > 0 && (
          <ListTable
            class="monitor-table"
            caption="Monitored domains with their last scan and settings."
            columns={['Domain', 'Grade', 'Score', 'Last scan', 'Frequency', 'Score-drop alert', 'Ownership', 'Badge']}
            actions
          >
            {list.domains.map((domain) => (
              <DomainRow
                key={domain.id}
                domain={domain}
                job={scanNow.jobs[domain.id]}
                busy={scan.busy}
                onScan={() => startScan(domain)}
              />
            ))}
          </ListTable>
        )}
      </section>
    </Page>
  );
}
