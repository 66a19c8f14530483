/**
 * Set-up of the bulk import and portfolio tests: the monitoring lab plus a book of client domains
 * (lab/fixtures/portfolio.fixtures.ts), and shortcuts to upload an import and wait for it.
 */
import { expect } from 'chai';
import type { FastifyInstance } from 'fastify';
import { CORE_FIXTURES } from '../../../lab/fixtures/core.fixtures.js';
import { portfolioFixtures } from '../../../lab/fixtures/portfolio.fixtures.js';
import { type Lab, startLab } from '../../../lab/start-lab.js';
import { LAB_ZONES } from '../../../lab/zones/index.js';
import type { TestApp } from '../../helpers/build-app.js';
import type { TestDatabase } from '../../helpers/databases.js';
import { until } from '../../helpers/wait.js';
import { buildScanApp, SCAN_JOB_FIXTURES } from '../scans/scan-kit.js';
import { bearer, MONITOR_FIXTURES } from './monitoring-kit.js';

/** Client domains in the lab: enough for the thousand-line import. */
export const BOOK_SIZE = 1_000;

export interface ImportView {
  id: number;
  status: 'running' | 'completed';
  total: number;
  processed: number;
  added: number;
  failed: number;
  dry_run: boolean;
  results: { line: number; domain: string; status: string; detail?: string; domain_id?: number }[];
}

/** The monitoring lab with `bookSize` client domains (client-0001.test, ...) that resolve to a public lab address. */
export function startImportLab(bookSize = BOOK_SIZE): Promise<Lab> {
  return startLab({
    fixtures: [
      CORE_FIXTURES,
      { zones: [...LAB_ZONES], hosts: [] },
      SCAN_JOB_FIXTURES,
      MONITOR_FIXTURES,
      portfolioFixtures(bookSize),
    ],
  });
}

/** `env`: the app's extra settings (TEMPORAL_ADDRESS, ...), read when the suite starts; `bookSize`: lab names. */
export function useImportApp(
  database: TestDatabase,
  env: () => Record<string, string> = () => ({}),
  bookSize = BOOK_SIZE,
): { readonly t: TestApp; readonly lab: Lab } {
  let lab: Lab | undefined;
  let app: TestApp | undefined;
  before(async function () {
    this.timeout(60_000);
    lab = await startImportLab(bookSize);
    app = await buildScanApp(database, lab, env());
  });
  after(async () => {
    await app?.close();
    await lab?.stop();
  });
  return {
    get t() {
      if (!app) throw new Error('useImportApp: only inside the suite');
      return app;
    },
    get lab() {
      if (!lab) throw new Error('useImportApp: only inside the suite');
      return lab;
    },
  };
}

export async function upload(app: FastifyInstance, key: string, payload: object): Promise<ImportView> {
  const response = await app.inject({ method: 'POST', url: '/v1/domains/bulk', headers: bearer(key), payload });
  expect(response.statusCode, response.body).to.equal(202);
  return response.json();
}

export async function importDone(
  app: FastifyInstance,
  key: string,
  id: number,
  timeoutMs = 30_000,
  everyMs = 250,
): Promise<ImportView> {
  return until(
    `import ${id} to complete`,
    async () => {
      const response = await app.inject({ method: 'GET', url: `/v1/domains/imports/${id}`, headers: bearer(key) });
      expect(response.statusCode, response.body).to.equal(200);
      const view: ImportView = response.json();
      return view.status === 'completed' ? view : undefined;
    },
    timeoutMs,
    // Polled like a client would: well inside the plans' request rates.
    everyMs,
  );
}
