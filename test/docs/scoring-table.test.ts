/**
 * docs/scoring.md's "Lab domains" table is the output of `npm run docs:scoring`, not prose: this
 * scans every lab domain again (the same code, scripts/scoring-table/) and fails when the table in
 * the doc differs from the one the code produces now. Slow by nature: every lab domain in full.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { labDomains, labScoringRows, PREVIOUS_POLICY, rowOf } from '../../scripts/scoring-table/lab-scoring-rows.js';
import { PEER_VERDICTS } from '../../scripts/scoring-table/peer-verdicts.js';
import {
  renderLabTable,
  spliceLabTable,
  TABLE_END,
  TABLE_START,
  tableIn,
} from '../../scripts/scoring-table/scoring-table-markdown.js';

const DOC = new URL('../../docs/scoring.md', import.meta.url);

describe('docs/scoring.md: the lab domains table', function () {
  this.timeout(600_000);

  it('splices only between its markers and keeps the rest of the file', () => {
    const table = `${TABLE_START}\nnew\n${TABLE_END}`;
    const doc = `# Scoring\n\nBefore.\n\n${TABLE_START}\nold\n${TABLE_END}\n\nAfter.\n`;
    expect(spliceLabTable(doc, table)).to.equal(`# Scoring\n\nBefore.\n\n${table}\n\nAfter.\n`);
    expect(spliceLabTable('# Scoring\n\nOther sections.\n', table)).to.match(
      /^# Scoring\n\nOther sections\.\n\n## Lab domains\n[\s\S]*<!-- lab-table:end -->\n$/,
    );
    expect(tableIn(spliceLabTable(null, table))).to.equal(table);
  });

  it('renders a refused target and the peer tools column', () => {
    const refused = rowOf({ domain: 'empty-name.test', report: null, refused: 'unresolvable' });
    expect(renderLabTable([refused])).to.contain('| empty-name.test | refused (unresolvable) |  |  |  |  |  |');
    const unknown = Object.keys(PEER_VERDICTS).filter((domain) => !labDomains().includes(domain));
    expect(unknown, 'peer verdicts for domains the lab does not serve').to.deep.equal([]);
  });

  it('holds exactly what scanning every lab domain gives today', async () => {
    const doc = readFileSync(DOC, 'utf8');
    const stored = tableIn(doc);
    expect(stored, 'docs/scoring.md has no lab table between its markers').to.not.equal(null);
    const fresh = renderLabTable(await labScoringRows(), await labScoringRows(PREVIOUS_POLICY));
    // The case that led to scoring policy 2026.1: the mail-only domain with no SPF, DMARC or STARTTLS was an A.
    const mailOnly = fresh.split('\n').find((line) => line.startsWith('| mx-nostarttls.test |'));
    expect(mailOnly?.split('|').map((cell) => cell.trim())).to.include.members(['A 92', 'C']);
    // Row by row, so a failure names the domains that changed; then the whole, for the header lines.
    // Cells, not padding: the doc is in Biome's Markdown style, which aligns the columns.
    const cells = (line: string) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((cell) => cell.trim().replace(/^-+$/, '---'))
            .join('|')
        : line;
    const rows = (table: string) =>
      table
        .split('\n')
        .map(cells)
        .filter((line) => /^\|[a-z0-9]/.test(line));
    const before = new Set(rows(stored!));
    const changed = rows(fresh).filter((row) => !before.has(row));
    expect(changed, 'rows that differ from docs/scoring.md: run npm run docs:scoring').to.deep.equal([]);
    const normalized = (table: string) => table.split('\n').map(cells).join('\n');
    expect(normalized(stored!)).to.equal(normalized(fresh));
  });
});
