/**
 * Where `LOAD_TRACING=on` sends the API's spans: an OTLP/HTTP endpoint on loopback in the bench's own
 * process that reads each export and answers 200, counting exports and bytes. What the spans cost the
 * API (making them, batching, serialising, sending) is thereby in its CPU figure; keeping them is not.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TraceSink {
  /** OTEL_EXPORTER_OTLP_ENDPOINT for the API (the exporter adds `/v1/traces`). */
  endpoint: string;
  received(): { exports: number; bytes: number };
  stop(): Promise<void>;
}

export async function startTraceSink(): Promise<TraceSink> {
  let exports = 0;
  let bytes = 0;
  const server = createServer((request, response) => {
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    request.on('end', () => {
      exports += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    received: () => ({ exports, bytes }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
