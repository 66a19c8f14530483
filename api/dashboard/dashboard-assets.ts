/**
 * The built dashboard (web/dist, written by scripts/build-dashboard.ts) held in memory: a handful
 * of small files, read once, each with its ETag and, when worth it, a gzipped copy. Serving from
 * memory keeps the per-request work to a map look-up.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const DEFAULT_DASHBOARD_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

export interface Asset {
  body: Buffer;
  gzipped: Buffer | null;
  type: string;
  etag: string;
  /** Under assets/ with a content hash in the name: cacheable for a year. */
  immutable: boolean;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Path below /app/ (`assets/index-Ab12.js`) to asset; null when the dashboard is not built. */
export function loadDashboardAssets(dist: string = DEFAULT_DASHBOARD_DIST): Map<string, Asset> | null {
  if (!existsSync(join(dist, 'index.html'))) return null;
  const assets = new Map<string, Asset>();
  for (const file of filesUnder(dist)) {
    const name = relative(dist, file).split(sep).join('/');
    if (name.startsWith('.')) continue; // the build's source-hash stamp
    const body = readFileSync(file);
    const extension = extname(name);
    const gzipped = COMPRESSIBLE.has(extension) && body.length > 512 ? gzipSync(body, { level: 9 }) : null;
    assets.set(name, {
      body,
      gzipped: gzipped && gzipped.length < body.length ? gzipped : null,
      type: TYPES[extension] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      immutable: name.startsWith('assets/'),
    });
  }
  return assets;
}
