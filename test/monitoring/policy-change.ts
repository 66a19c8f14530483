/**
 * What a deployment before scoring policy 2026.1 remembered of a scan: the alert state of the same
 * report as 2024.2 scored it, without `scoringVersion` (states did not keep one then). Monitoring
 * tests on both engines put it on a monitored domain, scan again under 2026.1, and expect no alert
 * from the policy change alone.
 */
import { stateOf } from '../../activities/monitoring/alert-engine/evaluate-alerts.js';
import type { AlertConditionState } from '../../core/monitoring/monitoring-model.js';
import type { ScanReport } from '../../core/scan-model/report.js';
import { POLICY_2024_2 } from '../../scanner/scoring/policies/policy-2024.2.js';
import { scoreReport } from '../../scanner/scoring/score.js';

export function stateStoredUnder2024(report: ScanReport): AlertConditionState {
  const { modules, ...scoring } = scoreReport(report.modules, POLICY_2024_2);
  const { scoringVersion: _unknownThen, ...state } = stateOf({ ...report, ...scoring, modules });
  return state;
}
