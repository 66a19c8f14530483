/**
 * One monitored domain: its last result, scan now, frequency and alert settings (PATCH
 * /v1/domains/{id}), the badge with its embed snippets, ownership verification (the record to
 * publish, check now), its alerts, and removal after a
 * confirmation. There is no GET for one domain: the list (GET /v1/domains) is read and searched.
 */

import { useState } from 'preact/hooks';
import { assessmentLabel } from '../../../core/scan-model/grade-qualifier.js';
import { GradeBadge, ScanStatusBadge } from '../components/badges.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { FormError, Notice, SubmitButton } from '../components/form.js';
import { Link } from '../components/link.js';
import { LoadStatus } from '../components/load-status.js';
import { Page } from '../components/page.js';
import { api, messageOf } from '../lib/api.js';
import type { DomainList, MonitoredDomain } from '../lib/api-schema.js';
import { setFlash } from '../lib/flash.js';
import { formatDateTime } from '../lib/format.js';
import { navigate } from '../lib/router.js';
import { isRunning } from '../lib/scan-status.js';
import { useSession } from '../lib/session.js';
import { useLoad } from '../lib/use-load.js';
import { ActionError } from '../monitoring/action-error.js';
import { type AlertSettings, AlertSettingsFields, settingsBody } from '../monitoring/alert-settings-fields.js';
import { BadgeEmbed } from '../monitoring/badge-embed.js';
import { DomainVerificationCard } from '../monitoring/domain-verification.js';
import { useAction } from '../monitoring/use-action.js';
import { useScanNow } from '../monitoring/use-scan-now.js';
import type { PageProps } from './page-props.js';
import '../monitoring/monitoring.css';

const settingsOf = (domain: MonitoredDomain): AlertSettings => ({
  scan_frequency: domain.scan_frequency,
  alert_on_score_drop: domain.alert_on_score_drop,
  alert_threshold: String(domain.alert_threshold),
});

function SettingsForm({ domain, onSaved }: { domain: MonitoredDomain; onSaved: (d: MonitoredDomain) => void }) {
  const [settings, setSettings] = useState<AlertSettings>(() => settingsOf(domain));
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, fields, run } = useAction();
  const submit = (event: Event) => {
    event.preventDefault();
    setSaved(null);
    void run(async () => {
      const updated = await api<MonitoredDomain>('PATCH', `/v1/domains/${domain.id}`, settingsBody(settings));
      setSettings(settingsOf(updated));
      onSaved(updated);
      setSaved(
        `Saved: ${updated.scan_frequency} scans, score-drop alert ${updated.alert_on_score_drop ? `at ${updated.alert_threshold} points` : 'off'}.`,
      );
    });
  };
  return (
    <form onSubmit={submit} noValidate class="card" aria-labelledby="settings-heading">
      <h2 id="settings-heading">Schedule and alerts</h2>
      <AlertSettingsFields value={settings} onChange={setSettings} fields={fields} />
      <p class="muted small">
        Which kinds of alert are created at all is set for the whole account in the{' '}
        <Link to="/alerts#preferences">alert preferences</Link>.
      </p>
      <ActionError failure={failure} />
      {saved && <Notice kind="success">{saved}</Notice>}
      <SubmitButton busy={busy} busyLabel="Saving…">
        Save settings
      </SubmitButton>
    </form>
  );
}

export function MonitoredDomainPage({ params }: PageProps) {
  const id = Number(params.id);
  const { refresh } = useSession();
  const {
    data: domain,
    error: loadError,
    reload: load,
    setData: setDomain,
  } = useLoad(async () => {
    const list = await api<DomainList>('GET', '/v1/domains');
    return list.domains.find((candidate) => candidate.id === id) ?? null;
  }, [id]);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const scan = useAction();

  const scanNow = useScanNow(async () => {
    await load();
    await refresh().catch(() => undefined);
  });

  if (loadError || domain === undefined) {
    return (
      <Page title="Monitored domain">
        <LoadStatus error={loadError} loading />
      </Page>
    );
  }
  if (domain === null) {
    return (
      <Page title="Monitored domain not found">
        <p>
          This domain is not monitored by your account (it may have been removed).{' '}
          <Link to="/monitoring">Back to monitoring</Link>
        </p>
      </Page>
    );
  }

  const job = scanNow.jobs[domain.id];
  const scanning = job !== undefined && isRunning(job.status);
  const last = domain.last_scan;
  const remove = async () => {
    setRemoving(true);
    setRemoveError(null);
    try {
      await api('DELETE', `/v1/domains/${domain.id}`);
      setFlash(`${domain.domain} is no longer monitored; its schedule and alerts are gone.`);
      navigate('/monitoring');
    } catch (caught) {
      setRemoveError(messageOf(caught));
      setConfirming(false);
      setRemoving(false);
    }
  };

  return (
    <Page
      title={`Monitoring: ${domain.domain}`}
      lead={`Monitored since ${formatDateTime(domain.created_at)}.`}
      actions={<Link to="/monitoring">All monitored domains</Link>}
    >
      <section class="card" aria-labelledby="latest-heading">
        <h2 id="latest-heading">Latest result</h2>
        <div class="latest">
          {last ? <GradeBadge grade={last.grade} size="large" assessment={last.assessment} /> : null}
          <div class="stack">
            {last ? (
              <>
                <p class="score">
                  Score <strong>{last.score}</strong>/100
                </p>
                {assessmentLabel(last.assessment) && (
                  <p class="small grade-qualifier">{assessmentLabel(last.assessment)}</p>
                )}
                <p class="muted">
                  Scanned {formatDateTime(last.scanned_at)}. <Link to={`/scans/${last.job_id}`}>Open the report</Link>
                </p>
              </>
            ) : (
              <p class="muted">
                Not scanned yet. The first scheduled scan comes within one{' '}
                {domain.scan_frequency === 'weekly' ? 'week' : domain.scan_frequency === 'hourly' ? 'hour' : 'day'}, or
                scan now.
              </p>
            )}
            <p>
              <Link to={`/alerts?domain_id=${domain.id}`}>Alerts for {domain.domain}</Link>
            </p>
          </div>
        </div>
        <div class="button-row">
          <button
            type="button"
            class="button button-primary"
            disabled={scanning || scan.busy}
            onClick={() => void scan.run(async () => void (await scanNow.start(domain.id)))}
          >
            {scanning ? 'Scanning…' : 'Scan now'}
          </button>
          {job && (
            <span class="scan-now-status" role="status">
              <ScanStatusBadge status={job.status} />
              {job.status === 'failed' && job.failure_reason && <span class="muted small"> {job.failure_reason}</span>}
            </span>
          )}
        </div>
        <p class="muted small">A scan now takes one scan from your monthly quota; scheduled scans take none.</p>
        <ActionError failure={scan.failure} />
      </section>
      <SettingsForm key={domain.id} domain={domain} onSaved={setDomain} />
      <BadgeEmbed domain={domain} onChange={setDomain} />
      <DomainVerificationCard domain={domain} onChange={setDomain} />
      <section class="card stack danger-zone" aria-labelledby="remove-heading">
        <h2 id="remove-heading">Stop monitoring</h2>
        <p>The schedule stops at once; the alerts of this domain are deleted and its badge stops showing.</p>
        <FormError message={removeError} />
        <div>
          <button type="button" class="button button-danger" onClick={() => setConfirming(true)}>
            Remove {domain.domain}…
          </button>
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        title={`Stop monitoring ${domain.domain}?`}
        confirmLabel="Remove domain"
        busy={removing}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        <p>Its scheduled scans stop and its alerts are deleted. Past scans and their reports stay.</p>
      </ConfirmDialog>
    </Page>
  );
}
