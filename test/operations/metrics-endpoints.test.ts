/**
 * The plain metrics listener (core/metrics/metrics-listener.ts) that the API's METRICS_PORT and the
 * worker's WORKER_METRICS_PORT use, and the worker's liveness answer (workers/worker-endpoint.ts).
 */
import { expect } from 'chai';
import { scansCompleted } from '../../core/metrics/metric-definitions.js';
import { type MetricsListener, startMetricsListener } from '../../core/metrics/metrics-listener.js';
import { workerLiveness } from '../../workers/worker-endpoint.js';

describe('metrics listener', () => {
  let listener: MetricsListener;
  let state = 'RUNNING';
  before(async () => {
    listener = await startMetricsListener('127.0.0.1', 0, { '/health/live': () => workerLiveness(state) });
  });
  after(() => listener.close());
  const get = (path: string, method = 'GET') => fetch(`http://127.0.0.1:${listener.port}${path}`, { method });

  it('serves /metrics in the text format and nothing else', async () => {
    scansCompleted.inc({ source: 'batch' }, 0);
    const metrics = await get('/metrics');
    expect(metrics.status).to.equal(200);
    expect(metrics.headers.get('content-type')).to.match(/^text\/plain; version=0\.0\.4/);
    const text = await metrics.text();
    expect(text).to.include('# TYPE rampart_scans_completed_total counter');
    expect((await get('/')).status).to.equal(404);
    expect((await get('/metrics', 'POST')).status).to.equal(405);
  });

  it("answers the worker's liveness by its state", async () => {
    const live = await get('/health/live');
    expect(live.status).to.equal(200);
    expect(await live.json()).to.deep.equal({ status: 'alive', worker: 'RUNNING' });
    state = 'FAILED';
    const dead = await get('/health/live');
    expect(dead.status).to.equal(503);
    expect(await dead.json()).to.deep.equal({ detail: 'Worker is failed' });
  });
});
