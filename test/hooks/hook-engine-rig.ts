/**
 * The set-up of the REST Hook delivery suites that run on both workflow engines: the monitoring lab
 * (with its switchable domain), the real app pointed at it and a receiver on loopback. On `embedded`
 * the app runs the scans and deliveries itself; on `temporal` the app starts them on a Temporal
 * server and a worker built as `npm run worker` builds it (sharing the app's database, secrets and
 * the lab) runs them. A Temporal suite skips, saying why, without a server (test/helpers/temporal.ts).
 */
import { webhookSettingsFromConfig } from '../../activities/webhooks/webhook-settings.js';
import { loadSecrets } from '../../config/secrets.js';
import { systemClock } from '../../core/clock.js';
import { labScanDeps } from '../../lab/lab-scan-deps.js';
import type { Lab } from '../../lab/start-lab.js';
import { startMonitorLab } from '../api/monitoring/monitoring-kit.js';
import { buildScanApp } from '../api/scans/scan-kit.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { type TestDatabase, testDatabases } from '../helpers/databases.js';
import {
  requireTemporal,
  startTestWorker,
  TEMPORAL_TEST_NAMESPACE,
  type TestWorker,
  uniqueTaskQueue,
} from '../helpers/temporal.js';
import { TestReceiver } from '../webhooks/receiver.js';

export type Engine = 'embedded' | 'temporal';
export const ENGINES: readonly Engine[] = ['embedded', 'temporal'];

/** Runs `suite` once per engine and test database, titled by both. */
export function forEachEngineAndDatabase(title: string, suite: (engine: Engine, database: TestDatabase) => void): void {
  for (const engine of ENGINES) {
    for (const database of testDatabases()) {
      describe(`${title} [${engine}, ${database.name}]`, () => suite(engine, database));
    }
  }
}

export interface HookEngineRig {
  readonly t: TestApp;
  readonly lab: Lab;
  readonly sink: TestReceiver;
  /** A URL of the receiver under `path` (http://localhost, which the test set-up opts in to). */
  url(path: string): string;
}

export function useHookEngineRig(engine: Engine, database: TestDatabase, retrySchedule = '0,0,0,0'): HookEngineRig {
  let lab: Lab | undefined;
  let app: TestApp | undefined;
  let worker: TestWorker | undefined;
  const sink = new TestReceiver();

  before(async function () {
    const address = engine === 'temporal' ? requireTemporal(this) : null;
    this.timeout(120_000);
    lab = await startMonitorLab();
    await sink.start();
    if (address === null) {
      app = await buildScanApp(database, lab, { WEBHOOK_RETRY_SCHEDULE: retrySchedule });
      return;
    }
    const taskQueue = uniqueTaskQueue('hooks');
    app = await buildTestApp(
      database,
      {
        TEMPORAL_ADDRESS: address,
        TEMPORAL_NAMESPACE: TEMPORAL_TEST_NAMESPACE,
        TEMPORAL_TASK_QUEUE: taskQueue,
        WEBHOOK_RETRY_SCHEDULE: retrySchedule,
      },
      [],
      { scanDeps: labScanDeps(lab) },
    );
    worker = await startTestWorker(address, taskQueue, {
      db: app.db,
      scanDeps: labScanDeps(lab),
      clock: systemClock,
      webhooks: webhookSettingsFromConfig(app.config, loadSecrets(app.config)),
    });
  });

  after(async function () {
    this.timeout(60_000);
    // The lab stops even when the app's close fails: a lab left bound takes its net from later suites.
    try {
      await worker?.stop();
      await app?.close();
    } finally {
      await sink.stop();
      await lab?.stop();
    }
  });

  return {
    get t() {
      if (!app) throw new Error('useHookEngineRig: only inside the suite');
      return app;
    },
    get lab() {
      if (!lab) throw new Error('useHookEngineRig: only inside the suite');
      return lab;
    },
    sink,
    url: (path: string) => `http://localhost:${sink.port()}${path}`,
  };
}
