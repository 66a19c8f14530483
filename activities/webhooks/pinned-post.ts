/**
 * One POST of a delivery, safe against SSRF ("SSRF"): at every attempt the URL's host is
 * resolved and every address judged by the scanner's address guard (public space only, plus
 * WEBHOOK_ALLOWED_CIDRS; loopback for `http://localhost` only when the operator opted in with
 * WEBHOOK_ALLOW_LOCALHOST, see LOCALHOST_DISABLED); a host with any refused address is
 * refused as a whole (a name that answers with one public and one private address is a rebinding
 * attempt, or a mistake). The connection is pinned to a judged address (the socket's lookup returns
 * it; TLS still verifies the certificate against the URL's host name), redirects are never followed
 * (a 3xx is a failed attempt), and only the first bytes of the answer are read.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { SpanStatusCode } from '@opentelemetry/api';
import { inHttpClientSpan } from '../../core/tracing/spans.js';
import { isLocalhostUrl, webhookUrlProblem } from '../../core/webhooks/webhook-url.js';
import { type AllowList, judgeAddress } from '../../scanner/network/address-guard.js';

/** Resolves a host name to its addresses (the judged ones are the only ones connected to). */
export type WebhookResolve = (host: string) => Promise<string[]>;

export interface PostOptions {
  allowList: AllowList;
  /** WEBHOOK_ALLOW_LOCALHOST: `http://localhost` may reach this machine's loopback (development). */
  allowLocalhost: boolean;
  timeoutMs: number;
  bodyCapBytes: number;
  /** The activity's cancellation (a timed-out or cancelled attempt). */
  signal?: AbortSignal;
  /** Resolves a host name to its addresses; default the system resolver (getaddrinfo). */
  resolve?: WebhookResolve;
}

export interface PostOutcome {
  ok: boolean;
  /** Null when no answer came. */
  status: number | null;
  body: string | null;
  durationMs: number;
  /** Why it failed, in words for the user; null on success. */
  error: string | null;
  /** The address the request went to, when one was judged and tried. */
  address: string | null;
}

async function systemResolve(host: string): Promise<string[]> {
  const answers = await dnsLookup(host, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
}

/** `localhost` is loopback by definition (RFC 6761 section 6.3): no resolver is asked. */
const LOCALHOST_ADDRESSES = ['127.0.0.1', '::1'];

/**
 * An AbortSignal aborted `ms` from now, but only after the event loop has handled the I/O already
 * waiting: Node runs due timers before it polls for I/O, so a process busy for a while (a burst of
 * deliveries) would otherwise time out an answer that had arrived in time and sits unread.
 */
export function deadlineSignal(ms: number, reason: () => Error): { signal: AbortSignal; cancel(): void } {
  const controller = new AbortController();
  let immediate: NodeJS.Immediate | undefined;
  const timer = setTimeout(() => {
    immediate = setImmediate(() => controller.abort(reason()));
  }, ms);
  return {
    signal: controller.signal,
    cancel() {
      clearTimeout(timer);
      if (immediate) clearImmediate(immediate);
    },
  };
}

/** How long resolving the host may take (getaddrinfo has no bound of its own). */
const RESOLVE_TIMEOUT_MS = 10_000;

function boundedResolve(resolve: (host: string) => Promise<string[]>) {
  return (host: string) =>
    new Promise<string[]>((done, fail) => {
      const deadline = deadlineSignal(RESOLVE_TIMEOUT_MS, () =>
        Object.assign(new Error(`no answer within ${RESOLVE_TIMEOUT_MS / 1000} s`), { code: 'ETIMEOUT' }),
      );
      deadline.signal.addEventListener('abort', () => fail(deadline.signal.reason), { once: true });
      resolve(host).then(
        (addresses) => {
          deadline.cancel();
          done(addresses);
        },
        (error: unknown) => {
          deadline.cancel();
          fail(error);
        },
      );
    });
}

/**
 * Why an attempt to loopback fails when the operator has not opted in (without it, any
 * account could reach whatever listens on the server's loopback and read its answer back).
 */
export const LOCALHOST_DISABLED = 'deliveries to localhost are disabled on this server';

/**
 * The addresses the request may go to, or why none may. Loopback is reached in two deliberate ways
 * only: the `localhost` name when `allowLocalhost` (WEBHOOK_ALLOW_LOCALHOST) is on, whatever
 * WEBHOOK_ALLOWED_CIDRS says (the name needs the flag), and addresses an operator listed in
 * WEBHOOK_ALLOWED_CIDRS (listing 127.0.0.0/8 is an opt-in for those addresses, reached by address or
 * by a name that resolves there, but not by the name `localhost`).
 */
export async function judgedAddresses(
  url: URL,
  allowList: AllowList,
  resolve: (host: string) => Promise<string[]> = systemResolve,
  allowLocalhost = false,
): Promise<{ addresses: string[] } | { refused: string }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host.toLowerCase() === 'localhost' && !allowLocalhost) return { refused: LOCALHOST_DISABLED };
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else if (host.toLowerCase() === 'localhost') addresses = LOCALHOST_ADDRESSES;
  else {
    try {
      addresses = [...new Set(await resolve(host))];
    } catch (error) {
      return { refused: `could not resolve ${host}: ${(error as NodeJS.ErrnoException).code ?? String(error)}` };
    }
    if (addresses.length === 0) return { refused: `could not resolve ${host}: no addresses` };
  }
  const localhost = isLocalhostUrl(url);
  for (const address of addresses) {
    const verdict = judgeAddress(address, allowList);
    if (verdict.allowed) continue;
    if (verdict.range === 'loopback') {
      // The one exception the spec makes, when the operator opted in: http://localhost reaches
      // this machine's loopback.
      if (localhost && allowLocalhost) continue;
      if (!allowLocalhost) return { refused: LOCALHOST_DISABLED };
    }
    return {
      refused: `${host} resolves to ${address} (${verdict.range}), which is not a public address: webhooks are delivered only to public addresses`,
    };
  }
  return { addresses };
}

function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;
}

/** Errors that mean "nothing listens at this address": the next judged address may be tried. */
const TRY_NEXT = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

function describeError(error: unknown, timeoutMs: number): string {
  const err = error as NodeJS.ErrnoException;
  if (err?.name === 'TimeoutError' || err?.code === 'ETIMEDOUT' || err?.name === 'AbortError') {
    return `no answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`;
  }
  const text = err?.code ? `${err.code}: ${err.message}` : String(err?.message ?? err);
  return `connection failed: ${text}`.slice(0, 480);
}

function send(
  url: URL,
  address: string,
  headers: Record<string, string>,
  body: string,
  bodyCapBytes: number,
  signal: AbortSignal,
): Promise<{ status: number; body: string }> {
  const secure = url.protocol === 'https:';
  const payload = Buffer.from(body, 'utf8');
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: pinnedLookup(address),
        headers: { ...headers, 'content-length': String(payload.length) },
        signal,
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let settled = false;
        const finish = () => {
          if (settled) return;
          settled = true;
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          const room = bodyCapBytes - size;
          if (room > 0) chunks.push(chunk.subarray(0, room));
          size += chunk.length;
          // The rest is not read: a receiver cannot make us buffer an endless answer.
          if (size >= bodyCapBytes) finish();
        });
        response.on('end', finish);
        response.on('error', (error) => (settled ? undefined : reject(error)));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** One delivery attempt's POST, as a client span of the attempt activity when tracing is on. */
export function postWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  options: PostOptions,
): Promise<PostOutcome> {
  if (!URL.canParse(rawUrl)) return post(rawUrl, headers, body, options);
  return inHttpClientSpan('POST', new URL(rawUrl), async (span) => {
    const outcome = await post(rawUrl, headers, body, options);
    if (span) {
      if (outcome.address) span.setAttribute('network.peer.address', outcome.address);
      if (outcome.error) span.setAttribute('rampart.delivery_error', outcome.error);
      if (outcome.status === null) span.setStatus({ code: SpanStatusCode.ERROR, message: outcome.error ?? 'failed' });
    }
    return outcome;
  });
}

async function post(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  options: PostOptions,
): Promise<PostOutcome> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  const failed = (error: string, address: string | null = null): PostOutcome => ({
    ok: false,
    status: null,
    body: null,
    durationMs: elapsed(),
    error,
    address,
  });
  // The URL was checked when it was saved; checked again in case the rule is stricter now.
  const problem = webhookUrlProblem(rawUrl);
  if (problem) return failed(`URL not allowed: ${problem}`);
  const url = new URL(rawUrl);
  const judged = await judgedAddresses(
    url,
    options.allowList,
    boundedResolve(options.resolve ?? systemResolve),
    options.allowLocalhost,
  );
  if ('refused' in judged) return failed(judged.refused);
  // The answer bound starts once the host is judged: it is the receiver's time, not ours.
  const deadline = deadlineSignal(options.timeoutMs, () =>
    Object.assign(new Error('timed out'), { name: 'TimeoutError' }),
  );
  const timeout = deadline.signal;
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    return await sendToJudged(url, judged.addresses, headers, body, options, signal, timeout, elapsed, failed);
  } finally {
    deadline.cancel();
  }
}

async function sendToJudged(
  url: URL,
  addresses: string[],
  headers: Record<string, string>,
  body: string,
  options: PostOptions,
  signal: AbortSignal,
  timeout: AbortSignal,
  elapsed: () => number,
  failed: (error: string, address?: string | null) => PostOutcome,
): Promise<PostOutcome> {
  let lastError: unknown = null;
  let lastAddress: string | null = null;
  for (const address of addresses) {
    lastAddress = address;
    try {
      const answer = await send(url, address, headers, body, options.bodyCapBytes, signal);
      const ok = answer.status >= 200 && answer.status < 300;
      let error: string | null = null;
      if (!ok) {
        error =
          answer.status >= 300 && answer.status < 400
            ? `answered ${answer.status} (a redirect; redirects are not followed)`
            : `answered ${answer.status}, not 2xx`;
      }
      return { ok, status: answer.status, body: answer.body, durationMs: elapsed(), error, address };
    } catch (error) {
      lastError = error;
      if (!TRY_NEXT.has((error as NodeJS.ErrnoException).code ?? '') || signal.aborted) break;
    }
  }
  return failed(
    describeError(signal.aborted ? (timeout.aborted ? timeout.reason : lastError) : lastError, options.timeoutMs),
    lastAddress,
  );
}
