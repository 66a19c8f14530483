/**
 * The set-up of the webhook suites that run on a Temporal server: the app with its Temporal
 * orchestrator on a task queue of its own, a worker built as `npm run worker` builds it (sharing the
 * app's database and secrets, as workers share the API's) and a receiver on loopback. Registers the
 * suite's before and after hooks; the suite skips, saying why, without a Temporal server.
 */

import { webhookSettingsFromConfig } from '../../activities/webhooks/webhook-settings.js';
import { loadSecrets } from '../../config/secrets.js';
import { systemClock } from '../../core/clock.js';
import { scanDepsFromConfig } from '../../scanner/scan-deps.js';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import type { TestDatabase } from '../helpers/databases.js';
import {
  requireTemporal,
  startTestWorker,
  TEMPORAL_TEST_NAMESPACE,
  type TestWorker,
  uniqueTaskQueue,
} from '../helpers/temporal.js';
import { TestReceiver } from './receiver.js';

export interface TemporalWebhookRig {
  sink: TestReceiver;
  t(): TestApp;
  worker(): TestWorker;
  /** The receiver's URL (http://localhost, which the test set-up opts in to). */
  url(): string;
}

export function useTemporalWebhookRig(
  database: TestDatabase,
  queue: string,
  retrySchedule: string,
): TemporalWebhookRig {
  let t: TestApp | undefined;
  let worker: TestWorker | undefined;
  let url = '';
  const sink = new TestReceiver();

  before(async function () {
    const address = requireTemporal(this);
    this.timeout(120_000);
    const taskQueue = uniqueTaskQueue(queue);
    t = await buildTestApp(database, {
      TEMPORAL_ADDRESS: address,
      TEMPORAL_NAMESPACE: TEMPORAL_TEST_NAMESPACE,
      TEMPORAL_TASK_QUEUE: taskQueue,
      WEBHOOK_RETRY_SCHEDULE: retrySchedule,
    });
    worker = await startTestWorker(address, taskQueue, {
      db: t.db,
      scanDeps: scanDepsFromConfig(t.config.scanner),
      clock: systemClock,
      webhooks: webhookSettingsFromConfig(t.config, loadSecrets(t.config)),
    });
    url = `http://localhost:${await sink.start()}/in`;
  });

  after(async function () {
    this.timeout(60_000);
    await worker?.stop();
    await t?.close();
    await sink.stop();
  });

  return {
    sink,
    t: () => t as TestApp,
    worker: () => worker as TestWorker,
    url: () => url,
  };
}
