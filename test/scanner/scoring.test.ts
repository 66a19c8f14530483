import { expect } from 'chai';
import { MODULE_NAMES } from '../../core/scan-model/module-names.js';
import type { CheckResult, Severity } from '../../core/scan-model/report.js';
import { POLICY_2024_2 } from '../../scanner/scoring/policies/policy-2024.2.js';
import {
  cappedGrade,
  coverageOf,
  gradeForScore,
  moduleScore,
  scanScore,
  sortIssues,
} from '../../scanner/scoring/score.js';
import { SCORING_POLICY } from '../../scanner/scoring/scoring-policy.js';

const check = (status: CheckResult['status'], severity?: Severity, cap?: CheckResult['cap']): CheckResult => ({
  id: 'x.y',
  code: `x.y.${status}`,
  params: {},
  title: 't',
  status,
  summary: 's',
  evidence: [],
  ...(severity ? { issue: { severity, finding: 'f', remediation: 'r' } } : {}),
  ...(cap ? { cap } : {}),
});

describe('scanner: scoring', () => {
  it('has a version and a weight for each of the 15 modules', () => {
    expect(SCORING_POLICY.version).to.be.a('string').and.not.equal('');
    expect(Object.keys(SCORING_POLICY.moduleWeights).sort()).to.deep.equal([...MODULE_NAMES].sort());
    expect(MODULE_NAMES).to.have.length(15);
  });

  it('takes 40/20/10/5 per failed check from 100, floors at 0, and never charges unknown', () => {
    expect(moduleScore([check('fail', 'critical')])).to.equal(60);
    expect(moduleScore([check('fail', 'high'), check('fail', 'medium'), check('fail', 'low')])).to.equal(65);
    expect(moduleScore([check('fail', 'critical'), check('fail', 'critical'), check('fail', 'critical')])).to.equal(0);
    expect(moduleScore([check('unknown'), check('pass'), check('unknown', 'critical')])).to.equal(100);
  });

  it('grades by the bands A 90, B 75, C 55, D 35, else F', () => {
    const cases: [number, string][] = [
      [100, 'A'],
      [90, 'A'],
      [89, 'B'],
      [75, 'B'],
      [74, 'C'],
      [55, 'C'],
      [54, 'D'],
      [35, 'D'],
      [34, 'F'],
      [0, 'F'],
    ];
    for (const [score, grade] of cases) expect(gradeForScore(score), String(score)).to.equal(grade);
  });

  it('averages module scores by weight over the modules that ran', () => {
    expect(
      scanScore([
        { name: 'ssl', score: 100 },
        { name: 'dns_email', score: 50 },
      ]),
    ).to.equal(Math.round((100 * 15 + 50 * 12) / 27));
    expect(
      scanScore([
        { name: 'ssl', score: 80 },
        { name: 'ports', score: null },
      ]),
    ).to.equal(80);
    expect(scanScore([{ name: 'ports', score: null }])).to.equal(null);
  });

  it('applies caps: invalid certificate or exposed data store to F, other critical to D, legacy TLS to B, p=none to C', () => {
    expect(cappedGrade(95, [check('fail', 'critical', 'invalid_certificate')])).to.deep.equal({
      grade: 'F',
      uncappedGrade: 'A',
      capsApplied: ['invalid_certificate'],
    });
    expect(cappedGrade(95, [check('fail', 'critical', 'exposed_data_store')]).grade).to.equal('F');
    expect(cappedGrade(95, [check('fail', 'critical')])).to.deep.include({
      grade: 'D',
      capsApplied: ['critical_issue'],
    });
    expect(cappedGrade(95, [check('fail', 'medium', 'legacy_tls')]).grade).to.equal('B');
    // 2024.2 capped p=none at B; 2026.1 at C (spoofable: docs/scoring.md).
    expect(cappedGrade(95, [check('fail', 'medium', 'dmarc_policy_none')], POLICY_2024_2).grade).to.equal('B');
    expect(cappedGrade(95, [check('fail', 'medium', 'dmarc_policy_none')]).grade).to.equal('C');
    expect(cappedGrade(50, [check('fail', 'medium', 'dmarc_policy_none')])).to.deep.equal({
      grade: 'D',
      uncappedGrade: 'D',
      capsApplied: [],
    });
    expect(cappedGrade(95, [check('unknown', 'critical', 'invalid_certificate'), check('pass')]).grade).to.equal('A');
    expect(
      cappedGrade(95, [check('fail', 'low', 'legacy_tls'), check('fail', 'critical', 'invalid_certificate')])
        .capsApplied,
    ).to.deep.equal(['legacy_tls', 'invalid_certificate']);
  });

  it('states coverage as the share of checks with a known result', () => {
    expect(coverageOf([check('pass'), check('fail'), check('unknown'), check('unknown')])).to.deep.equal({
      checks_total: 4,
      checks_known: 2,
      ratio: 0.5,
    });
    expect(coverageOf([])).to.deep.equal({ checks_total: 0, checks_known: 0, ratio: 1 });
  });

  it('sorts issues most severe first, keeping order within a severity', () => {
    const issue = (severity: Severity, finding: string) => ({ severity, finding, remediation: 'r' });
    expect(
      sortIssues([issue('low', 'a'), issue('critical', 'b'), issue('low', 'c'), issue('high', 'd')]).map(
        (i) => i.finding,
      ),
    ).to.deep.equal(['b', 'd', 'a', 'c']);
  });
});
