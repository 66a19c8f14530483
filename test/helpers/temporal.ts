/**
 * Temporal in tests: the suites that need a real server run when TEST_TEMPORAL_ADDRESS names one
 * (`npx tsx scripts/temporal-dev.ts run -- npm test` starts one and sets it; .ci/run does that) and
 * say plainly that they skipped otherwise. Each suite polls a task queue of its own, so a
 * developer's running workers never take its workflows.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Client, Client as ClientClass, Connection } from '@temporalio/client';
import { historyToJSON } from '@temporalio/common/lib/proto-utils.js';
import { bundleWorkflowCode, DefaultLogger, NativeConnection, Runtime } from '@temporalio/worker';
import type { ActivityDeps } from '../../activities/activity-deps.js';
import type { ModulesOutcome } from '../../activities/contracts.js';
import { createRampartWorker } from '../../workers/create-worker.js';
import { WORKFLOW_INTERCEPTOR_MODULES } from '../../workers/tracing-interceptors.js';
import { TEMPORAL_WORKFLOWS_PATH } from '../../workflows/temporal/entry-path.js';

export const TEMPORAL_TEST_ADDRESS = process.env.TEST_TEMPORAL_ADDRESS ?? null;
export const TEMPORAL_TEST_NAMESPACE = 'default';

const SKIP_NOTE =
  'SKIPPED: needs a Temporal server: set TEST_TEMPORAL_ADDRESS, or run `npx tsx scripts/temporal-dev.ts run -- npm test`';

/** Call first in a suite's `before`: skips the suite, saying why, when no server is given. */
export function requireTemporal(context: Mocha.Context): string {
  if (!TEMPORAL_TEST_ADDRESS) {
    console.log(`      ${SKIP_NOTE}`);
    context.skip();
  }
  return TEMPORAL_TEST_ADDRESS as string;
}

export function uniqueTaskQueue(suite: string): string {
  return `rampart-test-${suite}-${randomUUID().slice(0, 8)}`;
}

/**
 * The SDK logs worker state changes at INFO and expected failures (a deliberately failing activity, a
 * replay meant to fail) as warnings with stacks; tests want errors only. The runtime is process-wide
 * and made by the first Temporal call, so this runs when the helper is imported, before any test.
 */
function quietTemporalRuntime(): void {
  try {
    Runtime.install({
      logger: new DefaultLogger('ERROR'),
      telemetryOptions: { logging: { filter: { core: 'ERROR', other: 'ERROR' } } },
    });
  } catch {
    // Another part of this process already created the runtime: its logger stays.
  }
}
quietTemporalRuntime();

/** Recorded event histories that test/workflows/temporal-replay.test.ts replays against today's code. */
export const HISTORIES_DIR = fileURLToPath(new URL('../workflows/histories/', import.meta.url));

/**
 * With RECORD_TEMPORAL_HISTORIES=1, writes a finished workflow's event history as a replay fixture
 * named `<name>.json`. Re-record (and review the diff) after a deliberate change to workflow code:
 *   RECORD_TEMPORAL_HISTORIES=1 npx tsx scripts/temporal-dev.ts run -- npx mocha test/workflows/temporal-integration.test.ts
 */
export async function recordHistory(client: Client, workflowId: string, name: string): Promise<void> {
  if (process.env.RECORD_TEMPORAL_HISTORIES !== '1') return;
  const history = await client.workflow.getHandle(workflowId).fetchHistory();
  mkdirSync(HISTORIES_DIR, { recursive: true });
  writeFileSync(
    join(HISTORIES_DIR, `${name}.json`),
    `${JSON.stringify(JSON.parse(historyToJSON(history)), null, 1)}\n`,
  );
}

type HistoryEvent = NonNullable<
  Awaited<ReturnType<ReturnType<Client['workflow']['getHandle']>['fetchHistory']>>['events']
>[number];

/**
 * The activity types of a history's local activities, in the order they completed: each is a marker
 * (`core_local_activity`) whose `data` detail is JSON naming the activity type.
 */
export function localActivityTypes(events: HistoryEvent[]): string[] {
  return events.flatMap((event) => {
    const marker = event.markerRecordedEventAttributes;
    if (marker?.markerName !== 'core_local_activity') return [];
    const data = marker.details?.data?.payloads?.[0]?.data;
    if (!data) return [];
    const parsed = JSON.parse(Buffer.from(data).toString()) as { activity_type?: string; activityType?: string };
    return [parsed.activity_type ?? parsed.activityType ?? '?'];
  });
}

/** Each completed `scanModules` attempt of a history: its attempt number, its worker and its result. */
export function completedModuleActivities(
  events: HistoryEvent[],
): Array<{ attempt: number; identity: string; outcome: ModulesOutcome }> {
  const started = new Map(
    events
      .filter((event) => event.activityTaskStartedEventAttributes)
      .map((event) => [String(event.eventId), event.activityTaskStartedEventAttributes]),
  );
  return events.flatMap((event) => {
    const completed = event.activityTaskCompletedEventAttributes;
    const data = completed?.result?.payloads?.[0]?.data;
    if (!completed || !data) return [];
    const outcome = JSON.parse(Buffer.from(data).toString()) as Partial<ModulesOutcome>;
    if (!outcome.statuses || !outcome.reused) return [];
    const start = started.get(String(completed.startedEventId));
    return [{ attempt: start?.attempt ?? 1, identity: start?.identity ?? '', outcome: outcome as ModulesOutcome }];
  });
}

let bundle: Promise<{ code: string }> | undefined;
/** The workflow bundle, made once per test process (webpack takes seconds). */
export function sharedWorkflowBundle(): Promise<{ code: string }> {
  bundle ??= bundleWorkflowCode({
    workflowsPath: TEMPORAL_WORKFLOWS_PATH,
    workflowInterceptorModules: WORKFLOW_INTERCEPTOR_MODULES,
    logger: new DefaultLogger('WARN'),
  });
  return bundle;
}

/** A Rampart worker on its own task queue (as `npm run worker` builds it), and a client beside it. */
export interface TestWorker {
  taskQueue: string;
  client: Client;
  /** The worker's connection, for tests that start a second, special worker. */
  nativeConnection: NativeConnection;
  stop(): Promise<void>;
}

/** `taskQueue`: from uniqueTaskQueue(), chosen first when an app must be configured with it. */
export async function startTestWorker(address: string, taskQueue: string, deps: ActivityDeps): Promise<TestWorker> {
  const nativeConnection = await NativeConnection.connect({ address });
  const worker = await createRampartWorker({
    connection: nativeConnection,
    namespace: TEMPORAL_TEST_NAMESPACE,
    taskQueue,
    deps,
    workflowBundle: await sharedWorkflowBundle(),
    // As a worker with OTEL_* set: the traces tests read these spans; the shared bundle has them.
    tracing: true,
  });
  const running = worker.run();
  const connection = await Connection.connect({ address });
  const client = new ClientClass({ connection, namespace: TEMPORAL_TEST_NAMESPACE });
  return {
    taskQueue,
    client,
    nativeConnection,
    async stop() {
      if (worker.getState() === 'RUNNING') worker.shutdown();
      await running;
      await nativeConnection.close();
      await connection.close();
    },
  };
}
