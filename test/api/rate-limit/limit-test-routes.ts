/**
 * Routes that exist only in the rate-limit tests, registered through buildTestApp's plugins (so
 * after the limiter, like every real /v1 route): a keyed route, a public one, one that waits until
 * the test lets it finish (concurrency), and one authenticated as the public scanner key.
 */
import type { FastifyInstance } from 'fastify';

/** Holds requests inside a handler until the test opens it. */
export class Gate {
  private inside = 0;
  private readonly waiters: { count: number; resolve: () => void }[] = [];
  private opened!: () => void;
  private readonly opening = new Promise<void>((resolve) => {
    this.opened = resolve;
  });

  async enter(): Promise<void> {
    this.inside += 1;
    for (const waiter of this.waiters) if (this.inside >= waiter.count) waiter.resolve();
    await this.opening;
  }

  /** Resolves when `count` requests are inside. */
  arrived(count: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.inside >= count) resolve();
      else this.waiters.push({ count, resolve });
    });
  }

  open(): void {
    this.opened();
  }
}

export function limitTestRoutes(gate: Gate) {
  return async (app: FastifyInstance) => {
    const keyed = { preHandler: app.auth.requireAccount };
    app.get('/v1/test/keyed', keyed, async () => ({ ok: true }));
    app.post('/v1/test/keyed', keyed, async () => ({ ok: true }));
    app.post('/v1/test/public', async () => ({ ok: true }));
    app.post('/v1/test/unlimited', { config: { rateLimit: false } }, async () => ({ ok: true }));
    app.post('/v1/test/slow', keyed, async () => {
      await gate.enter();
      return { ok: true };
    });
    // Stands in for the public scanner key's authenticator: it sets that kind of principal.
    const asPublicScanner = {
      preHandler: async (request: { principal?: unknown }) => {
        request.principal = { method: 'public_scanner', user: null, session: null };
      },
    };
    app.get('/v1/test/scanner', asPublicScanner, async () => ({ ok: true }));
    app.post('/v1/test/scanner', asPublicScanner, async () => ({ ok: true }));
  };
}
