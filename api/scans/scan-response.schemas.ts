/**
 * Response schemas of the batch, compare and full-report routes, for the OpenAPI document (and the
 * serialiser: every object here keeps properties it does not list, so nothing is dropped). Shapes:
 * batch.view.ts and core/scan-model/report.ts; the nested module results, checks and compliance
 * section are described in docs/scanner-report.md rather than field by field.
 */
const open = (description: string) => ({ type: 'object', additionalProperties: true, description }) as const;
const nullable = (type: string) => ({ type: [type, 'null'] }) as const;

/** An issue (severity, finding, remediation), as every report, summary and free scan carries it. */
export const issueSchema = {
  type: 'object',
  required: ['severity', 'finding', 'remediation'],
  properties: {
    severity: { type: 'string', enum: ['critical', 'high', 'medium', 'low'] },
    finding: { type: 'string' },
    remediation: { type: 'string' },
  },
} as const;

const gradeSchema = { type: ['string', 'null'], enum: ['A', 'B', 'C', 'D', 'F', null] } as const;

/** How much of the domain a grade stands on (core/scan-model/report.ts Assessment, docs/scoring.md). */
export const assessmentSchema = {
  type: 'string',
  enum: ['full', 'partial', 'insufficient', 'none'],
  description: 'How much of the domain the grade stands on; anything but full makes the grade provisional',
} as const;

/** Ids of the caps that lowered a grade (core/scan-model/report.ts GradeCap): strings, never objects. */
const capsSchema = {
  type: 'array',
  items: { type: 'string', description: 'A grade cap id, e.g. dmarc_policy_none (docs/scoring.md)' },
} as const;

const batchItemSchema = {
  type: 'object',
  additionalProperties: true,
  required: [
    'rank',
    'domain',
    'status',
    'score',
    'grade',
    'risk_level',
    'issue_counts',
    'modules',
    'top_issues',
    'error',
  ],
  properties: {
    rank: { type: 'integer', minimum: 1 },
    domain: { type: 'string' },
    status: { type: 'string', enum: ['completed', 'failed'] },
    score: nullable('integer'),
    grade: gradeSchema,
    assessment: { ...assessmentSchema, type: ['string', 'null'], enum: [...assessmentSchema.enum, null] },
    grade_provisional: { type: ['boolean', 'null'] },
    risk_level: { type: ['string', 'null'], enum: ['low', 'medium', 'high', 'critical', null] },
    issue_counts: { ...open('critical, high, medium, low and total'), type: ['object', 'null'] },
    modules: { ...open('Per module: status and score'), type: ['object', 'null'] },
    top_issues: { type: 'array', items: issueSchema },
    error: nullable('string'),
  },
} as const;

export const batchResponseSchema = {
  type: 'object',
  additionalProperties: true,
  required: ['batch_id', 'sort_by', 'total', 'completed', 'failed', 'results'],
  properties: {
    batch_id: { type: 'string' },
    sort_by: { type: 'string', enum: ['risk', 'score', 'domain'] },
    total: { type: 'integer' },
    completed: { type: 'integer' },
    failed: { type: 'integer' },
    results: { type: 'array', items: batchItemSchema },
  },
} as const;

export const compareResponseSchema = {
  type: 'object',
  additionalProperties: true,
  required: ['batch_id', 'results', 'winner', 'tie', 'score_gap', 'module_comparison'],
  properties: {
    batch_id: { type: 'string' },
    results: { type: 'array', items: batchItemSchema },
    winner: {
      type: ['object', 'null'],
      additionalProperties: true,
      properties: { domain: { type: 'string' }, score: nullable('integer'), grade: gradeSchema },
    },
    tie: { type: 'boolean' },
    score_gap: nullable('integer'),
    module_comparison: open("Per quick module: each domain's score and the best domains"),
  },
} as const;

export const reportResponseSchema = {
  type: 'object',
  additionalProperties: true,
  required: [
    'job_id',
    'domain',
    'started_at',
    'finished_at',
    'duration_ms',
    'score',
    'grade',
    'scoring_version',
    'modules',
    'issues',
    'coverage',
    'compliance',
  ],
  properties: {
    job_id: { type: 'integer' },
    domain: { type: 'string' },
    started_at: { type: 'string', format: 'date-time' },
    finished_at: { type: 'string', format: 'date-time' },
    duration_ms: { type: 'integer' },
    score: { type: 'integer', minimum: 0, maximum: 100 },
    grade: { type: 'string', enum: ['A', 'B', 'C', 'D', 'F'] },
    uncapped_grade: { type: 'string', enum: ['A', 'B', 'C', 'D', 'F'] },
    caps_applied: capsSchema,
    scoring_version: { type: 'string' },
    assessment: assessmentSchema,
    grade_provisional: { type: 'boolean' },
    modules: { type: 'array', items: open('A module result: status, score, checks, issues, evidence, coverage') },
    issues: { type: 'array', items: issueSchema },
    coverage: open('checks_total, checks_known, ratio'),
    compliance: open('The frameworks and their affected controls'),
  },
} as const;
