/**
 * Which Chromium renders the PDFs: CHROMIUM_PATH when set, else the first browser found on PATH
 * (Debian's `chromium`, then Google Chrome's names). puppeteer-core never downloads a browser
 * (DESIGN.md section 2: installs here and in air-gapped sites cannot fetch one).
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const CANDIDATES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

export class ChromiumNotFound extends Error {
  constructor() {
    super(
      `No Chromium found: install Debian's chromium package or set CHROMIUM_PATH (looked for ${CANDIDATES.join(', ')})`,
    );
    this.name = 'ChromiumNotFound';
  }
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium(configured: string | null, searchPath = process.env.PATH ?? ''): string {
  if (configured) return configured;
  const dirs = searchPath.split(delimiter).filter((dir) => dir !== '');
  for (const name of CANDIDATES) {
    for (const dir of dirs) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  throw new ChromiumNotFound();
}
