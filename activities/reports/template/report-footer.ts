/**
 * The footer Chromium prints on every page (its own small document: styles inline, no images).
 * `pageNumber` and `totalPages` are filled in by Chromium.
 */
import { esc } from './html-escape.js';
import type { ReportView } from './report-view.js';

export function reportFooter(view: ReportView): string {
  const brand = view.branding ? view.branding.companyName : 'Rampart';
  return (
    `<div style="width:100%;font-family:'Liberation Sans','DejaVu Sans',Arial,sans-serif;font-size:7.5pt;color:#5f6368;` +
    'padding:0 16mm;display:flex;justify-content:space-between;-webkit-print-color-adjust:exact;">' +
    `<span>${esc(brand)} · Security assessment of ${esc(view.domain)}</span>` +
    `<span>Report ID ${esc(view.reportId)}</span>` +
    '<span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>'
  );
}
