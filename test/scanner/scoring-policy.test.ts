import { expect } from 'chai';
import { MODULE_NAMES, type ModuleName } from '../../core/scan-model/module-names.js';
import type { CheckResult, ModuleResult, Severity } from '../../core/scan-model/report.js';
import { POLICY_2024_2 } from '../../scanner/scoring/policies/policy-2024.2.js';
import { POLICY_2026_1 } from '../../scanner/scoring/policies/policy-2026.1.js';
import { scoreReport } from '../../scanner/scoring/score.js';
import {
  CAP_DESCRIPTIONS,
  SCORING_POLICIES,
  SCORING_POLICY,
  scoringPolicyFor,
} from '../../scanner/scoring/scoring-policy.js';

/** A check whose code is `<module>.<check>.<outcome>`; a failure carries an issue of `severity`. */
const check = (code: string, severity?: Severity, summary = `${code} happened`): CheckResult => {
  const [module, name] = code.split('.');
  const status = code.includes('.unknown.') ? 'unknown' : severity ? 'fail' : 'pass';
  return {
    id: `${module}.${name}`,
    code,
    params: {},
    title: name!,
    status,
    summary,
    evidence: [],
    ...(severity ? { issue: { severity, finding: code, remediation: 'fix it' } } : {}),
  };
};

const module = (
  name: ModuleName,
  checks: CheckResult[],
  status: ModuleResult['status'] = 'completed',
): ModuleResult => ({
  name,
  status,
  score: null,
  checks,
  issues: checks.flatMap((c) => (c.issue ? [c.issue] : [])),
  evidence: {},
  duration_ms: 1,
  coverage: { checks_total: checks.length, checks_known: 0, ratio: 0 },
  ...(status === 'completed' ? {} : { error: 'did not finish within 15000 ms' }),
});

/** Every module, each with one passing check, except those replaced by `overrides`. */
const report = (
  overrides: Partial<Record<ModuleName, CheckResult[]>>,
  status: Partial<Record<ModuleName, 'timeout'>> = {},
) =>
  MODULE_NAMES.map((name) =>
    module(name, overrides[name] ?? [check(`${name}.thing.pass`)], status[name] ?? 'completed'),
  );

const WEB_MODULES = POLICY_2026_1.assessment!.addressModules;
const noAddress = (name: ModuleName) => [
  check(`${name}.thing.unknown.no_address`, undefined, `x.test has no address.`),
];

describe('scanner: scoring policies 2024.2 and 2026.1', () => {
  it('keeps every version as data, new scans on 2026.1, and finds a version by name', () => {
    expect(SCORING_POLICIES.map((p) => p.version)).to.deep.equal(['2024.2', '2026.1']);
    expect(SCORING_POLICY).to.equal(POLICY_2026_1);
    expect(scoringPolicyFor('2024.2')).to.equal(POLICY_2024_2);
    expect(scoringPolicyFor('1999.1')).to.equal(null);
    for (const policy of SCORING_POLICIES) {
      expect(Object.keys(policy.moduleWeights).sort()).to.deep.equal([...MODULE_NAMES].sort());
      for (const cap of Object.keys(policy.caps)) expect(CAP_DESCRIPTIONS).to.have.property(cap);
    }
  });

  it('leaves a module with no definite check unscored, says why, and out of the mean (2024.2 scored it 100)', () => {
    const modules = report({
      ports: [check('ports.open.unknown.probe_failed', undefined, 'The probe timed out.')],
      ssl: [check('ssl.thing.fail', 'medium')],
    });
    const now = scoreReport(modules);
    const ports = now.modules.find((m) => m.name === 'ports')!;
    expect(ports.score).to.equal(null);
    expect(ports.not_assessed_reason).to.equal('No check gave a definite result: The probe timed out.');
    // ssl 90 (weight 15) with 13 other modules at 100; ports (12) left out.
    const weights = POLICY_2026_1.moduleWeights;
    const rest = Object.values(weights).reduce((a, b) => a + b, 0) - weights.ports;
    expect(now.score).to.equal(Math.round((100 * (rest - weights.ssl) + 90 * weights.ssl) / rest));
    const before = scoreReport(modules, POLICY_2024_2);
    expect(before.modules.find((m) => m.name === 'ports')).to.include({ score: 100 });
    expect(before.modules.find((m) => m.name === 'ports')).not.to.have.property('not_assessed_reason');
    expect(before).not.to.have.property('assessment');
  });

  it('says "nothing to test" for web modules when the apex has no address, and keeps them out of the assessed share', () => {
    const overrides = Object.fromEntries(WEB_MODULES.map((name) => [name, noAddress(name)]));
    const scored = scoreReport(report(overrides));
    for (const name of WEB_MODULES) {
      const scoredModule = scored.modules.find((m) => m.name === name)!;
      expect(scoredModule.score, name).to.equal(null);
      expect(scoredModule.not_assessed_reason, name).to.equal('Nothing to test: x.test has no address.');
    }
    expect(scored).to.include({ assessment: 'full', grade_provisional: false, grade: 'A' });
    expect(scored.coverage.assessed_weight).to.equal(1);
  });

  it('grades provisionally under 80% of the applicable weight, and caps at C under 50%', () => {
    const unknown = (names: readonly ModuleName[]) =>
      Object.fromEntries(names.map((name) => [name, [check(`${name}.thing.unknown.timeout`)]]));
    // ssl + headers + ports + sensitive_files = 45 of 109: 59% assessed.
    const partial = scoreReport(report(unknown(['ssl', 'headers', 'ports', 'sensitive_files'])));
    expect(partial).to.include({ assessment: 'partial', grade_provisional: true, grade: 'A' });
    expect(partial.coverage.assessed_weight).to.equal(0.59);
    const few = scoreReport(
      report(unknown(['ssl', 'headers', 'ports', 'sensitive_files', 'dns_email', 'https_enforcement', 'reputation'])),
    );
    expect(few).to.include({ assessment: 'insufficient', grade_provisional: true, grade: 'C', uncapped_grade: 'A' });
    expect(few.caps_applied).to.deep.equal(['insufficient_assessment']);
  });

  it('gives no grade as if perfect when nothing is assessed: score 0, F, assessment none', () => {
    const nothing = scoreReport(
      report({}, Object.fromEntries(MODULE_NAMES.map((name) => [name, 'timeout'])) as Record<ModuleName, 'timeout'>),
    );
    expect(nothing).to.include({ score: 0, grade: 'F', assessment: 'none', grade_provisional: true });
    expect(
      nothing.modules.every((m) => m.score === null && m.not_assessed_reason?.startsWith('The module did not finish')),
    ).to.be.true;
  });

  it('caps a spoofable domain at C: DMARC missing (with or without SPF) or p=none', () => {
    const noDmarc = scoreReport(report({ dns_email: [check('dns_email.dmarc_record.missing', 'high')] }));
    expect(noDmarc).to.include({ grade: 'C' });
    expect(noDmarc.caps_applied).to.deep.equal(['no_dmarc']);
    const neither = scoreReport(
      report({
        dns_email: [check('dns_email.spf_record.missing', 'high'), check('dns_email.dmarc_record.missing', 'high')],
      }),
    );
    expect(neither).to.include({ grade: 'C' });
    const pNone = scoreReport(
      report({ dns_email: [{ ...check('dns_email.dmarc_policy.none', 'medium'), cap: 'dmarc_policy_none' }] }),
    );
    expect(pNone).to.include({ grade: 'C', uncapped_grade: 'A' });
    expect(
      scoreReport(
        report({ dns_email: [{ ...check('dns_email.dmarc_policy.none', 'medium'), cap: 'dmarc_policy_none' }] }),
        POLICY_2024_2,
      ).grade,
    ).to.equal('B');
  });

  it('caps a mail server without STARTTLS at C, and three high issues at C (two leave the score to decide)', () => {
    const plain = scoreReport(report({ mail_transport: [check('mail_transport.starttls.unencrypted', 'high')] }));
    expect(plain).to.include({ grade: 'C' });
    expect(plain.caps_applied).to.deep.equal(['no_starttls']);
    const highs = (n: number) =>
      scoreReport(
        report(
          Object.fromEntries(MODULE_NAMES.slice(4, 4 + n).map((name) => [name, [check(`${name}.x.bad`, 'high')]])),
        ),
      );
    expect(highs(2)).to.include({ grade: 'A' });
    expect(highs(3)).to.include({ grade: 'C', uncapped_grade: 'A' });
    expect(highs(3).caps_applied).to.deep.equal(['high_issues']);
  });

  it('grades a parked domain done right (null MX, v=spf1 -all, DMARC p=reject, no address) A on a full assessment', () => {
    const overrides = Object.fromEntries(WEB_MODULES.map((name) => [name, noAddress(name)]));
    const parked = scoreReport(
      report({
        ...overrides,
        dns_email: [
          check('dns_email.spf_record.pass'),
          check('dns_email.spf_all.pass'),
          check('dns_email.dmarc_record.pass'),
          check('dns_email.dmarc_policy.pass'),
        ],
        mail_transport: [
          check('mail_transport.mx_records.pass.null_mx'),
          check('mail_transport.starttls.unknown.no_mx'),
        ],
      }),
    );
    expect(parked).to.include({ grade: 'A', score: 100, assessment: 'full' });
  });

  it('scores a stored report again under its own version and gets what was stored', () => {
    const modules = report({
      ports: [check('ports.open.unknown.probe_failed')],
      dns_email: [check('dns_email.dmarc_record.missing', 'high')],
      ssl: [{ ...check('ssl.protocols.legacy', 'medium'), cap: 'legacy_tls' }],
    });
    const old = scoreReport(modules, POLICY_2024_2);
    expect(old).to.include({ score: 96, grade: 'B', scoring_version: '2024.2' });
    expect(scoreReport(old.modules, POLICY_2024_2)).to.deep.equal(old);
    const now = scoreReport(old.modules, POLICY_2026_1);
    expect(now).to.include({ grade: 'C', scoring_version: '2026.1' });
    expect(scoreReport(now.modules, POLICY_2026_1)).to.deep.equal(now);
  });
});
