/**
 * The portfolio vocabulary every layer shares (docs/portfolio.md): tags and client names as the API
 * accepts them, and the shape of a bulk import's per-line result.
 */

/** Tags of one domain, at most. */
export const MAX_TAGS_PER_DOMAIN = 20;
/** Clients of one account, at most: a bound against runaway scripts, far above any MSP's book. */
export const MAX_CLIENTS_PER_ACCOUNT = 2_000;
/** Lines of one bulk import, at most. */
export const MAX_IMPORT_LINES = 1_000;
/** Lines of an import per chunk: one transaction, one activity call of its workflow. */
export const IMPORT_CHUNK = 50;

/** Lower-case letters, digits, and `-_.:` and spaces inside; 1-40 characters. */
const TAG_PATTERN = /^[a-z0-9](?:[a-z0-9 _.:-]{0,38}[a-z0-9])?$/;

/** A tag as stored (trimmed, lower-case), or null when it is not a valid tag. */
export function normaliseTag(raw: string): string | null {
  const tag = raw.trim().toLowerCase();
  return TAG_PATTERN.test(tag) ? tag : null;
}

export const TAG_RULE = 'a tag is 1-40 characters: lower-case letters, digits and - _ . : or spaces inside';

export type ImportStatus = 'running' | 'completed';

/** One line of an upload (JSON item or CSV row) before validation. */
export interface ImportLine {
  domain: string;
  client?: string;
  tags?: string[];
  scan_frequency?: string;
}

export interface ImportLineResult {
  /** 1-based line of the upload (CSV: the header is not counted). */
  line: number;
  /** The name as given (trimmed), or as normalised when it was valid. */
  domain: string;
  /** `added`; `valid` in a dry run; `error` with `detail` in the spec's wording for a single add. */
  status: 'added' | 'valid' | 'error';
  detail?: string;
  domain_id?: number;
}
