/**
 * Matches a disclosed product and version against the bundled end-of-life table (eol-table.ts), at a
 * given moment, so the verdict is a pure function of the evidence and tests never depend on the date.
 */
import { EOL_PRODUCTS, EOL_TABLE, type EolProduct, type EolRow } from './eol-table.js';

export interface EolVerdict {
  product: EolProduct;
  row: EolRow;
  /** True when `now` is on or after the row's end-of-life date. */
  ended: boolean;
}

/**
 * The leading numeric components of a version: `8.2p1` -> [8, 2], `5.6.40-0+deb8u12` -> [5, 6, 40],
 * `1.0.2k-fips` -> [1, 0, 2], `v5.30.0` -> [5, 30, 0]. Empty when the version starts with no number.
 */
export function numericVersion(version: string): number[] {
  const match = /^v?(\d+(?:\.\d+)*)/i.exec(version.trim());
  return match ? match[1]!.split('.').map(Number) : [];
}

/** Negative, zero or positive like a sort comparator; missing components count as 0 (1.0 = 1.0.0). */
export function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function eolProductFor(name: string): EolProduct | null {
  const lower = name.toLowerCase();
  return EOL_PRODUCTS.find((product) => product.aliases.includes(lower)) ?? null;
}

function rowMatches(row: EolRow, version: readonly number[]): boolean {
  if (row.branch !== undefined) {
    const branch = numericVersion(row.branch);
    // A bare "7" from a banner cannot be placed in branch 7.4; a branch needs all its components.
    return version.length >= branch.length && branch.every((part, i) => version[i] === part);
  }
  return row.below !== undefined && compareVersions(version, numericVersion(row.below)) < 0;
}

/** The end-of-life row for this product and version, or null when the table has none (supported). */
export function lookupEol(productName: string, version: string, now: Date, table = EOL_TABLE): EolVerdict | null {
  const product = eolProductFor(productName);
  const numbers = numericVersion(version);
  if (product === null || numbers.length === 0) return null;
  const row = table.find((candidate) => candidate.product === product.id && rowMatches(candidate, numbers));
  if (row === undefined) return null;
  return { product, row, ended: now.getTime() >= Date.parse(`${row.eol}T00:00:00Z`) };
}
