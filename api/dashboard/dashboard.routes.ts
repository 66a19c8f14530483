/**
 * Serves the dashboard under /app/ (DESIGN.md section 4): the built files, and index.html for
 * every other path below /app/ (the History-API fallback, so /app/scans/42 or a mail's
 * /app/reset-password?token=... opens the right page). Hashed assets are cached for a year; the
 * page itself is revalidated every time, so a deploy shows at once. Every answer carries a strict
 * Content-Security-Policy: scripts and styles only from this origin, no inline script, no framing,
 * and no referrer (the verification and reset pages are opened with a token in the address).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, serviceUnavailable } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { type Asset, DEFAULT_DASHBOARD_DIST, loadDashboardAssets } from './dashboard-assets.js';

export const DASHBOARD_PATH = '/app/';

export const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface DashboardOptions {
  /** The built dashboard; default web/dist. */
  dist?: string;
}

function securityHeaders(reply: FastifyReply): void {
  reply
    .header('content-security-policy', DASHBOARD_CSP)
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cross-origin-opener-policy', 'same-origin');
}

function send(request: FastifyRequest, reply: FastifyReply, asset: Asset) {
  securityHeaders(reply);
  reply
    .header('content-type', asset.type)
    .header('etag', asset.etag)
    .header('vary', 'accept-encoding')
    .header(
      'cache-control',
      asset.immutable
        ? `public, max-age=${YEAR_SECONDS}, immutable`
        : asset.type.startsWith('text/html')
          ? 'no-cache'
          : 'public, max-age=3600',
    );
  if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
  const gzip = asset.gzipped && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.send(gzip ? asset.gzipped : asset.body);
}

export function dashboardRoutes(options: DashboardOptions = {}) {
  return async function dashboard(app: FastifyInstance): Promise<void> {
    let assets: Map<string, Asset> | null | undefined;
    // Read on first use, so an app built only for API tests never touches web/dist.
    const load = () => {
      if (assets === undefined) {
        assets = loadDashboardAssets(options.dist ?? DEFAULT_DASHBOARD_DIST);
        if (assets === null) app.log.error('The dashboard is not built (web/dist is missing): run npm run build:web');
      }
      return assets;
    };
    const config = { serviceMap: false as const };
    const schema = { hide: true };

    app.get('/app', { config, schema }, async (request, reply) => {
      const query = request.url.slice('/app'.length);
      return reply.redirect(`${DASHBOARD_PATH}${query}`, 301);
    });

    app.get('/app/*', { config, schema }, async (request, reply) => {
      const built = load();
      if (!built) throw serviceUnavailable(ERRORS.serviceUnavailable.dashboardNotBuilt);
      const path = (request.params as { '*': string })['*'];
      const file = built.get(path);
      if (file) return send(request, reply, file);
      // A missing file (a stale hashed asset, a typo) is a 404, never the page in its place.
      if (/\.[a-z0-9]+$/i.test(path) || path.startsWith('assets/')) throw notFound(ERRORS.notFound.path);
      return send(request, reply, built.get('index.html') as Asset);
    });
  };
}
