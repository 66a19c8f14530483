import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { type CounterStores, counterStoresFor } from '../../../api/rate-limit/counter-stores.js';
import { RATE_WINDOWS } from '../../../api/rate-limit/rate-windows.js';
import { WindowCounters } from '../../../api/rate-limit/window-counters.js';
import type { RateTier } from '../../../core/plans/plan-catalogue.js';
import { forEachDatabase, openFreshDatabase } from '../../helpers/databases.js';

const tier = (perMinute: number, burst = 1000): RateTier => ({
  burst,
  perMinute,
  perHour: 10_000,
  perDay: 100_000,
  concurrent: 100,
});

forEachDatabase('rate limit: one round trip per request on MySQL', (database) => {
  if (database.name !== 'mysql') return;
  let stores: CounterStores;
  let subject: string;
  before(async () => {
    await (await openFreshDatabase(database)).destroy();
    stores = await counterStoresFor(database.config);
  });
  after(async () => stores.close());
  beforeEach(() => {
    subject = `account:${randomUUID()}`;
  });

  /** Calls of the one-round-trip path, and how many of them failed (and fell back). */
  function watch(counters: CounterStores): { calls: number; failures: number } {
    const seen = { calls: 0, failures: 0 };
    const together = counters.together;
    if (!together) throw new Error('MySQL stores count together');
    const consume = together.consume.bind(together);
    together.consume = async (...args) => {
      seen.calls += 1;
      return consume(...args).catch((error: unknown) => {
        seen.failures += 1;
        throw error;
      });
    };
    return seen;
  }

  it('counts every window and the bucket in the rows the library reads', async () => {
    const seen = watch(stores);
    const counters = new WindowCounters(stores, RATE_WINDOWS, `o${randomUUID().slice(0, 8)}`);
    for (let i = 0; i < 3; i += 1) expect((await counters.consume(subject, tier(100, 50))).allowed).to.equal(true);
    expect(seen).to.deep.equal({ calls: 3, failures: 0 });
    for (const window of ['minute', 'hour', 'day'] as const) {
      const stored = await counters.counter(window).get(subject);
      expect(stored?.consumedPoints, window).to.equal(3);
      const seconds = RATE_WINDOWS.find((each) => each.name === window)?.seconds ?? 0;
      expect(stored?.msBeforeNext, window).to.be.within(seconds * 1000 - 5_000, seconds * 1000);
    }
    // The library's own penalty lands in the same row: the next request counts on from it.
    await counters.counter('minute').penalty(subject, 96);
    const fourth = await counters.consume(subject, tier(100, 50));
    if (!fourth.allowed) throw new Error('expected the 100th request of the minute admitted');
    expect(fourth.tightest.window.name).to.equal('minute');
    expect(fourth.tightest.remaining).to.equal(0);
    expect((await counters.consume(subject, tier(100, 50))).allowed).to.equal(false);
    // The bucket (50) gave 4 tokens and got the refused request's back.
    expect(await counters.buckets.peek(counters.bucketKey(subject), tier(100, 50), Date.now())).to.equal(46);
  });

  it('reads where a subject stands in one round trip, as the library and the bucket read it', async () => {
    const counters = new WindowCounters(stores, RATE_WINDOWS, `p${randomUUID().slice(0, 8)}`);
    const fresh = await counters.standing(subject, tier(100, 50), Date.now());
    expect([...fresh.windows.values()]).to.deep.equal([null, null, null]);
    expect(fresh.bucketTokens).to.equal(50);
    for (let i = 0; i < 4; i += 1) await counters.consume(subject, tier(100, 50));
    const seen = watch(stores);
    const together = stores.together;
    let peeks = 0;
    if (together) {
      const peek = together.peek.bind(together);
      together.peek = async (...args) => {
        peeks += 1;
        return peek(...args);
      };
    }
    const now = Date.now();
    const standing = await counters.standing(subject, tier(100, 50), now);
    expect(peeks).to.equal(1);
    expect(seen.calls).to.equal(0);
    for (const window of ['minute', 'hour', 'day'] as const) {
      const library = await counters.counter(window).get(subject);
      expect(standing.windows.get(window)?.consumedPoints, window).to.equal(library?.consumedPoints);
      expect(standing.windows.get(window)?.msBeforeNext ?? 0, window).to.be.closeTo(library?.msBeforeNext ?? -1, 1_000);
    }
    expect(standing.bucketTokens).to.equal(
      await counters.buckets.peek(counters.bucketKey(subject), tier(100, 50), now),
    );
    expect(standing.bucketTokens).to.equal(46);
  });

  it('a window that has expired starts again from one', async () => {
    const counters = new WindowCounters(
      stores,
      [{ name: 'minute', seconds: 1, per: 'per second', limitOf: (t) => t.burst, statedLimitOf: (t) => t.burst }],
      `e${randomUUID().slice(0, 8)}`,
      undefined,
      false,
    );
    for (let i = 0; i < 3; i += 1) await counters.consume(subject, tier(100, 10));
    expect((await counters.counter('minute').get(subject))?.consumedPoints).to.equal(3);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await counters.consume(subject, tier(100, 10));
    if (!after.allowed) throw new Error('expected admitted');
    expect(after.tightest.remaining).to.equal(9);
  });

  it('concurrent requests through separate stores (API processes) admit exactly the window', async () => {
    const other = await counterStoresFor(database.config);
    try {
      const seen = [watch(stores), watch(other)];
      const prefix = `r${randomUUID().slice(0, 8)}`;
      const processes = [
        new WindowCounters(stores, RATE_WINDOWS, prefix),
        new WindowCounters(other, RATE_WINDOWS, prefix),
      ];
      const decisions = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (processes[i % 2] as WindowCounters).consume(subject, tier(15))),
      );
      expect(decisions.filter((each) => each.allowed)).to.have.length(15);
      expect(seen.every((each) => each.failures === 0)).to.equal(true);
      // Refused requests gave back the points of the windows that had room: the hour holds the 15 admitted.
      expect((await processes[0]?.counter('hour').get(subject))?.consumedPoints).to.equal(15);
    } finally {
      await other.close();
    }
  });

  it('falls back to counting window by window when the one round trip fails', async () => {
    const together = stores.together;
    if (!together) throw new Error('MySQL stores count together');
    const consume = together.consume;
    together.consume = async () => {
      throw new Error('connection lost');
    };
    try {
      const counters = new WindowCounters(stores, RATE_WINDOWS, `f${randomUUID().slice(0, 8)}`);
      for (let i = 0; i < 2; i += 1) expect((await counters.consume(subject, tier(100, 50))).allowed).to.equal(true);
      expect((await counters.counter('hour').get(subject))?.consumedPoints).to.equal(2);
    } finally {
      together.consume = consume;
    }
  });
});
