/**
 * Builds the demonstration report served by GET /v1/scan/sample/demo-report: a real full scan of
 * the lab's demo domain (demo-shop.fixtures.ts), made by the same scanner the service runs, then
 * labelled so no one can take it for a scan of a real organisation. The stored copy is
 * api/scans/demo/demo-report.json, where the API serves it from; `npm run demo:regenerate`
 * (regenerate-demo-report.ts) rewrites it. A build-time tool, so it lives in the lab, not the API.
 */

import type { DemoReport } from '../../core/scan-model/demo-report.js';
import { MODULE_NAMES } from '../../core/scan-model/module-names.js';
import type { ScanReport } from '../../core/scan-model/report.js';
import type { ScanDeps } from '../../scanner/scan-deps.js';
import { scanDomain } from '../../scanner/scan-domain.js';
import { LAB_FIXTURES } from '../fixtures/index.js';
import type { LabFixtureSet } from '../hosts.js';
import { labScanDeps } from '../lab-scan-deps.js';
import { type Lab, startLab } from '../start-lab.js';
import { DEMO_DOMAIN, DEMO_FIXTURES } from './demo-shop.fixtures.js';

export function demoNotice(domain: string): string {
  return (
    `Demonstration report. It was produced by really scanning ${domain}, a fictional domain served by ` +
    "Rampart's local test lab (a reserved .test name on loopback addresses), with the same scanner the " +
    'service runs. It describes no real organisation; scan your own domain to see yours.'
  );
}

/** The lab's scanner settings with wider time bounds: a demo run should not lose a check to a slow host. */
export function demoScanDeps(lab: Lab): ScanDeps {
  return labScanDeps(lab, { dnsTimeoutMs: 1000, connectTimeoutMs: 2000, ioTimeoutMs: 3000 });
}

/** Every lab fixture set (shared services such as the mail provider and RDAP) plus the demo domain. */
export function demoLabFixtures(): LabFixtureSet[] {
  const served = LAB_FIXTURES.some((set) => set.zones.some((zone) => zone.origin === DEMO_DOMAIN));
  return served ? [...LAB_FIXTURES] : [...LAB_FIXTURES, DEMO_FIXTURES];
}

/** Labels a finished report as the demonstration. Pure. */
export function labelAsDemo(report: ScanReport, generatedAt: Date): DemoReport {
  return {
    demo: true,
    notice: demoNotice(report.domain),
    lab_domain: report.domain,
    generated_at: generatedAt.toISOString(),
    ...report,
  };
}

/** Starts the lab (by default every fixture set), scans `domain` with every module, stops the lab. */
export async function buildDemoReport(
  domain = DEMO_DOMAIN,
  fixtures: readonly LabFixtureSet[] = demoLabFixtures(),
): Promise<DemoReport> {
  const lab = await startLab({ fixtures });
  try {
    const report = await scanDomain(domain, { modules: MODULE_NAMES }, demoScanDeps(lab));
    return labelAsDemo(report, new Date());
  } finally {
    await lab.stop();
  }
}
