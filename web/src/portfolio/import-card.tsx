/**
 * Importing monitored domains from a CSV file (POST /v1/domains/bulk with the file's text): a header
 * line naming `domain` and optionally `client`, `tags` (`;`-separated) and `frequency`. "Check
 * only" is a dry run. The import runs on the server; the card follows it (GET
 * /v1/domains/imports/{id}) and lists every refused line with the reason.
 */
import { useState } from 'preact/hooks';
import { FormError } from '../components/form.js';
import { api, messageOf } from '../lib/api.js';
import type { DomainImport } from '../lib/api-schema.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function ImportCard({ onImported }: { onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [view, setView] = useState<DomainImport | null>(null);

  const submit = async (event: Event) => {
    event.preventDefault();
    if (!file) {
      setError('Choose a CSV file first.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      let current = await api<DomainImport>('POST', '/v1/domains/bulk', { csv: await file.text(), dry_run: dryRun });
      setView(current);
      while (current.status === 'running') {
        await pause(1000);
        current = await api<DomainImport>('GET', `/v1/domains/imports/${current.id}`);
        setView(current);
      }
      if (!current.dry_run) onImported();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const refused = view?.results.filter((result) => result.status === 'error') ?? [];
  return (
    <form class="card section" aria-labelledby="import-heading" onSubmit={submit}>
      <h2 id="import-heading">Import domains</h2>
      <p class="muted small">
        A CSV file of up to 1,000 lines with a header naming <code>domain</code>, and optionally <code>client</code>,{' '}
        <code>tags</code> (separated by <code>;</code>) and <code>frequency</code>. First scans are spread over the
        frequency's period.
      </p>
      <div class="field">
        <label for="import-file">CSV file</label>
        <input
          id="import-file"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
      </div>
      <div class="field checkbox-field">
        <input
          id="import-dry-run"
          type="checkbox"
          checked={dryRun}
          onChange={(e) => setDryRun(e.currentTarget.checked)}
        />
        <label for="import-dry-run">Check only (add nothing)</label>
      </div>
      <button type="submit" class="button button-primary" disabled={busy}>
        {busy ? 'Importing…' : 'Import'}
      </button>
      <FormError message={error} />
      {view && (
        <div role="status" class="import-status">
          <p>
            {view.status === 'running' ? 'Importing: ' : view.dry_run ? 'Checked: ' : 'Imported: '}
            {view.processed} of {view.total} lines, {view.added} {view.dry_run ? 'valid' : 'added'}, {view.failed}{' '}
            refused.
          </p>
          {refused.length > 0 && (
            <ul class="import-errors small">
              {refused.map((result) => (
                <li key={result.line}>
                  Line {result.line} ({result.domain || 'no domain'}): {result.detail}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
