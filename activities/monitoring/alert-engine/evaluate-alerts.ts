/**
 * The alert engine: pure functions of (what is remembered of the previous scans, the current report,
 * the domain's settings, the account's preferences) -> the alerts to raise and what to remember now.
 * No clock, no database: the table of (before, after) report pairs in test/monitoring/ runs it as is.
 *
 * Noise rules (docs/monitoring.md):
 * - a condition alerted on and not cleared never alerts again (it is remembered until a scan that
 *   could judge it no longer has it); one that clears and comes back alerts again;
 * - a check that ended unknown (timeout, SERVFAIL) raises nothing and clears nothing;
 * - a setting (SPF, MX, ...) is compared with its last known value, so A -> unknown -> A is no change;
 * - a score is compared only with one from the same completed modules (a timed-out module is unknown);
 * - a score is compared only with one from the same scoring policy: the current report is scored
 *   again under the previous score's version, and a version this build does not know
 *   makes the current scan a new baseline for the score;
 * - the first evaluated scan of a domain is the baseline: it raises nothing;
 * - preferences decide which types are created at all; what is not created is still remembered, so
 *   turning a type on later does not replay old conditions.
 */
import {
  type AlertConditionState,
  type AlertPreferences,
  type AlertType,
  type DomainAlertSettings,
  preferenceOf,
} from '../../../core/monitoring/monitoring-model.js';
import type { ScanReport, Severity } from '../../../core/scan-model/report.js';
import { scoreReport } from '../../../scanner/scoring/score.js';
import { scoringPolicyFor } from '../../../scanner/scoring/scoring-policy.js';
import { type AlertTexts, alertTexts } from './alert-texts.js';
import { conditionsOf, isUnknownIn, legacyKeyOf } from './report-conditions.js';
import { readWatchedSettings, WATCHED_SETTINGS } from './watched-settings.js';

export interface RaisedAlert extends AlertTexts {
  /** The condition's key (unique per scan and domain). */
  condition: string;
  alert_type: AlertType;
  severity: Severity;
  score: number;
  grade: string;
}

export interface AlertEvaluation {
  alerts: RaisedAlert[];
  state: AlertConditionState;
}

/** What to remember of a report that is evaluated without comparison (the baseline). */
export function stateOf(report: ScanReport): AlertConditionState {
  return {
    conditions: conditionsOf(report).conditions.map((condition) => condition.key),
    facts: readWatchedSettings(report) as Record<string, string | null>,
    score: report.score,
    completedModules: completedModules(report),
    scoringVersion: report.scoring_version,
  };
}

/** The version of every remembered state that does not say (they predate 2026.1). */
const UNSTATED_SCORING_VERSION = '2024.2';

/** The current report's score under `version` (itself when it is the report's own); null when unknown. */
function scoreUnder(version: string, report: ScanReport): number | null {
  if (version === report.scoring_version) return report.score;
  const policy = scoringPolicyFor(version);
  return policy ? scoreReport(report.modules, policy).score : null;
}

function completedModules(report: ScanReport): string[] {
  return report.modules
    .filter((module) => module.status === 'completed')
    .map((module) => module.name)
    .sort();
}

/** A severity for a score drop: the bigger the fall, the louder. */
function dropSeverity(drop: number): Severity {
  if (drop >= 40) return 'critical';
  if (drop >= 20) return 'high';
  return 'medium';
}

export function evaluateAlerts(
  previous: AlertConditionState | null,
  current: ScanReport,
  settings: DomainAlertSettings,
  preferences: AlertPreferences,
): AlertEvaluation {
  if (previous === null) return { alerts: [], state: stateOf(current) };
  const candidates: Omit<RaisedAlert, 'score' | 'grade'>[] = [];
  const texts = alertTexts(current.domain);

  // Like with like: the current report under the policy the previous score was computed with.
  const now = scoreUnder(previous.scoringVersion ?? UNSTATED_SCORING_VERSION, current);
  const drop = previous.score === null || now === null ? 0 : previous.score - now;
  const modules = completedModules(current);
  // A score is compared only with one from the same completed modules: a timed-out module is unknown, not worse.
  const comparable = !previous.completedModules || previous.completedModules.join() === modules.join();
  if (
    settings.alert_on_score_drop &&
    previous.score !== null &&
    now !== null &&
    comparable &&
    drop >= settings.alert_threshold
  ) {
    candidates.push({
      condition: 'score_drop',
      alert_type: 'score_drop',
      severity: dropSeverity(drop),
      ...texts.scoreDrop(previous.score, now, current.grade, settings.alert_threshold),
    });
  }

  const { conditions, unknownScopes } = conditionsOf(current);
  const remembered = new Set(previous.conditions);
  for (const condition of conditions) {
    if (remembered.has(condition.key)) continue;
    // The same condition remembered from a report of an older format (stored-report.ts).
    const legacy = legacyKeyOf(condition);
    if (legacy !== null && remembered.has(legacy)) continue;
    candidates.push({
      condition: condition.key,
      alert_type: condition.kind,
      severity: condition.severity,
      ...texts.condition(condition),
    });
  }
  // Still true, or not judged this time: remembered. Judged and gone: forgotten (may alert again).
  const kept = previous.conditions.filter((key) => isUnknownIn(key, unknownScopes));
  const nextConditions = [...new Set([...conditions.map((condition) => condition.key), ...kept])];

  const observed = readWatchedSettings(current);
  const facts: Record<string, string | null> = { ...previous.facts };
  for (const setting of WATCHED_SETTINGS) {
    const now = observed[setting];
    if (now === undefined) continue;
    const before = previous.facts[setting];
    facts[setting] = now;
    if (before === undefined || before === now) continue;
    candidates.push({
      condition: `config:${setting}`,
      alert_type: 'config_change',
      severity: texts.configSeverity(setting, before, now),
      ...texts.configChange(setting, before, now),
    });
  }

  const alerts = candidates
    .filter((candidate) => preferences[preferenceOf(candidate.alert_type)])
    .map((candidate) => ({ ...candidate, score: current.score, grade: current.grade }));
  return {
    alerts,
    state: {
      conditions: nextConditions,
      facts,
      score: current.score,
      completedModules: modules,
      scoringVersion: current.scoring_version,
    },
  };
}
