/**
 * The CSV of a bulk import (docs/portfolio.md "Bulk import"): a header naming the columns (`domain`
 * required; `client`, `tags`, `frequency` or `scan_frequency` optional, in any order, any case), then
 * one domain a row. Quoted fields follow RFC 4180 (commas, doubled quotes, line breaks inside
 * quotes); tags within a cell are separated by `;` or `|`. Blank rows are skipped.
 */
import type { ImportLine } from '../../core/monitoring/domain-import.js';

/** RFC 4180 records: arrays of fields. A stray quote inside an unquoted field is kept as text. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
    } else field += char;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records.filter((each) => each.some((cell) => cell.trim() !== ''));
}

const COLUMN_NAMES: Record<string, keyof ImportLine> = {
  domain: 'domain',
  client: 'client',
  tags: 'tags',
  frequency: 'scan_frequency',
  scan_frequency: 'scan_frequency',
};

/** The lines of a CSV upload, or null when its header names no `domain` column. */
export function importLinesOfCsv(text: string): ImportLine[] | null {
  const [header, ...rows] = csvRecords(text);
  if (!header) return [];
  const columns = header.map((name) => COLUMN_NAMES[name.trim().toLowerCase()]);
  if (!columns.includes('domain')) return null;
  return rows.map((row) => {
    const line: ImportLine = { domain: '' };
    columns.forEach((column, index) => {
      const cell = (row[index] ?? '').trim();
      if (column === undefined || cell === '') return;
      if (column === 'tags')
        line.tags = cell
          .split(/[;|]/)
          .map((tag) => tag.trim())
          .filter((tag) => tag !== '');
      else line[column] = cell;
    });
    return line;
  });
}
