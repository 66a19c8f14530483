/**
 * The router keeps paths exact (`ignoreTrailingSlash: false`), so where the spec serves a path in
 * both forms (`/v1/scan` and `/v1/scan/`) both routes are declared. The OpenAPI document lists each
 * operation once: the form with the trailing slash is hidden there when its twin without one exists,
 * and it keeps answering. (The service map of `GET /` leaves twins out the same way.)
 */
import type { FastifyInstance, HTTPMethods } from 'fastify';

interface DocsInput {
  schema: Record<string, unknown> | undefined;
  url: string;
  route: { method: HTTPMethods | HTTPMethods[] };
}

export function isTrailingSlashTwin(app: FastifyInstance, url: string, method: HTTPMethods | HTTPMethods[]): boolean {
  if (url === '/' || !url.endsWith('/')) return false;
  const bare = url.slice(0, -1);
  return [method].flat().every((one) => app.hasRoute({ url: bare, method: one }));
}

/** The @fastify/swagger transform step: a twin's schema marked `hide`, anything else as given. */
export function hideTrailingSlashTwins<T extends DocsInput>(app: FastifyInstance, input: T): T {
  if (!isTrailingSlashTwin(app, input.url, input.route.method)) return input;
  return { ...input, schema: { ...input.schema, hide: true } };
}
