/**
 * The quick assessment (docs/api-contract.md "What a scan covers"): the four quick modules over one domain, scored. Batch and
 * compare run it per domain; it can also be started on its own. Nothing is stored: the summary is
 * the result. An unscannable domain is an assessment with status `failed`, not a thrown error, so one
 * bad domain never sinks a batch.
 */

import type { QuickAssessment, ScannerActivities } from '../activities/contracts.js';
import { SCAN_EXECUTION_FAILED } from '../core/errors.js';
import { type ModuleName, QUICK_MODULES } from '../core/scan-model/module-names.js';
import type { ModuleResult } from '../core/scan-model/report.js';
import { modulePolicy, PLAN_POLICY, SUMMARY_POLICY } from './policies.js';
import { failureMessage, type WorkflowRuntime } from './runtime.js';

export interface QuickAssessmentInput {
  domain: string;
}

export async function quickAssessmentWorkflow(
  runtime: WorkflowRuntime,
  input: QuickAssessmentInput,
): Promise<QuickAssessment> {
  const planner = runtime.activities<ScannerActivities>(PLAN_POLICY);
  const scorer = runtime.activities<ScannerActivities>(SUMMARY_POLICY);
  try {
    const plan = await planner.planScan(input.domain, [...QUICK_MODULES]);
    if (!plan.ok) return { domain: input.domain, status: 'failed', error: plan.reason };
    const failures: Partial<Record<ModuleName, string>> = {};
    // In plan order, not completion order: the same inputs to the scoring step on every replay.
    const results = await Promise.all(
      plan.modules.map(async (module): Promise<ModuleResult | null> => {
        const scanner = runtime.activities<ScannerActivities>({
          ...modulePolicy(module.timeoutMs),
          summary: `${module.name} module of ${input.domain}`,
        });
        try {
          return await scanner.assessModule(module.name, plan.target);
        } catch (error) {
          // As in the full scan: a module whose activity fails for good is an error module.
          failures[module.name] = `module activity failed: ${failureMessage(error)}`;
          runtime.log.warn('module activity failed for good; the assessment shows it as an error module', {
            domain: input.domain,
            module: module.name,
            cause: failureMessage(error),
          });
          return null;
        }
      }),
    );
    const completed = results.filter((result): result is ModuleResult => result !== null);
    const summary = await scorer.summarizeAssessment(plan.target.domain, completed, failures);
    return { domain: plan.target.domain, status: 'completed', summary };
  } catch (error) {
    runtime.log.error('quick assessment failed', { domain: input.domain, cause: failureMessage(error) });
    return { domain: input.domain, status: 'failed', error: SCAN_EXECUTION_FAILED };
  }
}
