/**
 * 404 for unknown paths and 405 `Method Not Allowed` for a known path used with another method
 * (SPEC part 7). Fastify itself answers 404 for both, so a second router, fed by the onRoute hook,
 * remembers which methods each path pattern accepts.
 */
import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';
import { ApiError } from '../errors/api-error.js';

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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = METHODS.filter((method) => method !== request.method && known.find(method, path) !== null);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      throw new ApiError(405, 'Method Not Allowed');
    }
    throw new ApiError(404, 'Not Found');
  });
}
