/**
 * The result of a module that did not produce checks: it could not run (an unknown name, an activity
 * that failed for good), threw, or ran out of time. Built here only, so the runner, the scanner and
 * the job activities report such a module the same way: no checks, no score, the reason in `error`.
 */
import type { ModuleName } from '../../core/scan-model/module-names.js';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { coverageOf, scoredModule } from '../scoring/score.js';

export function errorModuleResult(
  name: ModuleName,
  reason: string,
  options: { status?: 'error' | 'timeout'; durationMs?: number } = {},
): ModuleResult {
  return scoredModule({
    name,
    status: options.status ?? 'error',
    score: null,
    checks: [],
    issues: [],
    evidence: {},
    duration_ms: options.durationMs ?? 0,
    coverage: coverageOf([]),
    error: reason,
  });
}
