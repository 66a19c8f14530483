/**
 * 404 for unknown paths and 405 `Method Not Allowed` for a known path used with another method
 * (SPEC part 7). Fastify itself answers 404 for both, so a second router, fed by the onRoute hook,
 * remembers which methods each path pattern accepts. A route that turns some of its parameter
 * values away as not its own (GET /v1/scan/{domain} for `free`, `jobs`, ...) says so with
 * `config.declines(params)`, so the Allow header does not offer a method that would be refused.
 */
import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';
import { methodNotAllowed, notFound } from '../errors/api-error.js';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

type Declines = (params: Record<string, string | undefined>) => boolean;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Parameter values the route hands to the 404/405 handling instead of serving. */
    declines?: Declines;
  }
}

interface Store {
  declines?: Declines;
}

export function registerNotFoundHandling(app: FastifyInstance): void {
  const known = FindMyWay({ ignoreTrailingSlash: false });
  // By pattern, not by match: a literal path (/v1/scan/recent) is its own entry beside a parametric
  // one that would match it (/v1/scan/:domain).
  const registered = new Set<string>();

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!METHODS.includes(method as (typeof METHODS)[number])) continue;
      if (registered.has(`${method} ${route.url}`)) continue;
      registered.add(`${method} ${route.url}`);
      const store: Store = { declines: route.config?.declines };
      known.on(method as (typeof METHODS)[number], route.url, () => {}, store);
    }
  });

  app.setNotFoundHandler((request) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = METHODS.filter((method) => {
      if (method === request.method) return false;
      const found = known.find(method, path);
      if (found === null) return false;
      const { declines } = (found.store ?? {}) as Store;
      return !declines?.(found.params);
    });
    if (allowed.length > 0) throw methodNotAllowed(allowed);
    throw notFound();
  });
}
