/**
 * What a sending server would make of the domain's MTA-STS (RFC 8461 sections 3 and 5): no policy,
 * a broken one (which senders ignore), an unknown state (the scanner's own DNS or network trouble),
 * or a valid policy. Three checks and the certificate severity read it, so it is worked out once.
 */
import { isStsRecord, parseStsPolicy, parseStsRecord, type StsPolicy } from './mail-policies.js';
import { dnsKey, type MailTransportEvidence, stsTxtName } from './mail-transport.collect.js';

export type StsState =
  | { kind: 'unknown'; reason: string; refs: string[] }
  | { kind: 'absent'; refs: string[] }
  | { kind: 'broken'; problem: string; refs: string[] }
  | { kind: 'valid'; policy: StsPolicy; id: string; refs: string[] };

export function stsState(e: MailTransportEvidence): StsState {
  const txtKey = dnsKey('TXT', stsTxtName(e.domain));
  const txt = e.dns[txtKey];
  if (!txt || txt.status === 'error') {
    return { kind: 'unknown', reason: `the TXT lookup at ${stsTxtName(e.domain)} failed`, refs: [txtKey] };
  }
  const records = txt.records.filter((r) => r.type === 'TXT' && isStsRecord(r.data)).map((r) => r.data);
  if (records.length === 0) return { kind: 'absent', refs: [txtKey] };
  if (records.length > 1) {
    return {
      kind: 'broken',
      problem: `${records.length} MTA-STS TXT records are published (senders ignore them all)`,
      refs: [txtKey],
    };
  }
  const record = parseStsRecord(records[0]!);
  if (record.problems.length > 0) {
    return { kind: 'broken', problem: `the TXT record "${records[0]}": ${record.problems.join(', ')}`, refs: [txtKey] };
  }
  const fetch = e.sts;
  if (!fetch) return { kind: 'unknown', reason: 'the policy was not fetched', refs: [txtKey] };
  const refs = [txtKey, `http:${fetch.url}`];
  if (fetch.error) {
    return fetch.error_is_unknown
      ? { kind: 'unknown', reason: `the policy fetch failed (${fetch.error})`, refs }
      : { kind: 'broken', problem: `the policy cannot be fetched: ${fetch.error}`, refs };
  }
  if (fetch.tls && !fetch.tls.authorized) {
    return { kind: 'broken', problem: `the policy host's certificate is not valid (${fetch.tls.error})`, refs };
  }
  if (fetch.status !== 200) return { kind: 'broken', problem: `the policy URL answers HTTP ${fetch.status}`, refs };
  const type = (fetch.content_type ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'text/plain') {
    return {
      kind: 'broken',
      problem: `the policy is served as "${fetch.content_type ?? 'no type'}", not text/plain`,
      refs,
    };
  }
  const policy = parseStsPolicy(fetch.body ?? '');
  if (policy.problems.length > 0)
    return { kind: 'broken', problem: `the policy file: ${policy.problems.join(', ')}`, refs };
  return { kind: 'valid', policy, id: record.id!, refs };
}
