/**
 * A client report as one self-contained HTML document (docs/portfolio.md, "Client reports"): styles
 * inline, the QR code as inline SVG, a logo as a data: URL, so Chromium prints it without loading
 * anything. Sections: cover (the client, the period, the average grade, the verification code),
 * grades and trends, what changed in the period, open issues by severity, the compliance view. The
 * accent, logo and company name are the account's white-label branding when its plan has it.
 */
import { periodLabel } from '../../../core/monitoring/client-reports.js';
import type { Grade, Severity } from '../../../core/scan-model/report.js';
import { GRADE_COLOURS, SEVERITY_COLOURS } from '../../reports/template/grade-colours.js';
import { esc } from '../../reports/template/html-escape.js';
import { RAMPART_ACCENT } from '../../reports/template/report-html.js';
import { reportCss } from '../../reports/template/report-styles.js';
import type { Branding } from '../../reports/template/report-view.js';
import type { ClientReportData } from '../client-report-data.js';

const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low'];
const GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
/** Domains listed in the grades table: past it the table says how many more (the export has all). */
export const LISTED_DOMAINS = 150;

const ALERT_LABELS: Record<string, string> = {
  score_drop: 'Score drops',
  critical_issue: 'New critical findings',
  cert_expiring_soon: 'Certificates expiring soon',
  cert_expired: 'Certificates expired',
  config_change: 'Configuration changes',
};

export interface ClientReportFacts {
  reportId: string;
  issuedAt: Date;
  verifyUrl: string;
  qrSvg: string;
  branding: Branding | null;
}

function day(d: Date): string {
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

function gradeChip(grade: string | null): string {
  if (!grade) return '<span class="chip" style="background:#9aa0a6">not scanned</span>';
  const colour = GRADE_COLOURS[grade as Grade] ?? '#5f6368';
  return `<span class="chip" style="background:${colour}">${esc(grade)}</span>`;
}

function severityChip(severity: Severity): string {
  return `<span class="chip" style="background:${SEVERITY_COLOURS[severity]}">${severity}</span>`;
}

function trend(value: number | null): string {
  if (value === null) return '<span class="muted">–</span>';
  if (value === 0) return '<span class="muted">±0</span>';
  return value > 0 ? `<span style="color:#1e8e3e">▲ +${value}</span>` : `<span style="color:#c5221f">▼ ${value}</span>`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;
}

const EXTRA_CSS = `
.period { font-size: 13pt; color: #5f6368; margin-bottom: 22px; }
.dist { display: flex; height: 26px; border-radius: 5px; overflow: hidden; margin: 8px 0 4px; }
.dist div { color: #fff; font-size: 8.5pt; font-weight: 700; display: flex; align-items: center; justify-content: center; min-width: 0; }
.legend { font-size: 8.5pt; color: #5f6368; margin-bottom: 12px; }
.legend span { margin-right: 12px; white-space: nowrap; }
.legend i { display: inline-block; width: 9px; height: 9px; border-radius: 2px; margin-right: 4px; vertical-align: -1px; }
.figures { display: flex; gap: 10px; margin: 10px 0 14px; }
.figure { flex: 1; border: 1px solid #dadce0; border-radius: 8px; padding: 8px 10px; }
.figure b { display: block; font-size: 17pt; }
.figure span { font-size: 8pt; color: #5f6368; text-transform: uppercase; letter-spacing: .06em; }
td.domain { overflow-wrap: anywhere; }
.continued { margin-top: 26px; }
table.fixed { table-layout: fixed; }
.framework { break-inside: avoid; }
col.control { width: 19%; } col.worst { width: 13%; } col.count { width: 10%; }
col.sev { width: 12%; } col.dom { width: 18%; } col.seen { width: 13%; }
`;

function brandBlock(branding: Branding | null): string {
  if (!branding) return '<div class="brand"><span class="brand-name">RAMPART</span></div>';
  const logo = branding.logoDataUrl ? `<img src="${esc(branding.logoDataUrl)}" alt="">` : '';
  return `<div class="brand">${logo}<span class="brand-name">${esc(branding.companyName)}</span></div>`;
}

function distribution(data: ClientReportData): string {
  const total = data.domains.length;
  if (total === 0) return '<p class="muted">This client has no monitored domains.</p>';
  const parts: [string, number, string][] = [
    ...GRADES.map((grade): [string, number, string] => [grade, data.byGrade[grade], GRADE_COLOURS[grade]]),
    ['not scanned', data.byGrade.unscanned, '#9aa0a6'],
  ];
  const bar = parts
    .filter(([, count]) => count > 0)
    .map(
      ([label, count, colour]) =>
        `<div style="background:${colour};width:${(count / total) * 100}%">${count / total >= 0.06 ? esc(label) : ''}</div>`,
    )
    .join('');
  const legend = parts
    .map(([label, count, colour]) => `<span><i style="background:${colour}"></i>${esc(label)}: ${count}</span>`)
    .join('');
  return `<div class="dist">${bar}</div><div class="legend">${legend}</div>`;
}

function cover(data: ClientReportData, facts: ClientReportFacts): string {
  const gradeBox =
    data.grade === null || data.averageScore === null
      ? `<div class="grade-box" style="background:#5f6368"><div class="grade-label">Average grade</div>
         <div class="grade-letter" style="font-size:20px;padding:30px 0">Not scanned yet</div></div>`
      : `<div class="grade-box" style="background:${GRADE_COLOURS[data.grade as Grade]}">
         <div class="grade-label">Average grade</div><div class="grade-letter">${esc(data.grade)}</div>
         <div class="grade-score">${data.averageScore} / 100</div></div>`;
  const preparedBy = facts.branding ? `<tr><td>Prepared by</td><td>${esc(facts.branding.companyName)}</td></tr>` : '';
  return `
<div class="cover">
  <div class="cover-band">${brandBlock(facts.branding)}<div class="doc-kind">Client security report</div></div>
  <div class="cover-title">Security Report</div>
  <div class="cover-domain">${esc(data.clientName)}</div>
  <div class="period">${esc(periodLabel(data.period))}</div>
  <div class="cover-main">
    ${gradeBox}
    <div class="facts"><table>
      <tr><td>Domains monitored</td><td><b>${data.domains.length}</b> (${data.scanned} scanned)</td></tr>
      <tr><td>Grade moves in the period</td><td>${data.changes.up} up, ${data.changes.down} down</td></tr>
      <tr><td>Open findings</td><td>${SEVERITIES.map((s) => `${data.findings.bySeverity[s]} ${s}`).join(', ')}</td></tr>
      <tr><td>Unread alerts</td><td>${data.openAlerts.total}</td></tr>
      <tr><td>Report issued</td><td>${day(facts.issuedAt)} ${facts.issuedAt.toISOString().slice(11, 16)} UTC</td></tr>
      <tr><td>Report ID</td><td><b>${esc(facts.reportId)}</b></td></tr>
      ${preparedBy}
    </table></div>
  </div>
  <div class="contents"><div class="label">In this report</div><ol>
    <li>Grades and trends of every monitored domain</li>
    <li>What changed in the period: grade moves and alerts raised</li>
    <li>Open issues by severity</li>
    <li>Compliance view: the controls the open findings bear on</li>
  </ol></div>
  <div class="cover-verify">
    <div class="qr">${facts.qrSvg}</div>
    <div class="verify-text">
      <b>Check that this report is genuine.</b> Scan the code or open the address below: it shows the client,
      the period, the figures and the SHA-256 fingerprint of this PDF as it was issued, with an Ed25519 signature.
      <div class="verify-url">${esc(facts.verifyUrl)}</div>
    </div>
  </div>
</div>`;
}

function gradesSection(data: ClientReportData): string {
  const listed = data.domains.slice(0, LISTED_DOMAINS);
  const more = data.domains.length - listed.length;
  const rows = listed
    .map(
      (row) => `<tr><td class="domain">${esc(row.domain)}</td><td>${gradeChip(row.grade)}</td>
        <td class="num">${row.score ?? '–'}</td><td class="num">${trend(row.trend)}</td>
        <td class="num">${row.last_scan_at ? day(new Date(row.last_scan_at)) : '–'}</td>
        <td class="num">${row.critical_issues ?? '–'}</td><td class="num">${row.open_alerts}</td></tr>`,
    )
    .join('');
  return `
<div class="section">
  <h2>Grades and trends</h2>
  <div class="figures">
    <div class="figure"><b>${data.averageScore ?? '–'}</b><span>average score</span></div>
    <div class="figure"><b>${data.domains.length}</b><span>domains</span></div>
    <div class="figure"><b>${data.domains.length === 0 ? 0 : Math.round((data.scanned / data.domains.length) * 100)}%</b><span>scanned</span></div>
    <div class="figure"><b>${data.openAlerts.total}</b><span>unread alerts</span></div>
  </div>
  ${distribution(data)}
  <p class="small muted">Worst score first. Trend: the change since the scan before the last.</p>
  <table><thead><tr><th>Domain</th><th>Grade</th><th class="num">Score</th><th class="num">Trend</th>
    <th class="num">Last scan</th><th class="num">Critical</th><th class="num">Alerts</th></tr></thead>
  <tbody>${rows}</tbody></table>
  ${more > 0 ? `<p class="small muted">And ${plural(more, 'more domain')}: the portfolio export lists every one.</p>` : ''}
</div>`;
}

function changesSection(data: ClientReportData): string {
  const moves =
    data.changes.moves.length === 0
      ? '<p>No domain changed grade in this period.</p>'
      : `<table><thead><tr><th>Domain</th><th>From</th><th>To</th><th class="num">When</th></tr></thead><tbody>${data.changes.moves
          .slice(0, 40)
          .map(
            (move) =>
              `<tr><td class="domain">${esc(move.domain)}</td><td>${gradeChip(move.from)}</td><td>${gradeChip(move.to)}</td><td class="num">${day(move.at)}</td></tr>`,
          )
          .join('')}</tbody></table>`;
  const raised = Object.entries(data.changes.alertsRaised);
  const alerts =
    raised.length === 0
      ? '<p>No alerts were raised in this period.</p>'
      : `<table><thead><tr><th>Alert</th><th class="num">Raised</th></tr></thead><tbody>${raised
          .sort(([, a], [, b]) => b - a)
          .map(([type, count]) => `<tr><td>${esc(ALERT_LABELS[type] ?? type)}</td><td class="num">${count}</td></tr>`)
          .join('')}</tbody></table>`;
  return `
<div class="continued">
  <h2>What changed</h2>
  <p>${esc(periodLabel(data.period))}: ${plural(data.changes.up, 'grade')} up, ${plural(data.changes.down, 'grade')} down.</p>
  <h3>Grade moves</h3>${moves}
  <h3>Alerts raised</h3>${alerts}
</div>`;
}

function issuesSection(data: ClientReportData): string {
  const counts = `<div class="counts">${SEVERITIES.map(
    (s) =>
      `<div class="count" style="background:${SEVERITY_COLOURS[s]}"><b>${data.findings.bySeverity[s]}</b><span>${s}</span></div>`,
  ).join('')}</div>`;
  const listed =
    data.findings.total === 0
      ? '<p>No open findings: every failed check of the last scans has been fixed.</p>'
      : `<table class="fixed"><colgroup><col class="sev"><col class="dom"><col><col class="seen"></colgroup><thead><tr><th>Severity</th><th>Domain</th><th>Finding</th><th class="num">First seen</th></tr></thead><tbody>${data.findings.listed
          .map(
            (f) =>
              `<tr><td>${severityChip(f.severity)}</td><td class="domain">${esc(f.domain)}</td><td>${esc(f.finding)}<div class="mono muted">${esc(f.code)}</div></td><td class="num">${day(f.firstSeenAt)}</td></tr>`,
          )
          .join('')}</tbody></table>`;
  const more = data.findings.total - data.findings.listed.length;
  return `
<div class="section">
  <h2>Open issues by severity</h2>
  <p>The failed checks of each domain's last scan, most severe and oldest first.</p>
  ${counts}${listed}
  ${more > 0 ? `<p class="small muted">And ${plural(more, 'more finding')}: the client's findings export lists every one.</p>` : ''}
</div>`;
}

function complianceSection(data: ClientReportData): string {
  const frameworks = data.compliance
    .map((framework) => {
      const rows =
        framework.affected.length === 0
          ? '<p class="small">No open finding bears on this framework’s controls.</p>'
          : `<table class="fixed"><colgroup><col class="control"><col><col class="worst"><col class="count"></colgroup><thead><tr><th>Control</th><th>Title</th><th>Worst</th><th class="num">Domains</th></tr></thead><tbody>${framework.affected
              .map(
                (c) =>
                  `<tr><td>${esc(c.control)}</td><td>${esc(c.title)}</td><td>${severityChip(c.severity)}</td><td class="num">${c.domains}</td></tr>`,
              )
              .join('')}</tbody></table>`;
      return `<div class="framework"><h3>${esc(framework.name)} <span class="muted small">${esc(framework.version)}</span></h3>
        <p class="small muted">${framework.affected.length} of ${framework.controlsAssessed} controls these checks speak to are affected.</p>${rows}</div>`;
    })
    .join('');
  return `
<div class="section">
  <h2>Compliance view</h2>
  <p class="small">Mapped from external, automated checks only. Affected controls indicate evidence an auditor would ask about; they are not an audit result.</p>
  ${frameworks}
</div>`;
}

export function clientReportHtml(data: ClientReportData, facts: ClientReportFacts): string {
  const accent = facts.branding?.accentColor ?? RAMPART_ACCENT;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(data.clientName)} security report</title>
<style>${reportCss(accent)}${EXTRA_CSS}</style></head><body>
${cover(data, facts)}${gradesSection(data)}${changesSection(data)}${issuesSection(data)}${complianceSection(data)}
</body></html>`;
}

export function clientReportFooter(data: ClientReportData, facts: ClientReportFacts): string {
  const brand = facts.branding ? facts.branding.companyName : 'Rampart';
  return (
    `<div style="width:100%;font-family:'Liberation Sans','DejaVu Sans',Arial,sans-serif;font-size:7.5pt;color:#5f6368;` +
    'padding:0 16mm;display:flex;justify-content:space-between;-webkit-print-color-adjust:exact;">' +
    `<span>${esc(brand)} · Security report for ${esc(data.clientName)}</span>` +
    `<span>Report ID ${esc(facts.reportId)}</span>` +
    '<span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>'
  );
}
