/**
 * The "Lab domains" table of docs/scoring.md, as markdown, and the splice that rewrites only the
 * part between its markers (other sections of the file are written by hand or by other scripts).
 */
import type { LabScoringRow } from './lab-scoring-rows.js';
import { PEER_VERDICTS } from './peer-verdicts.js';

export const TABLE_START = '<!-- lab-table:start -->';
export const TABLE_END = '<!-- lab-table:end -->';

/** Written when docs/scoring.md does not exist yet, or has no lab table section. */
export const LAB_SECTION_INTRO = [
  '## Lab domains',
  '',
  'Every domain the lab serves (`lab/fixtures/`), scanned in full by `npm run docs:scoring`',
  '(`scripts/scoring-table.ts`), which rewrites the table between the markers below;',
  '`test/docs/scoring-table.test.ts` fails when the table and the code disagree. Coverage is checks',
  'known out of checks run. "Refused" rows are names the scanner does not take as a target (no address',
  'and no MX, or a non-public address). The last column is our expectation of what SSL Labs, the MDN',
  'HTTP Observatory or internet.nl would say where they test the same thing, from their published',
  'rating rules: not measured (they cannot reach the lab).',
].join('\n');

const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * The table: each domain under today's policy (`rows`) and, when `before` is given (the same scans
 * under the previous policy), what it was then, so every change of grade a policy made is on record.
 */
export function renderLabTable(rows: readonly LabScoringRow[], before?: readonly LabScoringRow[]): string {
  const versions = [...new Set(rows.map((row) => row.scoringVersion).filter((v) => v !== null))];
  const earlier = new Map((before ?? []).map((row) => [row.domain, row]));
  const beforeVersion = before?.find((row) => row.scoringVersion !== null)?.scoringVersion ?? null;
  const gradeAndScore = (row: LabScoringRow | undefined) =>
    row && row.refused === undefined ? `${row.grade ?? ''} ${row.score ?? ''}`.trim() : '';
  const header = [
    'Domain',
    ...(beforeVersion ? [`Before (${beforeVersion})`] : []),
    'Grade',
    'Score',
    'Assessment',
    'Coverage',
    'Caps',
    'SSL Labs / Observatory / internet.nl (expected)',
  ];
  const lines = [
    TABLE_START,
    beforeVersion
      ? `Scoring policy ${versions.join(', ')} (before: ${beforeVersion}, the same scans scored again); ${rows.length} domains.`
      : `Scoring policy ${versions.join(', ')}; ${rows.length} domains.`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => {
      const peers = PEER_VERDICTS[row.domain] ?? '';
      const was = beforeVersion ? [gradeAndScore(earlier.get(row.domain))] : [];
      const cells =
        row.refused !== undefined
          ? [row.domain, ...was, `refused (${row.refused})`, '', '', '', '', peers]
          : [
              row.domain,
              ...was,
              row.grade ?? '',
              String(row.score),
              row.assessment ?? '',
              row.coverage ?? '',
              row.caps.join(', '),
              peers,
            ];
      return `| ${cells.map(cell).join(' | ')} |`;
    }),
    TABLE_END,
  ];
  return lines.join('\n');
}

/** The table between the markers of `doc`, or null when the markers are missing. */
export function tableIn(doc: string): string | null {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start === -1 || end === -1 || end < start) return null;
  return doc.slice(start, end + TABLE_END.length);
}

/** `doc` with its table replaced by `table`; a doc without one gets the section appended. */
export function spliceLabTable(doc: string | null, table: string): string {
  if (doc === null) return `# Scoring\n\n${LAB_SECTION_INTRO}\n\n${table}\n`;
  const current = tableIn(doc);
  if (current === null) return `${doc.trimEnd()}\n\n${LAB_SECTION_INTRO}\n\n${table}\n`;
  return doc.replace(current, () => table);
}
