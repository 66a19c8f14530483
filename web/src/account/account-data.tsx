/**
 * The owner's data on the Account page: take a copy (GET /v1/account/export: a JSON file now, or a
 * link by e-mail for a large account) and delete the account (DELETE /v1/account with the password).
 */
import { useState } from 'preact/hooks';
import { PasswordField } from '../components/account-fields.js';
import { FormError, Notice } from '../components/form.js';
import { api, messageOf } from '../lib/api.js';
import type { AccountArchive, ExportQueued } from '../lib/api-schema.js';
import { href } from '../lib/router.js';
import { useSubmit } from '../lib/use-form.js';

/** Hands the archive to the browser as a file download (no navigation away from the page). */
function saveAsFile(archive: unknown, accountId: number): void {
  const blob = new Blob([JSON.stringify(archive, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `rampart-account-${accountId}-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function ExportSection({ accountId }: { accountId: number }) {
  const [state, setState] = useState<{ kind: 'idle' | 'working' | 'saved' | 'mailed'; text?: string }>({
    kind: 'idle',
  });
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setError(null);
    setState({ kind: 'working' });
    try {
      const answer = await api<AccountArchive | ExportQueued>('GET', '/v1/account/export');
      if ('format' in answer) {
        saveAsFile(answer, accountId);
        setState({ kind: 'saved', text: 'Your export was saved as a JSON file by your browser.' });
      } else {
        setState({ kind: 'mailed', text: (answer as ExportQueued).detail });
      }
    } catch (caught) {
      setState({ kind: 'idle' });
      setError(messageOf(caught));
    }
  };
  return (
    <section class="card stack" aria-labelledby="export-heading">
      <h2 id="export-heading">Export your data</h2>
      <p>
        One JSON file with your profile, scans and reports, monitored domains, alerts, webhooks and their deliveries,
        and usage. Passwords, key hashes and webhook secrets are never included. Large accounts get a download link by
        e-mail instead; it works only when you are signed in and expires.
      </p>
      <div>
        <button type="button" class="button" onClick={start} disabled={state.kind === 'working'}>
          {state.kind === 'working' ? 'Preparing…' : 'Export my data'}
        </button>
      </div>
      {state.text && <Notice kind="success">{state.text}</Notice>}
      <FormError message={error} />
    </section>
  );
}

export function DeleteAccountSection() {
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const { busy, error, fields, run } = useSubmit();
  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      await api('DELETE', '/v1/account', password ? { current_password: password } : {});
      // A fresh load: nothing of the account stays in the page's memory, and the session starts empty.
      window.location.replace(href('/login?account_deleted=1'));
    });
  };
  return (
    <form onSubmit={submit} noValidate class="card stack danger-zone" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete your account</h2>
      <div class="alert alert-warning" role="note">
        <strong>This cannot be undone.</strong> Your scans, reports (their verification links stop working), monitored
        domains, alerts, webhooks and usage are deleted, your subscription is cancelled now, and your API key and every
        session stop working at once. Billing records the law requires are kept without your name or address. Export
        your data first if you want a copy.
      </div>
      <PasswordField
        kind="current"
        label="Your password, to confirm"
        name="current_password"
        value={password}
        onInput={setPassword}
        error={fields.current_password}
      />
      <p class="muted">
        Signed in with Google and no password? Leave it empty: a sign-in from the last few minutes confirms it is you
        (sign out and in again first if it is older).
      </p>
      <label class="checkbox">
        <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.currentTarget.checked)} /> I
        understand that my account and all its data will be deleted
      </label>
      <div>
        <button type="submit" class="button button-danger" disabled={busy || !understood} aria-busy={busy}>
          {busy ? 'Deleting…' : 'Delete my account'}
        </button>
      </div>
      <FormError message={error} />
    </form>
  );
}
