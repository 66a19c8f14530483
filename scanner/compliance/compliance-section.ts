/**
 * Builds the report's compliance section: for each framework, the controls that failed checks bear
 * on, with the findings behind each. Pure and deterministic, so a stored report can be re-mapped.
 */
import type { AffectedControl, CheckResult, ComplianceSection, Severity } from '../../core/scan-model/report.js';
import { CATEGORY_CONTROLS, type FindingCategory } from './categories.js';
import { categoryOfCheck } from './check-categories.js';
import { FRAMEWORKS } from './frameworks.js';

const RANK: Record<Severity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

export const COMPLIANCE_DISCLAIMER =
  'Mapped from external, automated checks only. Affected controls indicate evidence an auditor would ask about; they are not an audit result.';

export function complianceSection(checks: readonly CheckResult[]): ComplianceSection {
  const failed = checks.filter((check) => check.status === 'fail' && check.issue);
  const categories = Object.keys(CATEGORY_CONTROLS) as FindingCategory[];
  return {
    disclaimer: COMPLIANCE_DISCLAIMER,
    frameworks: FRAMEWORKS.map((framework) => {
      const assessed = new Set(categories.flatMap((category) => CATEGORY_CONTROLS[category][framework.id]));
      const affected = new Map<string, AffectedControl>();
      for (const check of failed) {
        for (const control of CATEGORY_CONTROLS[categoryOfCheck(check.id)][framework.id]) {
          const issue = check.issue!;
          const entry = affected.get(control) ?? {
            control,
            title: framework.controls[control] ?? control,
            severity: issue.severity,
            checks: [],
            findings: [],
          };
          if (RANK[issue.severity] < RANK[entry.severity]) entry.severity = issue.severity;
          entry.checks.push(check.id);
          entry.findings.push(issue.finding);
          affected.set(control, entry);
        }
      }
      return {
        framework: framework.id,
        name: framework.name,
        version: framework.version,
        controls_assessed: assessed.size,
        affected_controls: [...affected.values()].sort(
          (a, b) => RANK[a.severity] - RANK[b.severity] || a.control.localeCompare(b.control, 'en', { numeric: true }),
        ),
      };
    }),
  };
}
