/**
 * An embedded run keeps the trace of whatever started it across a restart: the context is stored
 * with the run (workflow_runs.trace_context), so the process that resumes it makes its
 * `RunWorkflow` and `RunActivity` spans children of the original `StartWorkflow` span.
 */
import { context, trace } from '@opentelemetry/api';
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { rampartTracer } from '../../core/tracing/spans.js';
import { WorkflowRun } from '../../db/entities/workflow-run.entity.js';
import { EmbeddedEngine } from '../../workflows/embedded/engine.js';
import type { WorkflowRuntime } from '../../workflows/runtime.js';
import { forEachDatabase, openFreshDatabase } from '../helpers/databases.js';
import { useTracing } from '../helpers/otlp-receiver.js';
import { until } from '../helpers/wait.js';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const activities = { double: async (n: number) => n * 2 };
const workflows = {
  async doubling(rt: WorkflowRuntime, input: { n: number }) {
    const toy = rt.activities<typeof activities>({
      startToCloseTimeoutMs: 1000,
      retry: { maximumAttempts: 1, initialIntervalMs: 1, backoffCoefficient: 1, maximumIntervalMs: 1 },
    });
    return toy.double(input.n);
  },
};

forEachDatabase('embedded engine: a resumed run continues its trace', (database) => {
  const traces = useTracing();
  let db: DataSource;
  const engines: EmbeddedEngine[] = [];

  before(async () => {
    db = await openFreshDatabase(database);
  });
  after(async () => {
    for (const engine of engines) await engine.close();
    await db.destroy();
  });

  it('stores the start span with the run, and the next process runs it under that span', async function () {
    this.timeout(30_000);
    const first = new EmbeddedEngine({ db, activities, workflows, log: silent });
    engines.push(first);
    await first.start();
    // The caller's span (a request's, in the API); the process stops after the commit, before launching.
    const caller = rampartTracer().startSpan('caller');
    await context.with(trace.setSpan(context.active(), caller), () =>
      db.transaction((manager) => first.enqueue(manager, 'doubling', 'doubling-1', { n: 21 })),
    );
    caller.end();
    await first.close();
    const stored = await db.manager.findOneByOrFail(WorkflowRun, { id: 'doubling-1' });
    expect(stored.status).to.equal('running');
    const traceId = caller.spanContext().traceId;
    expect(stored.traceContext?.traceparent).to.match(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));

    const second = new EmbeddedEngine({ db, activities, workflows, log: silent });
    engines.push(second);
    expect(await second.start()).to.equal(1);
    await second.idle();
    expect((await db.manager.findOneByOrFail(WorkflowRun, { id: 'doubling-1' })).result).to.equal(42);

    const spans = await until('the resumed run in the trace', async () => {
      await traces.tracing().flush();
      const found = traces.receiver().trace(traceId);
      return found.some((span) => span.name === 'RunActivity:double') ? found : undefined;
    });
    const byName = new Map(spans.map((span) => [span.name, span]));
    const parentName = (name: string) =>
      spans.find((span) => span.spanId === byName.get(name)?.parentSpanId)?.name ?? null;
    expect(parentName('StartWorkflow:doubling')).to.equal('caller');
    expect(parentName('RunWorkflow:doubling')).to.equal('StartWorkflow:doubling');
    expect(parentName('RunActivity:double')).to.equal('RunWorkflow:doubling');
    expect(byName.get('StartWorkflow:doubling')?.parentSpanId).to.equal(caller.spanContext().spanId);
    expect(stored.traceContext?.traceparent).to.include(byName.get('StartWorkflow:doubling')?.spanId);
  });
});
