/**
 * One client's scheduled reports on the portfolio page, shown while the client filter names a
 * client (docs/portfolio.md, "Client reports"): how often (off, weekly, monthly) and to whom
 * (GET|PUT /v1/clients/{id}/report-settings), "Send report now" (POST /v1/clients/{id}/reports:
 * made and mailed before the answer), and the reports issued, each with its PDF and its public
 * verification page.
 */
import { useEffect, useState } from 'preact/hooks';
import { SelectField } from '../components/choice-fields.js';
import { FormError, Notice } from '../components/form.js';
import { ListTable } from '../components/list-table.js';
import { api, messageOf } from '../lib/api.js';
import type { ClientReportItem, ClientReportList, ClientReportSettings } from '../lib/api-schema.js';
import { formatDateTime } from '../lib/format.js';
import { useLoad } from '../lib/use-load.js';

const FREQUENCIES = [
  { value: 'off', label: 'Off' },
  { value: 'weekly', label: 'Weekly (Mondays, the week before)' },
  { value: 'monthly', label: 'Monthly (on the 1st, the month before)' },
];

/** How a period key reads: `weekly:2026-W47` is "Week 47, 2026". */
function periodName(key: string): string {
  const week = /^weekly:(\d{4})-W(\d{2})$/.exec(key);
  if (week) return `Week ${Number(week[2])}, ${week[1]}`;
  const month = /^monthly:(\d{4})-(\d{2})$/.exec(key);
  if (month) {
    const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
    return date.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  }
  return 'Sent on request (last 30 days)';
}

export function ClientReportsCard({ clientId, clientName }: { clientId: string; clientName: string }) {
  const base = `/v1/clients/${clientId}`;
  const { data, error, reload } = useLoad(async () => {
    const [settings, reports] = await Promise.all([
      api<ClientReportSettings>('GET', `${base}/report-settings`),
      api<ClientReportList>('GET', `${base}/reports`),
    ]);
    return { settings, reports: reports.reports };
  }, [clientId]);
  const [frequency, setFrequency] = useState('off');
  const [recipients, setRecipients] = useState('');
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!data) return;
    setFrequency(data.settings.frequency);
    setRecipients(data.settings.recipients.join('\n'));
  }, [data]);

  const run = async (what: 'save' | 'send', action: () => Promise<string>) => {
    setBusy(what);
    setFailure(null);
    setDone(null);
    try {
      setDone(await action());
      await reload();
    } catch (caught) {
      setFailure(messageOf(caught));
    } finally {
      setBusy(null);
    }
  };

  const save = (event: Event) => {
    event.preventDefault();
    void run('save', async () => {
      const list = recipients
        .split(/[\n,;]+/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
      await api('PUT', `${base}/report-settings`, { frequency, recipients: list });
      return 'Report settings saved.';
    });
  };

  const sendNow = () =>
    void run('send', async () => {
      const report = await api<ClientReportItem>('POST', `${base}/reports`);
      return `Report ${report.id} sent to ${report.mailed_to.join(', ')}.`;
    });

  return (
    <section class="card section" aria-labelledby="client-reports-heading">
      <h2 id="client-reports-heading">Reports for {clientName}</h2>
      <p class="muted small">
        A PDF of this client's grades and trends, what changed, open issues by severity and the compliance view, with
        your branding where your plan has it, mailed to the recipients with a verification code.
      </p>
      {!data && error && <FormError message={messageOf(error)} />}
      <form class="client-report-form" onSubmit={save} aria-label="Report settings">
        <SelectField
          label="Scheduled report"
          name="frequency"
          value={frequency}
          options={FREQUENCIES}
          onChange={setFrequency}
        />
        <div class="field">
          <label for="client-report-recipients">Recipients (one address per line, up to 10)</label>
          <textarea
            id="client-report-recipients"
            name="recipients"
            rows={3}
            value={recipients}
            onInput={(e) => setRecipients(e.currentTarget.value)}
          />
        </div>
        <div class="button-row">
          <button type="submit" class="button" disabled={busy !== null}>
            {busy === 'save' ? 'Saving…' : 'Save settings'}
          </button>
          <button
            type="button"
            class="button button-primary"
            disabled={busy !== null || (data?.settings.recipients.length ?? 0) === 0}
            onClick={sendNow}
          >
            {busy === 'send' ? 'Sending…' : 'Send report now'}
          </button>
        </div>
      </form>
      <FormError message={failure} />
      {done && <Notice kind="success">{done}</Notice>}
      {data && data.reports.length > 0 && (
        <ListTable
          class="client-report-list"
          caption={`Reports issued for ${clientName}`}
          columns={['Period', 'Issued', 'Average', 'Mailed to', 'Report']}
        >
          {data.reports.map((report) => (
            <tr key={report.id}>
              <td data-label="Period">{periodName(report.period)}</td>
              <td data-label="Issued">{formatDateTime(report.issued_at)}</td>
              <td data-label="Average">
                {report.average_score === null ? '—' : `${report.average_score} (${report.grade})`}
              </td>
              <td data-label="Mailed to">{report.mailed_to.join(', ') || '—'}</td>
              <td data-label="Report">
                <a href={`${base}/reports/${report.id}/pdf`} download>
                  PDF<span class="visually-hidden"> of report {report.id}</span>
                </a>{' '}
                ·{' '}
                <a href={report.verify_url} target="_blank" rel="noreferrer">
                  Verify {report.id}
                </a>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </section>
  );
}
