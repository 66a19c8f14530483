/**
 * The API side of spending scans: admission (activities/scans/scan-admission.ts, where the account,
 * subscription and quota rules live) with its refusals turned into the spec's answers.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { admitScans, type ScanOrigin } from '../../activities/scans/scan-admission.js';
import { apiErrorOfScanRefusal } from '../scans/scan-refusals.js';

/** admitScans, throwing the API's 403 or quota 429 when the account may not scan `domains` domains. */
export async function consumeScansOrThrow(
  db: DataSource | EntityManager,
  origin: ScanOrigin,
  userId: number,
  domains: number,
  now: Date,
): Promise<void> {
  try {
    await admitScans(db, origin, userId, domains, now);
  } catch (error) {
    throw apiErrorOfScanRefusal(error);
  }
}
