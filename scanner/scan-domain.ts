/**
 * The scanner as a library: resolve the target once, run the requested modules in parallel (each in
 * its own time bound), then assemble the report. Workflows call the same three steps as
 * activities: resolveScanTarget, runScanModule per module, assembleReport.
 */

import { MODULE_NAMES, type ModuleName, QUICK_MODULES } from '../core/scan-model/module-names.js';
import type { ModuleResult, ScanReport } from '../core/scan-model/report.js';
import { complianceSection } from './compliance/compliance-section.js';
import { errorModuleResult } from './modules/error-result.js';
import { SCANNER_MODULES } from './modules/registry.js';
import { runModule } from './modules/run-module.js';
import type { ScanDeps } from './scan-deps.js';
import { resolveScanTarget, type ScanTarget } from './scan-target.js';
import { scoreReport, sortIssues } from './scoring/score.js';
import { SCORING_POLICY } from './scoring/scoring-policy.js';

export interface ScanOptions {
  /** Default: all fifteen. */
  modules?: readonly ModuleName[];
  /** The owner's DKIM selectors, tried before the common ones. */
  dkimSelectors?: readonly string[];
  /** Called as each module finishes (CLI progress). */
  onModuleDone?: (result: ModuleResult) => void;
}

export function runScanModule(
  name: ModuleName,
  target: ScanTarget,
  options: Pick<ScanOptions, 'dkimSelectors'> & { signal?: AbortSignal },
  deps: ScanDeps,
): Promise<ModuleResult> {
  const module = SCANNER_MODULES[name];
  if (!module) return Promise.resolve(errorModuleResult(name, `module ${name} is not available in this build`));
  return runModule(
    module,
    {
      domain: target.domain,
      addresses: target.addresses,
      resolver: deps.newResolver(),
      dkimSelectors: options.dkimSelectors ?? [],
      network: deps.network,
    },
    { signal: options.signal },
  );
}

/** Pure: the report from module results, in the canonical module order. */
export function assembleReport(
  target: Pick<ScanTarget, 'domain'>,
  results: readonly ModuleResult[],
  startedAt: Date,
  finishedAt: Date,
): ScanReport {
  const modules = [...results].sort((a, b) => MODULE_NAMES.indexOf(a.name) - MODULE_NAMES.indexOf(b.name));
  // Module scores are decided here too, so results from any worker (or an older build) are scored alike.
  const { modules: scored, coverage, ...scoring } = scoreReport(modules, SCORING_POLICY);
  const checks = scored.flatMap((module) => module.checks);
  return {
    domain: target.domain,
    started_at: startedAt.toISOString(),
    finished_at: finishedAt.toISOString(),
    duration_ms: finishedAt.getTime() - startedAt.getTime(),
    score: scoring.score,
    grade: scoring.grade,
    uncapped_grade: scoring.uncapped_grade,
    caps_applied: scoring.caps_applied,
    scoring_version: scoring.scoring_version,
    ...(scoring.assessment === undefined
      ? {}
      : { assessment: scoring.assessment, grade_provisional: scoring.grade_provisional }),
    modules: scored,
    issues: sortIssues(scored.flatMap((module) => module.issues)),
    coverage,
    compliance: complianceSection(checks),
  };
}

/** Resolves and scans in one call (CLI, synchronous API scans). Throws ScanTargetError for bad targets. */
export async function scanDomain(input: string, options: ScanOptions, deps: ScanDeps): Promise<ScanReport> {
  const startedAt = new Date();
  const target = await resolveScanTarget(input, deps, deps.newResolver());
  const names = options.modules ?? MODULE_NAMES;
  const results = await Promise.all(
    names.map(async (name) => {
      const result = await runScanModule(name, target, options, deps);
      options.onModuleDone?.(result);
      return result;
    }),
  );
  return assembleReport(target, results, startedAt, new Date());
}

export { QUICK_MODULES };
