/**
 * Scans: a new full scan (POST /v1/scan; the cookie session marks it `source: dashboard`) and the
 * account's scans (GET /v1/scan/history), refreshed every 2 s while any is queued or running.
 */
import { useEffect, useState } from 'preact/hooks';
import { GradeBadge, ScanStatusBadge } from '../components/badges.js';
import { DomainField, FormError, Notice, SubmitButton } from '../components/form.js';
import { Link } from '../components/link.js';
import { ListTable } from '../components/list-table.js';
import { LoadStatus } from '../components/load-status.js';
import { Page } from '../components/page.js';
import { api } from '../lib/api.js';
import type { ScanJob, ScanList } from '../lib/api-schema.js';
import { takeFlash } from '../lib/flash.js';
import { formatDateTime } from '../lib/format.js';
import { isRunning } from '../lib/scan-status.js';
import { useSession } from '../lib/session.js';
import { useSubmit } from '../lib/use-form.js';
import { useLoad } from '../lib/use-load.js';
import { usePolling } from '../lib/use-polling.js';
import type { PageProps } from './page-props.js';

function NewScanForm({ onQueued }: { onQueued: (job: ScanJob) => void }) {
  const [domain, setDomain] = useState('');
  const { busy, error, fields, run } = useSubmit();
  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      const job = await api<ScanJob>('POST', '/v1/scan', { domain: domain.trim() });
      setDomain('');
      onQueued(job);
    });
  };
  return (
    <form onSubmit={submit} noValidate class="card new-scan" aria-labelledby="new-scan-heading">
      <h2 id="new-scan-heading">New scan</h2>
      <p class="muted">
        All 15 modules, with evidence and the compliance mapping. It takes from a few seconds to about a minute,
        depending on how quickly the domain's servers answer.
      </p>
      <div class="inline-form">
        <DomainField label="Domain to scan" value={domain} onInput={setDomain} error={fields.domain} />
        <SubmitButton busy={busy} busyLabel="Queuing…">
          Start scan
        </SubmitButton>
      </div>
      <FormError message={error} />
    </form>
  );
}

/** The scan just queued here, followed to its end: the notice must not say "queued" once it is done. */
function QueuedNotice({ job }: { job: ScanJob | Pick<ScanJob, 'job_id' | 'domain'> }) {
  const status = 'status' in job ? job.status : 'queued';
  if (status === 'completed') {
    return (
      <Notice kind="success">
        Scan of {job.domain} completed. <Link to={`/scans/${job.job_id}`}>View the report</Link>
      </Notice>
    );
  }
  if (status === 'failed') {
    const reason = 'failure_reason' in job && job.failure_reason ? `: ${job.failure_reason}` : '.';
    return <Notice kind="warning">{`Scan of ${job.domain} failed${reason}`}</Notice>;
  }
  return <Notice>Scan of {job.domain} queued. Its status updates below.</Notice>;
}

function ScanRow({ job }: { job: ScanJob }) {
  const summary = job.result;
  return (
    <tr>
      <td data-label="Domain">
        <Link to={`/scans/${job.job_id}`} class="strong-link">
          {job.domain}
        </Link>
      </td>
      <td data-label="Status">
        <ScanStatusBadge status={job.status} />
        {job.status === 'failed' && job.failure_reason && <span class="muted small block">{job.failure_reason}</span>}
      </td>
      <td data-label="Grade">
        {summary ? (
          <GradeBadge grade={summary.grade} size="small" assessment={summary.assessment} />
        ) : (
          <span class="muted">—</span>
        )}
      </td>
      <td data-label="Score">{summary ? `${summary.score}/100` : '—'}</td>
      <td data-label="Issues">{summary ? summary.issue_counts.total : '—'}</td>
      <td data-label="Started">{formatDateTime(job.created_at)}</td>
      <td data-label="">
        {job.status === 'completed' ? (
          <Link to={`/scans/${job.job_id}`}>
            View report<span class="visually-hidden"> for {job.domain}</span>
          </Link>
        ) : (
          <Link to={`/scans/${job.job_id}`}>
            Details<span class="visually-hidden"> of scan {job.job_id}</span>
          </Link>
        )}
      </td>
    </tr>
  );
}

export function ScansPage(_props: PageProps) {
  const { account, refresh } = useSession();
  const [flash] = useState(takeFlash);
  const {
    data: list,
    error: loadError,
    reload,
    setData: setList,
  } = useLoad(() => api<ScanList>('GET', '/v1/scan/history?limit=50'));
  const [queued, setQueued] = useState<Pick<ScanJob, 'job_id' | 'domain'> | null>(null);

  const running = list?.scans.some((job) => isRunning(job.status)) ?? false;
  usePolling(reload, running);
  // When the last running scan finishes, the quota shown in the header line is stale.
  useEffect(() => {
    if (!running && list) void refresh().catch(() => undefined);
  }, [running]);

  const onQueued = (job: ScanJob) => {
    setQueued({ job_id: job.job_id, domain: job.domain });
    setList((current) => ({ scans: [job, ...(current?.scans ?? [])], total: (current?.total ?? 0) + 1 }));
  };

  return (
    <Page
      title="Scans"
      lead={
        account &&
        (account.scan_limit === null
          ? `${account.scans_this_month} scans this month (unlimited plan).`
          : `${account.scans_this_month} of ${account.scan_limit} scans used this month on the ${account.plan} plan.`)
      }
    >
      {flash && <Notice kind="success">{flash}</Notice>}
      {account && !account.email_verified && (
        <Notice kind="warning">
          Please verify your e-mail address: open the link we sent to {account.email}.{' '}
          <Link to="/account">Send it again</Link>
        </Notice>
      )}
      <NewScanForm onQueued={onQueued} />
      {queued && <QueuedNotice job={list?.scans.find((job) => job.job_id === queued.job_id) ?? queued} />}
      <section aria-labelledby="scan-list-heading" class="section">
        <h2 id="scan-list-heading">Your scans{list ? ` (${list.total})` : ''}</h2>
        <LoadStatus error={loadError} loading={list === undefined} note="Loading scans…" />
        {list && list.scans.length === 0 && (
          <p class="empty">No scans yet. Start one above: the results appear here.</p>
        )}
        {list && list.scans.length > 0 && (
          <ListTable
            caption="Your scans, newest first. Running scans update by themselves."
            columns={['Domain', 'Status', 'Grade', 'Score', 'Issues', 'Started']}
            actions
          >
            {list.scans.map((job) => (
              <ScanRow key={job.job_id} job={job} />
            ))}
          </ListTable>
        )}
      </section>
    </Page>
  );
}
