/**
 * Batch and compare responses (docs/api-contract.md "Batch and compare results") from the batch workflow's assessments, which come
 * in input order. Pure. Item fields beyond those the spec names are ours (documented in
 * docs/scan-jobs.md): `risk_level` reads the grade as risk (A/B low, C medium, D high, F critical).
 */

import type { QuickAssessment } from '../../activities/contracts.js';
import { QUICK_MODULES } from '../../core/scan-model/module-names.js';
import type { Grade } from '../../core/scan-model/report.js';
import type { BatchItem } from './scan-response.schemas.js';

export const SORT_ORDERS = ['risk', 'score', 'domain'] as const;
export type SortBy = (typeof SORT_ORDERS)[number];
export type RiskLevel = 'low' | 'medium' | 'high' | 'critical';

const RISK_BY_GRADE: Record<Grade, RiskLevel> = { A: 'low', B: 'low', C: 'medium', D: 'high', F: 'critical' };

function toItem(assessment: QuickAssessment): Omit<BatchItem, 'rank'> {
  if (assessment.status === 'failed') {
    return {
      domain: assessment.domain,
      status: 'failed',
      score: null,
      grade: null,
      assessment: null,
      grade_provisional: null,
      risk_level: null,
      issue_counts: null,
      modules: null,
      top_issues: [],
      error: assessment.error,
    };
  }
  const { summary } = assessment;
  return {
    domain: assessment.domain,
    status: 'completed',
    score: summary.score,
    grade: summary.grade,
    ...(summary.assessment === undefined
      ? {}
      : { assessment: summary.assessment, grade_provisional: summary.grade_provisional ?? false }),
    risk_level: RISK_BY_GRADE[summary.grade],
    issue_counts: summary.issue_counts,
    modules: summary.modules,
    top_issues: summary.top_issues,
    error: null,
  };
}

type Item = Omit<BatchItem, 'rank'>;
const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;

/** Worse issues first: more criticals, then more highs, and so on. */
function bySeverity(a: Item, b: Item): number {
  for (const severity of SEVERITIES) {
    const difference = (b.issue_counts?.[severity] ?? 0) - (a.issue_counts?.[severity] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

const failedLast = (a: Item, b: Item) => Number(a.status === 'failed') - Number(b.status === 'failed');
const byDomain = (a: Item, b: Item) => (a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : 0);

const ORDERS: Record<SortBy, (a: Item, b: Item) => number> = {
  // Worst first: lowest score, then the more severe issues.
  risk: (a, b) => failedLast(a, b) || (a.score ?? 0) - (b.score ?? 0) || bySeverity(a, b) || byDomain(a, b),
  // Best first: highest score, then the fewer severe issues.
  score: (a, b) => failedLast(a, b) || (b.score ?? 0) - (a.score ?? 0) || -bySeverity(a, b) || byDomain(a, b),
  domain: byDomain,
};

export function rankAssessments(assessments: readonly QuickAssessment[], sortBy: SortBy): BatchItem[] {
  return assessments
    .map(toItem)
    .sort(ORDERS[sortBy])
    .map((item, index) => ({ rank: index + 1, ...item }));
}

export function batchResponse(batchId: string, sortBy: SortBy, assessments: readonly QuickAssessment[]) {
  const results = rankAssessments(assessments, sortBy);
  const completed = results.filter((item) => item.status === 'completed').length;
  return {
    batch_id: batchId,
    sort_by: sortBy,
    total: results.length,
    completed,
    failed: results.length - completed,
    results,
  };
}

/**
 * Compare: ranked best first; the winner is the top assessed domain (ties broken by fewer severe
 * issues, then name, and flagged with `tie`); `score_gap` is the winner's lead over the runner-up.
 */
export function compareResponse(batchId: string, assessments: readonly QuickAssessment[]) {
  const results = rankAssessments(assessments, 'score');
  const assessed = results.filter((item) => item.status === 'completed');
  const [winner, runnerUp] = assessed;
  const moduleComparison: Record<string, { scores: Record<string, number | null>; best: string[] }> = {};
  for (const name of QUICK_MODULES) {
    const scores: Record<string, number | null> = {};
    for (const item of results) scores[item.domain] = item.modules?.[name]?.score ?? null;
    const known = Object.values(scores).filter((score): score is number => score !== null);
    const top = known.length > 0 ? Math.max(...known) : null;
    moduleComparison[name] = {
      scores,
      best: top === null ? [] : Object.keys(scores).filter((domain) => scores[domain] === top),
    };
  }
  return {
    batch_id: batchId,
    results,
    winner: winner ? { domain: winner.domain, score: winner.score, grade: winner.grade } : null,
    tie: Boolean(winner && runnerUp && winner.score === runnerUp.score),
    score_gap: winner && runnerUp ? (winner.score ?? 0) - (runnerUp.score ?? 0) : null,
    module_comparison: moduleComparison,
  };
}
