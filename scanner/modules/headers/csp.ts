/**
 * Content-Security-Policy parsing (CSP Level 3 section 2.2) and the questions the headers and
 * https_enforcement checks ask of it. Pure functions.
 *
 * Several policies (several headers, a comma-separated header, `<meta>` tags) are ALL enforced: a
 * script runs only if every policy allows it. So "does the CSP allow X" is answered per policy and
 * combined with `every`, and "does the CSP restrict Y" with `some`. That is how a permissive header
 * plus a strict `<meta>` policy is judged strict, as a browser would enforce it.
 */

export type CspOrigin = 'header' | 'meta';

export interface CspPolicy {
  origin: CspOrigin;
  raw: string;
  /** Lower-cased directive name -> lower-cased source expressions, in order. */
  directives: Record<string, string[]>;
  /** Directives a browser drops: repeats (the first one wins) and those `<meta>` may not set. */
  ignored: string[];
}

/** HTML spec: a policy delivered in `<meta>` cannot set these; browsers ignore them there. */
export const META_DISALLOWED_DIRECTIVES = ['frame-ancestors', 'report-uri', 'sandbox'] as const;

/** Sources that allow (nearly) any host, after the Observatory's DANGEROUSLY_BROAD list. */
const BROAD_SOURCES = new Set([
  '*',
  'http:',
  'https:',
  'ftp:',
  'ws:',
  'wss:',
  'http://*',
  'https://*',
  'http://*.*',
  'https://*.*',
]);
const NONCE_OR_HASH = /^'(nonce-|sha256-|sha384-|sha512-)/;
/** Bounds a hostile header: nobody writes a real policy this long. */
const MAX_POLICY_CHARS = 16 * 1024;

/** One serialized policy (CSP3 "parse a serialized CSP"); null when it holds no directive. */
export function parsePolicy(serialized: string, origin: CspOrigin): CspPolicy | null {
  const raw = serialized.slice(0, MAX_POLICY_CHARS).trim();
  const directives: Record<string, string[]> = {};
  const ignored: string[] = [];
  for (const token of raw.split(';')) {
    const parts = token.trim().split(/[\t\n\f\r ]+/);
    const name = parts[0]?.toLowerCase() ?? '';
    if (name === '' || !/^[a-z0-9-]+$/.test(name)) continue;
    if (name in directives || (origin === 'meta' && (META_DISALLOWED_DIRECTIVES as readonly string[]).includes(name))) {
      ignored.push(name);
      continue;
    }
    directives[name] = parts.slice(1).map((source) => source.toLowerCase());
  }
  if (Object.keys(directives).length === 0) return null;
  return { origin, raw, directives, ignored };
}

/**
 * Every policy in force: each header field is a comma-separated policy list; each `<meta>` content is
 * a single policy (HTML spec), so a comma there is part of a directive, not a separator.
 */
export function parseCsp(headerValues: readonly string[], metaValues: readonly string[]): CspPolicy[] {
  const policies: CspPolicy[] = [];
  for (const value of headerValues) {
    for (const serialized of value.split(',')) {
      const policy = parsePolicy(serialized, 'header');
      if (policy) policies.push(policy);
    }
  }
  for (const value of metaValues) {
    const policy = parsePolicy(value, 'meta');
    if (policy) policies.push(policy);
  }
  return policies;
}

/** A source list's fallback chain for scripts: script-src, then default-src; null means unrestricted. */
function scriptSources(policy: CspPolicy): string[] | null {
  return policy.directives['script-src'] ?? policy.directives['default-src'] ?? null;
}

/** Hosts reached over a scheme without transport security: a network attacker can swap the content. */
const INSECURE_SCHEME_SOURCE = /^(http|ftp):\/\//;

function isBroad(source: string): boolean {
  return BROAD_SOURCES.has(source) || source === 'data:' || INSECURE_SCHEME_SOURCE.test(source);
}

export interface ScriptWeakness {
  /** Neither script-src nor default-src: scripts from anywhere, inline, eval. */
  unrestricted: boolean;
  /** 'unsafe-inline' not neutralised by a nonce, a hash or 'strict-dynamic'. */
  unsafeInline: boolean;
  unsafeEval: boolean;
  /** Wildcards, scheme-only sources, data: and plain-http or ftp hosts that scripts may come from. */
  broadSources: string[];
}

function policyScriptWeakness(policy: CspPolicy): ScriptWeakness {
  const sources = scriptSources(policy);
  if (sources === null) return { unrestricted: true, unsafeInline: true, unsafeEval: true, broadSources: ['*'] };
  const nonceOrHash = sources.some((s) => NONCE_OR_HASH.test(s));
  // CSP3: with a nonce or hash 'unsafe-inline' is ignored; 'strict-dynamic' also drops host and
  // scheme sources (they cannot load a script unless a trusted script adds it).
  const strictDynamic = sources.includes("'strict-dynamic'");
  return {
    unrestricted: false,
    unsafeInline: sources.includes("'unsafe-inline'") && !nonceOrHash && !strictDynamic,
    unsafeEval: sources.includes("'unsafe-eval'"),
    broadSources: strictDynamic && nonceOrHash ? [] : sources.filter(isBroad),
  };
}

/** What the combined policies still allow scripts to do (empty policies list: everything). */
export function scriptWeakness(policies: readonly CspPolicy[]): ScriptWeakness {
  const each = policies.map(policyScriptWeakness);
  if (each.length === 0) return { unrestricted: true, unsafeInline: true, unsafeEval: true, broadSources: ['*'] };
  const broadEverywhere = each.every((w) => w.broadSources.length > 0);
  return {
    unrestricted: each.every((w) => w.unrestricted),
    unsafeInline: each.every((w) => w.unsafeInline),
    unsafeEval: each.every((w) => w.unsafeEval),
    broadSources: broadEverywhere ? [...new Set(each.flatMap((w) => w.broadSources))] : [],
  };
}

function restrictive(sources: string[] | undefined): boolean {
  return sources !== undefined && !sources.some((s) => isBroad(s));
}

/** object-src (or its default-src fallback) is set and not broad in at least one policy. */
export function restrictsPlugins(policies: readonly CspPolicy[]): boolean {
  return policies.some((p) => restrictive(p.directives['object-src'] ?? p.directives['default-src']));
}

/** base-uri (which has no default-src fallback) is set and not broad in at least one policy. */
export function restrictsBaseUri(policies: readonly CspPolicy[]): boolean {
  return policies.some((p) => restrictive(p.directives['base-uri']));
}

/**
 * form-action (no default-src fallback) is set and not broad in at least one policy: without it,
 * injected markup can post the page's forms (passwords included) to any site.
 */
export function restrictsFormAction(policies: readonly CspPolicy[]): boolean {
  return policies.some((p) => restrictive(p.directives['form-action']));
}

/** The frame-ancestors sources in force: only header policies count. null when none sets it. */
export function frameAncestors(policies: readonly CspPolicy[]): { sources: string[]; restrictive: boolean } | null {
  const lists = policies.filter((p) => p.origin === 'header').flatMap((p) => p.directives['frame-ancestors'] ?? []);
  const restricting = policies.some((p) => p.origin === 'header' && restrictive(p.directives['frame-ancestors']));
  const present = policies.some((p) => p.origin === 'header' && p.directives['frame-ancestors'] !== undefined);
  return present ? { sources: lists, restrictive: restricting } : null;
}

/** Browsers upgrade http:// subresources of the page to https:// (it is allowed in `<meta>` too). */
export function upgradesInsecureRequests(policies: readonly CspPolicy[]): boolean {
  return policies.some((p) => p.directives['upgrade-insecure-requests'] !== undefined);
}
