/** The grade columns the portfolio shows, in order: the keys of the API's `by_grade` counts. */
import type { GradeCounts } from '../lib/api-schema.js';

export const GRADE_KEYS = ['A', 'B', 'C', 'D', 'F', 'unscanned'] as const satisfies readonly (keyof GradeCounts)[];
export type GradeKey = (typeof GRADE_KEYS)[number];
