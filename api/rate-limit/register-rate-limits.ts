/**
 * Request rate limiting for every `/v1` route (docs/api-contract.md "Rate limits"), wired in as the last preHandler of
 * each route, so it runs after authentication has said who is asking (rate-subject.ts). Requests
 * refused before that (401, 403, 422 validation) do no work and are not counted; the unversioned
 * system paths (health checks, docs) are never limited. A route opts out with
 * `config: { rateLimit: false }` (the payment processor's webhook, for instance).
 *
 * Per request: take a concurrency slot (concurrency-slots.ts; given back when the response ends
 * or the connection closes, releaseWhenDone),
 * then count the request in the minute, hour and day windows and take a token of the burst bucket
 * (window-counters.ts, rate-windows.ts, burst-buckets.ts). Counters and buckets live in memory
 * (SQLite) or MySQL (counter-stores.ts).
 *
 * Responses to POST, PUT, PATCH and DELETE carry x-ratelimit-limit, -remaining and -reset (Unix
 * seconds) for the tightest window; GET responses carry none. Every rate-limit 429 has the body of
 * docs/api-contract.md "The two kinds of 429" and a `Retry-After` header equal to `retry_after` (the spec guarantees the header
 * only for the public scanner key; sending it everywhere is what RFC 6585 suggests).
 */
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { rateLimitRefusals } from '../../core/metrics/metric-definitions.js';
import { type ApiError, rateLimited } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { PRICING_PATH } from '../system/system.routes.js';
import { ConcurrencySlots } from './concurrency-slots.js';
import { type CounterStores, counterStoresFor } from './counter-stores.js';
import { subjectOf } from './rate-subject.js';
import { type RateDecision, WindowCounters, type WindowState } from './window-counters.js';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
  interface FastifyContextConfig {
    /** false: this route is not request-rate limited. */
    rateLimit?: false;
  }
}

export interface RateLimits {
  /**
   * Request-rate limiting on or off for this process (on by default). Off is for load benchmarks
   * of the API itself and embedders with their own gateway limits; the free scan's own per-address
   * allowance is a product rule and stays on.
   */
  enabled: boolean;
  stores: CounterStores;
  windows: WindowCounters;
  slots: ConcurrencySlots;
  /** Where the 429's `upgrade_url` points (system.routes.ts PRICING_PATH, absolute). */
  pricingUrl: string;
  /** Sets the x-ratelimit-* headers on state-changing responses, keeping the tightest window shown. */
  showWindow(request: FastifyRequest, reply: FastifyReply, state: WindowState): void;
  /** The rate-limit 429 for an exceeded window. */
  exceededError(tierName: string, state: WindowState, upgradeUrl: string | null): ApiError;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Releases still owed on each connection, for when it closes (see releaseWhenDone). */
const owedBySocket = new WeakMap<Socket, Set<() => void>>();

/**
 * Gives the slot back when the request ends, however it ends. The response's 'close' covers a
 * response sent, and a client gone while its response is the connection's current one. It does
 * not cover a request pipelined behind another on a connection that closes (its response is not
 * attached to the socket yet, and Node never closes it), nor a connection already gone when the
 * limiter runs (the event has passed): the socket's own 'close', and its state now, do.
 */
function releaseWhenDone(request: FastifyRequest, reply: FastifyReply, release: () => void): void {
  const socket = request.raw.socket as Socket | null;
  let owed = socket ? owedBySocket.get(socket) : undefined;
  if (socket && !owed) {
    const set = new Set<() => void>();
    owedBySocket.set(socket, set);
    socket.once('close', () => {
      for (const pending of set) pending();
      set.clear();
    });
    owed = set;
  }
  const done = () => {
    owed?.delete(done);
    release();
  };
  owed?.add(done);
  reply.raw.once('close', done);
  if (reply.raw.destroyed || socket?.destroyed) done();
}

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const stores = await counterStoresFor(app.ctx.config.database);
  const shown = new WeakMap<FastifyRequest, WindowState>();
  const limits: RateLimits = {
    enabled: true,
    stores,
    windows: new WindowCounters(stores, undefined, undefined, app.ctx.clock),
    slots: new ConcurrencySlots(),
    pricingUrl: `${app.ctx.config.publicBaseUrl}${PRICING_PATH}`,
    showWindow(request, reply, state) {
      if (!STATE_CHANGING.has(request.method)) return;
      const current = shown.get(request);
      if (current && current.remaining <= state.remaining) return;
      shown.set(request, state);
      reply.header('x-ratelimit-limit', String(state.limit));
      reply.header('x-ratelimit-remaining', String(state.remaining));
      reply.header('x-ratelimit-reset', String(Math.ceil(state.resetAtMs / 1000)));
    },
    exceededError: (tierName, state, upgradeUrl) => {
      rateLimitRefusals.inc({ limit: state.window.name });
      return rateLimited(
        ERRORS.tooManyRequests.rateLimit(tierName, state.statedLimit, state.window.per),
        (state.resetAtMs - app.ctx.clock.now().getTime()) / 1000,
        upgradeUrl,
      );
    },
  };
  app.decorate('rateLimits', limits);
  app.addHook('onClose', async () => stores.close());

  const limitRequest: preHandlerAsyncHookHandler = async (request, reply) => {
    if (!limits.enabled) return;
    const subject = subjectOf(request, limits.pricingUrl);
    if (subject === null) return;
    const release = limits.slots.tryAcquire(subject.key, subject.tier.concurrent);
    if (!release) {
      // No window to wait for: a slot frees when one of the subject's requests ends.
      rateLimitRefusals.inc({ limit: 'concurrent' });
      throw rateLimited(
        ERRORS.tooManyRequests.rateLimit(subject.tierName, subject.tier.concurrent, 'concurrent requests'),
        1,
        subject.upgradeUrl,
      );
    }
    releaseWhenDone(request, reply, release);
    let decision: RateDecision;
    try {
      decision = await limits.windows.consume(subject.key, subject.tier);
    } catch (error) {
      release();
      throw error;
    }
    if (decision.allowed) {
      limits.showWindow(request, reply, decision.tightest);
      return;
    }
    release();
    limits.showWindow(request, reply, decision.exceeded);
    throw limits.exceededError(subject.tierName, decision.exceeded, subject.upgradeUrl);
  };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/') || route.config?.rateLimit === false) return;
    const handlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
    // Fastify copies a GET route's options into its HEAD twin: do not add the limiter twice.
    if (handlers.includes(limitRequest)) return;
    route.preHandler = [...handlers, limitRequest];
  });
}
