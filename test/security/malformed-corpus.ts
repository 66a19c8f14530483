/**
 * The malformed-request corpus: for every operation of the OpenAPI document and every
 * caller, the requests a hostile or broken client sends. Wrong types in every body, query and path
 * field; bodies of the wrong shape or content type; truncated and deeply nested JSON; 1 MB bodies and
 * 60 KB strings; invalid UTF-8 in bodies and headers; bad percent-encoding in path and query;
 * oversized headers and request lines; Content-Length and Transfer-Encoding conflicts and other
 * broken framing; unknown and wrong methods. Deterministic: the seed alone picks the variants, so a
 * failure names a case that can be sent again.
 *
 * Routes that spend the caller's credentials (logout, API-key regeneration, account deletion) or send mail get only
 * the kinds refused before any handler runs (the parser, the router, the body parser), so the
 * corpus does not log its own callers out half way; the test checks the callers still work after.
 */
import { framingDrafts, JSON_TYPE, validationDrafts } from './malformed-kinds.js';
import { type Caller, fillPath, type Operation } from './malformed-operations.js';
import type { RawRequest } from './raw-http.js';

export { type Caller, type Operation, operationsFromOpenApi } from './malformed-operations.js';

export interface MalformedCase {
  id: number;
  kind: string;
  operation: string;
  caller: string;
  request: RawRequest;
}

export interface CorpusOptions {
  seed: number;
  /** Wrong-typed values sent per body/query/path field (the rest of the kinds are fixed). */
  wrongTypesPerField: number;
}

/** Operations whose handler spends the caller's credentials or sends mail (see the header). */
export const SPENDING_OPERATIONS = new Set([
  'POST /v1/auth/logout',
  'POST /v1/auth/api-key/regenerate',
  'POST /v1/auth/resend-verification',
  // A session caller signed in moments ago may delete its account without the password.
  'DELETE /v1/account',
]);

/** mulberry32: a small seeded generator, enough to pick variants reproducibly. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Requests that stop arriving half way: a body shorter than its Content-Length, headers that never
 * end. Only REQUEST_TIMEOUT_SECONDS ends them (with a 408), so they are sent all at once, apart from
 * the rest of the corpus. One per operation and kind, each as the next caller in turn.
 */
export function stalledCases(operations: readonly Operation[], callers: readonly Caller[]): MalformedCase[] {
  const cases: MalformedCase[] = [];
  for (const [index, op] of operations.entries()) {
    const caller = callers[index % callers.length] as Caller;
    const path = fillPath(op);
    const operation = `${op.method} ${op.path}`;
    const method = op.method === 'GET' || op.method === 'DELETE' ? 'POST' : op.method;
    const common = { operation, caller: caller.name };
    cases.push({
      id: -(cases.length + 1),
      kind: 'stalled-body',
      ...common,
      request: {
        method,
        target: path,
        headers: [...caller.headers, JSON_TYPE, ['content-length', '100']],
        body: '{"a":',
        contentLength: null,
      },
    });
    cases.push({
      id: -(cases.length + 1),
      kind: 'stalled-headers',
      ...common,
      request: {
        method: op.method,
        target: path,
        headers: [...caller.headers, ['x-slow', 'still coming']],
        unterminated: true,
      },
    });
  }
  return cases;
}

/** The whole corpus, generated lazily (some bodies are 1 MB), in a fixed order for a given seed. */
export function* malformedCorpus(
  operations: readonly Operation[],
  callers: readonly Caller[],
  options: CorpusOptions,
): Generator<MalformedCase> {
  const random = seeded(options.seed);
  let id = 0;
  for (const op of operations) {
    const name = `${op.method} ${op.path}`;
    const spending = SPENDING_OPERATIONS.has(name);
    for (const caller of callers) {
      const path = fillPath(op);
      const drafts = [
        ...framingDrafts(op, path, caller.headers),
        ...(spending ? [] : validationDrafts(op, path, caller.headers, random, options.wrongTypesPerField)),
      ];
      for (const draft of drafts) {
        id += 1;
        yield { id, kind: draft.kind, operation: name, caller: caller.name, request: draft.request };
      }
    }
  }
}
