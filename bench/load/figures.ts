/**
 * The arithmetic of `bench:load` and `bench:soak`, kept apart so it is tested
 * (test/bench/load.test.ts): percentiles, a stream's outcome from autocannon's result (which
 * answers are deliberate 429s and which fail the run), the heap read from `--trace-gc` lines, and
 * the soak's growth verdict.
 */

/** Nearest-rank percentile of an ascending array; 0 for an empty one. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? 0;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarise(latenciesMs: number[]): LatencySummary {
  const sorted = Float64Array.from(latenciesMs).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? (sorted[sorted.length - 1] ?? 0) : 0,
  };
}

/** The part of autocannon's result (`autocannon(...)` or `-j`) a stream's outcome is read from. */
export interface AutocannonResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { total: number };
  /** Responses per status code, e.g. `{ "200": { "count": 500 } }` (counts may be strings). */
  statusCodeStats?: Record<string, { count?: number | string }>;
}

export interface StreamOutcome {
  /** Responses plus requests that got none (errors, timeouts). */
  requests: number;
  ok: number;
  deliberate429: number;
  /** Status code -> count of answers that fail the run. */
  failedStatuses: Record<string, number>;
  /** Requests without an answer (reset, refused, timed out); `timeouts` is the part that timed out. */
  errors: number;
  timeouts: number;
}

export function outcomeOf(result: AutocannonResult, deliberate429: boolean): StreamOutcome {
  const outcome: StreamOutcome = {
    requests: 0,
    ok: 0,
    deliberate429: 0,
    failedStatuses: {},
    errors: result.errors,
    timeouts: result.timeouts,
  };
  let answered = 0;
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    const count = Number(stat.count ?? 0);
    answered += count;
    const status = Number(code);
    if (status >= 200 && status < 300) outcome.ok += count;
    else if (status === 429 && deliberate429) outcome.deliberate429 += count;
    else outcome.failedStatuses[code] = (outcome.failedStatuses[code] ?? 0) + count;
  }
  // autocannon counts a request without an answer in errors, not in the status codes.
  outcome.requests = answered + result.errors;
  const non2xx = answered - outcome.ok;
  if (non2xx !== result.non2xx) {
    throw new Error(`autocannon's status codes (${non2xx} non-2xx) disagree with its non2xx (${result.non2xx})`);
  }
  return outcome;
}

/** Whether the run passes: nothing but 2xx, plus 429s where they are deliberate. */
export function failuresOf(outcome: StreamOutcome): number {
  // autocannon counts a timeout in `errors` too.
  return Object.values(outcome.failedStatuses).reduce((sum, n) => sum + n, 0) + outcome.errors;
}

const GC_LINE =
  /^\[(\d+):(0x[0-9a-f]+)\]\s+[\d.]+ ms: (Scavenge|Minor Mark-Compact|Mark-Compact)\b.*? ([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB/;

export interface GcEvent {
  /** V8 isolate: the main thread and each worker (tsx's loader hooks run in one) have their own. */
  isolate: string;
  full: boolean;
  /** Heap used after the collection, MB. */
  afterMb: number;
  /** Heap V8 holds from the system after it (used or not), MB. */
  committedMb: number;
}

export function parseGcLine(line: string): GcEvent | null {
  const match = GC_LINE.exec(line);
  if (!match?.[2] || !match[3] || !match[6] || !match[7]) return null;
  return {
    isolate: match[2],
    full: match[3] === 'Mark-Compact',
    afterMb: Number(match[6]),
    committedMb: Number(match[7]),
  };
}

/**
 * The process's live heap from its `--trace-gc` output: per isolate, the heap left by its latest
 * full collection (a scavenge leaves old-space garbage in the figure, so it counts only until the
 * first full one), summed over isolates.
 */
export class GcHeap {
  private readonly latest = new Map<string, { full: boolean; afterMb: number }>();
  private readonly committed = new Map<string, number>();
  private partial = '';
  events = 0;

  /** Feed output as it arrives; lines may be split across chunks. */
  feed(chunk: string): void {
    const lines = (this.partial + chunk).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      const event = parseGcLine(line);
      if (!event) continue;
      this.events += 1;
      this.committed.set(event.isolate, event.committedMb);
      const known = this.latest.get(event.isolate);
      if (event.full || !known?.full) this.latest.set(event.isolate, { full: event.full, afterMb: event.afterMb });
    }
  }

  /** The heap V8 holds after the latest collection of each isolate, summed: MB, null before any. */
  committedMb(): number | null {
    if (this.committed.size === 0) return null;
    let sum = 0;
    for (const each of this.committed.values()) sum += each;
    return sum;
  }

  /** MB, or null before the first collection. */
  heapMb(): number | null {
    if (this.latest.size === 0) return null;
    let sum = 0;
    for (const each of this.latest.values()) sum += each.afterMb;
    return sum;
  }
}

export interface SoakSample {
  /** Seconds since the load started. */
  at: number;
  rssMb: number;
  heapMb: number;
}

export interface SoakVerdict {
  growth: boolean;
  reference: { from: number; to: number; rssMb: number; heapMb: number };
  last: { from: number; to: number; rssMb: number; heapMb: number };
  /** last / reference - 1, as fractions. */
  rssChange: number;
  heapChange: number;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * Growth when the mean RSS or heap of the last fifth of the run (the last 2 minutes of 10) is more
 * than `tolerance` above its mean in the reference window, 40-60 % of the run (minutes 4-6: after
 * warm-up, when caches and JIT have settled). A fall is not growth.
 */
export function soakVerdict(samples: SoakSample[], durationSeconds: number, tolerance = 0.1): SoakVerdict {
  const window = (from: number, to: number) => {
    const inside = samples.filter((s) => s.at >= from && s.at <= to);
    if (inside.length === 0) throw new Error(`no samples between ${from} s and ${to} s`);
    return { from, to, rssMb: mean(inside.map((s) => s.rssMb)), heapMb: mean(inside.map((s) => s.heapMb)) };
  };
  const reference = window(durationSeconds * 0.4, durationSeconds * 0.6);
  const last = window(durationSeconds * 0.8, durationSeconds);
  const rssChange = last.rssMb / reference.rssMb - 1;
  const heapChange = last.heapMb / reference.heapMb - 1;
  return { growth: rssChange > tolerance || heapChange > tolerance, reference, last, rssChange, heapChange };
}
