/**
 * The conditions of one report that alerts are about, keyed by stable check outcome codes (never by
 * sentences): a critical finding (`critical:<code>`), an expired certificate
 * (`cert_expired:<not_after>`), a certificate past one of the 30/14/7/1-day marks
 * (`cert_expiring:<not_after>:<mark>`). Each condition names its scope, the check it comes from: when
 * that check ends unknown (or its module did not complete), whatever was known about it stays as it was.
 */
import type { CheckResult, ScanReport, Severity } from '../../../core/scan-model/report.js';
import { LEGACY_FAILURE } from '../../../core/scan-model/stored-report.js';

export type ConditionKind = 'critical_issue' | 'cert_expired' | 'cert_expiring_soon';

export interface Condition {
  key: string;
  kind: ConditionKind;
  /** The check id it comes from (`dns_email.spf_all`). */
  scope: string;
  severity: Severity;
  check: CheckResult;
  /** Days left, for the expiry conditions. */
  days?: number;
  mark?: number;
  notAfter?: string;
}

const CERT_EXPIRY = 'ssl.certificate_expiry';
/** The warning marks, in days before expiry. */
export const EXPIRY_MARKS = [30, 14, 7, 1] as const;
const MARK_SEVERITY: Readonly<Record<number, Severity>> = { 30: 'medium', 14: 'high', 7: 'high', 1: 'critical' };

/** The most urgent mark reached with `days` left, or null when more than 30 days are left. */
export function expiryMark(days: number): number | null {
  let reached: number | null = null;
  for (const mark of EXPIRY_MARKS) if (days <= mark) reached = mark;
  return reached;
}

/** The check id a condition key belongs to (the scope), for keys written by conditionsOf. */
export function scopeOfKey(key: string): string {
  if (key.startsWith('critical:')) return key.slice('critical:'.length).split('.').slice(0, 2).join('.');
  return CERT_EXPIRY;
}

export interface ReportConditions {
  conditions: Condition[];
  /** Check ids this report could not judge: unknown outcomes and checks of modules that did not complete. */
  unknownScopes: Set<string>;
}

export function conditionsOf(report: ScanReport): ReportConditions {
  const conditions: Condition[] = [];
  const known = new Set<string>();
  const unknownScopes = new Set<string>();
  for (const module of report.modules) {
    for (const check of module.checks) {
      if (check.status === 'unknown' || module.status !== 'completed') {
        unknownScopes.add(check.id);
        continue;
      }
      known.add(check.id);
      if (check.id === CERT_EXPIRY) {
        const expiry = expiryCondition(check);
        if (expiry) conditions.push(expiry);
      } else if (check.status === 'fail' && check.issue?.severity === 'critical') {
        conditions.push({
          key: `critical:${check.code}`,
          kind: 'critical_issue',
          scope: check.id,
          severity: 'critical',
          check,
        });
      }
    }
    // A module that did not complete has no checks at all: everything it judges is unknown.
    if (module.status !== 'completed') unknownScopes.add(`${module.name}.*`);
  }
  for (const scope of known) unknownScopes.delete(scope);
  return { conditions, unknownScopes };
}

function expiryCondition(check: CheckResult): Condition | null {
  const notAfter = typeof check.params.not_after === 'string' ? check.params.not_after : '';
  const outcome = check.code.slice(CERT_EXPIRY.length + 1);
  if (outcome === 'expired') {
    return {
      key: `cert_expired:${notAfter}`,
      kind: 'cert_expired',
      scope: CERT_EXPIRY,
      severity: 'critical',
      check,
      notAfter,
    };
  }
  const days = check.params.days;
  if (typeof days !== 'number') return null;
  const mark = expiryMark(days);
  if (mark === null) return null;
  return {
    key: `cert_expiring:${notAfter}:${mark}`,
    kind: 'cert_expiring_soon',
    scope: CERT_EXPIRY,
    severity: MARK_SEVERITY[mark] ?? 'medium',
    check,
    days,
    mark,
    notAfter,
  };
}

/** Whether a report could not judge the check a condition key belongs to. */
export function isUnknownIn(key: string, unknownScopes: ReadonlySet<string>): boolean {
  const scope = scopeOfKey(key);
  return unknownScopes.has(scope) || unknownScopes.has(`${scope.split('.')[0]}.*`);
}

/**
 * The key the same condition had when it came from a report of the first stored format
 * (core/scan-model/stored-report.ts): its failures have no outcome code (`<id>.legacy_failure`) and
 * its certificate dates are days. A domain's first scan after an upgrade compares with such a
 * report; without this, every critical finding and expiry mark it still has would alert again.
 */
export function legacyKeyOf(condition: Condition): string | null {
  if (condition.kind === 'critical_issue') return `critical:${condition.scope}.${LEGACY_FAILURE}`;
  const day = condition.notAfter?.slice(0, 10);
  if (!day) return null;
  return condition.kind === 'cert_expired' ? `cert_expired:${day}` : `cert_expiring:${day}:${condition.mark}`;
}
