/**
 * `npm run lint:openapi` (part of `npm run check`): lints the OpenAPI document the service serves
 * with Redocly's linter (`@redocly/cli`, a tool we did not write; the one integrators run on it),
 * under `redocly.yaml` (its recommended rules; what is turned off and why is written there). The
 * document is taken from the real application (built in this process on an in-memory SQLite
 * database, `GET /openapi.json` through inject, nothing listens) and written to
 * `data/lint/openapi.json`, the path `.redocly.lint-ignore.yaml` names. Exit code: Redocly's.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../api/app.js';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/data-source.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUTPUT = join(ROOT, 'data', 'lint', 'openapi.json');

const dataDir = mkdtempSync(join(tmpdir(), 'rampart-openapi-lint-'));
let exitCode = 1;
try {
  const config = loadConfig({ DATABASE_URL: 'sqlite::memory:', RAMPART_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = await openDatabase(config.database);
  const app = await buildApp({ config, db, logger: false });
  try {
    await app.ready();
    const served = await app.inject({ url: '/openapi.json' });
    if (served.statusCode !== 200) throw new Error(`GET /openapi.json answered ${served.statusCode}`);
    mkdirSync(join(ROOT, 'data', 'lint'), { recursive: true });
    writeFileSync(OUTPUT, `${JSON.stringify(served.json(), null, 2)}\n`);
  } finally {
    await app.close();
    await db.destroy();
  }
  const lint = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'redocly'),
    ['lint', OUTPUT, '--config', join(ROOT, 'redocly.yaml'), '--format', 'stylish'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  exitCode = lint.status ?? 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
