/**
 * The interactive documentation at `/docs` (@fastify/swagger-ui, served from the package, no CDN),
 * dressed as Rampart's: the page title, our logo in the top bar and our favicon (files in
 * `./page/`, nothing fetched from elsewhere), under a Content-Security-Policy of our own.
 *
 * The package's default policy (`staticCSP: true`) also sends `upgrade-insecure-requests`: on a
 * page opened over plain http at any address but loopback (a LAN address, a container's port) the
 * browser then asks for the page's own scripts and "Try it out" calls over https, which the service
 * does not answer, and the page stays blank. It also allows styles and fonts from any https origin
 * and images from validator.swagger.io, none of which the page uses. Ours: scripts and styles from
 * this origin only, no inline script or style, no framing; requests to this origin, plus
 * PUBLIC_BASE_URL's when one is set (the document's server is then that URL). The framework's own
 * top-bar logo carries an inline style; `page/docs-page.js` keeps it from being drawn at all.
 */
import { readFileSync } from 'node:fs';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type { Config } from '../../config/env.js';

export const DOCS_TITLE = 'Rampart API documentation';

const pageFile = (name: string) => readFileSync(new URL(`./page/${name}`, import.meta.url));

export const DOCS_LOGO_SVG = pageFile('logo.svg');
export const DOCS_FAVICON_SVG = pageFile('favicon.svg');
const DOCS_PAGE_SCRIPT = pageFile('docs-page.js');

export function docsCsp(config: Pick<Config, 'publicBaseUrl' | 'publicBaseUrlSet'>): string {
  const connect = ["'self'", ...(config.publicBaseUrlSet ? [new URL(config.publicBaseUrl).origin] : [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self'",
    // Swagger UI draws its own icons and the logo as data: images.
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The @fastify/swagger-ui options, `routePrefix` aside. */
export function docsPageOptions(config: Pick<Config, 'publicBaseUrl' | 'publicBaseUrlSet'>): FastifySwaggerUiOptions {
  return {
    staticCSP: docsCsp(config),
    logo: { type: 'image/svg+xml', content: DOCS_LOGO_SVG },
    theme: {
      title: DOCS_TITLE,
      favicon: [
        { filename: 'favicon.svg', rel: 'icon', sizes: 'any', type: 'image/svg+xml', content: DOCS_FAVICON_SVG },
      ],
      js: [{ filename: 'docs-page.js', content: DOCS_PAGE_SCRIPT.toString('utf8') }],
    },
  };
}
