/**
 * Temporal in tests: the suites that need a real server run when TEST_TEMPORAL_ADDRESS names one
 * (`npx tsx scripts/temporal-dev.ts run -- npm test` starts one and sets it; .ci/run does that) and
 * say plainly that they skipped otherwise. Each suite polls a task queue of its own, so a
 * developer's running workers never take its workflows.
 */
import { randomUUID } from 'node:crypto';
import { bundleWorkflowCode, DefaultLogger, Runtime } from '@temporalio/worker';
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

let runtimeInstalled = false;
/** The SDK's runtime logs at INFO by default; tests want warnings only. Installed once per process. */
export function quietTemporalRuntime(): void {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  try {
    Runtime.install({ logger: new DefaultLogger('WARN') });
  } catch {
    // Another part of this process already created the runtime: its logger stays.
  }
}

let bundle: Promise<{ code: string }> | undefined;
/** The workflow bundle, made once per test process (webpack takes seconds). */
export function sharedWorkflowBundle(): Promise<{ code: string }> {
  bundle ??= bundleWorkflowCode({ workflowsPath: TEMPORAL_WORKFLOWS_PATH, logger: new DefaultLogger('WARN') });
  return bundle;
}
