/**
 * A full scan's plan: the target resolved and guarded again (DNS may have changed since the
 * submission) and each module's time bound. Shared by `planScan` and `beginScan`.
 */
import type { ModuleName } from '../../core/scan-model/module-names.js';
import { SCANNER_MODULES } from '../../scanner/modules/registry.js';
import { DEFAULT_MODULE_TIMEOUT_MS } from '../../scanner/modules/run-module.js';
import type { ScanDeps } from '../../scanner/scan-deps.js';
import { resolveScanTarget, ScanTargetError } from '../../scanner/scan-target.js';
import type { ScanPlan } from '../contracts.js';

export async function planFullScan(scanDeps: ScanDeps, domain: string, modules: ModuleName[]): Promise<ScanPlan> {
  try {
    const target = await resolveScanTarget(domain, scanDeps, scanDeps.newResolver());
    return {
      ok: true,
      target,
      modules: modules.map((name) => ({
        name,
        timeoutMs: SCANNER_MODULES[name]?.timeoutMs ?? DEFAULT_MODULE_TIMEOUT_MS,
      })),
    };
  } catch (error) {
    if (error instanceof ScanTargetError) return { ok: false, reason: error.message };
    throw error;
  }
}
