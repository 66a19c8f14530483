/**
 * 404 for unknown paths and 405 `Method Not Allowed` for a known path used with another method
 * (SPEC part 7). Fastify itself answers 404 for both, so a second router, fed by the onRoute hook,
 * remembers which methods each path pattern accepts.
 */
import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';
import { methodNotAllowed, notFound } from '../errors/api-error.js';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export function registerNotFoundHandling(app: FastifyInstance): void {
  const known = FindMyWay({ ignoreTrailingSlash: false });

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!METHODS.includes(method as (typeof METHODS)[number])) continue;
      if (known.find(method as (typeof METHODS)[number], route.url)) continue;
      known.on(method as (typeof METHODS)[number], route.url, () => {});
    }
  });

  app.setNotFoundHandler((request) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = METHODS.filter((method) => method !== request.method && known.find(method, path) !== null);
    if (allowed.length > 0) throw methodNotAllowed(allowed);
    throw notFound();
  });
}
