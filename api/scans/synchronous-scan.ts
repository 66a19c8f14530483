/**
 * A scan run inside the request (the free scan and the deprecated GET /v1/scan/{domain}): resolve
 * the target, let the caller spend what the scan costs, run the modules, assemble the report.
 *
 * The target is judged before anything is spent, so a typo, an unresolvable name or a private
 * address (400 with the scanner's own message, docs/api-contract.md "Errors") costs no quota and no free-scan
 * allowance. Anything else that goes wrong is the spec's 500 wording; the log keeps the cause.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock.js';
import type { ModuleName } from '../../core/scan-model/module-names.js';
import type { ScanReport } from '../../core/scan-model/report.js';
import type { ScanDeps } from '../../scanner/scan-deps.js';
import { assembleReport, runScanModule } from '../../scanner/scan-domain.js';
import { resolveScanTarget, ScanTargetError } from '../../scanner/scan-target.js';
import { type ApiError, badRequest, internalError } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';

export interface SynchronousScan {
  domain: string;
  modules: readonly ModuleName[];
  deps: ScanDeps;
  /** The app's clock: the report's started_at and finished_at. */
  clock: Clock;
  log: FastifyBaseLogger;
  /** Runs once the target is known to be scannable, before any module: quota, rate limits. */
  beforeScanning?: (domain: string) => Promise<void>;
}

export async function runSynchronousScan(scan: SynchronousScan): Promise<ScanReport> {
  const startedAt = scan.clock.now();
  let target: Awaited<ReturnType<typeof resolveScanTarget>>;
  try {
    target = await resolveScanTarget(scan.domain, scan.deps, scan.deps.newResolver());
  } catch (error) {
    if (error instanceof ScanTargetError) throw badRequest(error.message);
    throw failure(scan.log, error);
  }
  await scan.beforeScanning?.(target.domain);
  try {
    const results = await Promise.all(scan.modules.map((name) => runScanModule(name, target, {}, scan.deps)));
    return assembleReport(target, results, startedAt, scan.clock.now());
  } catch (error) {
    throw failure(scan.log, error);
  }
}

function failure(log: FastifyBaseLogger, error: unknown): ApiError {
  log.error({ err: error }, 'synchronous scan failed');
  return internalError(ERRORS.internal.scanFailed);
}
