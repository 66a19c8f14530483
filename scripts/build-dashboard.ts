/**
 * Builds the dashboard (web/) into web/dist when its sources changed since the last build, so
 * `npm start` (its `prestart`) and the browser tests need no extra command and a second start costs
 * a hash of a few files, not a build. `--force` builds regardless. Offline: Vite and Preact come
 * from node_modules.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_ROOT = fileURLToPath(new URL('../web', import.meta.url));
export const DASHBOARD_DIST = join(WEB_ROOT, 'dist');
/** Written last by a successful build: the hash of the sources it was built from. */
const STAMP = join(DASHBOARD_DIST, '.source-hash');
/** Besides web/, the report types the pages read from core/ are part of the build's input. */
const INPUTS = [
  WEB_ROOT,
  fileURLToPath(new URL('../core/scan-model', import.meta.url)),
  fileURLToPath(new URL('../core/account-activity', import.meta.url)),
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'dist' || entry.name === 'node_modules' ? [] : filesUnder(path);
    return [path];
  });
}

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const root of INPUTS) {
    for (const file of filesUnder(root).sort()) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

export function dashboardIsCurrent(): boolean {
  return existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceHash();
}

/** Builds web/ into web/dist unless it is already built from the current sources. */
export async function ensureDashboardBuilt(options: { force?: boolean } = {}): Promise<'built' | 'current'> {
  if (!options.force && dashboardIsCurrent()) return 'current';
  const hash = sourceHash();
  const { build } = await import('vite');
  // 'runner' loads the config without writing a bundled copy into (shared) node_modules.
  await build({ configFile: join(WEB_ROOT, 'vite.config.ts'), configLoader: 'runner', logLevel: 'warn' });
  writeFileSync(STAMP, hash);
  return 'built';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  const outcome = await ensureDashboardBuilt({ force: process.argv.includes('--force') });
  console.log(
    outcome === 'built'
      ? `Dashboard built into ${relative(process.cwd(), DASHBOARD_DIST)} in ${Date.now() - started} ms`
      : 'Dashboard is up to date',
  );
}
