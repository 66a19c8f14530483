import { expect } from 'chai';
import { UsageMeter } from '../../../api/usage/usage-meter.js';
import { addUsage } from '../../../api/usage/usage-store.js';
import { planOf } from '../../../core/plans/plan-catalogue.js';
import { createDataSource } from '../../../db/data-source.js';
import { ApiUsage } from '../../../db/entities/api-usage.entity.js';
import { ScanJob } from '../../../db/entities/scan-job.entity.js';
import { newScanJobRow } from '../../../db/entities/scan-job-row.js';
import { User } from '../../../db/entities/user.entity.js';
import { signUp } from '../../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';

forEachDatabase('usage: metering and the usage endpoints', (database) => {
  let t: TestApp;
  let account: { id: number; apiKey: string };
  const get = (url: string, apiKey = account.apiKey) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-api-key': apiKey } });

  before(async () => {
    t = await buildTestApp(database);
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
  });
  after(async () => t.close());
  beforeEach(async () => {
    account = await signUp(t.app);
    // An account with a past: the summary leaves out days before the account was created.
    await t.db.manager.update(User, { id: account.id }, { createdAt: new Date('2025-06-15T08:00:00Z') });
  });

  it('answers 401 without credentials on all four', async () => {
    for (const url of ['/v1/usage/summary', '/v1/usage/limits', '/v1/usage/history', '/v1/usage/by-endpoint']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).to.equal(401);
      expect(response.json()).to.deep.equal({ detail: 'Invalid or missing authentication' });
    }
  });

  it('meters authenticated requests by route pattern, method and status class; the summary counts them by day', async () => {
    for (let i = 0; i < 3; i += 1) expect((await get('/v1/auth/me')).statusCode).to.equal(200);
    for (const id of ['111', '222']) expect((await get(`/v1/scan/jobs/${id}`)).statusCode).to.equal(404);
    // Unauthenticated requests are not metered (there is no account to count them for).
    await t.app.inject({ method: 'GET', url: '/v1/auth/me' });
    const summary = await get('/v1/usage/summary?start_date=2026-11-19&end_date=2026-11-20');
    expect(summary.statusCode).to.equal(200);
    // The summary request itself is counted after it is answered, so it is not in its own figures.
    expect(summary.json()).to.deep.equal({
      start_date: '2026-11-19',
      end_date: '2026-11-20',
      total_requests: 5,
      total_errors: 2,
      total_scans: 0,
      days: [
        { date: '2026-11-19', requests: 0, errors: 0, scans: 0 },
        { date: '2026-11-20', requests: 5, errors: 2, scans: 0 },
      ],
    });
    const byEndpoint = await get('/v1/usage/by-endpoint');
    expect(byEndpoint.statusCode).to.equal(200);
    const body = byEndpoint.json();
    expect(body).to.include({ days: 30, since: '2026-10-22' });
    expect(body.endpoints).to.deep.include({
      method: 'GET',
      route: '/v1/scan/jobs/{job_id}',
      requests: 2,
      client_errors: 2,
      server_errors: 0,
      error_rate: 1,
    });
    expect(body.endpoints).to.deep.include({
      method: 'GET',
      route: '/v1/auth/me',
      requests: 3,
      client_errors: 0,
      server_errors: 0,
      error_rate: 0,
    });
    await t.app.usageMeter.flush();
    const rows = await t.db.getRepository(ApiUsage).findBy({ userId: account.id });
    expect(rows.map((row) => row.route)).to.include('/v1/scan/jobs/:job_id');
    expect(rows.map((row) => row.route)).to.not.include('/v1/scan/jobs/111');
  });

  it('a usage read adds the counts not flushed yet to the stored ones, and writes nothing', async () => {
    for (let i = 0; i < 2; i += 1) expect((await get('/v1/auth/me')).statusCode).to.equal(200);
    await t.app.usageMeter.flush();
    for (let i = 0; i < 3; i += 1) expect((await get('/v1/auth/me')).statusCode).to.equal(200);
    const stored = async () =>
      (await t.db.getRepository(ApiUsage).findBy({ userId: account.id })).reduce((sum, row) => sum + row.count, 0);
    expect(await stored()).to.equal(2);
    const summary = await get('/v1/usage/summary?start_date=2026-11-20&end_date=2026-11-20');
    expect(summary.json()).to.include({ total_requests: 5, total_errors: 0 });
    const history = (await get('/v1/usage/history?months=1')).json();
    // The summary itself is counted once answered: 6 by now.
    expect(history.months).to.deep.equal([{ month: '2026-11', requests: 6, errors: 0, scans: 0 }]);
    const endpoints = (await get('/v1/usage/by-endpoint?days=1')).json().endpoints;
    expect(endpoints[0]).to.deep.include({ method: 'GET', route: '/v1/auth/me', requests: 5 });
    // Nothing was written by the reads: the 3 requests (and the reads) are still pending.
    expect(await stored()).to.equal(2);
  });

  it('counts scans by day from the account’s scan jobs; the default range is this month to today', async () => {
    const job = (createdAt: string) =>
      newScanJobRow({
        userId: account.id,
        source: 'api',
        domain: 'example.com',
        status: 'completed',
        requestedModules: [],
        createdAt: new Date(createdAt),
      });
    await t.db
      .getRepository(ScanJob)
      .save([
        job('2026-10-31T23:59:59.999Z'),
        job('2026-11-01T00:00:00.000Z'),
        job('2026-11-20T09:00:00.000Z'),
        job('2026-11-20T09:30:00.000Z'),
      ]);
    const body = (await get('/v1/usage/summary')).json();
    expect([body.start_date, body.end_date, body.total_scans, body.days.length]).to.deep.equal([
      '2026-11-01',
      '2026-11-20',
      3,
      20,
    ]);
    expect(body.days[0]).to.include({ date: '2026-11-01', scans: 1 });
    expect(body.days[19]).to.include({ date: '2026-11-20', scans: 2 });
    const history = (await get('/v1/usage/history?months=2')).json();
    expect(history.months.map((m: { month: string; scans: number }) => [m.month, m.scans])).to.deep.equal([
      ['2026-10', 1],
      ['2026-11', 2 + 1],
    ]);
  });

  it('history: per month, six by default, the current month last', async () => {
    await get('/v1/auth/me');
    const body = (await get('/v1/usage/history')).json();
    expect(body.months.map((m: { month: string }) => m.month)).to.deep.equal([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(body.months[5]).to.deep.equal({ month: '2026-11', requests: 1, errors: 0, scans: 0 });
  });

  it('answers any range, clipped to the account’s life: from the day it was created to today', async () => {
    await get('/v1/auth/me');
    const wide = (await get('/v1/usage/summary?start_date=2020-01-01&end_date=2026-11-20')).json();
    expect([wide.start_date, wide.end_date, wide.days.length, wide.total_requests]).to.deep.equal([
      '2025-06-15',
      '2026-11-20',
      524,
      1,
    ]);
    expect(wide.days[0]).to.deep.equal({ date: '2025-06-15', requests: 0, errors: 0, scans: 0 });
    // A far future end is cut at today, so no request can ask for millions of days.
    const unbounded = (await get('/v1/usage/summary?start_date=0001-01-01&end_date=9999-12-31')).json();
    expect([unbounded.start_date, unbounded.end_date, unbounded.days.length]).to.deep.equal([
      '2025-06-15',
      '2026-11-20',
      524,
    ]);
    // Wholly before the account, or wholly after today: nothing covered, the range echoed, no days.
    for (const [start, end] of [
      ['2020-01-01', '2020-12-31'],
      ['2027-01-01', '2027-01-31'],
    ]) {
      const response = await get(`/v1/usage/summary?start_date=${start}&end_date=${end}`);
      expect(response.statusCode).to.equal(200);
      expect(response.json()).to.deep.equal({
        start_date: start,
        end_date: end,
        total_requests: 0,
        total_errors: 0,
        total_scans: 0,
        days: [],
      });
    }
  });

  const bad: [string, string][] = [
    ['/v1/usage/summary?start_date=2026-11-1', 'start_date'],
    ['/v1/usage/summary?start_date=yesterday', 'start_date'],
    ['/v1/usage/summary?end_date=2026-02-30', 'end_date'],
    ['/v1/usage/summary?start_date=2026-11-20&end_date=2026-11-19', 'start_date'],
    ['/v1/usage/history?months=abc', 'months'],
    ['/v1/usage/history?months=0', 'months'],
    ['/v1/usage/history?months=2.5', 'months'],
    ['/v1/usage/by-endpoint?days=-1', 'days'],
    ['/v1/usage/by-endpoint?days=ten', 'days'],
  ];
  for (const [url, field] of bad) {
    it(`422 naming ${field} for ${url.split('?')[1]}`, async () => {
      const response = await get(url);
      expect(response.statusCode, response.body).to.equal(422);
      const detail = response.json().detail as { field: string; message: string }[];
      expect(detail.map((item) => item.field)).to.deep.equal([field]);
      expect(detail[0]?.message).to.be.a('string').and.not.equal('');
    });
  }

  it('limits: the plan, each limit with its consumption, and whether requests and scans are allowed', async () => {
    await t.db.manager.update(User, { id: account.id }, { scansThisMonth: 4, quotaPeriod: '2026-11' });
    const body = (await get('/v1/usage/limits')).json();
    expect(body.plan).to.deep.equal({ id: 'free', name: 'Free' });
    expect(body.subscription_status).to.equal('active');
    expect(body.period).to.deep.equal({ start: '2026-11-01T00:00:00.000Z', end: '2026-12-01T00:00:00.000Z' });
    expect(body.limits.scans_per_month).to.deep.equal({ limit: 10, used: 4, remaining: 6 });
    // This request itself is the one counted so far.
    expect(body.limits.requests_per_minute).to.include({ limit: 120, used: 1, remaining: 119 });
    expect(body.limits.requests_per_day).to.include({ limit: 5000, used: 1 });
    expect(body.limits.burst).to.deep.equal({ limit: 20, available: 19 });
    expect(body.limits.concurrent_requests).to.deep.equal({ limit: 5, in_flight: 1 });
    expect(body.limits.domain_slots).to.deep.equal({ limit: planOf('free').domainLimit });
    expect([body.requests_allowed, body.scans_allowed]).to.deep.equal([true, true]);

    await t.db.manager.update(User, { id: account.id }, { scansThisMonth: 10 });
    expect((await get('/v1/usage/limits')).json().scans_allowed).to.equal(false);
    // A paid plan whose renewal failed: scans are not allowed whatever the quota says.
    await t.db.manager.update(User, { id: account.id }, { plan: 'professional', subscriptionStatus: 'past_due' });
    const lapsed = (await get('/v1/usage/limits')).json();
    expect([lapsed.plan.id, lapsed.subscription_status, lapsed.scans_allowed]).to.deep.equal([
      'professional',
      'past_due',
      false,
    ]);
    expect(lapsed.limits.scans_per_month.limit).to.equal(1000);
    // Leave one token in the burst bucket: the limits request takes it, and the next would be refused.
    const { windows } = t.app.rateLimits;
    const key = windows.bucketKey(`account:${account.id}`);
    const rate = planOf('professional').rate;
    const left = await windows.buckets.peek(key, rate, t.clock.now().getTime());
    await windows.buckets.drain(key, rate, left - 1, t.clock.now().getTime());
    const empty = (await get('/v1/usage/limits')).json();
    expect([empty.limits.burst.available, empty.requests_allowed]).to.deep.equal([0, false]);
  });

  it('upserts add up: concurrent flushes (several API processes) sum, never overwrite', async () => {
    const row = { userId: account.id, day: '2026-11-20', method: 'GET', route: '/v1/x', statusClass: '2xx', count: 1 };
    // MySQL: a second connection pool on the same database, as a second API process has.
    const other = database.name === 'mysql' ? await (await createDataSource(database.config)).initialize() : t.db;
    try {
      await Promise.all(
        Array.from({ length: 8 }, (_, i) => addUsage(i % 2 === 0 ? t.db : other, [{ ...row, count: i + 1 }])),
      );
    } finally {
      if (other !== t.db) await other.destroy();
    }
    const stored = await t.db.getRepository(ApiUsage).findOneByOrFail({ userId: account.id, route: '/v1/x' });
    expect(stored.count).to.equal(36);
  });
});

describe('usage: a read beside a flush counts every request once', () => {
  it('stored plus pending is exact while flushes write during the read', async () => {
    const stored = new Map<string, number>();
    let writeDelay = 0;
    const meter = new UsageMeter(
      async (rows) => {
        await new Promise((resolve) => setTimeout(resolve, writeDelay));
        for (const row of rows) stored.set(row.route, (stored.get(row.route) ?? 0) + row.count);
      },
      { now: () => new Date('2026-11-20T10:00:00Z') },
    );
    let recorded = 0;
    const total = async () => {
      const { stored: counted, pending } = await meter.readWithPending(7, async () => {
        const sum = [...stored.values()].reduce((a, b) => a + b, 0);
        // A slow read: flushes and new requests happen while it is in flight.
        await new Promise((resolve) => setTimeout(resolve, 3));
        return sum;
      });
      return counted + pending.reduce((sum, row) => sum + row.count, 0);
    };
    for (let round = 0; round < 40; round += 1) {
      writeDelay = round % 4;
      meter.record(7, 'GET', `/v1/r${round % 3}`, 200);
      recorded += 1;
      const before = recorded;
      const read = total();
      // A flush that starts while the read is in flight (timer-driven, as the meter's own are).
      const flushing =
        round % 2 === 0 ? new Promise<void>((resolve) => setTimeout(() => void meter.flush().then(resolve), 1)) : null;
      meter.record(7, 'GET', '/v1/late', 200);
      recorded += 1;
      const seen = await read;
      // Every request recorded before the read began is in it; one recorded during it may be too.
      expect(seen).to.be.within(before, recorded);
      await flushing;
    }
    await meter.flush();
    expect([...stored.values()].reduce((a, b) => a + b, 0)).to.equal(recorded);
  });
});

forEachDatabase('usage: the meter flushes at shutdown', (database) => {
  it('writes pending counts when the app closes (no timer tick needed)', async () => {
    const t = await buildTestApp(database);
    let closed = false;
    try {
      const account = await signUp(t.app);
      for (let i = 0; i < 4; i += 1)
        await t.app.inject({ url: '/v1/auth/me', headers: { 'x-api-key': account.apiKey } });
      expect(t.app.usageMeter.pendingRows()).to.equal(1);
      expect(await t.db.getRepository(ApiUsage).countBy({ userId: account.id })).to.equal(0);
      await t.app.close();
      closed = true;
      const rows = await t.db.getRepository(ApiUsage).findBy({ userId: account.id });
      expect(rows.map((row) => [row.method, row.route, row.statusClass, row.count])).to.deep.equal([
        ['GET', '/v1/auth/me', '2xx', 4],
      ]);
    } finally {
      if (!closed) await t.app.close();
      await t.db.destroy();
      await t.mailbox.stop();
    }
  });
});
