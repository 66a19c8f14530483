/**
 * 404 for unknown paths and 405 `Method Not Allowed` for a known path used with another method
 * (docs/api-contract.md "Errors"). Fastify itself answers 404 for both, so a second router, fed by the onRoute hook,
 * remembers which methods each path pattern accepts.
 *
 * Literal segments beat parameters (DESIGN.md section 4) for every method, not only for the ones a
 * literal route has: `/v1/domains/alerts` is the alert list, so `PATCH /v1/domains/alerts` is a 405
 * (Allow: GET), not `PATCH /v1/domains/{domain_id}` with a bad id. A request that the router gave to
 * a parametric route while a literal route owns that exact path is handed back here. A route that
 * turns other parameter values away as not its own (GET /v1/scan/{domain} for `jobs`, `sample`)
 * says so with `config.declines(params)`, so the Allow header does not offer it either.
 */
import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';
import { methodNotAllowed, notFound } from '../errors/api-error.js';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type Method = (typeof METHODS)[number];

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

const isParametric = (url: string) => /[:*]/.test(url);
const pathOf = (url: string) => url.split('?')[0] ?? '/';

export function registerNotFoundHandling(app: FastifyInstance): void {
  const known = FindMyWay({ ignoreTrailingSlash: false });
  // By pattern, not by match: a literal path (/v1/scan/recent) is its own entry beside a parametric
  // one that would match it (/v1/scan/:domain).
  const registered = new Set<string>();
  /** Literal paths and the methods their routes take. */
  const literal = new Map<string, Set<Method>>();

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!METHODS.includes(method as Method)) continue;
      if (!isParametric(route.url)) {
        const taken = literal.get(route.url) ?? new Set<Method>();
        literal.set(route.url, taken.add(method as Method));
      }
      if (registered.has(`${method} ${route.url}`)) continue;
      registered.add(`${method} ${route.url}`);
      const store: Store = { declines: route.config?.declines };
      known.on(method as Method, route.url, () => {}, store);
    }
  });

  // A parametric route reached on a path that a literal route owns: not this route's request.
  app.addHook('onRequest', async (request, reply) => {
    const pattern = request.routeOptions.url;
    if (pattern && isParametric(pattern) && literal.has(pathOf(request.url))) return reply.callNotFound();
  });

  app.setNotFoundHandler((request) => {
    const path = pathOf(request.url);
    const owned = literal.get(path);
    const allowed = owned
      ? METHODS.filter((method) => method !== request.method && owned.has(method))
      : METHODS.filter((method) => {
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
