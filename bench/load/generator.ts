/**
 * The load generator of `bench:load` and `bench:soak`, run as its own process so that the
 * client's work never shares a CPU slice's event loop with the server's (and its memory is not the
 * server's). Reads a plan (JSON file named by argv[2]: base URL, seconds, the streams of
 * bench/load/mix.ts), runs one autocannon instance per stream at once, and prints one JSON line:
 * per stream its outcome (bench/load/figures.ts), latency p50/p99/max of every answer, and the
 * answers per route and status; then the same latency over the streams whose 429s are not
 * deliberate.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { type AutocannonResult, type LatencySummary, outcomeOf, type StreamOutcome, summarise } from './figures.js';
import { fillIn, type MixStream, type Pass, passFor } from './mix.js';

export interface LoadPlan {
  base: string;
  seconds: number;
  streams: MixStream[];
}

export interface StreamReport {
  name: MixStream['name'];
  connections: number;
  overallRate: number | null;
  deliberate429: boolean;
  outcome: StreamOutcome;
  latency: LatencySummary;
  /** `GET /v1/auth/me` -> status -> count. */
  byRoute: Record<string, Record<string, number>>;
  /** The first few request errors, for the failure message. */
  errorSamples: string[];
}

export interface LoadReport {
  seconds: number;
  streams: StreamReport[];
  /** Latency of every answer in the streams without deliberate 429s. */
  latency: LatencySummary;
}

interface Context {
  pass?: Pass;
}

function runStream(base: string, seconds: number, stream: MixStream, latencies: number[]): Promise<StreamReport> {
  const byRoute: Record<string, Record<string, number>> = {};
  const errorSamples: string[] = [];
  let passes = 0;
  const requests = stream.requests.map(
    (template, index): autocannon.Request => ({
      method: template.method,
      path: template.path,
      setupRequest(request: autocannon.Request, untyped: object) {
        const context = untyped as Context;
        // The first request of a sequence starts a pass: the next account (and domain) in turn.
        if (index === 0 || !context.pass) context.pass = passFor(stream, passes++);
        const pass = context.pass;
        // Its submission was refused (already counted as a failure): start the next pass instead.
        // (autocannon's types do not admit it, its code does: a falsy value restarts the sequence.)
        if (template.path.includes('{job}') && pass.job === null) return null as unknown as autocannon.Request;
        request.path = fillIn(template.path, pass);
        request.headers = { ...request.headers, authorization: `Bearer ${pass.account.apiKey}` };
        if (template.body !== undefined) {
          request.body = fillIn(template.body, pass);
          request.headers = { ...request.headers, 'content-type': 'application/json' };
        }
        return request;
      },
      onResponse(status: number, body: string, untyped: object) {
        const context = untyped as Context;
        const route = byRoute[template.label] ?? {};
        byRoute[template.label] = route;
        route[status] = (route[status] ?? 0) + 1;
        // A submission's job is what the rest of the sequence polls.
        if (template.method === 'POST' && status === 202 && context.pass) {
          context.pass.job = (JSON.parse(body) as { job_id: number }).job_id;
        }
      },
    }),
  );
  const ownLatencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: stream.connections,
        duration: seconds,
        ...(stream.overallRate === null ? {} : { overallRate: stream.overallRate }),
        // A request that waits longer than this is counted as an error (a timeout) and fails the run.
        timeout: 30,
        requests,
      },
      (error: Error | null, result: AutocannonResult) => {
        if (error) return reject(error);
        resolve({
          name: stream.name,
          connections: stream.connections,
          overallRate: stream.overallRate,
          deliberate429: stream.deliberate429,
          outcome: outcomeOf(result, stream.deliberate429),
          latency: summarise(ownLatencies),
          byRoute,
          errorSamples,
        });
      },
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      ownLatencies.push(responseTime);
      if (!(stream.deliberate429 && Number(status) === 429)) latencies.push(responseTime);
    });
    instance.on('reqError', (error: Error) => {
      if (errorSamples.length < 5) errorSamples.push(error.message);
    });
  });
}

export async function runPlan(plan: LoadPlan): Promise<LoadReport> {
  const latencies: number[] = [];
  const started = Date.now();
  const streams = await Promise.all(
    plan.streams.map((stream) => runStream(plan.base, plan.seconds, stream, latencies)),
  );
  return { seconds: (Date.now() - started) / 1000, streams, latency: summarise(latencies) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const planFile = process.argv[2];
  if (!planFile) throw new Error('usage: generator.ts <plan.json>');
  const report = await runPlan(JSON.parse(readFileSync(planFile, 'utf8')) as LoadPlan);
  process.stdout.write(`${JSON.stringify(report)}\n`);
}
