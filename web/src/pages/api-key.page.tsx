/**
 * The account's one API key (docs/api-contract.md "Credentials"): shown on request, copied to the clipboard, regenerated
 * after a confirmation (POST /v1/auth/api-key/regenerate; the old key stops working at once). The
 * key lives only in the page's memory, read from GET /v1/auth/me: never in local storage.
 */
import { useState } from 'preact/hooks';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { FormError, Notice } from '../components/form.js';
import { Page } from '../components/page.js';
import { api, messageOf } from '../lib/api.js';
import type { IssuedApiKey } from '../lib/api-schema.js';
import { formatDateTime } from '../lib/format.js';
import { useSession } from '../lib/session.js';
import type { PageProps } from './page-props.js';

const masked = (key: string) => `${key.slice(0, 3)}${'•'.repeat(Math.max(0, key.length - 7))}${key.slice(-4)}`;

export function ApiKeyPage(_props: PageProps) {
  const { account, refresh } = useSession();
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [regenerated, setRegenerated] = useState<string | null>(null);
  if (!account) return null;
  const key = account.api_key;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(key);
      setCopied('Copied to the clipboard.');
    } catch {
      setShown(true);
      setCopied('The browser did not allow copying: the key is shown, select it and copy it by hand.');
    }
  };

  const regenerate = async () => {
    setBusy(true);
    setError(null);
    try {
      const issued = await api<IssuedApiKey>('POST', '/v1/auth/api-key/regenerate');
      await refresh();
      setShown(true);
      setCopied(null);
      setRegenerated(
        `New key created ${formatDateTime(issued.created_at)}. The previous key no longer works: update your integrations.`,
      );
      setConfirming(false);
    } catch (caught) {
      setError(messageOf(caught));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="API key" lead="Use this key from scripts and integrations: send it as Authorization: Bearer <key>.">
      {regenerated && <Notice kind="success">{regenerated}</Notice>}
      <FormError message={error} />
      <section class="card stack" aria-labelledby="key-heading">
        <h2 id="key-heading">Your key</h2>
        <p class="key-box">
          <span class="visually-hidden">{shown ? 'API key: ' : 'API key, partly hidden: '}</span>
          <code id="api-key-value">{shown ? key : masked(key)}</code>
        </p>
        <div class="button-row">
          <button
            type="button"
            class="button"
            aria-pressed={shown}
            aria-controls="api-key-value"
            onClick={() => setShown(!shown)}
          >
            {shown ? 'Hide key' : 'Show key'}
          </button>
          <button type="button" class="button" onClick={copy}>
            Copy key
          </button>
        </div>
        <p role="status" class="small">
          {copied}
        </p>
        <p class="muted small">Example request:</p>
        <pre class="code-sample">
          {`curl -H "Authorization: Bearer ${shown ? key : '<your key>'}" \\\n  ${window.location.origin}/v1/auth/me`}
        </pre>
      </section>
      <section class="card stack danger-zone" aria-labelledby="regenerate-heading">
        <h2 id="regenerate-heading">Regenerate</h2>
        <p>If the key may have leaked, replace it. The current key stops working immediately; there is no overlap.</p>
        <div>
          <button type="button" class="button button-danger" onClick={() => setConfirming(true)}>
            Regenerate key…
          </button>
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        title="Regenerate the API key?"
        confirmLabel="Regenerate key"
        busy={busy}
        onConfirm={regenerate}
        onCancel={() => setConfirming(false)}
      >
        <p>
          The key ending in {key.slice(-4)} will stop working at once. Scripts and integrations that use it will get 401
          until you give them the new key.
        </p>
      </ConfirmDialog>
    </Page>
  );
}
