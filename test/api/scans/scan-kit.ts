/**
 * Shared set-up of the scan-job tests: a lab with the domains they scan, the real app pointed at it,
 * and waiting for a job by reading its row (not by polling HTTP, which the rate limiter counts).
 */
import { expect } from 'chai';
import type { FastifyInstance } from 'fastify';
import type { PlanId } from '../../../core/plans/plan-catalogue.js';
import { ScanJob, type ScanJobStatus } from '../../../db/entities/scan-job.entity.js';
import { User } from '../../../db/entities/user.entity.js';
import { CORE_FIXTURES } from '../../../lab/fixtures/core.fixtures.js';
import type { LabFixtureSet } from '../../../lab/hosts.js';
import { labScanDeps } from '../../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../../lab/start-lab.js';
import { LAB_ZONES } from '../../../lab/zones/index.js';
import { mailDomain } from '../../../lab/zones/mail-domain.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import type { TestDatabase } from '../../helpers/databases.js';

/** A mail domain whose DMARC name never answers: its scan spends a few hundred ms in DNS timeouts. */
export const SLOW_SCAN_DOMAIN = 'slow-scan.test';

export const SCAN_JOB_FIXTURES: LabFixtureSet = {
  zones: [mailDomain(SLOW_SCAN_DOMAIN, { faults: (origin) => ({ [`_dmarc.${origin}`]: 'drop' }) })],
  hosts: [],
};

export function startScanLab(): Promise<Lab> {
  return startLab({ fixtures: [CORE_FIXTURES, { zones: [...LAB_ZONES], hosts: [] }, SCAN_JOB_FIXTURES] });
}

export function buildScanApp(database: TestDatabase, lab: Lab, env: Record<string, string> = {}): Promise<TestApp> {
  return buildTestApp(database, env, [], { scanDeps: labScanDeps(lab) });
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** Waits (bounded) until the job's row has one of `statuses`, and returns the row. */
export async function waitForJob(
  t: TestApp,
  jobId: number,
  statuses: readonly ScanJobStatus[] = ['completed', 'failed'],
  timeoutMs = 15_000,
): Promise<ScanJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await t.db.manager.findOneByOrFail(ScanJob, { id: jobId });
    if (statuses.includes(job.status)) return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function submitScan(app: FastifyInstance, headers: Record<string, string>, domain: string) {
  return app.inject({ method: 'POST', url: '/v1/scan', headers, payload: { domain } });
}

/** Submits and expects a 202; returns the job id. */
export async function submitOk(app: FastifyInstance, headers: Record<string, string>, domain: string) {
  const response = await submitScan(app, headers, domain);
  expect(response.statusCode, response.body).to.equal(202);
  return response.json().job_id as number;
}

/** Puts an account on a plan with `used` scans already spent this period (by the app's clock). */
export async function setQuota(t: TestApp, userId: number, plan: PlanId, used: number): Promise<void> {
  const period = t.clock.now().toISOString().slice(0, 7);
  await t.db.manager.update(User, { id: userId }, { plan, scansThisMonth: used, quotaPeriod: period });
}

/**
 * The suite's before/after for a scan test file: starts the scan lab and the real app pointed at
 * it, and stops both. The returned object reads through to the running app, so tests use it as `t`.
 */
export function useScanApp(database: TestDatabase, env: Record<string, string> = {}): TestApp & { readonly lab: Lab } {
  let lab: Lab | undefined;
  let current: TestApp | undefined;
  before(async () => {
    lab = await startScanLab();
    current = await buildScanApp(database, lab, env);
  });
  after(async () => {
    await current?.close();
    await lab?.stop();
  });
  const live = (): TestApp => {
    if (!current) throw new Error('useScanApp: the app exists only inside the suite (after its before hook)');
    return current;
  };
  return {
    get lab() {
      if (!lab) throw new Error('useScanApp: the lab exists only inside the suite (after its before hook)');
      return lab;
    },
    get app() {
      return live().app;
    },
    get db() {
      return live().db;
    },
    get clock() {
      return live().clock;
    },
    get mailbox() {
      return live().mailbox;
    },
    get config() {
      return live().config;
    },
    close: () => live().close(),
  };
}
