/**
 * DMARC record parsing (RFC 7489 section 6.3, with DMARCbis's `t` testing tag). Pure: text in,
 * parsed policy or the reasons it is invalid out. Unknown tags are ignored, as receivers do.
 */

export type DmarcPolicy = 'none' | 'quarantine' | 'reject';

export interface DmarcRecord {
  p: DmarcPolicy;
  /** Subdomain policy; absent means "same as p". */
  sp: DmarcPolicy | null;
  /** Percentage of failing mail the policy applies to (0-100). */
  pct: number;
  /** DMARCbis: t=y means "testing", receivers treat the policy one step softer. */
  testing: boolean;
  rua: string[];
  ruf: string[];
}

export type DmarcParse = { ok: true; record: DmarcRecord } | { ok: false; errors: string[] };

const POLICIES = new Set(['none', 'quarantine', 'reject']);

export function isDmarcRecord(text: string): boolean {
  return /^v\s*=\s*DMARC1\s*(;|$)/i.test(text.trim());
}

function uris(value: string): string[] {
  return value
    .split(',')
    .map((uri) => uri.trim())
    .filter(Boolean);
}

export function parseDmarc(text: string): DmarcParse {
  const errors: string[] = [];
  const tags = new Map<string, string>();
  const parts = text.split(';').map((part) => part.trim());
  if (!/^v\s*=\s*DMARC1$/i.test(parts[0] ?? '')) errors.push('the record does not start with v=DMARC1');
  for (const part of parts.slice(1)) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    if (eq < 1) {
      errors.push(`"${part}" is not a tag=value pair`);
      continue;
    }
    tags.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const p = tags.get('p')?.toLowerCase();
  if (p === undefined) errors.push('the required p tag is missing');
  else if (!POLICIES.has(p)) errors.push(`p=${p} is not none, quarantine or reject`);
  const sp = tags.get('sp')?.toLowerCase() ?? null;
  if (sp !== null && !POLICIES.has(sp)) errors.push(`sp=${sp} is not none, quarantine or reject`);
  const pctText = tags.get('pct') ?? '100';
  const pct = /^\d{1,3}$/.test(pctText) ? Number(pctText) : Number.NaN;
  if (!(pct >= 0 && pct <= 100)) errors.push(`pct=${pctText} is not a whole number from 0 to 100`);
  const t = tags.get('t')?.toLowerCase() ?? 'n';
  if (t !== 'y' && t !== 'n') errors.push(`t=${t} is not y or n`);
  const rua = uris(tags.get('rua') ?? '');
  const ruf = uris(tags.get('ruf') ?? '');
  for (const uri of [...rua, ...ruf]) {
    if (!/^mailto:[^@\s]+@[^@\s]+$/i.test(uri.replace(/!\d+[kmgt]?$/i, '')))
      errors.push(`report address "${uri}" is not a mailto: URI`);
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    record: { p: p as DmarcPolicy, sp: sp as DmarcPolicy | null, pct, testing: t === 'y', rua, ruf },
  };
}

/** The domain part of a mailto: report URI (size suffix `!10m` removed), lower case. */
export function reportDomain(uri: string): string {
  return uri
    .replace(/!\d+[kmgt]?$/i, '')
    .split('@')[1]!
    .toLowerCase();
}
