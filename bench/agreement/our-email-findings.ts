/**
 * Our scanner's answers in the checkdmarc agreement's columns, from a real run of the dns_email
 * module: the SPF and DMARC checks' outcome codes and params (docs/scanner-report.md), and for the DMARC
 * tags the module's own parser over the record it collected.
 */

import type { CheckResult, ModuleResult } from '../../core/scan-model/report.js';
import { isDmarcRecord, parseDmarc } from '../../scanner/modules/dns-email/dmarc-record.js';
import type { DnsLookup } from '../../scanner/network/dns-client.js';
import type { Findings } from './agreement-table.js';
import { capped, EMAIL_FIELDS, MAX_LOOKUPS, MAX_VOID_LOOKUPS, ruaText } from './email-fields.js';

/** The outcome part of a check's code (`dns_email.spf_all.pass` -> `pass`), or null when it did not run. */
function outcome(result: ModuleResult, check: string): { name: string; check: CheckResult } | null {
  const found = result.checks.find((c) => c.id === `dns_email.${check}`);
  return found ? { name: found.code.slice(`dns_email.${check}.`.length), check: found } : null;
}

const param = (o: { check: CheckResult } | null, name: string): unknown => o?.check.params[name];

const SPF_CHECKS = ['spf_record', 'spf_syntax', 'spf_lookup_limit', 'spf_void_lookups', 'spf_includes'];

const ALL_RESULTS: Record<string, string> = {
  plus_all: 'pass',
  neutral: 'neutral',
  // RFC 7208 section 4.7: a policy that matches nothing and has no `all` gives neutral.
  no_all: 'neutral',
  softfail_no_dmarc: 'softfail',
  softfail_dmarc_none: 'softfail',
  // Only ~all leads to asking DMARC; the verdict is unknown, the qualifier is not.
  'unknown.dmarc_unreadable': 'softfail',
};

export function ourEmailFindings(domain: string, result: ModuleResult): Findings {
  const findings: Findings = Object.fromEntries(EMAIL_FIELDS.map((field) => [field, null]));
  const record = outcome(result, 'spf_record')?.name;
  findings.spf =
    record === 'pass' ? 'one' : record === 'multiple' ? 'multiple' : record === 'missing' ? 'none' : 'error';
  const syntax = outcome(result, 'spf_syntax')?.name;
  findings.syntax = syntax === 'pass' ? 'ok' : syntax === 'syntax_errors' ? 'error' : null;
  const all = outcome(result, 'spf_all');
  if (all?.name === 'pass') findings.all = param(all, 'qualifier') === '~' ? 'softfail' : 'fail';
  else if (all) findings.all = ALL_RESULTS[all.name] ?? null;
  findings['all-ok'] = all?.check.status === 'pass' ? true : all?.check.status === 'fail' ? false : null;
  const lookups = outcome(result, 'spf_lookup_limit');
  if (lookups?.check.status !== 'unknown') findings.lookups = capped(param(lookups, 'lookups') as number, MAX_LOOKUPS);
  const voids = outcome(result, 'spf_void_lookups');
  if (voids?.check.status !== 'unknown') findings.void = capped(param(voids, 'count') as number, MAX_VOID_LOOKUPS);
  const includes = outcome(result, 'spf_includes');
  if (includes?.name === 'pass') findings.includes = 'ok';
  else if (includes?.name === 'broken')
    findings.includes = (param(includes, 'loops') as string[]).length > 0 ? 'loop' : 'missing';
  else if (includes?.name === 'unknown.includes_unreadable') findings.includes = 'temperror';
  const statuses = SPF_CHECKS.map((id) => outcome(result, id)?.check.status);
  findings['spf-ok'] = statuses.includes('fail') ? false : statuses.includes('unknown') ? null : true;

  const dmarc = outcome(result, 'dmarc_record');
  const kinds: Record<string, string> = {
    pass: 'one',
    'pass.inherited': 'one',
    missing: 'none',
    multiple: 'multiple',
    invalid: 'invalid',
    'unknown.lookup_failed': 'error',
  };
  findings.dmarc = dmarc ? (kinds[dmarc.name] ?? null) : null;
  if (findings.dmarc === 'one') {
    const at = param(dmarc, 'at') as string;
    const lookup = result.evidence[`dns:TXT:_dmarc.${at}`] as DnsLookup | undefined;
    const text = lookup?.records.find((r) => r.type === 'TXT' && isDmarcRecord(r.data))?.data;
    const parsed = text === undefined ? null : parseDmarc(text);
    if (parsed?.ok) {
      const own = at === domain;
      findings.p = parsed.record.p;
      findings.sp = parsed.record.sp ?? parsed.record.p;
      if (!own) findings.p = findings.sp;
      findings.pct = parsed.record.pct;
      findings.rua = ruaText(parsed.record.rua);
      findings.t = parsed.record.testing ? 'y' : 'n';
    }
  }
  return findings;
}
