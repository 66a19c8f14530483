/** The report's print stylesheet: system fonts only (nothing fetched), A4, page breaks per section. */
export function reportCss(accent: string): string {
  return `
@page { size: A4; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; line-height: 1.42; color: #202124; }
h1, h2, h3 { color: ${accent}; margin: 0; }
h2 { font-size: 17pt; border-bottom: 2px solid ${accent}; padding-bottom: 4px; margin: 0 0 12px; }
h3 { font-size: 12pt; margin: 16px 0 6px; }
p { margin: 0 0 8px; }
.section { page-break-before: always; }
.muted { color: #5f6368; }
.small { font-size: 8.5pt; }
.mono { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: 7.5pt; }
table { width: 100%; border-collapse: collapse; margin: 6px 0 10px; }
th { text-align: left; font-size: 8.5pt; color: #5f6368; font-weight: 700; border-bottom: 1px solid #c8ccd2; padding: 4px 6px; }
td { border-bottom: 1px solid #e8eaed; padding: 4px 6px; vertical-align: top; font-size: 9pt; }
tr { break-inside: avoid; }
.num { text-align: right; white-space: nowrap; }
.chip { display: inline-block; padding: 1px 7px; border-radius: 9px; color: #fff; font-size: 7.5pt; font-weight: 700; text-transform: uppercase; letter-spacing: .03em; white-space: nowrap; }

/* Cover */
.cover { height: 262mm; display: flex; flex-direction: column; }
.cover-band { background: ${accent}; color: #fff; padding: 18px 22px; border-radius: 6px; display: flex; align-items: center; justify-content: space-between; }
.brand { display: flex; align-items: center; gap: 12px; flex: 1; min-width: 0; }
.brand img { max-height: 44px; max-width: 160px; background: #fff; border-radius: 4px; padding: 3px; }
.brand-name { font-size: 16pt; font-weight: 700; letter-spacing: .02em; }
.doc-kind { white-space: nowrap; margin-left: 16px; font-size: 9pt; text-transform: uppercase; letter-spacing: .12em; opacity: .9; }
.cover-title { margin: 34px 0 4px; font-size: 25pt; color: ${accent}; font-weight: 700; }
.cover-domain { font-size: 20pt; font-weight: 700; word-break: break-all; margin-bottom: 26px; }
.cover-main { display: flex; gap: 26px; align-items: stretch; }
.grade-box { width: 190px; border-radius: 10px; color: #fff; text-align: center; padding: 16px 8px; }
.grade-letter { font-size: 86pt; font-weight: 700; line-height: 1; }
.grade-label { font-size: 9pt; text-transform: uppercase; letter-spacing: .12em; }
.grade-score { font-size: 15pt; font-weight: 700; margin-top: 6px; }
.facts { flex: 1; }
.facts table td { font-size: 10pt; padding: 6px 4px; }
.facts table td:first-child { color: #5f6368; width: 42%; }
.cover-verify { margin-top: auto; display: flex; gap: 18px; align-items: center; border: 1px solid #dadce0; border-radius: 8px; padding: 14px; }
.qr svg { width: 120px; height: 120px; display: block; }
.verify-text { font-size: 9pt; }
.verify-url { font-family: 'DejaVu Sans Mono', monospace; font-size: 8.5pt; word-break: break-all; color: ${accent}; }
.cap-note { margin-top: 14px; padding: 8px 12px; background: #fef7e0; border-left: 4px solid #f9ab00; font-size: 9pt; }

/* Summary */
.counts { display: flex; gap: 10px; margin: 10px 0 14px; }
.count { flex: 1; border-radius: 8px; padding: 10px; color: #fff; text-align: center; }
.count b { display: block; font-size: 20pt; }
.count span { font-size: 8pt; text-transform: uppercase; letter-spacing: .08em; }
.priority li { margin-bottom: 6px; }
.callout { background: #f1f3f4; border-radius: 6px; padding: 10px 12px; margin-top: 12px; font-size: 9pt; }

/* Findings */
.finding { border: 1px solid #dadce0; border-left-width: 5px; border-radius: 5px; padding: 8px 11px; margin: 0 0 9px; break-inside: avoid; }
.finding-head { display: flex; justify-content: space-between; gap: 10px; align-items: baseline; }
.finding-title { font-weight: 700; font-size: 10pt; }
.finding-module { font-size: 8pt; color: #5f6368; white-space: nowrap; }
.label { font-size: 7.5pt; font-weight: 700; text-transform: uppercase; letter-spacing: .06em; color: #5f6368; margin-top: 5px; }
.evidence { background: #f8f9fa; border-radius: 4px; padding: 4px 6px; white-space: pre-wrap; word-break: break-all; margin-top: 2px; }
.severity-head { display: flex; align-items: center; gap: 8px; margin: 14px 0 8px; }
.severity-head h3 { margin: 0; }

/* Compliance */
.framework { margin-bottom: 10px; }
.framework h3 { break-after: avoid; }
.contents { margin-top: 28px; font-size: 10pt; }
.contents ol { margin: 4px 0 0; padding-left: 18px; }
.contents li { margin-bottom: 3px; }
`;
}
