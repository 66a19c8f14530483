/**
 * What makes two requests "the same" for an Idempotency-Key: the method, the route, the path
 * parameters, the query and the body, as values (the body and query as canonical JSON: keys sorted,
 * so `{"a":1,"b":2}` and `{"b":2,"a":1}` are one request). Taken after schema validation, so
 * defaults the schema fills in count as sent. Hashed (SHA-256): the row keeps no request data.
 */
import { createHash } from 'node:crypto';

export interface FingerprintParts {
  method: string;
  /** The route pattern (`/v1/domains/:domain_id/scan`), never the raw URL; a trailing-slash twin is the same. */
  route: string;
  params: unknown;
  query: unknown;
  body: unknown;
}

/** JSON with object keys in sorted order at every depth; undefined becomes null. */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, each]) => each !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonicalJson(each)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestFingerprint(parts: FingerprintParts): string {
  const route = parts.route.length > 1 ? parts.route.replace(/\/$/, '') : parts.route;
  const text = [parts.method, route, canonicalJson(parts.params), canonicalJson(parts.query), canonicalJson(parts.body)]
    .map((part) => `${part.length}:${part}`)
    .join('\n');
  return createHash('sha256').update(text).digest('hex');
}

export function keyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
