/**
 * The three measurements of `bench:temporal`, against an API at `base` (any engine) whose database
 * the benchmark also opens as `db`:
 *   1. submissions per second: `submissions` POST /v1/scan, `submitConcurrency` at a time; their
 *      scans are then drained (waited for) so they do not disturb what follows;
 *   2. submit-to-completed: median and p95 over `latencyScans` scans, one after another;
 *   3. `concurrentScans` scans submitted at once: wall time until the last is completed or failed.
 * Completion is read from the scan_jobs table (one query for every job still pending, every 5 ms
 * in phase 2 and 20 ms in phase 3), never over HTTP, so neither polling requests nor the rate limit
 * shape the figures. Every wait is bounded; a job that does not finish in time is a problem, as
 * are refused submissions, failed jobs and module errors or timeouts (modules not registered in
 * this build come back as `error` by design and are not counted). Each account is on the unlimited
 * 'custom' plan (set in the database), so quota never refuses a scan.
 */
import { type DataSource, In } from 'typeorm';
import { ScanJob } from '../db/entities/scan-job.entity.js';
import { User } from '../db/entities/user.entity.js';
import { SCANNER_MODULES } from '../scanner/modules/registry.js';

export interface PhaseSizes {
  submissions: number;
  submitConcurrency: number;
  latencyScans: number;
  concurrentScans: number;
  /** Bound on any one wait for scans to finish. */
  timeoutMs: number;
}

export interface PhaseFigures {
  submitPerSecond: number;
  submitAccepted: number;
  drainSeconds: number;
  latencyMs: { median: number; p95: number; max: number };
  /** Median time of phase 2's POST /v1/scan alone (until 202). */
  submitAnswerMs: number;
  concurrentSeconds: number;
  /** When the last of phase 3's submissions was answered, from the start of the phase. */
  concurrentSubmittedSeconds: number;
  concurrentCompleted: number;
  /** Problems per phase (refusals, failed or unfinished jobs, module errors and timeouts). */
  problems: [string[], string[], string[]];
  /** Job ids of phase 2, for looking at one scan's history afterwards. */
  latencyJobIds: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export async function runScanPhases(
  base: string,
  db: DataSource,
  domain: string,
  sizes: PhaseSizes,
  phase3Started: () => void = () => undefined,
): Promise<PhaseFigures> {
  const account = async (name: string): Promise<string> => {
    const response = await fetch(`${base}/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${name}@bench.example`, password: 'benchmark password 1234' }),
    });
    const body = (await response.json()) as { id: number; api_key: string };
    if (response.status !== 200) throw new Error(`signup answered ${response.status}: ${JSON.stringify(body)}`);
    await db.manager.update(User, { id: body.id }, { plan: 'custom' });
    return body.api_key;
  };

  const submit = async (apiKey: string, problems: string[]): Promise<number | null> => {
    try {
      const response = await fetch(`${base}/v1/scan`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ domain }),
        // Beyond the service's own bounds (MySQL's 50 s lock wait, Temporal's 5 s start deadline), so
        // its answer, not this client's patience, decides; an aborted request would leave a scan running.
        signal: AbortSignal.timeout(120_000),
      });
      const body = (await response.json()) as { job_id?: number; detail?: unknown };
      if (response.status === 202 && typeof body.job_id === 'number') return body.job_id;
      problems.push(`submission answered ${response.status}: ${JSON.stringify(body.detail)}`);
    } catch (error) {
      problems.push(`submission failed: ${(error as Error).message}`);
    }
    return null;
  };

  /** Waits (bounded) for the jobs; returns when each was seen finished, and notes every problem. */
  const finish = async (ids: number[], intervalMs: number, problems: string[]): Promise<Map<number, number>> => {
    const seen = new Map<number, number>();
    const pending = new Set(ids);
    const deadline = Date.now() + sizes.timeoutMs;
    while (pending.size > 0) {
      const rows: Array<{ id: number; status: string }> = await db.query(
        `SELECT id, status FROM scan_jobs WHERE id IN (${[...pending].join(',')})`,
      );
      const now = performance.now();
      for (const row of rows) {
        if (row.status !== 'completed' && row.status !== 'failed') continue;
        seen.set(Number(row.id), now);
        pending.delete(Number(row.id));
      }
      if (pending.size > 0 && Date.now() > deadline) {
        problems.push(`${pending.size} jobs unfinished after ${sizes.timeoutMs} ms: ${[...pending].slice(0, 5)}...`);
        break;
      }
      if (pending.size > 0) await sleep(intervalMs);
    }
    const jobs = seen.size === 0 ? [] : await db.manager.findBy(ScanJob, { id: In([...seen.keys()]) });
    for (const job of jobs) problems.push(...moduleProblems(job));
    return seen;
  };

  const problems: PhaseFigures['problems'] = [[], [], []];

  // 1. Submissions per second, then the drain.
  const submitKey = await account('submit');
  let next = 0;
  const submitted: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: sizes.submitConcurrency }, async () => {
      while (next < sizes.submissions) {
        next += 1;
        const id = await submit(submitKey, problems[0]);
        if (id !== null) submitted.push(id);
      }
    }),
  );
  const submitSeconds = (performance.now() - started) / 1000;
  const drainStarted = performance.now();
  await finish(submitted, 50, problems[0]);
  const drainSeconds = (performance.now() - drainStarted) / 1000;

  // 2. Submit to completed, one scan at a time.
  const latencyKey = await account('latency');
  const times: number[] = [];
  const answers: number[] = [];
  const latencyJobIds: number[] = [];
  for (let i = 0; i < sizes.latencyScans; i++) {
    const scanStarted = performance.now();
    const id = await submit(latencyKey, problems[1]);
    if (id === null) continue;
    answers.push(performance.now() - scanStarted);
    latencyJobIds.push(id);
    const at = (await finish([id], 5, problems[1])).get(id);
    if (at !== undefined) times.push(at - scanStarted);
  }
  const sorted = [...times].sort((a, b) => a - b);

  // 3. Many scans at once.
  const concurrentKey = await account('concurrent');
  phase3Started();
  const burstStarted = performance.now();
  const ids = await Promise.all(
    Array.from({ length: sizes.concurrentScans }, () => submit(concurrentKey, problems[2])),
  );
  const concurrentSubmittedSeconds = (performance.now() - burstStarted) / 1000;
  const accepted = ids.filter((id): id is number => id !== null);
  const finished = await finish(accepted, 20, problems[2]);
  const concurrentSeconds = (Math.max(burstStarted, ...finished.values()) - burstStarted) / 1000;
  const completed =
    accepted.length === 0 ? 0 : await db.manager.countBy(ScanJob, { id: In(accepted), status: 'completed' });

  return {
    submitPerSecond: submitted.length / submitSeconds,
    submitAccepted: submitted.length,
    drainSeconds,
    latencyMs: { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN },
    submitAnswerMs: percentile(
      answers.sort((a, b) => a - b),
      50,
    ),
    concurrentSeconds,
    concurrentSubmittedSeconds,
    concurrentCompleted: completed,
    problems,
    latencyJobIds,
  };
}

/** A failed job, and module errors (other than "not registered in this build") and timeouts. */
function moduleProblems(job: ScanJob): string[] {
  if (job.status !== 'completed') return [`job ${job.id} ${job.status}: ${job.failureReason}`];
  return (job.report?.modules ?? [])
    .filter((m) => m.status === 'timeout' || (m.status === 'error' && SCANNER_MODULES[m.name] !== undefined))
    .map((m) => `job ${job.id} ${m.name} ${m.status}: ${m.error}`);
}
