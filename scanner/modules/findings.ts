/**
 * Stable codes for check outcomes, and the one place each module's wording lives.
 *
 * A check returns `{ status, code, params, evidence }`; `code` is `<module>.<check id>.<outcome>`:
 *   - `pass`, or `pass.<variant>` when a pass needs other words (`mail_transport.mx_records.pass.no_mx`);
 *   - `unknown.<reason>` (`dns_email.spf_record.unknown.lookup_failed`);
 *   - anything else is a failure, one lower-case name (`dns_email.spf_all.plus_all`, `ssl.certificate_expiry.expired`).
 * Each module's `<module>.findings.ts` maps every code to its summary and, for a failure, the issue
 * (severity, finding, remediation) and grade cap; sentences that need values are functions of the
 * params (`(p) => \`Evaluating the policy takes ${plural(p.lookups, 'DNS lookup')}.\``). One code has one
 * severity and one cap, so a consumer (alerts, PDF, dashboard) can compare and render findings by code
 * alone. Params are plain JSON published beside the code; they never repeat the scanned domain, which
 * every sentence may use as `p.domain` (the report's `domain`).
 */
import type { ModuleName } from '../../core/scan-model/module-names.js';
import type { CheckStatus, GradeCap, Issue, Severity } from '../../core/scan-model/report.js';
import type { CheckOutcome, FindingTable, Params, RenderedOutcome } from './module.js';

/** What every sentence may use besides its params. */
export interface WordingContext {
  /** The scanned domain (the report's `domain`). */
  domain: string;
}

/** No params. */
export type NoParams = Record<never, never>;

/** A fixed sentence, or one built from the params. */
export type Text<P> = string | ((p: P & WordingContext) => string);

/** The words of one code. Build entries with pass(), unknown() and fail(). */
export interface Wording<P extends Params = NoParams> {
  status: CheckStatus;
  summary: Text<P>;
  /** Present exactly for failures. */
  issue?: { severity: Severity; finding: Text<P>; remediation: Text<P> };
  cap?: GradeCap;
  /** Type only: the params the sentences take. */
  readonly params?: (p: P) => void;
}

/** Any entry, whatever its params (not `Wording<never>`, which would infer every entry's params as never). */
export interface AnyWording {
  readonly status: CheckStatus;
  readonly summary: unknown;
  readonly issue?: unknown;
  readonly cap?: GradeCap;
  readonly params?: unknown;
}

export function pass<P extends Params = NoParams>(summary: Text<P>): Wording<P> {
  return { status: 'pass', summary };
}

export function unknown<P extends Params = NoParams>(summary: Text<P>): Wording<P> {
  return { status: 'unknown', summary };
}

export function fail<P extends Params = NoParams>(wording: {
  summary: Text<P>;
  severity: Severity;
  finding: Text<P>;
  remediation: Text<P>;
  cap?: GradeCap;
}): Wording<P> {
  const { summary, severity, finding, remediation, cap } = wording;
  return { status: 'fail', summary, issue: { severity, finding, remediation }, ...(cap ? { cap } : {}) };
}

/** The same entries under several checks: `each(['spf_all', 'spf_syntax'], { 'unknown.no_answer': ... })`. */
export function each<const C extends string, const T extends Record<string, AnyWording>>(
  checks: readonly C[],
  entries: T,
): { [K in `${C}.${keyof T & string}`]: K extends `${C}.${infer O}` ? T[O] : never } {
  const out: Record<string, AnyWording> = {};
  for (const check of checks)
    for (const [outcome, wording] of Object.entries(entries)) out[`${check}.${outcome}`] = wording;
  return out as never;
}

type ParamsOf<W> = W extends { readonly params?: (p: infer P) => void } ? P : never;
type ParamsArg<W> = keyof ParamsOf<W> extends never ? [] : [params: ParamsOf<W>];

/** A module's table: the FindingTable the runner renders with, plus `out` for its checks. */
export interface Findings<T> extends FindingTable {
  entries: T;
  /**
   * An outcome of this module: `code` is `<check id>.<outcome>`, a key of the table, and `params`
   * what its sentences take (type-checked against the entry).
   */
  out<K extends keyof T & string>(code: K, evidence: string[], ...params: ParamsArg<T[K]>): CheckOutcome;
}

export interface FindingsOptions {
  /**
   * Applied to every rendered summary: module-wide framing that rides on params a shared helper
   * adds (the headers module's "judged on the http:// fallback", the ssl module's address prefix).
   */
  summary?: (summary: string, params: Params) => string;
}

/** `(s)`-free counts: `plural(1, 'lookup')` is `1 lookup`, `plural(3, 'lookup')` is `3 lookups`. */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}

/** The first letter upper-case, for a sentence that starts with a clause built elsewhere. */
export function sentence(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

const text = <P>(value: Text<P>, params: P & WordingContext): string =>
  typeof value === 'string' ? value : value(params);

export function defineFindings<T extends Record<string, AnyWording>>(
  module: ModuleName,
  entries: T,
  options: FindingsOptions = {},
): Findings<T> {
  const byCode = new Map<string, AnyWording>(
    Object.entries(entries).map(([key, wording]) => [`${module}.${key}`, wording]),
  );
  const wordingOf = (code: string): Wording<Params> => {
    const wording = byCode.get(code);
    if (!wording) throw new Error(`${code} is not in the ${module} findings table`);
    return wording as unknown as Wording<Params>;
  };
  return {
    module,
    entries,
    codes: [...byCode.keys()],
    statusOf: (code) => wordingOf(code).status,
    severityOf: (code) => wordingOf(code).issue?.severity ?? null,
    out(code, evidence, ...[params]) {
      const full = `${module}.${code}`;
      const given = (params ?? {}) as Params;
      if ('domain' in given) throw new Error(`${full}: params never carry the scanned domain (it is p.domain)`);
      return { status: wordingOf(full).status, code: full, params: given, evidence };
    },
    render(outcome, domain): RenderedOutcome {
      const wording = wordingOf(outcome.code);
      const params = { ...outcome.params, domain };
      const summary = text(wording.summary, params);
      const rendered: RenderedOutcome = {
        summary: options.summary ? options.summary(summary, outcome.params) : summary,
      };
      if (wording.issue) {
        const issue: Issue = {
          severity: wording.issue.severity,
          finding: text(wording.issue.finding, params),
          remediation: text(wording.issue.remediation, params),
        };
        rendered.issue = issue;
      }
      if (wording.cap) rendered.cap = wording.cap;
      return rendered;
    },
  };
}
