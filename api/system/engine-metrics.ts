/**
 * The workflow engine as collect-time gauges, asked when Prometheus scrapes (the same answer GET
 * /health gives, shared for a few seconds by the Temporal orchestrator): on Temporal,
 * `rampart_temporal_server_up` and `rampart_temporal_task_queue_pollers{type}`, the workers seen
 * polling the task queue for workflow and for activity tasks, which the `RampartNoWorkerPolling`
 * alert watches. The embedded engine runs in this process and reports neither.
 */
import { Gauge } from 'prom-client';
import { metricsRegistry } from '../../core/metrics/registry.js';
import type { EngineReadiness } from '../../workflows/orchestrator.js';

type ReadinessSource = () => Promise<EngineReadiness>;

const sources = new Set<ReadinessSource>();

async function temporalAnswers() {
  const answers = await Promise.all([...sources].map((ask) => ask()));
  return answers.filter((answer) => answer.engine === 'temporal');
}

new Gauge({
  name: 'rampart_temporal_server_up',
  help: 'Whether the Temporal server answered DescribeTaskQueue (1) or not (0), by task queue',
  labelNames: ['task_queue'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const answer of await temporalAnswers())
      this.set({ task_queue: answer.taskQueue }, answer.server === 'ok' ? 1 : 0);
  },
});

new Gauge({
  name: 'rampart_temporal_task_queue_pollers',
  help: 'Workers seen polling the Temporal task queue in the last two minutes, by task queue and task type (workflow, activity)',
  labelNames: ['task_queue', 'type'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const answer of await temporalAnswers()) {
      if (answer.server !== 'ok') continue;
      this.set({ task_queue: answer.taskQueue, type: 'workflow' }, answer.workflowPollers);
      this.set({ task_queue: answer.taskQueue, type: 'activity' }, answer.activityPollers);
    }
  },
});

/** Reports `readiness` at each scrape from now on; the returned function stops that. */
export function trackEngineReadiness(readiness: ReadinessSource): () => void {
  sources.add(readiness);
  return () => sources.delete(readiness);
}
