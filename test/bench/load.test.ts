/**
 * The pieces of `bench:load` and `bench:soak` (bench/load/), in seconds: the mix, the percentile,
 * outcome and growth arithmetic, the heap read from real `--trace-gc` output of a node child, and
 * the load generator itself, as its own process with autocannon, against a server this test
 * starts on loopback that answers the way the API does (202 with a job, 200, 429 past a limit, and
 * a 500 where the test wants a failure).
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import {
  type AutocannonResult,
  failuresOf,
  GcHeap,
  outcomeOf,
  parseGcLine,
  percentile,
  type SoakSample,
  soakVerdict,
  summarise,
} from '../../bench/load/figures.js';
import { buildMix, fillIn, type LoadAccount, passFor, READ_SEQUENCE, readCeiling } from '../../bench/load/mix.js';
import { runGenerator } from '../../bench/load/run-generator.js';

const accounts: LoadAccount[] = [
  { apiKey: 'rk_one', seedJob: 11 },
  { apiKey: 'rk_two', seedJob: 22 },
  { apiKey: 'rk_three', seedJob: 33 },
];
const free: LoadAccount = { apiKey: 'rk_free', seedJob: 0 };

describe('bench:load: the mix', () => {
  const mix = (overrides: Partial<Parameters<typeof buildMix>[0]> = {}) =>
    buildMix({
      custom: accounts,
      free,
      domains: ['a.test', 'b.test'],
      readConnections: 16,
      readRate: null,
      customPerMinute: 1000,
      scansPerMinute: 30,
      pollsPerScan: 3,
      freeRate: 10,
      ...overrides,
    });

  it('has reads over the Custom accounts, paced scans with their polls, and the Free account apart', () => {
    const [reads, scans, freeStream, ...rest] = mix();
    expect(rest).to.have.length(0);
    // 3 accounts at 1,000 a minute: 50 req/s together, 45 with 10 % spare, 2 of them for the scans.
    expect(reads).to.include({ name: 'reads', connections: 16, overallRate: 43, deliberate429: false });
    expect(reads?.accounts).to.equal(accounts);
    expect(reads?.requests.map((each) => each.label)).to.include.members([
      'GET /v1/auth/me',
      'GET /v1/scan/history',
      'GET /v1/scan/jobs/:job_id/report',
      'GET /v1/webhooks',
      'GET /v1/domains/alerts',
      'GET /v1/usage/summary',
    ]);
    // 30 scans a minute, each a submission and 3 polls: 2 requests a second.
    expect(scans).to.include({ name: 'scans', connections: 1, overallRate: 2, deliberate429: false });
    expect(scans?.requests.map((each) => `${each.method} ${each.path}`)).to.deep.equal([
      'POST /v1/scan',
      'GET /v1/scan/jobs/{job}',
      'GET /v1/scan/jobs/{job}',
      'GET /v1/scan/jobs/{job}',
    ]);
    expect(freeStream).to.include({ name: 'free', overallRate: 10, deliberate429: true });
    expect(freeStream?.accounts).to.deep.equal([free]);
  });

  it('rounds the scan rate to whole requests a second, at least 1, and drops the stream at 0 scans', () => {
    expect(mix({ scansPerMinute: 12 })[1]?.overallRate).to.equal(1);
    expect(mix({ scansPerMinute: 15 })[1]?.overallRate).to.equal(1);
    expect(mix({ scansPerMinute: 0 }).map((each) => each.name)).to.deep.equal(['reads', 'free']);
  });

  it('keeps the reads under what the accounts may send, however fast they are asked to go', () => {
    expect(mix({ readRate: 20 })[0]?.overallRate).to.equal(20);
    expect(mix({ readRate: 500 })[0]?.overallRate).to.equal(43);
    expect(readCeiling(80, 1000, 2)).to.equal(1198);
    expect(() => readCeiling(1, 60, 2)).to.throw(/no room/);
  });

  it('refuses a mix without accounts or domains', () => {
    expect(() => mix({ custom: [] })).to.throw(/account/);
    expect(() => mix({ domains: [] })).to.throw(/domain/);
  });

  it('takes accounts and domains in turn and fills the placeholders of a pass', () => {
    const scans = mix()[1];
    if (!scans) throw new Error('no scans stream');
    const passes = [0, 1, 2, 3].map((n) => passFor(scans, n));
    expect(passes.map((pass) => pass.account.apiKey)).to.deep.equal(['rk_one', 'rk_two', 'rk_three', 'rk_one']);
    expect(passes.map((pass) => pass.domain)).to.deep.equal(['a.test', 'b.test', 'a.test', 'b.test']);
    const pass = { ...passFor(scans, 1), job: 99 };
    expect(fillIn('{"domain":"{domain}"}', pass)).to.equal('{"domain":"b.test"}');
    expect(fillIn('/v1/scan/jobs/{job}', pass)).to.equal('/v1/scan/jobs/99');
    expect(fillIn('/v1/scan/jobs/{seedJob}/report', pass)).to.equal('/v1/scan/jobs/22/report');
    expect(() => fillIn('/v1/scan/jobs/{job}', passFor(scans, 0))).to.throw(/needs the job/);
    expect(() => fillIn('{domain}', passFor(mix()[0] as never, 0))).to.throw(/needs a domain/);
  });

  it('reads only: no read in the sequence writes', () => {
    expect(READ_SEQUENCE.every((each) => each.method === 'GET')).to.equal(true);
  });
});

describe('bench:load: figures', () => {
  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).to.equal(50);
    expect(percentile(sorted, 99)).to.equal(99);
    expect(percentile(sorted, 100)).to.equal(100);
    expect(percentile([7], 99)).to.equal(7);
    expect(percentile([], 50)).to.equal(0);
    expect(summarise([5, 1, 3, 2, 4])).to.deep.equal({ count: 5, p50: 3, p99: 5, max: 5 });
  });

  const result = (statuses: Record<string, number>, errors = 0, timeouts = 0): AutocannonResult => {
    const non2xx = Object.entries(statuses)
      .filter(([code]) => !code.startsWith('2'))
      .reduce((sum, [, n]) => sum + n, 0);
    return {
      errors,
      timeouts,
      non2xx,
      requests: { total: 0 },
      statusCodeStats: Object.fromEntries(Object.entries(statuses).map(([code, count]) => [code, { count }])),
    };
  };

  it('counts 429s as deliberate only in the stream that means them', () => {
    const deliberate = outcomeOf(result({ 200: 40, 429: 60 }), true);
    expect(deliberate).to.include({ requests: 100, ok: 40, deliberate429: 60 });
    expect(failuresOf(deliberate)).to.equal(0);
    const accidental = outcomeOf(result({ 200: 40, 202: 5, 429: 1 }), false);
    expect(accidental).to.include({ ok: 45, deliberate429: 0 });
    expect(accidental.failedStatuses).to.deep.equal({ 429: 1 });
    expect(failuresOf(accidental)).to.equal(1);
  });

  it('fails the run on any other status and on errors, counting a timeout once', () => {
    const outcome = outcomeOf(result({ 200: 10, 500: 2, 404: 1 }, 3, 2), true);
    expect(outcome.failedStatuses).to.deep.equal({ 404: 1, 500: 2 });
    expect(outcome.requests).to.equal(16);
    expect(failuresOf(outcome)).to.equal(6);
  });

  it("refuses a result whose status codes disagree with autocannon's own non-2xx count", () => {
    expect(() => outcomeOf({ ...result({ 200: 1, 500: 1 }), non2xx: 0 }, false)).to.throw(/disagree/);
  });

  it('judges growth of the last fifth against 40-60 % of the run', () => {
    const series = (rss: (at: number) => number, heap: (at: number) => number): SoakSample[] =>
      Array.from({ length: 61 }, (_, i) => ({ at: i * 10, rssMb: rss(i * 10), heapMb: heap(i * 10) }));
    const flat = soakVerdict(
      series(
        (at) => 300 + (at % 20 === 0 ? 5 : -5),
        () => 80,
      ),
      600,
    );
    expect(flat).to.include({ growth: false });
    expect(flat.reference).to.include({ from: 240, to: 360 });
    expect(flat.last).to.include({ from: 480, to: 600 });
    // 0.03 MB a second: 94 MB in the reference window, 101.2 MB at the end, +7.7 %: not growth.
    expect(
      soakVerdict(
        series(
          () => 300,
          (at) => 85 + at * 0.03,
        ),
        600,
      ).growth,
    ).to.equal(false);
    const leaking = soakVerdict(
      series(
        () => 300,
        (at) => 60 + at * 0.1,
      ),
      600,
    );
    expect(leaking.growth).to.equal(true);
    expect(leaking.heapChange).to.be.closeTo((114 - 90) / 90, 0.01);
    expect(
      soakVerdict(
        series(
          (at) => 400 - at / 10,
          () => 80,
        ),
        600,
      ).growth,
      'a fall is not growth',
    ).to.equal(false);
    expect(() => soakVerdict([{ at: 0, rssMb: 1, heapMb: 1 }], 600)).to.throw(/no samples/);
  });
});

describe('bench:soak: the heap from --trace-gc', () => {
  it('reads the live heap a real node process reports, full collections first', async function () {
    this.timeout(10_000);
    const script = 'let keep = []; for (let i = 0; i < 3e5; i++) keep.push({ i }); gc(); keep = null; gc();';
    const output = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--trace-gc', '--expose-gc', '-e', script], (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      ),
    );
    const events = output
      .split('\n')
      .map(parseGcLine)
      .filter((each) => each !== null);
    const full = events.filter((each) => each.full);
    expect(full.length).to.be.at.least(2);
    const heap = new GcHeap();
    // In pieces that split lines, as a pipe delivers them.
    for (let at = 0; at < output.length; at += 37) heap.feed(output.slice(at, at + 37));
    expect(heap.events).to.equal(events.length);
    expect(heap.heapMb()).to.equal(full.at(-1)?.afterMb);
  });

  it('keeps a full collection over later scavenges and sums the isolates', () => {
    const heap = new GcHeap();
    expect(heap.heapMb()).to.equal(null);
    expect(heap.committedMb()).to.equal(null);
    heap.feed(
      [
        '[1:0xaaa]      16 ms: Scavenge 3.8 (4.0) -> 3.4 (5.0) MB, 0.87 / 0.00 ms  (average mu = 1.000, current mu = 1.000) allocation failure; ',
        '[1:0xaaa]     184 ms: Mark-Compact 58.1 (83.9) -> 45.2 (79.3) MB, 4.31 / 0.00 ms  (+ 10.4 ms in 182 steps since start of marking) finalize incremental marking via stack guard; GC in old space requested',
        '[1:0xaaa]     200 ms: Scavenge 60.0 (83.9) -> 52.0 (83.9) MB, 0.5 / 0.00 ms  allocation failure; ',
        '[1:0xbbb]     210 ms: Scavenge 2.0 (4.0) -> 1.5 (4.0) MB, 0.5 / 0.00 ms  allocation failure; ',
        'not a gc line',
        '',
      ].join('\n'),
    );
    expect(heap.events).to.equal(4);
    expect(heap.heapMb()).to.be.closeTo(45.2 + 1.5, 1e-9);
    // What V8 holds is the latest figure of each isolate, whatever the kind of collection.
    expect(heap.committedMb()).to.be.closeTo(83.9 + 4.0, 1e-9);
  });
});

describe('bench:load: the generator in its own process', () => {
  let server: Server;
  let base: string;
  const seen: string[] = [];
  let freeAnswers = 0;

  before(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${req.headers.authorization}`);
        const json = (status: number, body: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (req.headers.authorization === 'Bearer rk_free') {
          freeAnswers += 1;
          return freeAnswers <= 3 ? json(200, {}) : json(429, { detail: 'Rate limit exceeded' });
        }
        if (req.url === '/v1/usage/limits') return json(500, { detail: 'Internal Server Error' });
        if (req.method === 'POST' && req.url === '/v1/scan') return json(202, { job_id: 4242 });
        return json(200, {});
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('runs every stream at once and reports each route, the deliberate 429s and the failures', async function () {
    this.timeout(20_000);
    const streams = buildMix({
      custom: accounts,
      free,
      domains: ['a.test'],
      readConnections: 2,
      readRate: 20,
      customPerMinute: 1000,
      scansPerMinute: 15,
      pollsPerScan: 3,
      freeRate: 10,
    });
    // 3 s: the scans stream (1 req/s) makes its submission and at least one poll of it.
    const report = await runGenerator({ base, seconds: 3, streams });
    const byName = Object.fromEntries(report.streams.map((each) => [each.name, each]));
    const reads = byName.reads;
    const scans = byName.scans;
    const freeStream = byName.free;
    if (!reads || !scans || !freeStream) throw new Error(`streams missing: ${Object.keys(byName)}`);

    // The server's 500 on /v1/usage/limits fails the reads; nothing else does.
    expect(reads.byRoute['GET /v1/usage/limits']).to.have.keys('500');
    expect(failuresOf(reads.outcome)).to.equal(reads.byRoute['GET /v1/usage/limits']?.['500']);
    expect(reads.outcome.failedStatuses).to.have.keys('500');
    // The submission's job is what its polls ask for, with the submitting account's key.
    expect(scans.byRoute['POST /v1/scan']?.['202']).to.be.at.least(1);
    expect(failuresOf(scans.outcome)).to.equal(0);
    const polls = seen.filter((line) => line.startsWith('GET /v1/scan/jobs/4242 '));
    expect(polls.length).to.be.at.least(1);
    expect(polls[0]).to.match(/Bearer rk_one$/);
    // Reads carry each account's key and its seed job.
    expect(seen).to.include('GET /v1/scan/jobs/22/report Bearer rk_two');
    // The Free account's 429s are deliberate, apart from its 2xx.
    expect(freeStream.outcome.ok).to.equal(3);
    expect(freeStream.outcome.deliberate429).to.equal(freeStream.outcome.requests - 3);
    expect(failuresOf(freeStream.outcome)).to.equal(0);
    // The overall latency leaves the deliberate 429s out.
    expect(report.latency.count).to.equal(reads.outcome.requests + scans.outcome.requests + 3);
  });
});
