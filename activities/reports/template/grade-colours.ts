/** One colour per grade and severity, used on the cover, in the chart and in the findings. */
import type { Grade, Severity } from '../../../core/scan-model/report.js';

export const GRADE_COLOURS: Record<Grade, string> = {
  A: '#1e8e3e',
  B: '#6a9a1f',
  C: '#c99a06',
  D: '#e06b1f',
  F: '#c5221f',
};

export const SEVERITY_COLOURS: Record<Severity, string> = {
  critical: '#a50e0e',
  high: '#d93025',
  medium: '#e37400',
  low: '#5f6368',
};

/** A module score's colour: the colour of the grade that score would earn on its own. */
export function scoreColour(score: number, bands: { grade: Exclude<Grade, 'F'>; minScore: number }[]): string {
  const band = bands.find((b) => score >= b.minScore);
  return GRADE_COLOURS[band ? band.grade : 'F'];
}
