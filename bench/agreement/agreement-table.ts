/**
 * The agreement table both tool benchmarks print: one row per lab target, one column per field, a
 * cell with the shared answer or `ours/theirs*` where they differ, and the totals. A field both tools
 * leave unsaid (no TLS at all, say) is `-` and not counted. A field the other tool may leave unsaid by
 * design (`unstated`: checkdmarc stops at the first SPF error, sslyze's certificate verifier at the
 * first failure) shows `ours/.` and is counted apart, neither as agreement nor as disagreement.
 */

export type Value = boolean | number | string | null;
export type Findings = Record<string, Value>;

export interface ComparedRow {
  target: string;
  ours: Findings;
  theirs: Findings;
}

export interface AgreementFigures {
  agree: number;
  total: number;
  unstated: number;
  /** `target field: ours X, <tool> Y`, one per differing cell. */
  disagreements: string[];
  lines: string[];
}

export const show = (value: Value): string =>
  value === null ? '?' : value === true ? 'y' : value === false ? 'n' : String(value);

export function compareFindings(
  tool: string,
  fields: readonly string[],
  rows: readonly ComparedRow[],
  unstated: ReadonlySet<string> = new Set(),
): AgreementFigures {
  const figures: AgreementFigures = { agree: 0, total: 0, unstated: 0, disagreements: [], lines: [] };
  const table = rows.map((row) =>
    fields.map((field) => {
      const ours = row.ours[field] ?? null;
      const theirs = row.theirs[field] ?? null;
      if (ours === null && theirs === null) return '-';
      if (theirs === null && unstated.has(field)) {
        figures.unstated += 1;
        return `${show(ours)}/.`;
      }
      figures.total += 1;
      if (ours === theirs) {
        figures.agree += 1;
        return show(ours);
      }
      figures.disagreements.push(`${row.target} ${field}: ours ${show(ours)}, ${tool} ${show(theirs)}`);
      return `${show(ours)}/${show(theirs)}*`;
    }),
  );
  const widths = fields.map((field, i) => Math.max(field.length, ...table.map((cells) => cells[i]!.length)) + 1);
  const targetWidth = Math.max(6, ...rows.map((row) => row.target.length));
  figures.lines.push(['target'.padEnd(targetWidth), ...fields.map((f, i) => f.padStart(widths[i]!))].join(''));
  rows.forEach((row, r) => {
    figures.lines.push(
      [row.target.padEnd(targetWidth), ...table[r]!.map((cell, i) => cell.padStart(widths[i]!))].join(''),
    );
  });
  return figures;
}

export function printAgreement(title: string, figures: AgreementFigures, tool: string): void {
  console.log(title);
  for (const line of figures.lines) console.log(line);
  const percent = figures.total === 0 ? 0 : (100 * figures.agree) / figures.total;
  console.log(`\nagreement: ${figures.agree}/${figures.total} findings (${percent.toFixed(1)}%)`);
  if (figures.unstated > 0) console.log(`not stated by ${tool} (shown ours/.): ${figures.unstated}`);
  for (const line of figures.disagreements) console.log(`  disagree: ${line}`);
}
