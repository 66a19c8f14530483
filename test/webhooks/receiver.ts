/**
 * A webhook receiver for tests: a real HTTP server on loopback that keeps every request (headers and
 * the raw body, byte for byte) and answers what the test tells it to (a status per request, a
 * redirect, a huge body, or no answer at all).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export type Answer = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

export class TestReceiver {
  readonly requests: ReceivedRequest[] = [];
  private server: Server | undefined;
  /** Decides the answer to the nth request (0-based); default 200 "ok". */
  answer: (index: number, request: ReceivedRequest) => Answer = () => ({ status: 200, body: 'ok' });

  /** Listens on `port` (0: any free one); a stopped receiver may start again on its old port. */
  async start(host = '127.0.0.1', port = 0): Promise<number> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const request: ReceivedRequest = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        };
        const index = this.requests.length;
        this.requests.push(request);
        const answer = this.answer(index, request);
        if (answer === 'hang') return;
        res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
        res.end(answer.body ?? '');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, host, resolve));
    return (this.server.address() as AddressInfo).port;
  }

  port(): number {
    if (!this.server) throw new Error('the receiver is not started');
    return (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
