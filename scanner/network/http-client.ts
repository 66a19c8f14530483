/**
 * The scanner's HTTP client: one request to a given address (pinned, never re-resolved), with the
 * host name in the Host header and SNI, a time bound and a body cap. Certificates are checked but a
 * bad one does not stop the request: the ssl module reports it, and header checks still see the page.
 * Redirects are followed by redirects.ts, hop by hop, each hop through the address guard again.
 */
import { type Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { createSecureContext, rootCertificates, type SecureContext, type TLSSocket } from 'node:tls';
import { inHttpClientSpan } from '../../core/tracing/spans.js';
import type { ScanNetwork } from '../modules/module.js';
import { assertAllowed, ConnectTimeoutError } from './tcp-connect.js';

export const SCANNER_USER_AGENT = 'RampartScanner/1.0 (+https://rampart.example/scanner)';

export interface HttpExchange {
  url: string;
  /** The address the request went to. */
  address: string;
  method: string;
  status: number;
  /** Header names in lower case; every value kept, in order (Set-Cookie repeats). */
  headers: Record<string, string[]>;
  body: string;
  /** True when the body was longer than the cap and was cut. */
  bodyTruncated: boolean;
  /** Present for https: whether the chain and name verified, and why not. */
  tls?: { authorized: boolean; error: string | null; protocol: string | null };
  duration_ms: number;
}

export interface HttpRequestOptions {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  /** Default 512 KiB: enough for a home page's <head>, bounded against a hostile endless body. */
  maxBodyBytes?: number;
  signal?: AbortSignal;
  /**
   * A keep-alive agent the caller owns and destroys (keep-alive.ts): the request reuses an open
   * connection to the same address, port and name instead of a new TLS handshake. Without one,
   * every request has a connection of its own, closed after its answer.
   */
  agent?: HttpAgent;
}

/**
 * A kept-alive connection the server closed between two requests fails the second at once (reset,
 * or closed before any answer). Node's documented remedy (`request.reusedSocket`): ask again once,
 * on a new connection. Any other failure, and any failure on a new connection, is the answer.
 */
function staleKeptAliveSocket(error: NodeJS.ErrnoException, reused: boolean): boolean {
  return reused && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
}

const trustStores = new WeakMap<readonly string[], string[]>();

/** Node's bundled Mozilla roots plus the extra ones (passing `ca` replaces the defaults). */
export function trustedRoots(network: Pick<ScanNetwork, 'extraCaCerts'>): string[] {
  let roots = trustStores.get(network.extraCaCerts);
  if (!roots) {
    roots = [...rootCertificates, ...network.extraCaCerts];
    trustStores.set(network.extraCaCerts, roots);
  }
  return roots;
}

const secureContexts = new WeakMap<readonly string[], SecureContext>();

/**
 * One TLS context holding trustedRoots(), built once per trust store: parsing ~150 PEM roots costs
 * about 200 ms, which a `ca` option would pay again on every connection.
 */
export function trustedSecureContext(network: Pick<ScanNetwork, 'extraCaCerts'>): SecureContext {
  let context = secureContexts.get(network.extraCaCerts);
  if (!context) {
    context = createSecureContext({ ca: trustedRoots(network) });
    secureContexts.set(network.extraCaCerts, context);
  }
  return context;
}

/** First value of a header, or null. */
export function headerValue(exchange: Pick<HttpExchange, 'headers'>, name: string): string | null {
  return exchange.headers[name.toLowerCase()]?.[0] ?? null;
}

function collectHeaders(response: IncomingMessage): Record<string, string[]> {
  const headers: Record<string, string[]> = {};
  const raw = response.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    const values = headers[name] ?? [];
    values.push(raw[i + 1]!);
    headers[name] = values;
  }
  return headers;
}

/** One request, as a client span of the activity that made it when tracing is on. */
export function httpExchange(
  url: string,
  address: string,
  network: ScanNetwork,
  options: HttpRequestOptions = {},
): Promise<HttpExchange> {
  const target = URL.canParse(url) ? new URL(url) : null;
  if (!target) return exchange(url, address, network, options);
  return inHttpClientSpan(options.method ?? 'GET', target, (span) => {
    span?.setAttribute('network.peer.address', address);
    return exchange(url, address, network, options);
  });
}

function tlsOf(socket: TLSSocket | null): HttpExchange['tls'] | null {
  if (!socket) return null;
  return {
    authorized: socket.authorized === true,
    error: socket.authorized ? null : String(socket.authorizationError ?? 'unverified'),
    protocol: socket.getProtocol?.() ?? null,
  };
}

function exchange(
  url: string,
  address: string,
  network: ScanNetwork,
  options: HttpRequestOptions,
  retried = false,
): Promise<HttpExchange> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return Promise.reject(new Error(`${target.protocol} URLs are not fetched`));
  }
  assertAllowed(address, network.allowList);
  const secure = target.protocol === 'https:';
  const hostname = target.hostname.replace(/^\[|\]$/g, '');
  const method = options.method ?? 'GET';
  const maxBody = options.maxBodyBytes ?? 512 * 1024;
  const started = Date.now();
  const requestOptions = {
    host: address,
    port: target.port === '' ? (secure ? 443 : 80) : Number(target.port),
    path: `${target.pathname}${target.search}`,
    method,
    agent: options.agent ?? (false as const),
    headers: { host: target.host, 'user-agent': SCANNER_USER_AGENT, accept: '*/*', ...options.headers },
    ...(secure
      ? {
          // SNI carries the name; an IP literal gets none (RFC 6066 forbids it).
          servername: isIP(hostname) === 0 ? hostname : undefined,
          rejectUnauthorized: false,
          secureContext: trustedSecureContext(network),
        }
      : {}),
  };
  return new Promise<HttpExchange>((resolve, reject) => {
    const budget = network.timeouts.connectMs + 2 * network.timeouts.ioMs;
    const timer = setTimeout(() => req.destroy(new Error(`no complete response within ${budget} ms`)), budget);
    const onAbort = () => req.destroy(options.signal?.reason ?? new Error('aborted'));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    const req = (secure ? httpsRequest : httpRequest)(requestOptions, (response) => {
      // Read now: a kept-alive socket leaves the response (response.socket is null) once it ends.
      const tls = secure ? tlsOf(response.socket as TLSSocket | null) : null;
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      response.on('data', (chunk: Buffer) => {
        if (truncated) return;
        const room = maxBody - size;
        if (chunk.length > room) {
          chunks.push(chunk.subarray(0, room));
          size = maxBody;
          truncated = true;
          response.destroy();
          finish();
          return;
        }
        chunks.push(chunk);
        size += chunk.length;
      });
      response.on('end', finish);
      response.on('error', (error) => {
        if (!truncated) fail(error);
      });
      let finished = false;
      function finish() {
        if (finished) return;
        finished = true;
        done();
        resolve({
          url,
          address,
          method,
          status: response.statusCode ?? 0,
          headers: collectHeaders(response),
          body: Buffer.concat(chunks).toString('utf8'),
          bodyTruncated: truncated,
          ...(tls ? { tls } : {}),
          duration_ms: Date.now() - started,
        });
        // A complete answer on a kept-alive connection leaves it to the agent for the next request.
        if (!truncated && !options.agent) response.socket?.destroy();
      }
    });
    function fail(error: Error) {
      done();
      reject(error);
    }
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!retried && staleKeptAliveSocket(error, req.reusedSocket) && !options.signal?.aborted) {
        done();
        resolve(exchange(url, address, network, options, true));
        return;
      }
      fail(error);
    });
    // req.setTimeout starts only once the socket is connected, so without this a host that drops
    // SYNs (a firewall's silent DROP) held every request for the whole budget (connect + 2 x io).
    req.once('socket', (socket) => {
      if (!socket.connecting) return;
      const { port } = requestOptions;
      const connectMs = network.timeouts.connectMs;
      const connectTimer = setTimeout(() => req.destroy(new ConnectTimeoutError(address, port, connectMs)), connectMs);
      socket.once('connect', () => clearTimeout(connectTimer));
      socket.once('close', () => clearTimeout(connectTimer));
    });
    req.setTimeout(network.timeouts.ioMs, () => req.destroy(new Error(`no answer within ${network.timeouts.ioMs} ms`)));
    req.end();
  });
}
