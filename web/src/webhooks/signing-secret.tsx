/**
 * The signing secret of an endpoint just created: the create answer is the only time the API gives
 * it, so it is shown once, here, with a copy button, and held only in this page's memory (never in
 * storage). Leaving the page forgets it.
 */
import { useState } from 'preact/hooks';
import type { CreatedEndpoint } from '../lib/api-schema.js';

export function SigningSecret({ endpoint, onDone }: { endpoint: CreatedEndpoint; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(endpoint.secret);
      setCopied('Secret copied to the clipboard.');
    } catch {
      setCopied('The browser did not allow copying: select the secret and copy it by hand.');
    }
  };
  return (
    <section class="card stack secret-card" aria-labelledby="secret-heading">
      <h2 id="secret-heading">Signing secret of the new endpoint</h2>
      <p>
        <strong>Copy it now: it is shown only this once.</strong> Your receiver checks each delivery's{' '}
        <code>X-Service-Signature-V2</code> header with it (HMAC-SHA256 over the timestamp, a dot and the raw body).
      </p>
      <p class="key-box">
        <span class="visually-hidden">Signing secret: </span>
        <code id="webhook-secret">{endpoint.secret}</code>
      </p>
      <div class="button-row">
        <button type="button" class="button button-primary" onClick={copy}>
          Copy secret
        </button>
        <button type="button" class="button" onClick={onDone}>
          I have stored it
        </button>
      </div>
      <p role="status" class="small">
        {copied}
      </p>
    </section>
  );
}
