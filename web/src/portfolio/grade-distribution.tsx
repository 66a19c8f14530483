/**
 * Domains by grade as horizontal bars in inline SVG (no chart library; the CSP forbids inline
 * script), each bar labelled with its grade and count in text, the whole described for screen
 * readers by its label.
 */
import type { GradeCounts } from '../lib/api-schema.js';
import { GRADE_KEYS, type GradeKey } from './grade-keys.js';

const WIDTH = 360;
const ROW = 30;
const LABEL = 96;
const number = new Intl.NumberFormat();
const labelOf = (key: GradeKey) => (key === 'unscanned' ? 'Not scanned' : `Grade ${key}`);

export function GradeDistribution({ counts }: { counts: GradeCounts }) {
  const max = Math.max(1, ...GRADE_KEYS.map((key) => counts[key]));
  const height = GRADE_KEYS.length * ROW;
  const summary = `Domains by grade: ${GRADE_KEYS.map((key) => `${labelOf(key)} ${number.format(counts[key])}`).join(', ')}.`;
  return (
    <figure class="chart grade-chart">
      <figcaption class="chart-title">Domains by grade</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} class="chart-svg" role="img" aria-label={summary}>
        {GRADE_KEYS.map((key, index) => {
          const value = counts[key];
          const plot = WIDTH - LABEL - 56;
          const width = value === 0 ? 0 : Math.max(3, (value / max) * plot);
          const y = index * ROW + 6;
          return (
            <g key={key}>
              <text x={0} y={y + 13} class="chart-label grade-chart-label">
                {labelOf(key)}
              </text>
              <rect
                x={LABEL}
                y={y}
                width={width}
                height={18}
                rx={3}
                class={`grade-bar grade-bar-${key.toLowerCase()}`}
              />
              <text x={LABEL + width + 6} y={y + 13} class="chart-value grade-chart-value">
                {number.format(value)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
