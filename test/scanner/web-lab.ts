/**
 * Shared by the headers, https_enforcement and cookies lab tests: run a module against many web
 * fixtures, a few at a time (lab servers and scanner share one event loop, and unbounded concurrency
 * would only starve the lab's DNS server of time). Each test file starts and stops its own lab, so
 * no lab outlives its file and collides with another file's lab on the same addresses.
 */
import { expect } from 'chai';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { WEB_FIXTURES } from '../../lab/fixtures/web.fixtures.js';
import { labModuleContext } from '../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import type { ScannerModule } from '../../scanner/modules/module.js';
import { runModule } from '../../scanner/modules/run-module.js';
import type { ScanDeps } from '../../scanner/scan-deps.js';

export const startWebLab = (): Promise<Lab> => startLab({ fixtures: [WEB_FIXTURES] });

const CONCURRENCY = 4;

export type ModuleScan = (domain: string, options?: { deps?: ScanDeps; addresses?: string[] }) => Promise<ModuleResult>;

// biome-ignore lint/suspicious/noExplicitAny: each module has its own evidence type.
export function moduleScanner(lab: Lab, module: ScannerModule<any>): ModuleScan {
  return async (domain, options = {}) =>
    runModule(module, await labModuleContext(lab, domain, options), { timeoutMs: 5000 });
}

/** Scans every domain, CONCURRENCY at a time, and returns the results by domain. */
export async function scanAll(scan: ModuleScan, domains: readonly string[]): Promise<Map<string, ModuleResult>> {
  const results = new Map<string, ModuleResult>();
  const queue = [...domains];
  const worker = async () => {
    for (let domain = queue.shift(); domain !== undefined; domain = queue.shift()) {
      results.set(domain, await scan(domain));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

/** The check `<module>.<id>` of a result, or an error naming what is missing. */
export function checkOf(result: ModuleResult | undefined, id: string) {
  const found = result?.checks.find((c) => c.id === `${result.name}.${id}`);
  if (!found) throw new Error(`no check ${id} in ${result?.name ?? 'a missing result'}`);
  return found;
}

/**
 * One test per [domain, check, severity] row: the check fails with exactly that severity, its issue
 * has exactly the spec's three fields and is among the module's issues, and it names its evidence
 * (`evidenceKey` when given, otherwise at least one key).
 */
export function itFailsEach(
  failures: readonly (readonly [string, string, string])[],
  resultOf: (domain: string) => ModuleResult,
  evidenceKey?: string,
): void {
  for (const [domain, id, severity] of failures) {
    it(`${domain} fails ${id} with a ${severity} issue`, () => {
      const failed = checkOf(resultOf(domain), id);
      expect(failed.status).to.equal('fail');
      expect(failed.issue).to.have.all.keys('severity', 'finding', 'remediation');
      expect(failed.issue?.severity).to.equal(severity);
      expect(resultOf(domain).issues).to.deep.include(failed.issue);
      if (evidenceKey) expect(failed.evidence).to.include(evidenceKey);
      else expect(failed.evidence.length).to.be.greaterThan(0);
    });
  }
}
