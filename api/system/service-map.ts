/**
 * The `endpoints` map of `GET /` (docs/api-contract.md "System"), derived from the routes as they are
 * registered rather than written by hand, so it lists only paths that exist and a feature appears
 * in it when its routes land.
 *
 * Listed: every documented route (not `schema.hide`, such as the docs' static files and
 * `/openapi.json`), except deprecated operations, the index itself, trailing-slash twins and routes
 * that opt out with `config: { serviceMap: false }`. Each path once, whatever its methods, in the
 * order the routes were registered, with parameters written `{name}` as in the OpenAPI document.
 * The key is the path without `/v1/` and without its parameters, segments joined by `_`:
 * `/v1/auth/signup` is `auth_signup`, `/v1/scan/jobs/{job_id}/report` is `scan_jobs_report`.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    serviceMap: ServiceMap;
  }
  interface FastifyContextConfig {
    /** false: this route is left out of the service map of `GET /`. */
    serviceMap?: false;
  }
}

/** `/v1/scan/jobs/:job_id` as the OpenAPI document writes it: `/v1/scan/jobs/{job_id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The map key of a path: `/v1/scan/jobs/{job_id}/report` is `scan_jobs_report`. */
export function serviceMapKey(path: string): string {
  const segments = path
    .split('/')
    .filter((segment, index) => segment !== '' && !(index === 1 && segment === 'v1'))
    .filter((segment) => !segment.startsWith('{'))
    .map((segment) => segment.replace(/[^A-Za-z0-9]+/g, '_').toLowerCase());
  return segments.join('_');
}

export class ServiceMap {
  private readonly paths: string[] = [];
  private cached: Record<string, string> | null = null;

  /** onRoute: remembers the route's path when the map should list it. */
  record(route: RouteOptions): void {
    const schema = route.schema as { hide?: boolean; deprecated?: boolean } | undefined;
    if (schema?.hide || schema?.deprecated || route.config?.serviceMap === false) return;
    const methods = [route.method].flat();
    if (methods.every((method) => method === 'HEAD' || method === 'OPTIONS')) return;
    const url = route.url;
    if (url === '/' || url.endsWith('/')) return;
    const path = openApiPath(url);
    if (!this.paths.includes(path)) {
      this.paths.push(path);
      this.cached = null;
    }
  }

  /** Key to path; two paths with one key (they differ only in parameters) keep the first's key. */
  entries(): Record<string, string> {
    if (this.cached) return this.cached;
    const map: Record<string, string> = {};
    for (const path of this.paths) {
      const base = serviceMapKey(path) || 'index';
      let key = base;
      for (let n = 2; key in map; n += 1) key = `${base}_${n}`;
      map[key] = path;
    }
    this.cached = map;
    return map;
  }
}

/** Starts recording; call before any route is registered (the hook sees later routes only). */
export function registerServiceMap(app: FastifyInstance): ServiceMap {
  const map = new ServiceMap();
  app.decorate('serviceMap', map);
  app.addHook('onRoute', (route) => map.record(route));
  return map;
}
