/**
 * A monitored domain's row as it is when added, whoever adds it: a single add (the API) or a line of
 * a bulk import (activities/monitoring/domain-import-chunk.ts).
 */
import type { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { newVerificationToken } from './domain-verification.js';

/**
 * A monitored domain as it is when added (one add or a line of an import): unverified, no badge, never
 * scanned or scheduled yet, a fresh verification token.
 */
export function newMonitoredDomainRow(
  fields: Pick<
    MonitoredDomain,
    'userId' | 'domain' | 'scanFrequency' | 'alertOnScoreDrop' | 'alertThreshold' | 'clientId' | 'createdAt'
  >,
): Partial<MonitoredDomain> {
  return {
    ...fields,
    badgeEnabled: false,
    badgePublishedAt: null,
    verificationToken: newVerificationToken(),
    verifiedAt: null,
    verificationMethod: null,
    verificationCheckedAt: null,
    verificationFailure: null,
    alertState: null,
    lastEvaluatedJobId: null,
    lastScheduledRun: null,
    lastScheduledJobId: null,
    // Its standing: not scanned yet (the alert engine writes it with each evaluated scan).
    lastJobId: null,
    lastScore: null,
    lastGrade: null,
    lastScannedAt: null,
    previousScore: null,
    lastCriticalIssues: null,
  };
}
