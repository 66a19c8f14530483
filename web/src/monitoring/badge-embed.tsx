/**
 * The badge of a monitored domain: publish or unpublish it (PATCH /v1/domains/{id}/badge), and once
 * published its public URL (GET /v1/badge/{domain}.svg, same origin, so the dashboard's
 * `img-src 'self'` shows the preview) with Markdown and HTML to embed it, each with a copy button.
 * The public badge shows only verified owners (domain-verification.tsx), so the preview and snippets
 * appear once the domain is verified.
 */
import { useId, useState } from 'preact/hooks';
import { SelectField } from '../components/choice-fields.js';
import { SubmitButton } from '../components/form.js';
import { api } from '../lib/api.js';
import type { MonitoredDomain } from '../lib/api-schema.js';
import { ActionError } from './action-error.js';
import { useAction } from './use-action.js';

const STYLES = [
  { value: '', label: 'Card (domain, grade, score and date)' },
  { value: 'flat', label: 'Flat strip' },
  { value: 'plastic', label: 'Plastic strip' },
];

export function badgeUrl(domain: string, style: string): string {
  const query = style ? `?style=${style}` : '';
  return `${window.location.origin}/v1/badge/${encodeURIComponent(domain)}.svg${query}`;
}

export function Snippet({ label, text, rows = 3 }: { label: string; text: string; rows?: number }) {
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(`${label} copied to the clipboard.`);
    } catch {
      setCopied('The browser did not allow copying: select the text and copy it by hand.');
    }
  };
  return (
    <div class="field snippet">
      <div class="split snippet-head">
        <label for={id}>{label}</label>
        <button type="button" class="button button-small" onClick={copy}>
          Copy<span class="visually-hidden"> {label}</span>
        </button>
      </div>
      <textarea id={id} class="snippet-text" readOnly rows={rows} value={text} spellcheck={false} />
      <p role="status" class="small">
        {copied}
      </p>
    </div>
  );
}

export function BadgeEmbed({ domain, onChange }: { domain: MonitoredDomain; onChange: (d: MonitoredDomain) => void }) {
  const [style, setStyle] = useState('');
  const { busy, failure, run } = useAction();
  const url = badgeUrl(domain.domain, style);
  const alt = `Rampart security grade for ${domain.domain}`;
  const toggle = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      onChange(
        await api<MonitoredDomain>('PATCH', `/v1/domains/${domain.id}/badge`, { badge_enabled: !domain.badge_enabled }),
      );
    });
  };
  return (
    <section class="card" aria-labelledby="badge-heading">
      <h2 id="badge-heading">Security badge</h2>
      <form onSubmit={toggle} class="stack">
        <p>
          {!domain.badge_enabled
            ? 'Not published. Publish it to show the grade of this domain on your site; the badge is public once published and your ownership of the domain is verified.'
            : domain.verified
              ? 'Published: anyone can load the badge below and embed it on a page.'
              : 'Published, but not shown: the public badge shows only owners who verified the domain. Verify it under "Domain ownership" below.'}
        </p>
        <ActionError failure={failure} />
        <div>
          <SubmitButton busy={busy} busyLabel="Saving…">
            {domain.badge_enabled ? 'Unpublish the badge' : 'Publish the badge'}
          </SubmitButton>
        </div>
      </form>
      {domain.badge_enabled && domain.verified && (
        <div class="badge-embed">
          <SelectField label="Badge style" name="badge_style" value={style} options={STYLES} onChange={setStyle} />
          <figure class="badge-preview">
            <img src={url} alt={alt} />
            <figcaption class="small muted">
              Preview. The image is cached for an hour where it is embedded.{' '}
              {!domain.last_scan && 'It says "pending" until the first scan completes.'}
            </figcaption>
          </figure>
          <Snippet label="Markdown" text={`![${alt}](${url})`} />
          <Snippet label="HTML" text={`<img src="${url}" alt="${alt}">`} />
        </div>
      )}
    </section>
  );
}
