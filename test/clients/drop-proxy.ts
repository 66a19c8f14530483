/**
 * A loopback HTTP proxy in front of the API that loses an answer the way a network does: the first
 * `POST /v1/scan` of each credential is forwarded, the API's whole answer is read (so the server has
 * done the work and committed), and then the client's connection is destroyed without a byte of it.
 * Everything else passes through. Each exchange is logged, so a test can see what the client sent
 * on its retry and what the API answered to it.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedExchange {
  method: string;
  path: string;
  idempotencyKey: string | null;
  status: number;
  /** The API's `Idempotent-Replayed` header, when it sent one. */
  replayed: string | null;
  body: string;
  /** true: the answer was thrown away and the client's connection destroyed. */
  dropped: boolean;
}

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
};

export class DropProxy {
  readonly exchanges: ProxiedExchange[] = [];
  private readonly droppedFor = new Set<string>();
  private server: Server | undefined;

  constructor(private readonly upstream: string) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        const method = req.method ?? 'GET';
        const path = req.url ?? '/';
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
            headers.set(name, value);
        }
        try {
          const answer = await fetch(`${this.upstream}${path}`, {
            method,
            headers,
            body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
          });
          const body = await answer.text();
          const credential = header(req, 'authorization') ?? header(req, 'x-api-key') ?? '';
          const drop = method === 'POST' && path === '/v1/scan' && !this.droppedFor.has(credential);
          if (drop) this.droppedFor.add(credential);
          this.exchanges.push({
            method,
            path,
            idempotencyKey: header(req, 'idempotency-key'),
            status: answer.status,
            replayed: answer.headers.get('idempotent-replayed'),
            body,
            dropped: drop,
          });
          if (drop) {
            req.socket.destroy();
            return;
          }
          const out: Record<string, string> = {};
          answer.headers.forEach((value, name) => {
            if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name))
              out[name] = value;
          });
          res.writeHead(answer.status, out);
          res.end(body);
        } catch (error) {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ detail: `proxy: ${String(error)}` }));
        }
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
