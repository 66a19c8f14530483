/**
 * Runs one check of a module over hand-made evidence and renders it as the report does (code,
 * summary, issue, cap), so a test asserts what a reader of the report sees.
 */

import type { CheckResult } from '../../core/scan-model/report.js';
import type { ScannerModule } from '../../scanner/modules/module.js';
import { checkResult } from '../../scanner/modules/run-module.js';

export function judge<E>(module: ScannerModule<E>, id: string, evidence: E, domain?: string): CheckResult {
  const check = module.checks.find((c) => c.id === id);
  if (!check) throw new Error(`${module.name} has no check ${id}`);
  const scanned = domain ?? (evidence as { domain?: string }).domain ?? 'example.test';
  return checkResult(module, check, evidence, scanned);
}
