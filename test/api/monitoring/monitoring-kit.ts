/**
 * Shared set-up of the monitoring tests: the scan lab plus a few mail domains of their own (all
 * resolve; one, SWITCH_DOMAIN, is switched from good to bad while the lab runs), and shortcuts for
 * adding a monitored domain.
 */
import { expect } from 'chai';
import type { FastifyInstance } from 'fastify';
import type { PlanId } from '../../../core/plans/plan-catalogue.js';
import { User } from '../../../db/entities/user.entity.js';
import { CORE_FIXTURES } from '../../../lab/fixtures/core.fixtures.js';
import type { LabFixtureSet } from '../../../lab/hosts.js';
import type { Lab } from '../../../lab/start-lab.js';
import { startLab } from '../../../lab/start-lab.js';
import { replaceZoneRecords } from '../../../lab/zone-switch.js';
import { LAB_ZONES } from '../../../lab/zones/index.js';
import { mailDomain } from '../../../lab/zones/mail-domain.js';
import type { TestApp } from '../../helpers/build-app.js';
import type { TestDatabase } from '../../helpers/databases.js';
import { buildScanApp, SCAN_JOB_FIXTURES } from '../scans/scan-kit.js';

/** Good at first: strict SPF, DMARC at reject. */
export const SWITCH_DOMAIN = 'monitor-switch.test';
export const MONITOR_DOMAINS = ['mon-1.test', 'mon-2.test', 'mon-3.test', 'mon-4.test', 'mon-5.test', 'mon-6.test'];

export const MONITOR_FIXTURES: LabFixtureSet = {
  zones: [mailDomain(SWITCH_DOMAIN), ...MONITOR_DOMAINS.map((name) => mailDomain(name))],
  hosts: [],
};

export function startMonitorLab(): Promise<Lab> {
  return startLab({
    fixtures: [CORE_FIXTURES, { zones: [...LAB_ZONES], hosts: [] }, SCAN_JOB_FIXTURES, MONITOR_FIXTURES],
  });
}

/** SWITCH_DOMAIN goes bad: SPF allows everyone (+all, a critical finding) and DMARC only monitors. */
export function switchToBad(lab: Lab): void {
  const bad = mailDomain(SWITCH_DOMAIN, { spf: ['v=spf1 +all'], dmarc: [`v=DMARC1; p=none`] });
  replaceZoneRecords(lab.zones, SWITCH_DOMAIN, bad.records);
}

export function switchToGood(lab: Lab): void {
  replaceZoneRecords(lab.zones, SWITCH_DOMAIN, mailDomain(SWITCH_DOMAIN).records);
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

export async function addDomain(
  app: FastifyInstance,
  key: string,
  payload: Record<string, unknown>,
): Promise<Record<string, unknown> & { id: number }> {
  const response = await app.inject({ method: 'POST', url: '/v1/domains', headers: bearer(key), payload });
  expect(response.statusCode, response.body).to.equal(200);
  return response.json();
}

/** The suite's before/after: the monitoring lab and the real app pointed at it. */
export function useMonitorApp(database: TestDatabase): { readonly t: TestApp; readonly lab: Lab } {
  let lab: Lab | undefined;
  let app: TestApp | undefined;
  before(async () => {
    lab = await startMonitorLab();
    app = await buildScanApp(database, lab);
  });
  after(async () => {
    // The lab stops even when the app's close fails: a lab left bound takes its net from later suites.
    try {
      await app?.close();
    } finally {
      await lab?.stop();
    }
  });
  return {
    get t() {
      if (!app) throw new Error('useMonitorApp: only inside the suite');
      return app;
    },
    get lab() {
      if (!lab) throw new Error('useMonitorApp: only inside the suite');
      return lab;
    },
  };
}

export async function setPlan(t: TestApp, userId: number, plan: PlanId): Promise<void> {
  await t.db.manager.update(User, { id: userId }, { plan });
}
