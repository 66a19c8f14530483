/**
 * Pure parsers for the mail transport policies: the MTA-STS TXT record and policy file (RFC 8461
 * sections 3.1, 3.2, 4.1) and the TLS-RPT record (RFC 8460 section 3). Each returns what it found
 * and a list of problems, so a check can quote exactly what is wrong.
 */

export interface StsRecord {
  id: string | null;
  problems: string[];
}

/** Key-value pairs of `k=v; k=v` records (MTA-STS, TLS-RPT), keys as written. */
function fields(record: string): [string, string][] {
  return record
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq === -1 ? [part, ''] : [part.slice(0, eq).trim(), part.slice(eq + 1).trim()];
    });
}

export const isStsRecord = (text: string) => /^v=STSv1\s*(;|$)/.test(text.trim());
export const isTlsRptRecord = (text: string) => /^v=TLSRPTv1\s*(;|$)/.test(text.trim());

/** RFC 8461 3.1: `v=STSv1; id=<1-32 alphanumerics>;` (extensions allowed). */
export function parseStsRecord(text: string): StsRecord {
  const problems: string[] = [];
  const id = fields(text).find(([key]) => key === 'id')?.[1] ?? null;
  if (id === null) problems.push('the record has no id');
  else if (!/^[A-Za-z0-9]{1,32}$/.test(id)) problems.push(`id "${id}" is not 1-32 letters and digits`);
  return { id, problems };
}

export type StsMode = 'enforce' | 'testing' | 'none';

export interface StsPolicy {
  version: string | null;
  mode: StsMode | null;
  maxAge: number | null;
  mx: string[];
  problems: string[];
}

/** RFC 8461 3.2: max_age is at most 31557600 (one year). */
export const MAX_STS_MAX_AGE = 31_557_600;

export function parseStsPolicy(body: string): StsPolicy {
  const policy: StsPolicy = { version: null, mode: null, maxAge: null, mx: [], problems: [] };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon === -1) {
      policy.problems.push(`unreadable line "${line.slice(0, 60)}"`);
      continue;
    }
    const key = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (key === 'version') policy.version = value;
    else if (key === 'mode') {
      if (value === 'enforce' || value === 'testing' || value === 'none') policy.mode = value;
      else policy.problems.push(`unknown mode "${value}"`);
    } else if (key === 'max_age') {
      const seconds = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
      if (Number.isInteger(seconds) && seconds <= MAX_STS_MAX_AGE) policy.maxAge = seconds;
      else policy.problems.push(`max_age "${value}" is not a number of seconds up to ${MAX_STS_MAX_AGE}`);
    } else if (key === 'mx') policy.mx.push(value.toLowerCase().replace(/\.$/, ''));
  }
  if (policy.version !== 'STSv1') policy.problems.push(`version is ${policy.version ?? 'missing'}, not STSv1`);
  if (policy.mode === null && !policy.problems.some((p) => p.startsWith('unknown mode'))) {
    policy.problems.push('mode is missing');
  }
  if (policy.maxAge === null && !policy.problems.some((p) => p.startsWith('max_age'))) {
    policy.problems.push('max_age is missing');
  }
  if (policy.mode !== 'none' && policy.mx.length === 0) policy.problems.push('no mx patterns');
  return policy;
}

/** RFC 8461 4.1: exact match, or `*.` matching exactly one left-most label. */
export function mxMatchesPattern(host: string, pattern: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  const want = pattern.toLowerCase().replace(/\.$/, '');
  if (!want.startsWith('*.')) return name === want;
  const suffix = want.slice(1);
  return name.endsWith(suffix) && !name.slice(0, -suffix.length).includes('.') && name.length > suffix.length;
}

export interface TlsRptRecord {
  rua: string[];
  problems: string[];
}

/** RFC 8460 3: `v=TLSRPTv1; rua=<mailto: or https: URIs, comma separated>`. */
export function parseTlsRptRecord(text: string): TlsRptRecord {
  const rua = fields(text).find(([key]) => key === 'rua')?.[1];
  if (rua === undefined || rua === '') return { rua: [], problems: ['the record has no rua (where reports go)'] };
  const uris = rua.split(',').map((uri) => uri.trim());
  const problems = uris
    .filter((uri) => !/^mailto:[^@\s]+@[^@\s]+$/i.test(uri) && !/^https:\/\/\S+$/i.test(uri))
    .map((uri) => `rua "${uri}" is neither a mailto: nor an https: URI`);
  return { rua: uris, problems };
}
