/**
 * The rows of docs/scoring.md's "Lab domains" table: every zone the lab serves, scanned in full
 * (all fifteen modules) against the lab, in this process, with production's timeouts. A domain the
 * scanner refuses as a target (no address and no MX, a private address) gets a row that says so.
 *
 * `labScoringRows(policy)` scans once per process (the scans are memoised) and scores under the
 * policy given: without one, the report exactly as the scanner built it; with one, the same module
 * results scored again by score.ts under that policy, so two policy versions can sit side by side.
 */

import type { ScanReport } from '../../core/scan-model/report.js';
import { LAB_FIXTURES } from '../../lab/fixtures/index.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import { startLab } from '../../lab/start-lab.js';
import { scanDomain } from '../../scanner/scan-domain.js';
import { ScanTargetError } from '../../scanner/scan-target.js';
import { scoreReport } from '../../scanner/scoring/score.js';
import { SCORING_POLICIES, SCORING_POLICY } from '../../scanner/scoring/scoring-policy.js';
import type { ScoringPolicy } from '../../scanner/scoring/scoring-policy-shape.js';

export interface LabScoringRow {
  domain: string;
  /** Null when the target was refused (`refused` says why). */
  grade: string | null;
  score: number | null;
  /** `checks_known/checks_total (ratio %)`. */
  coverage: string | null;
  caps: string[];
  /** full, partial, insufficient or none (policy 2026.1 on); null before it or when refused. */
  assessment: string | null;
  /** The scoring policy version the row was scored with. */
  scoringVersion: string | null;
  refused?: string;
}

/** The policy before today's: the table's "before" column. */
export const PREVIOUS_POLICY: ScoringPolicy = (() => {
  const index = SCORING_POLICIES.indexOf(SCORING_POLICY);
  const previous = SCORING_POLICIES[index - 1];
  if (!previous) throw new Error(`no scoring policy before ${SCORING_POLICY.version}`);
  return previous;
})();

export interface LabScan {
  domain: string;
  report: ScanReport | null;
  refused?: string;
}

/** Full scans at once: the lab's servers and the scanner share this process (and 2 cores in CI). */
const CONCURRENCY = 4;

/**
 * Production's bounds (scan-deps.ts defaults), not the tests' short ones: with 300 ms DNS and 1 s
 * connects, a busy machine turned answers into timeouts and the table changed from run to run. Here
 * only what a fixture makes time out on purpose (a dropping port, a silent name server) times out.
 */
const TIMEOUTS = { dnsTimeoutMs: 2000, connectTimeoutMs: 3000, ioTimeoutMs: 5000 } as const;

/** Every zone origin the lab serves, in fixture order, without duplicates. */
export function labDomains(): string[] {
  return [...new Set(LAB_FIXTURES.flatMap((set) => set.zones.map((zone) => zone.origin)))];
}

let memo: Promise<LabScan[]> | null = null;

/** Starts the lab, scans every lab domain in full, stops the lab. Memoised for the process. */
export function scanLabDomains(): Promise<LabScan[]> {
  memo ??= (async () => {
    const lab = await startLab({ fixtures: LAB_FIXTURES });
    try {
      const deps = labScanDeps(lab, TIMEOUTS);
      const domains = labDomains();
      const scans: LabScan[] = new Array(domains.length);
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < domains.length) {
            const index = next++;
            const domain = domains[index]!;
            try {
              scans[index] = { domain, report: await scanDomain(domain, {}, deps) };
            } catch (error) {
              if (!(error instanceof ScanTargetError)) throw error;
              scans[index] = { domain, report: null, refused: error.reason };
            }
          }
        }),
      );
      return scans;
    } finally {
      await lab.stop();
    }
  })();
  return memo;
}

/** The report's module results scored again under `policy`, by the scanner's own scoreReport. */
export function rescore(report: ScanReport, policy: ScoringPolicy): ScanReport {
  const scored = scoreReport(report.modules, policy);
  const { assessment: _a, grade_provisional: _g, ...withoutAssessment } = report;
  return { ...withoutAssessment, ...scored };
}

export function rowOf(scan: LabScan, policy?: ScoringPolicy): LabScoringRow {
  if (!scan.report) {
    return {
      domain: scan.domain,
      grade: null,
      score: null,
      coverage: null,
      caps: [],
      assessment: null,
      scoringVersion: null,
      refused: scan.refused,
    };
  }
  const report = policy ? rescore(scan.report, policy) : scan.report;
  const { checks_known, checks_total, ratio } = report.coverage;
  return {
    domain: scan.domain,
    grade: report.grade,
    score: report.score,
    coverage: `${checks_known}/${checks_total} (${Math.round(ratio * 100)}%)`,
    caps: [...report.caps_applied],
    assessment: report.assessment ?? null,
    scoringVersion: report.scoring_version,
  };
}

/** One row per lab domain, scored under `policy` (default: as the scanner scores today). */
export async function labScoringRows(policy?: ScoringPolicy): Promise<LabScoringRow[]> {
  return (await scanLabDomains()).map((scan) => rowOf(scan, policy));
}
