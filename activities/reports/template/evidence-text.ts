/**
 * The evidence behind a finding as short lines a reader can check by hand: DNS answers in dig's
 * presentation form, anything else as compact JSON, each cut to a printable length (the full
 * evidence stays in the JSON report, `GET /v1/scan/jobs/{job_id}/report`).
 */
import type { DnsEvidence } from '../../../core/scan-model/report.js';

const MAX_LINE = 400;
const MAX_RECORDS = 8;

function cut(text: string): string {
  return text.length > MAX_LINE ? `${text.slice(0, MAX_LINE - 1)}…` : text;
}

function isDnsEvidence(value: unknown): value is DnsEvidence {
  const v = value as Partial<DnsEvidence> | null;
  return typeof v === 'object' && v !== null && typeof v.name === 'string' && Array.isArray(v.records) && 'status' in v;
}

export function evidenceLines(key: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (isDnsEvidence(value)) {
    const head = `${value.name} ${value.type}: ${value.status}${value.rcode ? ` (${value.rcode})` : ''}`;
    const records = value.records.slice(0, MAX_RECORDS).map((r) => cut(`  ${r.name} ${r.ttl} ${r.type} ${r.data}`));
    const more = value.records.length > MAX_RECORDS ? [`  … ${value.records.length - MAX_RECORDS} more records`] : [];
    return [head, ...records, ...more, ...(value.error ? [cut(`  error: ${value.error}`)] : [])];
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return [cut(`${key}: ${text}`)];
}
