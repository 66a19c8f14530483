/**
 * The scan's PDF report (GET /v1/compliance/reports/{job_id}/pdf) downloaded through the session:
 * fetched with the cookie, kept as a blob, saved under the file name the API gives in
 * Content-Disposition. A plain link would work too, but could not show that the first render takes
 * a few seconds, nor an error in words instead of a JSON page.
 */
import { useState } from 'preact/hooks';
import { ApiError, messageOf } from '../lib/api.js';
import './pdf-download.css';

/** `attachment; filename="x.pdf"` -> `x.pdf`; the API always sends one, the fallback is for safety. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const found = /filename="([^"]+)"/.exec(disposition ?? '');
  return found?.[1] ?? fallback;
}

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { detail?: unknown } | null;
  const detail = typeof body?.detail === 'string' ? body.detail : `The server answered ${response.status}.`;
  return new ApiError(response.status, detail);
}

export function PdfDownload({ jobId }: { jobId: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      let response: Response;
      try {
        response = await fetch(`/v1/compliance/reports/${jobId}/pdf`, {
          credentials: 'same-origin',
          headers: { accept: 'application/pdf' },
        });
      } catch {
        throw new ApiError(0, 'Rampart could not be reached. Check your connection and try again.');
      }
      if (!response.ok) throw await errorOf(response);
      const name = fileNameOf(response.headers.get('content-disposition'), `rampart-report-${jobId}.pdf`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the blob once the click is handled; free it a moment later.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setDone(`Downloaded ${name}.`);
    } catch (caught) {
      setError(`The PDF could not be downloaded: ${messageOf(caught)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="pdf-download">
      <button type="button" class="button button-primary" onClick={download} disabled={busy} aria-busy={busy}>
        {busy ? 'Preparing the PDF…' : 'Download PDF'}
      </button>
      <p class="small pdf-status" role="status">
        {done}
      </p>
      {error && (
        <p class="alert alert-error small" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
