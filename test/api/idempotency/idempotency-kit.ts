/**
 * Shared set-up of the Idempotency-Key tests: the scan lab and the real app pointed at it, plus two
 * routes of the tests' own behind the account preHandler (so the hook wires itself into them like
 * any product route): one that answers 500 on its first run, one that waits until the test lets it
 * finish (a request in flight for as long as the test needs).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { internalError } from '../../../api/errors/api-error.js';
import { ERRORS } from '../../../api/errors/error-catalogue.js';
import { labScanDeps } from '../../../lab/lab-scan-deps.js';
import type { Lab } from '../../../lab/start-lab.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import type { TestDatabase } from '../../helpers/databases.js';
import { startScanLab } from '../scans/scan-kit.js';

export interface TestRoutes {
  /** Runs of each test route's handler. */
  runs: { flaky: number; held: number };
  /** Lets every waiting `held` request finish. */
  releaseHeld(): void;
  /** Resolves once a `held` request is running (its handler entered). */
  heldStarted(): Promise<void>;
}

export function testRoutes(): { plugin: FastifyPluginAsync; routes: TestRoutes } {
  let release: () => void = () => {};
  let gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started: () => void = () => {};
  let startedSignal = new Promise<void>((resolve) => {
    started = resolve;
  });
  const routes: TestRoutes = {
    runs: { flaky: 0, held: 0 },
    releaseHeld() {
      release();
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    heldStarted: () => startedSignal,
  };
  const plugin: FastifyPluginAsync = async (app: FastifyInstance) => {
    app.post('/v1/test/flaky', { preHandler: app.auth.requireAccount }, async () => {
      routes.runs.flaky += 1;
      if (routes.runs.flaky === 1) throw internalError(ERRORS.internal.unexpected('test'));
      return { run: routes.runs.flaky };
    });
    app.post('/v1/test/held', { preHandler: app.auth.requireAccount }, async () => {
      routes.runs.held += 1;
      const waitFor = gate;
      started();
      startedSignal = new Promise<void>((resolve) => {
        started = resolve;
      });
      await waitFor;
      return { run: routes.runs.held };
    });
  };
  return { plugin, routes };
}

/** The suite's before/after: lab, app with the test routes; `get()` reads the running pieces. */
export function useIdempotencyApp(database: TestDatabase) {
  let lab: Lab | undefined;
  let current: TestApp | undefined;
  const { plugin, routes } = testRoutes();
  before(async () => {
    lab = await startScanLab();
    current = await buildTestApp(database, {}, [plugin], { scanDeps: labScanDeps(lab) });
  });
  after(async () => {
    await current?.close();
    await lab?.stop();
  });
  return {
    routes,
    get t(): TestApp {
      if (!current) throw new Error('the app exists only inside the suite');
      return current;
    },
  };
}
