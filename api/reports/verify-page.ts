/**
 * `GET /v1/verify/{report_id}` for a person: the PDF's QR code opens this address on a phone, which
 * showed raw JSON. A browser (an Accept header preferring `text/html`) gets a small page with the
 * same facts; every other client (curl's `*\/*`, `application/json`, none) keeps getting the JSON the
 * spec describes. The page is self-contained (inline style, no script, nothing fetched) and served
 * under a CSP that forbids everything else.
 */
import { esc } from '../../activities/reports/template/html-escape.js';

export const VERIFY_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The quality an Accept header gives `type` (`text/html`), through `text/*` or `*\/*`; 0 if none. */
function qualityOf(accept: string, type: string): number {
  const [major] = type.split('/');
  let best = -1;
  let bestSpecificity = -1;
  for (const range of accept.split(',')) {
    const [name = '', ...params] = range.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    const specificity = name === type ? 2 : name === `${major}/*` ? 1 : name === '*/*' ? 0 : -1;
    if (specificity > bestSpecificity && Number.isFinite(quality)) {
      best = quality;
      bestSpecificity = specificity;
    }
  }
  return Math.max(best, 0);
}

/** True when the client prefers HTML to JSON; a tie (`*\/*`, no header) stays JSON. */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const html = qualityOf(accept, 'text/html');
  return html > 0 && html > qualityOf(accept, 'application/json');
}

export interface VerifiedFacts {
  report_id: string;
  domain: string;
  grade: string;
  score: number;
  scoring_version: string;
  scanned_at: string;
  issued_at: string;
  pdf_sha256: string;
  pdf_size_bytes: number;
  signature: { algorithm: string; key_id: string; public_key_url: string };
}

const STYLE = `
body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0; background: #f4f6fb; color: #0f172a; }
main { max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
.card { background: #fff; border: 1px solid #dbe1ee; border-radius: 12px; padding: 1.25rem; }
h1 { font-size: 1.35rem; margin: 0 0 0.75rem; }
.ok { color: #166534; } .no { color: #991b1b; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1rem; margin: 1rem 0 0; }
dt { color: #475569; } dd { margin: 0; overflow-wrap: anywhere; }
code { font: 0.85rem ui-monospace, monospace; }
p.small { color: #475569; font-size: 0.9rem; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main><div class="card">${body}</div></main></body></html>
`;
}

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export function verifiedPage(facts: VerifiedFacts): string {
  return page(
    `Report ${facts.report_id}: issued by Rampart`,
    `<h1 class="ok">✓ Report ${esc(facts.report_id)} was issued by this service</h1>
<p>A genuine report with this id says what is below. Check that your PDF says the same, and that its
SHA-256 (<code>sha256sum report.pdf</code>) is the one shown: any other file is not the report issued.</p>
<dl>
<dt>Domain</dt><dd>${esc(facts.domain)}</dd>
<dt>Grade</dt><dd>${esc(facts.grade)} (score ${esc(facts.score)}/100, scoring policy ${esc(facts.scoring_version)})</dd>
<dt>Scanned</dt><dd>${esc(utc(facts.scanned_at))}</dd>
<dt>Issued</dt><dd>${esc(utc(facts.issued_at))}</dd>
<dt>PDF SHA-256</dt><dd><code>${esc(facts.pdf_sha256)}</code></dd>
<dt>PDF size</dt><dd>${esc(facts.pdf_size_bytes.toLocaleString('en-US'))} bytes</dd>
<dt>Signature</dt><dd>${esc(facts.signature.algorithm)}, key <code>${esc(facts.signature.key_id)}</code></dd>
</dl>
<p class="small">The same facts with the signature, for programs: request this address with
<code>Accept: application/json</code>. The public key: <code>${esc(facts.signature.public_key_url)}</code>.</p>`,
  );
}

export interface VerifiedClientFacts {
  report_id: string;
  client: string;
  period: string;
  period_start: string;
  period_end: string;
  domains: number;
  average_score: number | null;
  grade: string | null;
  issued_at: string;
  pdf_sha256: string;
  pdf_size_bytes: number;
  signature: { algorithm: string; key_id: string; public_key_url: string };
}

/** The page for a client report (a portfolio summary of one client over a period). */
export function verifiedClientPage(facts: VerifiedClientFacts): string {
  const average =
    facts.average_score === null ? 'no domain scanned' : `${facts.average_score}/100 (grade ${facts.grade ?? '-'})`;
  return page(
    `Report ${facts.report_id}: issued by Rampart`,
    `<h1 class="ok">✓ Report ${esc(facts.report_id)} was issued by this service</h1>
<p>A genuine client report with this id says what is below. Check that your PDF says the same, and that its
SHA-256 (<code>sha256sum report.pdf</code>) is the one shown: any other file is not the report issued.</p>
<dl>
<dt>Client</dt><dd>${esc(facts.client)}</dd>
<dt>Period</dt><dd>${esc(utc(facts.period_start))} to ${esc(utc(facts.period_end))}</dd>
<dt>Domains</dt><dd>${esc(facts.domains)}</dd>
<dt>Average score</dt><dd>${esc(average)}</dd>
<dt>Issued</dt><dd>${esc(utc(facts.issued_at))}</dd>
<dt>PDF SHA-256</dt><dd><code>${esc(facts.pdf_sha256)}</code></dd>
<dt>PDF size</dt><dd>${esc(facts.pdf_size_bytes.toLocaleString('en-US'))} bytes</dd>
<dt>Signature</dt><dd>${esc(facts.signature.algorithm)}, key <code>${esc(facts.signature.key_id)}</code></dd>
</dl>
<p class="small">The same facts with the signature, for programs: request this address with
<code>Accept: application/json</code>. The public key: <code>${esc(facts.signature.public_key_url)}</code>.</p>`,
  );
}

export function unknownReportPage(): string {
  return page(
    'Report not found',
    `<h1 class="no">✗ No report with this id was issued by this service</h1>
<p>Check the id printed on the report (RP- and eight letters or digits). A report whose id is not
known here was not issued by this service, or was deleted with its account.</p>`,
  );
}
