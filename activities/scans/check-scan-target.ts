/**
 * The scan target check every door uses (a scan submission, a monitored domain's add, each line of a
 * bulk import): resolve and guard the name the way a scan will. Here, below the workflows and the
 * API, because the import's chunk activity checks its lines too.
 */
import type { ScanDeps } from '../../scanner/scan-deps.js';
import { resolveScanTarget } from '../../scanner/scan-target.js';

/** Resolves and guards a domain the way a scan will; its normalised name, or ScanTargetError. */
export async function checkScanTarget(scanDeps: ScanDeps, domain: string): Promise<string> {
  return (await resolveScanTarget(domain, scanDeps, scanDeps.newResolver())).domain;
}
