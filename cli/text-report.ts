/**
 * The CLI's readable report: grade and score, then each module with its checks, the evidence keys
 * behind failures, and the issues with remediation. Plain text (no colour codes) so it pastes into
 * tickets and CI logs unchanged.
 */

import { gradeQualifier } from '../core/scan-model/grade-qualifier.js';
import type { CheckResult, ModuleResult, ScanReport } from '../core/scan-model/report.js';
import { CAP_DESCRIPTIONS } from '../scanner/scoring/scoring-policy.js';

const MARK: Record<CheckResult['status'], string> = { pass: 'PASS', fail: 'FAIL', unknown: '  ? ' };

function moduleBlock(module: ModuleResult): string[] {
  const state =
    module.score !== null
      ? `score ${module.score}`
      : module.status === 'completed'
        ? 'NOT ASSESSED'
        : `${module.status.toUpperCase()}, NOT ASSESSED`;
  const lines = [`${module.name} — ${state} (${module.duration_ms} ms)`];
  // The reason says the error too; reports before 2026.1 have only `error`.
  if (module.score === null && module.not_assessed_reason) lines.push(`    ${module.not_assessed_reason}`);
  else if (module.error) lines.push(`    ${module.error}`);
  for (const check of module.checks) {
    lines.push(`  [${MARK[check.status]}] ${check.title}: ${check.summary}`);
    if (check.status === 'fail' && check.evidence.length > 0)
      lines.push(`         evidence: ${check.evidence.slice(0, 4).join(', ')}`);
  }
  return lines;
}

export function textReport(report: ScanReport): string {
  const capped =
    report.caps_applied.length > 0
      ? ` (capped from ${report.uncapped_grade} because of ${report.caps_applied.map((cap) => CAP_DESCRIPTIONS[cap] ?? cap).join(' and ')})`
      : '';
  const qualifier = gradeQualifier(report);
  const grade = report.assessment === 'none' ? 'Not assessed (no grade)' : `Grade ${report.grade}${capped}`;
  const lines = [
    `Rampart scan of ${report.domain}`,
    ...(qualifier ? [qualifier] : []),
    `${grade}   score ${report.score}/100   coverage ${Math.round(report.coverage.ratio * 100)}% of ${report.coverage.checks_total} checks   ${report.duration_ms} ms`,
    `Scoring policy ${report.scoring_version}`,
    '',
    ...report.modules.flatMap((module) => [...moduleBlock(module), '']),
  ];
  if (report.issues.length > 0) {
    lines.push(`Issues (${report.issues.length}), most severe first:`);
    for (const issue of report.issues) {
      lines.push(
        `  ${issue.severity.toUpperCase().padEnd(8)} ${issue.finding}`,
        `           fix: ${issue.remediation}`,
      );
    }
  } else {
    lines.push('No issues found.');
  }
  const affected = report.compliance.frameworks.filter((f) => f.affected_controls.length > 0);
  if (affected.length > 0) {
    lines.push('', 'Compliance controls affected:');
    for (const framework of affected) {
      lines.push(
        `  ${framework.name} ${framework.version}: ${framework.affected_controls.map((c) => c.control).join(', ')}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
