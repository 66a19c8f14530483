import { expect } from 'chai';
import { MODULE_NAMES } from '../../core/scan-model/module-names.js';
import type { CheckResult } from '../../core/scan-model/report.js';
import { CATEGORY_CONTROLS, type FindingCategory } from '../../scanner/compliance/categories.js';
import { CHECK_CATEGORIES, categoryOfCheck } from '../../scanner/compliance/check-categories.js';
import { complianceSection } from '../../scanner/compliance/compliance-section.js';
import { FRAMEWORKS } from '../../scanner/compliance/frameworks.js';
import { SCANNER_MODULES } from '../../scanner/modules/registry.js';

const failed = (
  id: string,
  severity: 'critical' | 'high' | 'medium' | 'low',
  finding = `${id} failed`,
): CheckResult => ({
  id,
  code: `${id}.failed`,
  params: {},
  title: id,
  status: 'fail',
  summary: finding,
  issue: { severity, finding, remediation: 'fix it' },
  evidence: [],
});

describe('scanner: compliance mapping', () => {
  it('maps every kind of finding to at least one real control in each of the six frameworks', () => {
    expect(FRAMEWORKS.map((f) => f.id)).to.deep.equal([
      'soc2',
      'pci_dss_4',
      'hipaa',
      'nist_csf_2',
      'iso_27001_2022',
      'cis_v8',
    ]);
    for (const [category, byFramework] of Object.entries(CATEGORY_CONTROLS)) {
      for (const framework of FRAMEWORKS) {
        const controls = byFramework[framework.id];
        expect(controls, `${category} in ${framework.id}`).to.not.be.empty;
        for (const control of controls) expect(framework.controls, `${category}: ${control}`).to.have.property(control);
      }
    }
  });

  it('cites every catalogued control from some kind of finding (no dead catalogue entries)', () => {
    for (const framework of FRAMEWORKS) {
      const cited = new Set(Object.values(CATEGORY_CONTROLS).flatMap((c) => c[framework.id]));
      expect(
        Object.keys(framework.controls).filter((id) => !cited.has(id)),
        framework.id,
      ).to.deep.equal([]);
    }
  });

  it('gives every module a kind of finding, and every registered check a kind', () => {
    expect(Object.keys(CHECK_CATEGORIES).sort()).to.deep.equal([...MODULE_NAMES].sort());
    const categories = new Set(Object.keys(CATEGORY_CONTROLS));
    for (const module of Object.values(SCANNER_MODULES)) {
      for (const check of module!.checks) {
        expect(categories.has(categoryOfCheck(`${module!.name}.${check.id}`) as FindingCategory)).to.equal(true);
      }
    }
    expect(categoryOfCheck('ssl.certificate_expiry')).to.equal('certificate_management');
    expect(categoryOfCheck('ssl.legacy_tls')).to.equal('transport_encryption');
    expect(categoryOfCheck('server_software.header_versions')).to.equal('secure_configuration');
    expect(categoryOfCheck('server_software.end_of_life')).to.equal('unsupported_software');
    expect(categoryOfCheck('dns_email.dmarc_policy')).to.equal('email_authentication');
  });

  it('names no check prefix that matches no real check (the mapping follows the modules)', () => {
    for (const [name, entry] of Object.entries(CHECK_CATEGORIES)) {
      const ids = SCANNER_MODULES[name as keyof typeof SCANNER_MODULES]!.checks.map((check) => check.id);
      for (const prefix of Object.keys(entry.byCheck ?? {})) {
        expect(
          ids.some((id) => id.startsWith(prefix)),
          `${name}.${prefix}`,
        ).to.equal(true);
      }
    }
  });

  it('lists affected controls with the checks and findings behind them, most severe first', () => {
    const section = complianceSection([
      failed('dns_email.dmarc_policy', 'medium', 'p=none'),
      failed('ssl.certificate_expiry', 'critical', 'expired'),
      failed('ssl.legacy_tls', 'high', 'TLS 1.0'),
      { ...failed('ports.redis', 'critical'), status: 'unknown' },
    ]);
    const pci = section.frameworks.find((f) => f.framework === 'pci_dss_4')!;
    expect(pci.affected_controls[0]).to.deep.include({ control: '4.2.1', severity: 'critical' });
    expect(pci.affected_controls[0]!.checks).to.deep.equal(['ssl.certificate_expiry', 'ssl.legacy_tls']);
    expect(pci.affected_controls.map((c) => c.control))
      .to.include('5.4.1')
      .and.not.include('1.4.1');
    const cis = section.frameworks.find((f) => f.framework === 'cis_v8')!;
    expect(cis.affected_controls.find((c) => c.control === '9.5')?.findings).to.deep.equal(['p=none']);
    expect(section.disclaimer).to.match(/not an audit/);
  });

  it('affects no control when nothing failed', () => {
    for (const framework of complianceSection([]).frameworks) {
      expect(framework.affected_controls).to.deep.equal([]);
      expect(framework.controls_assessed).to.be.greaterThan(0);
    }
  });
});
