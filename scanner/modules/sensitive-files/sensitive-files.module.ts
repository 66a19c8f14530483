/**
 * The sensitive_files module: exposed repositories, environment files, backups, directory listings
 * and administration interfaces, judged by content signatures against a soft-404 baseline.
 */
import type { ScannerModule } from '../module.js';
import { SENSITIVE_FILES_CHECKS } from './sensitive-files.checks.js';
import { collectSensitiveFiles, type SensitiveFilesEvidence } from './sensitive-files.collect.js';
import { SENSITIVE_FILES_FINDINGS } from './sensitive-files.findings.js';

export const SENSITIVE_FILES_MODULE: ScannerModule<SensitiveFilesEvidence> = {
  name: 'sensitive_files',
  collect: collectSensitiveFiles,
  publish: (evidence) => ({
    ...(evidence.origin ? { origin: evidence.origin } : { origin_error: evidence.originError ?? null }),
    ...(evidence.baseline ? { [evidence.baseline.key]: evidence.baseline } : {}),
    ...evidence.probes,
  }),
  checks: [...SENSITIVE_FILES_CHECKS],
  findings: SENSITIVE_FILES_FINDINGS,
  // The origin, a baseline and three rounds of eight probes, each bounded by the HTTP client's timeouts.
  timeoutMs: 20_000,
};
