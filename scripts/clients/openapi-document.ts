/**
 * The OpenAPI document the clients are generated from, built in-process: the real application
 * (every route, the same transforms `/openapi.json` serves) on a throwaway SQLite database in a
 * temporary folder, with a configuration of its own rather than the caller's environment, so the
 * document does not change with whoever runs the generator (no PUBLIC_BASE_URL: the server is `/`).
 * Serialized as the app builds it (route order, property order: what the generators name and order
 * fields by), which is the same on every run.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../api/app.js';
import { loadConfig } from '../../config/env.js';
import { openDatabase } from '../../db/data-source.js';

const SECRET = 'client-generation-secret-not-used-for-anything-0123456789';

export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'rampart-openapi-'));
  try {
    const config = loadConfig({
      DATABASE_URL: `sqlite:${join(dir, 'rampart.db')}`,
      RAMPART_DATA_DIR: dir,
      JWT_SECRET: SECRET,
      API_KEY_SECRET: `${SECRET}-keys`,
      REPORT_SIGNING_KEY: generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      LOG_LEVEL: 'silent',
    });
    const db = await openDatabase(config.database);
    try {
      const app = await buildApp({ config, db, logger: false });
      try {
        await app.ready();
        return JSON.parse(JSON.stringify(app.swagger())) as Record<string, unknown>;
      } finally {
        await app.close();
      }
    } finally {
      await db.destroy();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function serializeDocument(document: Record<string, unknown>): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
