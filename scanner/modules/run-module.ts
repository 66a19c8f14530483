/**
 * Runs one module with a time bound: collect, then every check. A module that times out or throws is
 * reported with that status and no score, and never takes the rest of the scan down with it.
 */
import type { CheckResult, Issue, ModuleResult } from '../../core/scan-model/report.js';
import { coverageOf, scoredModule } from '../scoring/score.js';
import { errorModuleResult } from './error-result.js';
import type { Check, ScanContext, ScannerModule } from './module.js';

class ModuleTimeout extends Error {}

/** A module that declares no bound of its own gets this much time. */
export const DEFAULT_MODULE_TIMEOUT_MS = 15_000;

/**
 * One check's report entry: run it, hold its code to what it declared, and render the words from the
 * module's findings table. Only a failure carries an issue or a cap.
 */
export function checkResult<E>(module: ScannerModule<E>, check: Check<E>, evidence: E, domain: string): CheckResult {
  const outcome = check.run(evidence);
  const id = `${module.name}.${check.id}`;
  if (!check.outcomes.some((name) => outcome.code === `${id}.${name}`)) {
    throw new Error(`check ${id} returned ${outcome.code}, which it does not declare`);
  }
  const words = module.findings.render(outcome, domain);
  const result: CheckResult = {
    id,
    code: outcome.code,
    params: outcome.params,
    title: check.title,
    status: outcome.status,
    summary: words.summary,
    evidence: outcome.evidence,
  };
  if (outcome.status === 'fail' && words.issue) result.issue = words.issue;
  if (outcome.status === 'fail' && words.cap) result.cap = words.cap;
  return result;
}

export async function runModule<E>(
  module: ScannerModule<E>,
  context: Omit<ScanContext, 'signal'>,
  /** `signal`: the caller gives up (an activity attempt cancelled or timed out): stop at once. */
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<ModuleResult> {
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? module.timeoutMs ?? DEFAULT_MODULE_TIMEOUT_MS;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort(new ModuleTimeout());
      reject(new ModuleTimeout());
    }, timeoutMs);
  });
  const cancelled = new Promise<never>((_, reject) => {
    const stop = () => {
      const reason = options.signal?.reason ?? new Error('cancelled');
      abort.abort(reason);
      reject(reason instanceof Error ? reason : new Error(String(reason)));
    };
    if (options.signal?.aborted) stop();
    else options.signal?.addEventListener('abort', stop, { once: true, signal: abort.signal });
  });
  // Nobody may be listening when the module ends first; the rejection must not go unhandled.
  cancelled.catch(() => undefined);
  try {
    const evidence = await Promise.race([module.collect({ ...context, signal: abort.signal }), deadline, cancelled]);
    const checks = module.checks.map((check) => checkResult(module, check, evidence, context.domain));
    const issues: Issue[] = checks.flatMap((check) => (check.issue ? [check.issue] : []));
    return scoredModule({
      name: module.name,
      status: 'completed',
      score: null,
      checks,
      issues,
      evidence: module.publish(evidence),
      duration_ms: Date.now() - started,
      coverage: coverageOf(checks),
    });
  } catch (error) {
    const timedOut = error instanceof ModuleTimeout;
    return errorModuleResult(
      module.name,
      timedOut ? `did not finish within ${timeoutMs} ms` : (error as Error).message,
      {
        status: timedOut ? 'timeout' : 'error',
        durationMs: Date.now() - started,
      },
    );
  } finally {
    clearTimeout(timer);
    // Whatever the outcome, nothing the module started may outlive it.
    if (!abort.signal.aborted) abort.abort(new Error('module finished'));
  }
}
