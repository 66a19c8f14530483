/**
 * Response schemas of the batch, compare and full-report routes, for the OpenAPI document (and the
 * serialiser: every object here keeps properties it does not list, so nothing is dropped), as
 * TypeBox with the types derived from them (`BatchItem`). Shapes: batch.view.ts and
 * core/scan-model/report.ts; the nested module results, checks and compliance section are described
 * in docs/scanner-report.md rather than field by field, so they are open objects typed by the model.
 * A nullable enum is written as the document has always had it (`type: [t, 'null']` with `null` in
 * the enum), through `Type.Unsafe`, which TypeBox's own unions would spell differently.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import type { Assessment, Grade, Issue } from '../../core/scan-model/report.js';
import type { IssueCounts, ModuleSummary } from '../../core/scan-model/scan-summary.js';

const open = <T>(description: string) => Type.Unsafe<T>({ type: 'object', additionalProperties: true, description });
const nullable = <T>(type: string) => Type.Unsafe<T | null>({ type: [type, 'null'] });
const openObject = <T extends Record<string, TSchema>>(properties: T) =>
  Type.Object(properties, { additionalProperties: true });

/** An issue (severity, finding, remediation), as every report, summary and free scan carries it. */
export const issueSchema = Type.Unsafe<Issue>(
  Type.Object({
    severity: Type.Unsafe<Issue['severity']>({ type: 'string', enum: ['critical', 'high', 'medium', 'low'] }),
    finding: Type.String(),
    remediation: Type.String(),
  }),
);

const GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
const nullableGrade = Type.Unsafe<Grade | null>({ type: ['string', 'null'], enum: [...GRADES, null] });
const grade = Type.Unsafe<Grade>({ type: 'string', enum: [...GRADES] });

const ASSESSMENTS = ['full', 'partial', 'insufficient', 'none'] as const;
const ASSESSMENT_DESCRIPTION =
  'How much of the domain the grade stands on; anything but full makes the grade provisional';

/** How much of the domain a grade stands on (core/scan-model/report.ts Assessment, docs/scoring.md). */
export const assessmentSchema = Type.Unsafe<Assessment>({
  type: 'string',
  enum: [...ASSESSMENTS],
  description: ASSESSMENT_DESCRIPTION,
});

/** Ids of the caps that lowered a grade (core/scan-model/report.ts GradeCap): strings, never objects. */
const capsSchema = Type.Array(Type.String({ description: 'A grade cap id, e.g. dmarc_policy_none (docs/scoring.md)' }));

export const batchItemSchema = openObject({
  rank: Type.Integer({ minimum: 1 }),
  domain: Type.String(),
  status: Type.Unsafe<'completed' | 'failed'>({ type: 'string', enum: ['completed', 'failed'] }),
  score: nullable<number>('integer'),
  grade: nullableGrade,
  /** As in the summary (docs/scoring.md); null for a failed item, absent for summaries before 2026.1. */
  assessment: Type.Optional(
    Type.Unsafe<Assessment | null>({
      type: ['string', 'null'],
      enum: [...ASSESSMENTS, null],
      description: ASSESSMENT_DESCRIPTION,
    }),
  ),
  grade_provisional: Type.Optional(nullable<boolean>('boolean')),
  risk_level: Type.Unsafe<'low' | 'medium' | 'high' | 'critical' | null>({
    type: ['string', 'null'],
    enum: ['low', 'medium', 'high', 'critical', null],
  }),
  issue_counts: Type.Unsafe<IssueCounts | null>({
    type: ['object', 'null'],
    additionalProperties: true,
    description: 'critical, high, medium, low and total',
  }),
  modules: Type.Unsafe<Partial<Record<string, ModuleSummary>> | null>({
    type: ['object', 'null'],
    additionalProperties: true,
    description: 'Per module: status and score',
  }),
  top_issues: Type.Array(issueSchema),
  /** Why a domain could not be assessed (it resolved at submission, but not when it was scanned). */
  error: nullable<string>('string'),
});

/** One ranked domain of a batch or a comparison (batch.view.ts makes them). */
export type BatchItem = Static<typeof batchItemSchema>;

export const batchResponseSchema = openObject({
  batch_id: Type.String(),
  sort_by: Type.Unsafe<'risk' | 'score' | 'domain'>({ type: 'string', enum: ['risk', 'score', 'domain'] }),
  total: Type.Integer(),
  completed: Type.Integer(),
  failed: Type.Integer(),
  results: Type.Array(batchItemSchema),
});

export const compareResponseSchema = openObject({
  batch_id: Type.String(),
  results: Type.Array(batchItemSchema),
  winner: Type.Unsafe<{ domain: string; score: number | null; grade: Grade | null } | null>({
    type: ['object', 'null'],
    additionalProperties: true,
    properties: {
      domain: { type: 'string' },
      score: { type: ['integer', 'null'] },
      grade: { type: ['string', 'null'], enum: [...GRADES, null] },
    },
  }),
  tie: Type.Boolean(),
  score_gap: nullable<number>('integer'),
  module_comparison: open<Record<string, { scores: Record<string, number | null>; best: string[] }>>(
    "Per quick module: each domain's score and the best domains",
  ),
});

export const reportResponseSchema = openObject({
  job_id: Type.Integer(),
  domain: Type.String(),
  started_at: Type.String({ format: 'date-time' }),
  finished_at: Type.String({ format: 'date-time' }),
  duration_ms: Type.Integer(),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  grade,
  uncapped_grade: Type.Optional(grade),
  caps_applied: Type.Optional(capsSchema),
  scoring_version: Type.String(),
  assessment: Type.Optional(assessmentSchema),
  grade_provisional: Type.Optional(Type.Boolean()),
  modules: Type.Array(open<object>('A module result: status, score, checks, issues, evidence, coverage')),
  issues: Type.Array(issueSchema),
  coverage: open<object>('checks_total, checks_known, ratio'),
  compliance: open<object>('The frameworks and their affected controls'),
});
