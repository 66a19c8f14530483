/**
 * checkdmarc's JSON output (checkdmarc 6, the CLI's default format) read into the agreement's SPF and
 * DMARC fields. Pure. checkdmarc reports the first SPF error it meets as one sentence (`error`) and
 * stops, so each error is sorted by its wording into the field it speaks to, and the fields it did not
 * reach are null (not stated).
 */
import type { Findings } from './agreement-table.js';
import { capped, EMAIL_FIELDS, MAX_LOOKUPS, MAX_VOID_LOOKUPS, ruaText } from './email-fields.js';

interface CheckdmarcSpf {
  record: string | null;
  valid: boolean;
  dns_lookups?: number | null;
  void_dns_lookups?: number | null;
  error?: string;
  parsed?: { all?: string } | null;
}

interface CheckdmarcDmarc {
  record: string | null;
  valid: boolean;
  error?: string;
  tags?: Record<string, { value: unknown; explicit: boolean }>;
}

export interface CheckdmarcDomainResult {
  domain: string;
  spf: CheckdmarcSpf;
  dmarc: CheckdmarcDmarc;
}

/** A DNS failure (no answer, SERVFAIL, REFUSED, a timeout) rather than an answer about the record. */
const DNS_FAILURE = /failed to answer|timed out|lifetime expired|SERVFAIL|REFUSED/i;

type SpfError = 'none' | 'multiple' | 'dns' | 'lookups' | 'void' | 'loop' | 'include' | 'syntax';

function spfError(spf: CheckdmarcSpf): SpfError | null {
  const error = spf.error;
  if (!error) return null;
  if (/include loop|redirect loop/i.test(error)) return 'loop';
  if (/include target .* has no SPF record|redirect target .* has no SPF record|multiple SPF records/i.test(error)) {
    return spf.record === null && /multiple SPF/i.test(error) ? 'multiple' : 'include';
  }
  if (/maximum void DNS lookups/i.test(error)) return 'void';
  if (/maximum DNS lookups/i.test(error)) return 'lookups';
  if (spf.record === null) {
    if (/multiple SPF/i.test(error)) return 'multiple';
    if (/does not exist/i.test(error)) return 'none';
    if (DNS_FAILURE.test(error)) return 'dns';
  }
  return 'syntax';
}

/** checkdmarc's `all` words are RFC 7208's results already; no `all` it reports as neutral too. */
const ALL_RESULTS = new Set(['pass', 'neutral', 'softfail', 'fail']);

export function checkdmarcFindings(result: CheckdmarcDomainResult): Findings {
  const findings: Findings = Object.fromEntries(EMAIL_FIELDS.map((field) => [field, null]));
  const { spf, dmarc } = result;
  const error = spfError(spf);
  findings.spf =
    error === 'none'
      ? 'none'
      : error === 'multiple'
        ? 'multiple'
        : error === 'dns'
          ? 'error'
          : spf.record
            ? 'one'
            : null;
  if (findings.spf === 'one') {
    findings.syntax = error === 'syntax' ? 'error' : 'ok';
    const all = spf.parsed?.all;
    if (all && ALL_RESULTS.has(all)) {
      findings.all = all;
      // checkdmarc validates; it raises nothing about which `all` a valid record ends with.
      findings['all-ok'] = true;
    }
    if (error === null || error === 'lookups' || error === 'void') {
      findings.lookups = capped(spf.dns_lookups, MAX_LOOKUPS);
    }
    if (error === null || error === 'void') findings.void = capped(spf.void_dns_lookups, MAX_VOID_LOOKUPS);
    findings.includes = error === null ? 'ok' : error === 'loop' ? 'loop' : error === 'include' ? 'missing' : null;
    findings['spf-ok'] = spf.valid;
  } else if (findings.spf === 'none' || findings.spf === 'multiple') {
    findings['spf-ok'] = false;
  }

  if (dmarc.record && dmarc.valid) findings.dmarc = 'one';
  else if (/multiple DMARC/i.test(dmarc.error ?? '')) findings.dmarc = 'multiple';
  else if (dmarc.record) findings.dmarc = 'invalid';
  else if (DNS_FAILURE.test(dmarc.error ?? '')) findings.dmarc = 'error';
  else findings.dmarc = 'none';
  const tags = dmarc.tags ?? {};
  if (findings.dmarc === 'one') {
    const value = (tag: string) => tags[tag]?.value;
    findings.p = String(value('p'));
    findings.sp = String(value('sp') ?? value('p'));
    findings.pct = value('pct') === undefined ? 100 : Number(value('pct'));
    const rua = (value('rua') as { scheme: string; address: string }[] | undefined) ?? [];
    findings.rua = ruaText(rua.map((uri) => uri.address));
    findings.t = String(value('t') ?? 'n');
  }
  return findings;
}

export function parseCheckdmarcOutput(text: string): Map<string, Findings> {
  const parsed = JSON.parse(text) as CheckdmarcDomainResult | CheckdmarcDomainResult[];
  const results = Array.isArray(parsed) ? parsed : [parsed];
  return new Map(results.map((result) => [result.domain, checkdmarcFindings(result)]));
}
