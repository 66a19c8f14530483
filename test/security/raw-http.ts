/**
 * A raw-socket HTTP/1.1 client for hostile requests: it writes exactly the bytes it is given, so it
 * can send what ordinary clients refuse to (Content-Length beside Transfer-Encoding, two
 * Content-Lengths, invalid percent-encoding or UTF-8 in the request line, oversized headers,
 * unknown methods), and it reads one response back, noting how the connection ended. Each request
 * goes on its own connection with `connection: close`, so one case cannot poison the next.
 */
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** Lower-case names; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
}

export interface RawExchange {
  /** The first final (non-1xx) response, or null when none arrived complete. */
  response: RawResponse | null;
  /** How the exchange ended when no complete response came: closed, reset, or our timeout. */
  ending: 'answered' | 'closed' | 'reset' | 'timeout';
  ms: number;
}

export interface RawRequest {
  method: string;
  /** The request-target as sent, unencoded: may hold any byte the case wants. */
  target: string | Buffer;
  headers: [string, string | Buffer][];
  body?: Buffer | string;
  /** 'auto' adds a correct Content-Length when there is a body; null adds none. */
  contentLength?: 'auto' | null;
  /** true: the blank line ending the headers is never sent (a stalled client). */
  unterminated?: boolean;
}

/** The request's bytes: request line, Host, `connection: close`, the given headers, the body. */
export function encodeRequest(request: RawRequest, host: string): Buffer {
  const body = request.body === undefined ? null : Buffer.from(request.body);
  const parts: Buffer[] = [
    Buffer.from(`${request.method} `, 'latin1'),
    Buffer.isBuffer(request.target) ? request.target : Buffer.from(request.target, 'latin1'),
    Buffer.from(` HTTP/1.1\r\nhost: ${host}\r\nconnection: close\r\n`, 'latin1'),
  ];
  for (const [name, value] of request.headers) {
    // Header bytes are Latin-1 on the wire; a Buffer carries bytes that are no text at all.
    const bytes = Buffer.isBuffer(value) ? value : Buffer.from(value, 'latin1');
    parts.push(Buffer.from(`${name}: `, 'latin1'), bytes, Buffer.from('\r\n', 'latin1'));
  }
  if (body && request.contentLength !== null) {
    parts.push(Buffer.from(`content-length: ${body.length}\r\n`, 'latin1'));
  }
  if (request.unterminated) return Buffer.concat(parts);
  parts.push(Buffer.from('\r\n', 'latin1'));
  if (body) parts.push(body);
  return Buffer.concat(parts);
}

/** Decodes a chunked body; null while incomplete. */
function dechunk(data: Buffer): Buffer | null {
  const chunks: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1').split(';')[0] ?? '', 16);
    if (Number.isNaN(size)) throw new Error('bad chunk size in a response');
    at = lineEnd + 2;
    if (size === 0) return Buffer.concat(chunks);
    if (data.length < at + size + 2) return null;
    chunks.push(data.subarray(at, at + size));
    at += size + 2;
  }
}

/**
 * One response from the front of `data`: complete, null while more is needed, or (when the
 * server has closed) whatever body arrived. 1xx interim responses are skipped.
 */
export function parseResponse(data: Buffer, headRequest: boolean, ended: boolean): RawResponse | null {
  let rest = data;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) return null;
    const [statusLine = '', ...lines] = rest.subarray(0, headEnd).toString('latin1').split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    const bodyData = rest.subarray(headEnd + 4);
    if (status >= 100 && status < 200) {
      rest = bodyData;
      continue;
    }
    if (headRequest || status === 204 || status === 304) return { status, headers, body: Buffer.alloc(0) };
    if (/\bchunked\b/i.test(headers['transfer-encoding'] ?? '')) {
      const body = dechunk(bodyData);
      return body ? { status, headers, body } : null;
    }
    if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      return bodyData.length >= length ? { status, headers, body: bodyData.subarray(0, length) } : null;
    }
    return ended ? { status, headers, body: bodyData } : null;
  }
}

/**
 * Sends `bytes` on a fresh connection and waits for one response, the server closing, or
 * `timeoutMs`. A write error (the server closed while a large body was still going out) is not
 * the end: the answer it sent before closing is still read.
 */
export function exchangeRaw(
  port: number,
  bytes: Buffer,
  options: { headRequest?: boolean; timeoutMs: number; host?: string },
): Promise<RawExchange> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(port, options.host ?? '127.0.0.1');
    const received: Buffer[] = [];
    let settled = false;
    let reset = false;
    const finish = (ending: RawExchange['ending'], response: RawResponse | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ response, ending: response ? 'answered' : ending, ms: Date.now() - started });
    };
    const timer = setTimeout(() => finish('timeout', null), options.timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      const response = parseResponse(Buffer.concat(received), options.headRequest ?? false, false);
      if (response) finish('answered', response);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') reset = true;
    });
    socket.on('close', () => {
      const response = parseResponse(Buffer.concat(received), options.headRequest ?? false, true);
      finish(reset ? 'reset' : 'closed', response);
    });
    socket.once('connect', () => socket.write(bytes));
  });
}

/** Runs `work` over `items` with at most `concurrency` at once, in order of the iterator. */
export async function runPool<T>(items: Iterable<T>, concurrency: number, work: (item: T) => Promise<void>) {
  const iterator = items[Symbol.iterator]();
  const worker = async () => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) await work(next.value);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
