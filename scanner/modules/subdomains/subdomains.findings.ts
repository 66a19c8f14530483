/**
 * Every outcome of the subdomains module by code (`subdomains.<check>.<outcome>`, findings.ts). A
 * name of the domain that is a CNAME to a name that does not exist is high: whoever registers that
 * target (a cloud app, a bucket, a Pages site) then serves content, sets cookies and receives mail on
 * the domain's own name (subdomain takeover).
 */
import { defineFindings, fail, pass, plural, unknown } from '../findings.js';

/** A dangling name: its CNAME chain and, when the target is at a known host, the provider. */
export type Dangling = { name: string; cnames: string[]; provider: string | null; status: string | null };

const describe = (d: Dangling) => {
  const chain = [d.name, ...d.cnames].join(' -> ');
  if (d.provider === null) return `${chain} (NXDOMAIN)`;
  return `${chain} (NXDOMAIN; ${d.provider}, listed as "${d.status}" for takeover by can-i-take-over-xyz)`;
};
const list = (p: { dangling: Dangling[] }) => p.dangling.map(describe).join('; ');
const hosted = (p: { dangling: Dangling[] }) => {
  const providers = [...new Set(p.dangling.flatMap((d) => d.provider ?? []))];
  return providers.length > 0
    ? ` Unclaimed ${providers.join(', ')} resources can be registered by anyone, who would then serve content on your name.`
    : '';
};

export const SUBDOMAINS_FINDINGS = defineFindings('subdomains', {
  'dangling_cnames.pass': pass<{ found: number; via_cname: number }>(
    (p) => `${plural(p.found, 'name')} found (${p.via_cname} via CNAME), none pointing at a missing target.`,
  ),
  'dangling_cnames.dangling': fail<{ dangling: Dangling[] }>({
    summary: (p) => `Dangling CNAMEs: ${list(p)}.`,
    severity: 'high',
    finding: (p) =>
      `Names of ${p.domain} point at targets that do not exist: ${list(p)}. Whoever claims a target takes over the name (subdomain takeover).${hosted(p)}`,
    remediation: 'Delete these CNAME records, or reclaim the targets they point to, before someone else does.',
  }),
  'dangling_cnames.unknown.no_lookups': unknown('No name could be looked up.'),
  'dangling_cnames.unknown.unfinished': unknown<{ open: { name: string; error: string }[] }>(
    (p) => `Could not finish resolving ${p.open.map((o) => `${o.name} (${o.error})`).join(', ')}.`,
  ),
});
