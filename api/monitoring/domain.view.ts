/**
 * A monitored domain as the API returns it (docs/api-contract.md "Monitored domain"), with its last completed
 * scan (null before the first) so a dashboard lists grades without one request per domain, and its
 * ownership verification (additive to the spec: docs/monitoring.md "Domain ownership").
 */
import { type Static, Type } from '@sinclair/typebox';
import { VERIFICATION_METHODS, type VerificationMethod } from '../../core/monitoring/domain-verification.js';
import type { Assessment } from '../../core/scan-model/report.js';
import type { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import type { ScanJob } from '../../db/entities/scan-job.entity.js';

export function lastScanOf(job: Pick<ScanJob, 'id' | 'result' | 'finishedAt'> | undefined): LastScanView | null {
  if (!job?.result) return null;
  return {
    job_id: job.id,
    score: job.result.score,
    grade: job.result.grade,
    ...(job.result.assessment === undefined ? {} : { assessment: job.result.assessment }),
    scanned_at: (job.finishedAt ?? new Date(0)).toISOString(),
  };
}

export function toDomainView(domain: MonitoredDomain, lastScan: LastScanView | null = null, tags: string[] = []) {
  return {
    id: domain.id,
    domain: domain.domain,
    client_id: domain.clientId,
    tags,
    scan_frequency: domain.scanFrequency,
    alert_on_score_drop: domain.alertOnScoreDrop,
    alert_threshold: domain.alertThreshold,
    badge_enabled: domain.badgeEnabled,
    created_at: domain.createdAt.toISOString(),
    last_scan: lastScan,
    verified: domain.verifiedAt !== null,
    verified_at: domain.verifiedAt?.toISOString() ?? null,
    verification_method: domain.verificationMethod,
    verification_checked_at: domain.verificationCheckedAt?.toISOString() ?? null,
  };
}

const LastScanObjectSchema = Type.Object({
  job_id: Type.Integer(),
  score: Type.Integer(),
  grade: Type.String(),
  assessment: Type.Optional(
    Type.Unsafe<Assessment>(
      Type.String({ description: 'full, partial, insufficient or none (docs/scoring.md); absent before 2026.1' }),
    ),
  ),
  scanned_at: Type.String({ format: 'date-time' }),
});

export type LastScanView = Static<typeof LastScanObjectSchema>;

const LastScanSchema = Type.Union([LastScanObjectSchema, Type.Null()]);

const NullableTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
export const MethodSchema = Type.Unsafe<VerificationMethod>({ type: 'string', enum: [...VERIFICATION_METHODS] });

export const DomainSchema = Type.Object({
  id: Type.Integer(),
  domain: Type.String(),
  client_id: Type.Union([Type.Integer(), Type.Null()], { description: 'The client it belongs to; null: none' }),
  tags: Type.Array(Type.String(), { description: 'Its tags, sorted' }),
  scan_frequency: Type.String({ enum: ['hourly', 'daily', 'weekly'] }),
  alert_on_score_drop: Type.Boolean(),
  alert_threshold: Type.Integer(),
  badge_enabled: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  last_scan: LastScanSchema,
  verified: Type.Boolean({
    description: 'Whether this account proved it controls the domain; only verified owners publish a public badge',
  }),
  verified_at: NullableTime,
  verification_method: Type.Union([MethodSchema, Type.Null()], {
    description: 'How ownership was proven: `dns` (TXT record) or `file` (well-known file)',
  }),
  verification_checked_at: NullableTime,
});

export const DomainListSchema = Type.Object({
  domains: Type.Array(DomainSchema),
  /** Slots in use. */
  used: Type.Integer(),
  /** The plan's slots; null means unlimited. */
  domain_limit: Type.Union([Type.Integer(), Type.Null()]),
});
