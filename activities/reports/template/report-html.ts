/**
 * The report as one self-contained HTML document (styles inline, the QR code and chart as inline
 * SVG, a logo as a data: URL): Chromium prints it to PDF without loading anything. Sections: cover,
 * executive summary, module scores, findings by severity, compliance mapping, method and coverage.
 */
import type { Grade, Severity } from '../../../core/scan-model/report.js';
import { GRADE_COLOURS, SEVERITY_COLOURS } from './grade-colours.js';
import { esc } from './html-escape.js';
import { reportCss } from './report-styles.js';
import { type FindingView, type ReportView, SEVERITIES } from './report-view.js';
import { scoreChartSvg } from './score-chart.js';

export const RAMPART_ACCENT = '#1a3d6d';

const GRADE_MEANING: Record<Grade, string> = {
  A: 'a strong external security posture: only minor improvements remain',
  B: 'a good posture with a few weaknesses worth fixing',
  C: 'a moderate posture: several weaknesses an attacker could use',
  D: 'a weak posture: serious issues need attention soon',
  F: 'a critical posture: at least one problem exposes the domain to immediate risk',
};

const SEVERITY_MEANING: Record<Severity, string> = {
  critical: 'exploitable now or exposing data; fix immediately',
  high: 'a serious weakness; fix within days',
  medium: 'weakens defences; plan a fix',
  low: 'hardening and hygiene',
};

function date(iso: string): string {
  const d = new Date(iso);
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function dateTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

function chip(severity: Severity): string {
  return `<span class="chip" style="background:${SEVERITY_COLOURS[severity]}">${severity}</span>`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function brandBlock(view: ReportView): string {
  const b = view.branding;
  if (!b) return '<div class="brand"><span class="brand-name">RAMPART</span></div>';
  const logo = b.logoDataUrl ? `<img src="${esc(b.logoDataUrl)}" alt="">` : '';
  return `<div class="brand">${logo}<span class="brand-name">${esc(b.companyName)}</span></div>`;
}

function cover(view: ReportView): string {
  const colour = GRADE_COLOURS[view.grade];
  const capNote =
    view.capsApplied.length > 0
      ? `<div class="cap-note">The grade is capped at <b>${view.grade}</b> because of ${esc(view.capsApplied.join(' and '))}; the score alone would earn <b>${view.uncappedGrade}</b>.</div>`
      : '';
  const qualifierNote = view.qualifier ? `<div class="cap-note">${esc(view.qualifier)}</div>` : '';
  const preparedBy = view.branding ? `<tr><td>Prepared by</td><td>${esc(view.branding.companyName)}</td></tr>` : '';
  return `
<div class="cover">
  <div class="cover-band">${brandBlock(view)}<div class="doc-kind">External security assessment</div></div>
  <div class="cover-title">Domain Security Report</div>
  <div class="cover-domain">${esc(view.domain)}</div>
  <div class="cover-main">
    ${
      view.assessment === 'none'
        ? `<div class="grade-box" style="background:#5f6368">
      <div class="grade-label">Grade</div>
      <div class="grade-letter" style="font-size:22px">Not assessed</div>
    </div>`
        : `<div class="grade-box" style="background:${colour}">
      <div class="grade-label">Grade${view.qualifier ? ' (provisional)' : ''}</div>
      <div class="grade-letter">${view.grade}</div>
      <div class="grade-score">${view.score} / 100</div>
    </div>`
    }
    <div class="facts"><table>
      <tr><td>Domain</td><td><b>${esc(view.domain)}</b></td></tr>
      <tr><td>Scan date</td><td>${date(view.scannedAt)} <span class="muted small">(${dateTime(view.scannedAt)})</span></td></tr>
      <tr><td>Report issued</td><td>${dateTime(view.issuedAt)}</td></tr>
      <tr><td>Report ID</td><td><b>${esc(view.reportId)}</b></td></tr>
      <tr><td>Findings</td><td>${SEVERITIES.map((s) => `${view.counts[s]} ${s}`).join(', ')}</td></tr>
      <tr><td>Checks with a definite answer</td><td>${view.coverage.checks_known} of ${view.coverage.checks_total} (${Math.round(view.coverage.ratio * 100)}%)</td></tr>
      <tr><td>Scoring policy</td><td>version ${esc(view.scoringVersion)}</td></tr>
      ${preparedBy}
    </table></div>
  </div>
  ${capNote}${qualifierNote}
  <div class="contents"><div class="label">In this report</div><ol>
    <li>Executive summary: the result in plain words and what to fix first</li>
    <li>Scores by area: a chart of the ${view.modules.length} areas examined</li>
    <li>Findings by severity, with remediation and the evidence behind each</li>
    <li>Compliance mapping: SOC 2, PCI DSS, HIPAA, NIST CSF, ISO 27001, CIS Controls v8</li>
    <li>Method, scoring policy ${esc(view.scoringVersion)} and coverage</li>
  </ol></div>
  <div class="cover-verify">
    <div class="qr">${view.qrSvg}</div>
    <div class="verify-text">
      <b>Check that this report is genuine.</b> Scan the code or open the address below: it shows the domain,
      grade, score, dates and the SHA-256 fingerprint of this PDF as it was issued, with an Ed25519 signature.
      If they differ from this document, it has been altered.
      <div class="verify-url">${esc(view.verifyUrl)}</div>
    </div>
  </div>
</div>`;
}

function summary(view: ReportView, topIssues: FindingView[]): string {
  const total = SEVERITIES.reduce((n, s) => n + view.counts[s], 0);
  const scored = view.modules.filter((m) => m.score !== null).length;
  const capped =
    view.capsApplied.length > 0
      ? ` The score alone would earn ${view.uncappedGrade}, but the grade is capped at ${view.grade} because of ${esc(view.capsApplied.join(' and '))}: such a problem outweighs good results elsewhere.`
      : '';
  const qualified = view.qualifier ? ` <b>${esc(view.qualifier)}</b>` : '';
  const priorities =
    topIssues.length === 0
      ? '<p>No issues were found. Keep the configuration under change control and scan again after changes.</p>'
      : `<ol class="priority">${topIssues
          .map(
            (f) =>
              `<li>${chip(f.severity)} ${esc(f.finding)}<br><span class="muted">What to do: ${esc(f.remediation)}</span></li>`,
          )
          .join('')}</ol>`;
  const unknown = view.coverage.checks_total - view.coverage.checks_known;
  return `
<div class="section">
  <h2>Executive summary</h2>
  <p>On ${date(view.scannedAt)} we examined <b>${esc(view.domain)}</b> from the public internet, the way a customer's
  browser, a mail server or an attacker sees it: ${plural(view.modules.length, 'area')} from e-mail authentication and
  encryption to exposed services and leaked files (${scored} produced a score; the others were not assessed, and are listed with the reason under Scores by area).</p>
  <p>The domain scored <b>${view.score} out of 100</b>, which is grade <b style="color:${GRADE_COLOURS[view.grade]}">${view.grade}</b>:
  ${GRADE_MEANING[view.grade]}.${capped}${qualified}</p>
  <p>We found <b>${plural(total, 'issue')}</b>: ${SEVERITIES.map((s) => `${view.counts[s]} ${s}`).join(', ')}.</p>
  <div class="counts">${SEVERITIES.map(
    (s) =>
      `<div class="count" style="background:${SEVERITY_COLOURS[s]}"><b>${view.counts[s]}</b><span>${s}</span></div>`,
  ).join('')}</div>
  <h3>What to fix first</h3>
  ${priorities}
  <div class="callout">
    <b>How far this goes.</b> ${view.coverage.checks_known} of ${view.coverage.checks_total} checks gave a definite
    pass or fail (${Math.round(view.coverage.ratio * 100)}% coverage). ${plural(unknown, 'check')} could not be decided
    from outside (for example a timeout or a filtered answer) and ${unknown === 1 ? 'was' : 'were'} not counted against the domain.
    This report covers only what is visible from the internet; it supports, but does not replace, an audit of
    internal controls. Severity: ${SEVERITIES.map((s) => `<b>${s}</b> ${SEVERITY_MEANING[s]}`).join('; ')}.
  </div>
</div>`;
}

function moduleScores(view: ReportView): string {
  const rows = view.modules
    .map(
      (m) =>
        `<tr><td>${esc(m.title)} <span class="muted small">(${m.name})</span>${m.notAssessedReason ? `<div class="muted small">${esc(m.notAssessedReason)}</div>` : ''}</td>` +
        `<td class="num">${m.score ?? 'Not assessed'}</td>` +
        `<td class="num">${m.issues}</td><td class="num">${m.coverage.checks_known}/${m.coverage.checks_total}</td>` +
        `<td class="num">${m.weight}</td></tr>`,
    )
    .join('');
  return `
<div class="section">
  <h2>Scores by area</h2>
  <p>Each area starts at 100 and loses points for every issue found; the overall score is their weighted mean
  (weights below). Bars are coloured by the grade the area's score alone would earn.</p>
  ${scoreChartSvg(view)}
  <table><tr><th>Area</th><th class="num">Score</th><th class="num">Issues</th><th class="num">Checks decided</th><th class="num">Weight</th></tr>${rows}</table>
</div>`;
}

function findingCard(f: FindingView): string {
  const evidence =
    f.evidence.length > 0
      ? `<div class="label">Evidence</div><div class="evidence mono">${esc(f.evidence.join('\n'))}</div>`
      : '';
  const cap = f.cap ? `<div class="small" style="margin-top:4px"><b>Caps the grade:</b> ${esc(f.cap)}</div>` : '';
  return `
<div class="finding" style="border-left-color:${SEVERITY_COLOURS[f.severity]}">
  <div class="finding-head"><span class="finding-title">${esc(f.title)}</span><span class="finding-module">${esc(f.moduleTitle)} · ${esc(f.checkId)}</span></div>
  <div class="label">Finding</div><div>${esc(f.finding)}</div>
  <div class="label">Remediation</div><div>${esc(f.remediation)}</div>
  ${evidence}${cap}
</div>`;
}

function findings(view: ReportView): string {
  const groups = SEVERITIES.map((s) => {
    const list = view.findings[s];
    const body = list.length === 0 ? `<p class="muted">No ${s} findings.</p>` : list.map(findingCard).join('');
    return `<div class="severity-head">${chip(s)}<h3>${s[0]?.toUpperCase()}${s.slice(1)} (${list.length})</h3></div>${body}`;
  }).join('');
  return `
<div class="section">
  <h2>Findings by severity</h2>
  <p>Every failed check, most severe first, with what to do about it and the evidence it rests on (DNS answers,
  header values, certificate fields, banners), so each can be checked by hand.</p>
  ${groups}
</div>`;
}

function compliance(view: ReportView): string {
  const titleOf = new Map<string, string>();
  for (const s of SEVERITIES) for (const f of view.findings[s]) titleOf.set(f.checkId, f.title);
  const sections = view.frameworks
    .map((fw) => {
      const head = `<h3>${esc(fw.name)} <span class="muted small">(${esc(fw.version)})</span></h3>
      <p class="small muted">${fw.affected_controls.length} of ${fw.controls_assessed} controls this scan speaks to are affected.</p>`;
      if (fw.affected_controls.length === 0) {
        return `<div class="framework">${head}<p>No affected controls.</p></div>`;
      }
      const rows = fw.affected_controls
        .map((c) => {
          const checks = [...new Set(c.checks)].map((id) => esc(titleOf.get(id) ?? id));
          return `<tr><td style="width:12%"><b>${esc(c.control)}</b></td><td style="width:28%">${esc(c.title)}</td><td style="width:11%">${chip(c.severity)}</td><td class="small">${checks.join(' · ')}</td></tr>`;
        })
        .join('');
      return `<div class="framework">${head}<table><tr><th>Control</th><th>Title</th><th>Severity</th><th>Findings behind it</th></tr>${rows}</table></div>`;
    })
    .join('');
  return `
<div class="section">
  <h2>Compliance mapping</h2>
  <p>The findings above mapped to the controls of six frameworks: SOC 2, PCI DSS, HIPAA, NIST CSF, ISO 27001 and
  CIS Controls v8. ${esc(view.complianceDisclaimer)}</p>
  ${sections}
</div>`;
}

function method(view: ReportView): string {
  const p = view.policy;
  const bands = p.gradeBands.map((b) => `${b.grade} ${b.minScore}+`).join(', ');
  const caps = Object.entries(p.caps)
    .map(
      ([cap, grade]) =>
        `<tr><td>${esc(view.capDescriptions[cap as keyof typeof view.capDescriptions])}</td><td class="num">${grade}</td></tr>`,
    )
    .join('');
  const unknown =
    view.unknownChecks.length === 0
      ? '<p>Every check gave a definite answer.</p>'
      : `<table><tr><th>Area</th><th>Check</th><th>Why it is unknown</th></tr>${view.unknownChecks
          .map((u) => `<tr><td>${esc(u.module)}</td><td>${esc(u.title)}</td><td>${esc(u.summary)}</td></tr>`)
          .join('')}</table>`;
  return `
<div class="section">
  <h2>Method, scoring and coverage</h2>
  <p>Scoring policy <b>version ${esc(view.scoringVersion)}</b>. Each area starts at 100 and loses
  ${Object.entries(p.penalties)
    .map(([s, n]) => `${n} points per ${s}`)
    .join(', ')} issue (never below 0). The overall
  score is the weighted mean of the areas ${p.notAssessed === 'unscored' ? 'assessed (an area with no definite check is not assessed: it has no score and is left out)' : 'that ran'}. Grades: ${bands}, F below ${p.gradeBands.at(-1)?.minScore ?? 0}.
  Some failures cap the grade whatever the score:</p>
  <table style="width:60%"><tr><th>Failure</th><th class="num">Best grade</th></tr>${caps}</table>
  <h3>Coverage</h3>
  <p>Every check ends pass, fail or unknown. Unknown is never scored as a fail. ${view.coverage.checks_known} of
  ${view.coverage.checks_total} checks were decided (${Math.round(view.coverage.ratio * 100)}%). Checks that stayed unknown:</p>
  ${unknown}
</div>`;
}

export function reportHtml(view: ReportView, topIssues: FindingView[]): string {
  const accent = view.branding?.accentColor ?? RAMPART_ACCENT;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Security report ${esc(view.domain)} ${esc(view.reportId)}</title>
<style>${reportCss(accent)}</style></head><body>
${cover(view)}${summary(view, topIssues)}${moduleScores(view)}${findings(view)}${compliance(view)}${method(view)}
</body></html>`;
}

/** The three most severe findings, for the summary (the report's issues are ordered most severe first). */
export function topFindings(view: ReportView, n = 3): FindingView[] {
  return SEVERITIES.flatMap((s) => view.findings[s]).slice(0, n);
}
