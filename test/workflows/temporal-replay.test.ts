/**
 * Temporal's guard for workflow code changes: event histories recorded from real runs on the dev
 * server (test/workflows/histories/, written by the integration suite with RECORD_TEMPORAL_HISTORIES=1)
 * are replayed against today's workflow bundle. A change that would make a running workflow take
 * another path (a step added, removed or reordered) fails here, before it can strand workflows that
 * are in flight on a deployed cluster. Needs no server: replay runs inside the worker library.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, DefaultLogger, Worker } from '@temporalio/worker';
import { expect } from 'chai';
import { tracingSinks } from '../../workers/tracing-interceptors.js';
import { WORKFLOWS } from '../../workflows/definitions.js';
import { TEMPORAL_WORKFLOWS_PATH } from '../../workflows/temporal/entry-path.js';
import { HISTORIES_DIR, sharedWorkflowBundle } from '../helpers/temporal.js';

interface RecordedHistory {
  file: string;
  workflowId: string;
  workflowType: string;
  history: { events: Array<Record<string, unknown>> };
}

function recordedHistories(): RecordedHistory[] {
  return readdirSync(HISTORIES_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const history = JSON.parse(readFileSync(join(HISTORIES_DIR, file), 'utf8')) as RecordedHistory['history'];
      const started = history.events[0]?.workflowExecutionStartedEventAttributes as
        | { workflowType?: { name?: string } }
        | undefined;
      return {
        file,
        workflowId: file.replace(/\.json$/, ''),
        workflowType: started?.workflowType?.name ?? '',
        history,
      };
    });
}

describe('Temporal: recorded workflow histories replay against the current workflow code', function () {
  this.timeout(120_000);
  const histories = recordedHistories();

  it('has a recorded history for every workflow type', () => {
    const covered = new Set(histories.map((each) => each.workflowType));
    for (const name of Object.keys(WORKFLOWS)) expect(covered.has(name), `a history of ${name}`).to.equal(true);
    // Each one ran to its end: a replay of a half history proves less.
    for (const each of histories) {
      const last = each.history.events.at(-1) as { eventType?: string };
      expect(last.eventType, each.file).to.equal('EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED');
    }
  });

  it('replays every recorded history without a determinism error', async () => {
    const results: Array<{ file: string; error: string | null }> = [];
    for await (const result of Worker.runReplayHistories(
      { workflowBundle: await sharedWorkflowBundle(), replayName: 'rampart-replay', sinks: tracingSinks() },
      histories.map((each) => ({ workflowId: each.workflowId, history: each.history })),
    )) {
      results.push({ file: `${result.workflowId}.json`, error: result.error ? String(result.error) : null });
    }
    expect(results).to.deep.equal(histories.map((each) => ({ file: each.file, error: null })));
  });

  it('replays them as well on a bundle without the tracing interceptors (a worker without OTEL_*)', async () => {
    const plain = await bundleWorkflowCode({
      workflowsPath: TEMPORAL_WORKFLOWS_PATH,
      logger: new DefaultLogger('WARN'),
    });
    const results: Array<{ file: string; error: string | null }> = [];
    for await (const result of Worker.runReplayHistories(
      { workflowBundle: plain, replayName: 'rampart-replay-untraced' },
      histories.map((each) => ({ workflowId: each.workflowId, history: each.history })),
    )) {
      results.push({ file: `${result.workflowId}.json`, error: result.error ? String(result.error) : null });
    }
    expect(results).to.deep.equal(histories.map((each) => ({ file: each.file, error: null })));
  });

  it('is a real check: a scan workflow with two steps swapped fails to replay the recorded scan', async () => {
    const scan = histories.find((each) => each.file === 'scan-completed.json');
    expect(scan, 'scan-completed.json').to.not.equal(undefined);
    const reordered = await bundleWorkflowCode({
      workflowsPath: fileURLToPath(new URL('./fixtures/reordered-scan.workflows.ts', import.meta.url)),
      logger: new DefaultLogger('WARN'),
    });
    let failure: unknown;
    await Worker.runReplayHistory({ workflowBundle: reordered }, scan?.history, scan?.workflowId).catch((error) => {
      failure = error;
    });
    expect((failure as Error | undefined)?.name).to.equal('DeterminismViolationError');
  });
});
