/**
 * Idempotent writes: an authenticated POST, PUT, PATCH or DELETE under `/v1` that sends an
 * `Idempotency-Key` runs once per (account, key); a retry gets the first answer again with
 * `Idempotent-Replayed: true` and does nothing (docs/api-idempotency.md). Wired into each such route
 * as it is added, like the rate limiter: a preHandler after every other one (so credentials, CSRF,
 * the subscription check and the rate limits have passed) reserves the key, and an onSend hook
 * keeps what the route answered.
 *
 * What is kept follows Stripe's documented rule, "a result is saved once the endpoint began
 * executing": every answer of the handler below 500, errors included (a 400 for an unresolvable
 * domain, the quota 429). Nothing is kept for a request refused before it ran (schema 422,
 * 401/403, the rate-limit 429, a malformed key, the 409 and 422 of this hook), nor for a 5xx: that
 * is the database, Temporal or the payment processor failing, each write commits whole or not at
 * all, and a retry is what the contract tells the client to do, so the reservation is given back.
 * The public scanner key is nobody's account: it gets no idempotency, and the header is ignored.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { StoredResponse } from '../../db/entities/idempotency-key.entity.js';
import { ApiError } from '../errors/api-error.js';
import { ERRORS, FIELD_MESSAGES, STATUS_OF } from '../errors/error-catalogue.js';
import { IDEMPOTENT_REPLAYED_HEADER, idempotencyKeyOf, keyError } from './idempotency-key-header.js';
import { IdempotencyStore, RENEW_EVERY_MS, type Reservation } from './idempotency-store.js';
import { keyHash, requestFingerprint } from './request-fingerprint.js';
import { ResponseSeal } from './response-seal.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route ignores Idempotency-Key (naturally idempotent, or it sets cookies). */
    idempotency?: false;
  }
  interface FastifyInstance {
    idempotency: IdempotentRoutes;
  }
}

export interface IdempotentRoutes {
  /** `METHOD /url` of every route that honours the header (the OpenAPI document lists them). */
  routes: Set<string>;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The response headers a replay repeats: the ones that describe the body. Never cookies. */
const KEPT_HEADERS = [
  'content-type',
  'content-disposition',
  'content-language',
  'location',
  'link',
  'deprecation',
  'sunset',
];
/** A request still running after this long stops renewing its reservation (a retry may then run). */
const MAX_RENEWING_MS = 15 * 60_000;

interface Held {
  reservation: Reservation;
  userId: number;
  keyHash: string;
  timer: NodeJS.Timeout;
}

/** Whether a route takes the header: authenticated, state-changing, versioned, not opted out. */
export function takesIdempotencyKey(route: {
  url: string;
  method: string | string[];
  schema?: { security?: unknown };
  config?: { idempotency?: false };
}): boolean {
  const methods = [route.method].flat();
  const security = route.schema?.security;
  return (
    route.url.startsWith('/v1/') &&
    methods.some((method) => STATE_CHANGING.has(method)) &&
    Array.isArray(security) &&
    security.length > 0 &&
    route.config?.idempotency !== false
  );
}

export function registerIdempotency(app: FastifyInstance): void {
  const store = new IdempotencyStore(app.ctx.db, app.ctx.clock);
  const seal = new ResponseSeal(app.ctx.secrets.apiKeySecret);
  const held = new WeakMap<FastifyRequest, Held>();
  const routes: IdempotentRoutes = { routes: new Set() };
  app.decorate('idempotency', routes);

  const stopRenewing = (request: FastifyRequest): Held | undefined => {
    const holding = held.get(request);
    if (!holding) return undefined;
    clearInterval(holding.timer);
    held.delete(request);
    return holding;
  };

  const reserveKey: preHandlerAsyncHookHandler = async (request, reply) => {
    const key = idempotencyKeyOf(request.headers);
    const userId = request.principal?.user.id;
    if (key === null || userId === undefined) return;
    const hash = keyHash(key);
    const fingerprint = requestFingerprint({
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      params: request.params,
      query: request.query,
      body: request.body,
    });
    let outcome = await store.reserve({ userId, keyHash: hash, fingerprint });
    if (outcome.kind === 'replay') {
      const body = openBody(request, outcome.response, userId, hash);
      if (body) return replay(reply, outcome.status, outcome.response.headers, body);
      // Sealed under a secret this process no longer has (API_KEY_SECRET rotated): the answer is
      // lost, as after the 24 hours, so the key is forgotten and the request runs as new.
      await store.forget(outcome.reservation);
      outcome = await store.reserve({ userId, keyHash: hash, fingerprint });
    }
    if (outcome.kind === 'mismatch') throw keyError(FIELD_MESSAGES.idempotencyKeyReused);
    if (outcome.kind === 'in_flight' || outcome.kind === 'replay') {
      throw new ApiError(STATUS_OF.conflict, ERRORS.conflict.idempotencyInFlight, {}, { 'retry-after': '1' });
    }
    const startedAt = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - startedAt > MAX_RENEWING_MS) return void stopRenewing(request);
      store
        .renew(outcome.reservation)
        .catch((error) => request.log.warn({ err: error }, 'idempotency key renewal failed'));
    }, RENEW_EVERY_MS);
    timer.unref();
    held.set(request, { reservation: outcome.reservation, userId, keyHash: hash, timer });
  };

  function openBody(request: FastifyRequest, response: StoredResponse, userId: number, hash: string): Buffer | null {
    try {
      return seal.open(response.sealedBody, userId, hash);
    } catch (error) {
      request.log.warn({ err: error }, 'a stored idempotent response could not be opened; its key is forgotten');
      return null;
    }
  }

  function replay(reply: FastifyReply, status: number, headers: Record<string, string>, body: Buffer) {
    reply.code(status);
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return body.length === 0 ? reply.send() : reply.send(body);
  }

  const keepResponse: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const holding = stopRenewing(request);
    if (!holding) return payload;
    try {
      if (reply.statusCode >= 500) {
        await store.release(holding.reservation);
        return payload;
      }
      const body = bytesOf(payload);
      if (body === null) {
        // A streamed body cannot be kept: give the key back rather than replay something else.
        await store.release(holding.reservation);
        return payload;
      }
      const finished = await store.finish(holding.reservation, reply.statusCode, {
        headers: keptHeaders(reply),
        sealedBody: seal.seal(body, holding.userId, holding.keyHash),
      });
      if (!finished) request.log.warn('idempotency key was taken over before its request finished');
    } catch (error) {
      // The answer itself stands; the key stays reserved until its lease runs out, then a retry runs.
      request.log.warn({ err: error }, 'could not keep the response of an idempotent request');
    }
    return payload;
  };

  // Safety net: a request that ended without onSend (it should not happen) stops renewing.
  const forget: onResponseAsyncHookHandler = async (request) => {
    stopRenewing(request);
  };

  app.addHook('onRoute', (route) => {
    if (!takesIdempotencyKey(route)) return;
    const preHandlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
    if (preHandlers.includes(reserveKey)) return;
    route.preHandler = [...preHandlers, reserveKey];
    route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), keepResponse];
    route.onResponse = [...(route.onResponse === undefined ? [] : [route.onResponse].flat()), forget];
    for (const method of [route.method].flat()) routes.routes.add(`${method} ${route.url}`);
  });
}

function bytesOf(payload: unknown): Buffer | null {
  if (payload === undefined || payload === null) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload, 'utf8');
  if (Buffer.isBuffer(payload)) return payload;
  return null;
}

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}
