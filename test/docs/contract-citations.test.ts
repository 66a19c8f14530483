/**
 * Comments cite the contract where a reader can follow them: `docs/api-contract.md "Section"` (or
 * another docs/*.md file by a heading), never the specification, which is not in the repository.
 * This scans the source files and fails naming file:line for a citation of the specification, a
 * cited docs file that does not exist, or a cited heading the file does not have.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url))
  .split(sep)
  .join('/');

/** Directories never scanned: installed packages, build and run output. */
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'data', 'dist', 'coverage', 'scratch', '__pycache__']);
const SOURCE_FILE = /\.(ts|tsx|js|cjs|mjs|py|yaml|yml|toml)$/;

/** Files left out on purpose: this one (it names the patterns) and the generated clients. */
function skipped(path: string): boolean {
  return path === THIS_FILE || /^clients\/.*\/generated\//.test(path);
}

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) sourceFiles(join(dir, entry.name), found);
      continue;
    }
    const path = relative(ROOT, join(dir, entry.name)).split(sep).join('/');
    if (SOURCE_FILE.test(entry.name) && !skipped(path)) found.push(path);
  }
  return found;
}

/** The headings of a Markdown file, outside fenced code blocks, as written after the #s. */
function headings(markdown: string): Set<string> {
  const found = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*$/.exec(line);
    if (heading?.[1]) found.add(heading[1]);
  }
  return found;
}

/**
 * Whether `section` names one of the headings: the whole heading, or its name before a colon or a
 * parenthesis (`"Faults"` for "Faults: the database down, ...", `"Zapier"` for "Zapier (`integrations/zapier/`)").
 */
function names(known: Set<string>, section: string): boolean {
  return [...known].some(
    (heading) => heading === section || heading.startsWith(`${section}:`) || heading.startsWith(`${section} (`),
  );
}

/** The specification by its upper-case name: `SPEC part 4`, `SPEC.md`, `SPEC's`, `SPEC §`. */
const SPEC_CITATION = /\bSPEC\b/;
/** `docs/<file>.md` followed by one or more quoted headings: `"A"`, `"A", "B"`, `"A" and "B"`. */
const DOCS_CITATION = /docs\/([\w./-]+\.md)((?:(?:\s*,\s*|\s+and\s+|\s+)"[^"\n]+")+)/g;

interface Finding {
  where: string;
  problem: string;
}

function scan(): { files: number; contractCitations: number; findings: Finding[] } {
  const files = sourceFiles(ROOT);
  const headingsOf = new Map<string, Set<string> | null>();
  const findings: Finding[] = [];
  let contractCitations = 0;
  for (const path of files) {
    const lines = readFileSync(join(ROOT, path), 'utf8').split('\n');
    lines.forEach((line, index) => {
      const where = `${path}:${index + 1}`;
      if (SPEC_CITATION.test(line)) findings.push({ where, problem: `cites the specification: ${line.trim()}` });
      for (const match of line.matchAll(DOCS_CITATION)) {
        const doc = `docs/${match[1]}`;
        if (!headingsOf.has(doc)) {
          const file = join(ROOT, doc);
          headingsOf.set(doc, existsSync(file) ? headings(readFileSync(file, 'utf8')) : null);
        }
        const known = headingsOf.get(doc);
        if (!known) {
          findings.push({ where, problem: `cites ${doc}, which does not exist` });
          continue;
        }
        if (doc === 'docs/api-contract.md') contractCitations += 1;
        for (const [, section] of (match[2] ?? '').matchAll(/"([^"\n]+)"/g)) {
          if (section && !names(known, section))
            findings.push({ where, problem: `${doc} has no heading "${section}"` });
        }
      }
    });
  }
  return { files: files.length, contractCitations, findings };
}

describe('contract citations in source comments', () => {
  const result = scan();

  it('scans the whole source tree', () => {
    // About a thousand source files today; far fewer means the walk missed most of the tree.
    expect(result.files).to.be.greaterThan(600);
    // About two hundred citations of the contract today; far fewer means the pattern stopped matching.
    expect(result.contractCitations).to.be.greaterThan(120);
  });

  it('finds the citations it must refuse (the patterns are live)', () => {
    expect(SPEC_CITATION.test('the scan job of SPEC part 2')).to.equal(true);
    expect(SPEC_CITATION.test('see SPEC.md')).to.equal(true);
    const cited = [...'(docs/api-contract.md "Errors", "422")'.matchAll(DOCS_CITATION)];
    expect(cited.map((match) => match[2])).to.deep.equal([' "Errors", "422"']);
    expect(headings('# A\n```\n# not a heading\n```\n### B c\n')).to.deep.equal(new Set(['A', 'B c']));
    expect(names(new Set(['Faults: the disk full']), 'Faults')).to.equal(true);
    expect(names(new Set(['Faults: the disk full']), 'Fault')).to.equal(false);
  });

  it('cites docs/*.md by headings that exist, never the specification', () => {
    const report = result.findings.map((finding) => `${finding.where}: ${finding.problem}`);
    expect(report, report.join('\n')).to.deep.equal([]);
  });
});
