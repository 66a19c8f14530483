/**
 * `npm run docs:scoring`: scans every lab domain in full (scripts/scoring-table/lab-scoring-rows.ts)
 * and rewrites the "Lab domains" table of docs/scoring.md between its markers, nothing else.
 * About a minute on two busy cores (173 domains, 6 scans at a time, the tests' timeouts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { labScoringRows, PREVIOUS_POLICY } from './scoring-table/lab-scoring-rows.js';
import { renderLabTable, spliceLabTable } from './scoring-table/scoring-table-markdown.js';

export const SCORING_DOC = fileURLToPath(new URL('../docs/scoring.md', import.meta.url));

const started = performance.now();
const rows = await labScoringRows();
// The same scans under the policy before today's, side by side (what a policy change did to each).
const before = await labScoringRows(PREVIOUS_POLICY);
const doc = existsSync(SCORING_DOC) ? readFileSync(SCORING_DOC, 'utf8') : null;
writeFileSync(SCORING_DOC, spliceLabTable(doc, renderLabTable(rows, before)));
// In the repository's Markdown style (Biome aligns table columns), so `npm run lint` stays clean; the
// test compares cells, not padding.
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
execFileSync(process.execPath, [biome, 'format', '--write', SCORING_DOC], { stdio: 'ignore' });
console.log(
  `${rows.length} lab domains scanned in ${((performance.now() - started) / 1000).toFixed(0)} s; wrote ${SCORING_DOC}`,
);
