/**
 * The alert engine across a scoring policy change: a stored state scored under 2024.2 and a new
 * scan under 2026.1 compare like with like (the new scan re-scored under the previous version), so
 * the policy alone raises nothing and a real drop still alerts.
 */
import { expect } from 'chai';
import { evaluateAlerts, stateOf } from '../../activities/monitoring/alert-engine/evaluate-alerts.js';
import { type AlertConditionState, DEFAULT_ALERT_PREFERENCES } from '../../core/monitoring/monitoring-model.js';
import { MODULE_NAMES } from '../../core/scan-model/module-names.js';
import type { CheckResult, ModuleResult, ScanReport } from '../../core/scan-model/report.js';
import { POLICY_2024_2 } from '../../scanner/scoring/policies/policy-2024.2.js';
import { POLICY_2026_1 } from '../../scanner/scoring/policies/policy-2026.1.js';
import { scoreReport } from '../../scanner/scoring/score.js';
import type { ScoringPolicy } from '../../scanner/scoring/scoring-policy-shape.js';
import { describeAlert, report, SETTINGS } from './report-builder.js';

describe('alert engine: across a scoring policy change', () => {
  /**
   * The same scan scored under 2024.2 (as stored before the change) and under 2026.1 (as a new scan
   * is): ssl fails a critical check and eleven modules have no definite check, which 2024.2 scored
   * 100 and 2026.1 leaves out, so the score falls by the policy alone.
   */
  const unknownModules = MODULE_NAMES.filter((name) => !['ssl', 'dns_email', 'dnssec'].includes(name));
  const failing = (code: string): CheckResult => ({
    id: code.split('.').slice(0, 2).join('.'),
    code,
    params: {},
    title: code,
    status: 'fail',
    summary: `${code} happened.`,
    issue: { severity: 'critical', finding: `Finding of ${code}.`, remediation: `Fix ${code}.` },
    evidence: [],
  });
  const unknown = (code: string): CheckResult => ({ ...failing(code), status: 'unknown', issue: undefined });
  const modules = (extraFailure: boolean): ModuleResult[] =>
    report({}).modules.map((module) => {
      if (module.name === 'ssl') return { ...module, checks: [failing('ssl.cert_chain.untrusted')] };
      if (unknownModules.includes(module.name)) {
        return { ...module, checks: [unknown(`${module.name}.thing.unknown.timeout`)] };
      }
      if (extraFailure && (module.name === 'dns_email' || module.name === 'dnssec')) {
        return { ...module, checks: [failing(`${module.name}.one.bad`), failing(`${module.name}.two.bad`)] };
      }
      return module;
    });
  const scoredAs = (policy: ScoringPolicy, extraFailure = false): ScanReport => {
    const base = report({});
    const { modules: scored, ...scoring } = scoreReport(modules(extraFailure), policy);
    return { ...base, ...scoring, modules: scored };
  };

  it('raises no score drop when only the policy changed, though the stored score is 10+ points higher', () => {
    const before = scoredAs(POLICY_2024_2);
    const after = scoredAs(POLICY_2026_1);
    expect(before.score - after.score, 'the policy alone lowers the score').to.be.at.least(SETTINGS.alert_threshold);
    const { alerts, state } = evaluateAlerts(stateOf(before), after, SETTINGS, DEFAULT_ALERT_PREFERENCES);
    expect(alerts.map(describeAlert)).to.deep.equal([]);
    expect(state).to.include({ score: after.score, scoringVersion: '2026.1' });
  });

  it('reads a remembered state without a version as 2024.2 (every state stored before the change)', () => {
    const { scoringVersion: _version, ...unversioned } = stateOf(scoredAs(POLICY_2024_2));
    const { alerts } = evaluateAlerts(unversioned, scoredAs(POLICY_2026_1), SETTINGS, DEFAULT_ALERT_PREFERENCES);
    expect(alerts.map(describeAlert)).to.deep.equal([]);
  });

  it('still raises a real drop across the change, measured under the previous policy', () => {
    const before = scoredAs(POLICY_2024_2);
    const after = scoredAs(POLICY_2026_1, true);
    const comparable = scoreReport(after.modules, POLICY_2024_2).score;
    const { alerts } = evaluateAlerts(stateOf(before), after, SETTINGS, DEFAULT_ALERT_PREFERENCES);
    expect(alerts.filter((a) => a.alert_type === 'score_drop').map(describeAlert)).to.deep.equal([
      `score_drop score_drop medium ${before.score} -> ${comparable}`,
    ]);
  });

  it('takes a scan as the new score baseline when the previous version is unknown to this build', () => {
    const state: AlertConditionState = { ...stateOf(scoredAs(POLICY_2024_2)), score: 100, scoringVersion: '1999.1' };
    const after = scoredAs(POLICY_2026_1, true);
    const { alerts, state: next } = evaluateAlerts(state, after, SETTINGS, DEFAULT_ALERT_PREFERENCES);
    expect(alerts.filter((a) => a.alert_type === 'score_drop')).to.deep.equal([]);
    expect(next).to.include({ score: after.score, scoringVersion: '2026.1' });
  });
});
