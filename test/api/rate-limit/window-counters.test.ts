import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { BUCKET_TABLE } from '../../../api/rate-limit/burst-buckets.js';
import { ConcurrencySlots } from '../../../api/rate-limit/concurrency-slots.js';
import { COUNTER_TABLE, type CounterStores, counterStoresFor } from '../../../api/rate-limit/counter-stores.js';
import type { RateWindow } from '../../../api/rate-limit/rate-windows.js';
import { tightestOf, WindowCounters, type WindowState } from '../../../api/rate-limit/window-counters.js';
import type { RateTier } from '../../../core/plans/plan-catalogue.js';
import { TestClock } from '../../helpers/clock.js';
import { forEachDatabase, openFreshDatabase } from '../../helpers/databases.js';

/** Small tiers keep every loop short; the burst bucket comes with every WindowCounters of tiers. */
const WINDOWS: RateWindow[] = [
  { name: 'minute', seconds: 60, per: 'per minute', limitOf: (t) => t.perMinute, statedLimitOf: (t) => t.perMinute },
  { name: 'hour', seconds: 3600, per: 'per hour', limitOf: (t) => t.perHour, statedLimitOf: (t) => t.perHour },
];
/** A 1-second window lets a window really expire. */
const SECOND: RateWindow = {
  name: 'minute',
  seconds: 1,
  per: 'per second',
  limitOf: (t) => t.burst,
  statedLimitOf: (t) => t.burst,
};
const tier = (burst: number, perMinute: number, perHour: number): RateTier => ({
  burst,
  perMinute,
  perHour,
  perDay: 1000,
  concurrent: 1,
});

forEachDatabase('rate limit: window counters in the deployment store', (database) => {
  let stores: CounterStores;
  let counters: WindowCounters;
  let subject: string;
  before(async () => {
    // MySQL: a fresh schema; its migrations make the counters' table.
    if (database.name === 'mysql') await (await openFreshDatabase(database)).destroy();
    stores = await counterStoresFor(database.config);
    counters = new WindowCounters(stores, WINDOWS, `t${randomUUID().slice(0, 8)}`);
  });
  after(async () => stores.close());
  beforeEach(() => {
    subject = `account:${randomUUID()}`;
  });

  it(`counts in ${database.name === 'mysql' ? 'MySQL' : 'memory'}`, () => {
    expect(stores.kind).to.equal(database.name === 'mysql' ? 'mysql' : 'memory');
  });

  it('admits up to every limit and reports the window with the fewest requests left', async () => {
    const decisions = [];
    for (let i = 0; i < 3; i += 1) decisions.push(await counters.consume(subject, tier(10, 4, 20)));
    expect(decisions.every((d) => d.allowed)).to.equal(true);
    const last = decisions[2];
    if (!last?.allowed) throw new Error('expected allowed');
    expect(last.tightest.window.name).to.equal('minute');
    expect([last.tightest.limit, last.tightest.remaining]).to.deep.equal([4, 1]);
  });

  it('rejects on the tightest window exceeded, and a rejected request counts nowhere', async () => {
    for (let i = 0; i < 4; i += 1) expect((await counters.consume(subject, tier(10, 4, 20))).allowed).to.equal(true);
    const rejected = await counters.consume(subject, tier(10, 4, 20));
    if (rejected.allowed) throw new Error('expected a rejection');
    expect(rejected.exceeded.window.name).to.equal('minute');
    expect(rejected.exceeded.remaining).to.equal(0);
    expect(rejected.exceeded.resetAtMs - Date.now()).to.be.within(55_000, 60_000);
    expect((await counters.counter('hour').get(subject))?.consumedPoints).to.equal(4);
    // The bucket (10) had room: its token came back, so 4 are spent and the next take leaves 5.
    const next = await counters.buckets.take(counters.bucketKey(subject), tier(10, 4, 20), Date.now());
    expect(next.remaining).to.equal(5);
  });

  it('burst: a token bucket of `burst` at once, refilled at the per-minute rate, worded per minute', async () => {
    const clock = new TestClock(new Date('2031-05-01T12:00:00Z'));
    const clocked = new WindowCounters(stores, WINDOWS, `b${randomUUID().slice(0, 8)}`, clock);
    const small = tier(3, 60, 1000); // 3 at once, then one per second
    for (let i = 0; i < 3; i += 1) expect((await clocked.consume(subject, small)).allowed).to.equal(true);
    const refused = await clocked.consume(subject, small);
    if (refused.allowed) throw new Error('expected a rejection');
    expect(refused.exceeded.window.name).to.equal('burst');
    expect([refused.exceeded.limit, refused.exceeded.statedLimit, refused.exceeded.window.per]).to.deep.equal([
      3,
      60,
      'per minute',
    ]);
    expect(refused.exceeded.resetAtMs - clock.now().getTime()).to.equal(1000);
    clock.advance(999);
    expect((await clocked.consume(subject, small)).allowed).to.equal(false);
    clock.advance(1);
    const again = await clocked.consume(subject, small);
    expect(again.allowed).to.equal(true);
    expect((await clocked.consume(subject, small)).allowed).to.equal(false);
    // Idle for 3 s refills it completely, never beyond its size.
    clock.advance(60_000);
    for (let i = 0; i < 3; i += 1) expect((await clocked.consume(subject, small)).allowed).to.equal(true);
    expect((await clocked.consume(subject, small)).allowed).to.equal(false);
  });

  it('burst: concurrent requests through separate stores (API processes) take exactly the bucket', async () => {
    // In memory the bucket is one process's (SQLite deployments run one API process).
    const other = database.name === 'mysql' ? await counterStoresFor(database.config) : stores;
    try {
      const key = `race:${randomUUID()}`;
      const bursty = tier(10, 60, 1000);
      const now = Date.now();
      const takes = await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? stores : other).buckets.take(key, bursty, now)),
      );
      expect(takes.filter((take) => take.allowed)).to.have.length(10);
      expect(
        takes
          .filter((take) => take.allowed)
          .map((take) => take.remaining)
          .sort((a, b) => a - b),
      ).to.deep.equal([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    } finally {
      if (other !== stores) await other.close();
    }
  });

  it('names the exceeded window that resets last when several are exceeded', async () => {
    await counters.counter('minute').penalty(subject, 4);
    await counters.counter('hour').penalty(subject, 20);
    const rejected = await counters.consume(subject, tier(10, 4, 20));
    if (rejected.allowed) throw new Error('expected a rejection');
    expect(rejected.exceeded.window.name).to.equal('hour');
    expect(rejected.exceeded.resetAtMs - Date.now()).to.be.above(3500_000);
  });

  it('refuses from memory while blocked, but a larger tier (an upgrade) is judged afresh', async () => {
    await counters.counter('minute').penalty(subject, 4);
    expect((await counters.consume(subject, tier(10, 4, 20))).allowed).to.equal(false);
    const minuteBefore = (await counters.counter('minute').get(subject))?.consumedPoints;
    expect((await counters.consume(subject, tier(10, 4, 20))).allowed).to.equal(false);
    expect((await counters.counter('minute').get(subject))?.consumedPoints).to.equal(minuteBefore);
    expect((await counters.consume(subject, tier(10, 40, 200))).allowed).to.equal(true);
  });

  it('starts counting again once a window has expired', async () => {
    const perSecond = new WindowCounters(stores, [SECOND], `s${randomUUID().slice(0, 8)}`, undefined, false);
    for (let i = 0; i < 2; i += 1) expect((await perSecond.consume(subject, tier(2, 50, 50))).allowed).to.equal(true);
    const rejected = await perSecond.consume(subject, tier(2, 50, 50));
    if (rejected.allowed) throw new Error('expected a rejection');
    expect(rejected.exceeded.window.per).to.equal('per second');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, rejected.exceeded.resetAtMs - Date.now()) + 50));
    expect((await perSecond.consume(subject, tier(2, 50, 50))).allowed).to.equal(true);
  });

  it('reads "now" from the clock it is given: reset times, and when a remembered block ends', async () => {
    const clock = new TestClock(new Date('2031-05-01T12:00:00Z'));
    const clocked = new WindowCounters(stores, WINDOWS, `c${randomUUID().slice(0, 8)}`, clock);
    await clocked.counter('minute').penalty(subject, 4);
    const rejected = await clocked.consume(subject, tier(10, 4, 20));
    if (rejected.allowed) throw new Error('expected a rejection');
    const msLeft = rejected.exceeded.resetAtMs - clock.now().getTime();
    expect(msLeft).to.be.within(55_000, 60_000);
    // While the clock stands still the block holds, from memory: the store is not asked again.
    const before = (await clocked.counter('minute').get(subject))?.consumedPoints;
    expect((await clocked.consume(subject, tier(10, 4, 20))).allowed).to.equal(false);
    expect((await clocked.counter('minute').get(subject))?.consumedPoints).to.equal(before);
    // Past its reset on the clock, the block is forgotten and the store decides again.
    clock.advance(msLeft + 1);
    await clocked.consume(subject, tier(10, 4, 20));
    expect((await clocked.counter('minute').get(subject))?.consumedPoints).to.equal((before ?? 0) + 1);
  });

  it('keeps subjects apart', async () => {
    await counters.counter('minute').penalty(subject, 4);
    expect((await counters.consume(subject, tier(10, 4, 20))).allowed).to.equal(false);
    expect((await counters.consume(`${subject}-other`, tier(10, 4, 20))).allowed).to.equal(true);
  });
});

forEachDatabase('rate limit: counter store start-up', (database) => {
  if (database.name !== 'mysql') return;
  it('refuses to start without the migrated counters table, naming the fix', async () => {
    const db = await openFreshDatabase(database);
    try {
      await db.query(`DROP TABLE \`${COUNTER_TABLE}\``);
      const failure = await counterStoresFor(database.config).then(
        () => null,
        (error: Error) => error,
      );
      expect(failure?.message).to.equal(`Table ${COUNTER_TABLE} is missing: run the migrations (npm run db:migrate)`);
    } finally {
      await db.destroy();
    }
  });

  it('refuses to start without the migrated burst buckets table, naming the fix', async () => {
    const db = await openFreshDatabase(database);
    try {
      await db.query(`DROP TABLE \`${BUCKET_TABLE}\``);
      const failure = await counterStoresFor(database.config).then(
        () => null,
        (error: Error) => error,
      );
      expect(failure?.message).to.equal(`Table ${BUCKET_TABLE} is missing: run the migrations (npm run db:migrate)`);
    } finally {
      await db.destroy();
    }
  });
});

describe('rate limit: tightest window and concurrency slots', () => {
  const state = (name: RateWindow['name'], remaining: number, resetAtMs: number): WindowState => ({
    window: { name, seconds: 1, per: '', limitOf: () => 0, statedLimitOf: () => 0 },
    limit: 100,
    statedLimit: 100,
    remaining,
    resetAtMs,
  });

  it('picks the fewest remaining, and on a tie the window that resets later', () => {
    expect(tightestOf([state('burst', 5, 10), state('minute', 3, 60), state('hour', 9, 3600)]).window.name).to.equal(
      'minute',
    );
    expect(tightestOf([state('burst', 3, 10), state('minute', 3, 60)]).window.name).to.equal('minute');
  });

  it('gives out at most `limit` slots per key and takes each back exactly once', () => {
    const slots = new ConcurrencySlots();
    const releases = [slots.tryAcquire('a', 2), slots.tryAcquire('a', 2)];
    expect(releases.every((release) => release !== null)).to.equal(true);
    expect(slots.tryAcquire('a', 2)).to.equal(null);
    expect(slots.tryAcquire('b', 2)).to.not.equal(null);
    releases[0]?.();
    releases[0]?.();
    expect(slots.inFlightFor('a')).to.equal(1);
    expect(slots.tryAcquire('a', 2)).to.not.equal(null);
    expect(slots.tryAcquire('a', 2)).to.equal(null);
  });
});
