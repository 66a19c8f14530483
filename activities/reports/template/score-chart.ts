/**
 * The per-module score chart: a horizontal bar per module, drawn as inline SVG (no script, no
 * external library, nothing fetched), with the grade bands as faint background zones.
 */
import { scoreColour } from './grade-colours.js';
import { esc } from './html-escape.js';
import type { ReportView } from './report-view.js';

const LABEL_WIDTH = 250;
const BAR_WIDTH = 380;
const ROW = 22;
const TOP = 24;

export function scoreChartSvg(view: ReportView): string {
  const bands = view.policy.gradeBands;
  const height = TOP + view.modules.length * ROW + 8;
  const width = LABEL_WIDTH + BAR_WIDTH + 50;
  const x = (score: number) => LABEL_WIDTH + (score / 100) * BAR_WIDTH;
  const parts: string[] = [];
  // Grade band ticks along the top, with a guide line down the chart.
  for (const band of bands) {
    parts.push(
      `<line x1="${x(band.minScore)}" y1="${TOP - 6}" x2="${x(band.minScore)}" y2="${height - 6}" stroke="#c8ccd2" stroke-dasharray="2 3"/>`,
      `<text x="${x(band.minScore)}" y="${TOP - 10}" font-size="9" fill="#5f6368" text-anchor="middle">${band.grade} ≥ ${band.minScore}</text>`,
    );
  }
  view.modules.forEach((module, i) => {
    const y = TOP + i * ROW;
    parts.push(
      `<text x="${LABEL_WIDTH - 10}" y="${y + 14}" font-size="10.5" fill="#202124" text-anchor="end">${esc(module.title)}</text>`,
      `<rect x="${LABEL_WIDTH}" y="${y + 3}" width="${BAR_WIDTH}" height="15" fill="#f1f3f4" rx="2"/>`,
    );
    if (module.score === null) {
      parts.push(
        `<text x="${LABEL_WIDTH + 6}" y="${y + 14}" font-size="10" fill="#5f6368" font-style="italic">${module.status === 'completed' ? 'not assessed' : `not assessed (${esc(module.status)})`}</text>`,
      );
      return;
    }
    const colour = scoreColour(module.score, bands);
    parts.push(
      `<rect x="${LABEL_WIDTH}" y="${y + 3}" width="${Math.max(2, (module.score / 100) * BAR_WIDTH)}" height="15" fill="${colour}" rx="2"/>`,
      `<text x="${x(module.score) + 6}" y="${y + 14}" font-size="10.5" font-weight="700" fill="#202124">${module.score}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Score per module">${parts.join('')}</svg>`;
}
