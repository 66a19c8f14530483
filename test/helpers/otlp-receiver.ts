/**
 * An OTLP/HTTP receiver for tests: a plain node:http server on loopback that takes what
 * @opentelemetry/exporter-trace-otlp-http sends (`POST /v1/traces`, JSON, gzip if asked) and keeps
 * each span flattened: ids in hex, attributes as plain values, the service that sent it.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { expect } from 'chai';
import { startTracing, type Tracing } from '../../core/tracing/tracing-sdk.js';

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  kind: number;
  service: string;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
}
interface OtlpRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{ spans?: OtlpSpan[] }>;
  }>;
}

function plain(value: OtlpValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.boolValue !== undefined) return value.boolValue;
  return value.doubleValue;
}

function attributes(list: OtlpAttribute[] = []): Record<string, unknown> {
  return Object.fromEntries(list.map((attribute) => [attribute.key, plain(attribute.value)]));
}

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
}

export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  /** Requests that were not OTLP JSON: a test expects none. */
  readonly refused: string[] = [];
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void body(request).then((raw) => {
        if (
          request.method !== 'POST' ||
          request.url !== '/v1/traces' ||
          !/json/.test(request.headers['content-type'] ?? '')
        ) {
          this.refused.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
          response.writeHead(415).end();
          return;
        }
        this.take(JSON.parse(raw.toString('utf8')) as OtlpRequest);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1/traces`;
  }

  private take(request: OtlpRequest): void {
    for (const resourceSpans of request.resourceSpans ?? []) {
      const service = String(attributes(resourceSpans.resource?.attributes)['service.name'] ?? '');
      for (const scope of resourceSpans.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          this.spans.push({
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId ? span.parentSpanId : null,
            name: span.name,
            kind: span.kind,
            service,
            attributes: attributes(span.attributes),
          });
        }
      }
    }
  }

  trace(traceId: string): ReceivedSpan[] {
    return this.spans.filter((span) => span.traceId === traceId);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** The trace as indented names, children sorted and repeats counted: what a test prints and compares. */
export function treeOutline(spans: readonly ReceivedSpan[]): string[] {
  const children = new Map<string | null, ReceivedSpan[]>();
  const ids = new Set(spans.map((span) => span.spanId));
  for (const span of spans) {
    const parent = span.parentSpanId && ids.has(span.parentSpanId) ? span.parentSpanId : null;
    children.set(parent, [...(children.get(parent) ?? []), span]);
  }
  const lines: string[] = [];
  const walk = (parent: string | null, depth: number) => {
    const groups = new Map<string, ReceivedSpan[]>();
    for (const span of children.get(parent) ?? []) groups.set(span.name, [...(groups.get(span.name) ?? []), span]);
    for (const [name, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`${'  '.repeat(depth)}${name}${group.length > 1 ? ` x${group.length}` : ''}`);
      // Repeats (fifteen module activities) stand for each other: the one with the most children is shown.
      const fullest = group.reduce((best, span) =>
        (children.get(span.spanId)?.length ?? 0) > (children.get(best.spanId)?.length ?? 0) ? span : best,
      );
      walk(fullest.spanId, depth + 1);
    }
  };
  walk(null, 0);
  return lines;
}

/**
 * The suite's tracing: this process's SDK exporting to a fresh receiver every 100 ms, stopped after
 * the suite (stopping unregisters it, so the next suite starts its own).
 */
export function useTracing(): { receiver(): OtlpReceiver; tracing(): Tracing } {
  let receiver: OtlpReceiver | undefined;
  let tracing: Tracing | undefined;
  before(async () => {
    receiver = new OtlpReceiver();
    const url = await receiver.start();
    tracing = startTracing({ defaultServiceName: 'rampart-test', url, scheduledDelayMillis: 100 });
  });
  after(async () => {
    await tracing?.shutdown();
    await receiver?.stop();
    expect(receiver?.refused).to.deep.equal([]);
  });
  return { receiver: () => receiver as OtlpReceiver, tracing: () => tracing as Tracing };
}
