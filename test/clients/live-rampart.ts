/**
 * A real Rampart for the client tests, as an integrator's program meets it: `api/server.ts` as its
 * own process (embedded engine, SQLite in a fresh folder), its scanner pointed at the lab (a child
 * process) so scans of lab domains run for real on loopback, and webhooks allowed to loopback
 * receivers (WEBHOOK_ALLOW_LOCALHOST).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiProcess, startApiProcess } from '../../bench/entry-process.js';
import type { LabProcess } from '../../bench/lab-process.js';

/** A lab domain that resolves and serves (the one `npm run lab` suggests). */
export const LAB_DOMAIN = 'rampart-secure.test';

export interface LiveRampart {
  base: string;
  api: ApiProcess;
  stop(): Promise<void>;
}

export async function startLiveRampart(): Promise<LiveRampart> {
  const dir = mkdtempSync(join(tmpdir(), 'rampart-clients-'));
  // Imported here: lab/net.ts reads RAMPART_LAB_NET once, after the mocha set-up has chosen it.
  const { startLabProcess } = await import('../../bench/lab-process.js');
  let lab: LabProcess | undefined;
  try {
    lab = await startLabProcess(join(dir, 'lab'));
    const api = await startApiProcess({
      ...lab.env,
      RAMPART_DATA_DIR: dir,
      DATABASE_URL: `sqlite:${join(dir, 'rampart.db')}`,
      LOG_LEVEL: 'warn',
      WEBHOOK_ALLOW_LOCALHOST: 'true',
    });
    const started = lab;
    return {
      base: api.base,
      api,
      async stop() {
        await api.stop();
        await started.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await lab?.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
