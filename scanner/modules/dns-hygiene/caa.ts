/**
 * CAA records (RFC 8659): which set applies to a name (the first non-empty one climbing towards the
 * registrable domain, section 3) and whether its properties are usable by a CA: an issuer that is a
 * domain name, iodef as a mailto: or http(s) URL, and no critical tag a CA would not understand (which
 * forbids every issuance, section 4.1).
 */

export interface CaaProperty {
  flags: number;
  tag: string;
  value: string;
}

/** Parses the presentation form dns-records.ts writes: `0 issue "letsencrypt.org"`. */
export function parseCaa(data: string): CaaProperty | null {
  const match = /^(\d+)\s+(\S+)\s+"(.*)"$/s.exec(data.trim());
  if (!match) return null;
  return { flags: Number(match[1]), tag: match[2]!.toLowerCase(), value: match[3]! };
}

/** Tags CAs understand (RFC 8659, RFC 8657 parameters ride on issue; RFC 9495 issuemail; contact tags). */
const KNOWN_TAGS = new Set(['issue', 'issuewild', 'iodef', 'issuemail', 'issuevmc', 'contactemail', 'contactphone']);
const CRITICAL = 128;

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;
const PARAMETER = /^[a-z0-9]+=[\x21-\x3a\x3c-\x7e]*$/i;

/** RFC 8659 section 4.2: `[issuer-domain-name] [; parameters]`; an empty issuer forbids issuance. */
function issueProblem(property: CaaProperty): string | null {
  const [issuer = '', ...parameters] = property.value.split(';');
  const domain = issuer.trim();
  if (domain !== '' && !HOSTNAME.test(domain)) {
    return `${property.tag} "${property.value}" does not name a CA by its domain (e.g. letsencrypt.org)`;
  }
  const bad = parameters.map((p) => p.trim()).filter((p) => p !== '' && !PARAMETER.test(p));
  return bad.length > 0 ? `${property.tag} "${property.value}" has malformed parameters: ${bad.join(', ')}` : null;
}

export function caaProblems(properties: readonly CaaProperty[]): string[] {
  const problems: string[] = [];
  for (const property of properties) {
    if (property.tag === 'issue' || property.tag === 'issuewild') {
      const problem = issueProblem(property);
      if (problem) problems.push(problem);
    } else if (property.tag === 'iodef' && !/^(mailto:\S+@\S+|https?:\/\/\S+)$/i.test(property.value)) {
      problems.push(`iodef "${property.value}" is neither a mailto: nor an http(s) URL`);
    } else if (!KNOWN_TAGS.has(property.tag) && property.flags & CRITICAL) {
      problems.push(`the critical tag "${property.tag}" is unknown to CAs, which then must refuse every certificate`);
    }
  }
  if (!properties.some((p) => p.tag === 'issue' || p.tag === 'issuewild')) {
    problems.push('no issue or issuewild property, so the set restricts no CA');
  }
  return problems;
}

/** Names whose CAA sets apply to `domain`, nearest first, up to its registrable domain. */
export function caaCandidates(domain: string, registrable: string): string[] {
  const names: string[] = [];
  let name = domain;
  for (let step = 0; step < 10; step++) {
    names.push(name);
    if (name === registrable || !name.includes('.')) break;
    name = name.slice(name.indexOf('.') + 1);
  }
  return names;
}
