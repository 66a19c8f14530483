/**
 * The metrics listener (METRICS_PORT on METRICS_HOST, 127.0.0.1 by default): a plain HTTP server
 * apart from the API's port that answers `GET /metrics` and nothing else, so Prometheus on the
 * same host (or on a network the operator chose by setting METRICS_HOST) scrapes without a token
 * while the public port never shows the metrics. The worker's endpoint is the same server
 * (workers/worker-endpoint.ts adds its liveness path); server.ts starts the API's.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderMetrics } from './registry.js';

export type ExtraPaths = Record<string, () => { status: number; body: string }>;

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

async function answer(request: IncomingMessage, response: ServerResponse, extra: ExtraPaths): Promise<void> {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const reply = (status: number, type: string, body: string) => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    reply(405, 'application/json', JSON.stringify({ detail: 'Method not allowed' }));
    return;
  }
  if (path === '/metrics') {
    const { body, contentType } = await renderMetrics();
    reply(200, contentType, body);
    return;
  }
  const handler = extra[path];
  if (handler) {
    const { status, body } = handler();
    reply(status, 'application/json', body);
    return;
  }
  reply(404, 'application/json', JSON.stringify({ detail: 'Not found' }));
}

export async function startMetricsListener(
  host: string,
  port: number,
  extra: ExtraPaths = {},
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    answer(request, response, extra).catch((error: Error) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ detail: `metrics could not be collected: ${error.message}` }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
