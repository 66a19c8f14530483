/**
 * The real entry points as child processes for benchmarks: the API (`api/server.ts`, ready once
 * GET /health/live answers on the port it was given) and a Temporal worker
 * (`workers/temporal-worker.ts`, ready at its "Rampart worker on" line). Each gets only the
 * environment given (plus PATH and HOME); its output is kept (the last 200 chunks) for error
 * messages. `usage(pid)` reads a process's resident set and CPU time from /proc (Linux), so the
 * benchmark can measure processes it did not build in its own heap.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/temporal-dev.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CLOCK_TICKS_PER_SECOND = 100;

export interface EntryProcess {
  child: ChildProcess;
  pid: number;
  /** Recent output (stdout and stderr), for error messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited (bounded). */
  stop(graceMs?: number): Promise<void>;
}

export interface ApiProcess extends EntryProcess {
  /** `http://127.0.0.1:<port>` */
  base: string;
}

function spawnEntry(entry: string, env: Record<string, string>, nodeArgs: string[] = []): EntryProcess {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  const keep = (chunk: Buffer) => {
    chunks.push(chunk.toString());
    if (chunks.length > 200) chunks.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    pid: child.pid ?? 0,
    output: () => chunks.join(''),
    async stop(graceMs = 15_000) {
      if (running()) child.kill('SIGTERM');
      const killer = setTimeout(() => {
        if (!running()) return;
        console.error(`${entry} (pid ${child.pid}) still running ${graceMs} ms after SIGTERM: SIGKILL`);
        child.kill('SIGKILL');
      }, graceMs);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs + 5_000))]);
      clearTimeout(killer);
    },
  };
}

/** Waits (bounded) until `ready()` holds; fails early if the process exits, and stops it on failure. */
async function whenReady(entry: string, started: EntryProcess, timeoutMs: number, ready: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    const { exitCode, signalCode } = started.child;
    const problem =
      exitCode !== null || signalCode !== null
        ? `exited (${exitCode ?? signalCode})`
        : Date.now() > deadline
          ? `did not start within ${timeoutMs} ms`
          : null;
    if (problem) {
      await started.stop(2_000);
      throw new Error(`${entry} ${problem}:\n${started.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `nodeArgs` go to node before the entry (e.g. `--trace-gc`, which bench:soak reads the heap from). */
export async function startApiProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  nodeArgs: string[] = [],
): Promise<ApiProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = spawnEntry('api/server.ts', { ...env, PORT: String(port), HOST: '127.0.0.1' }, nodeArgs);
  await whenReady('api/server.ts', started, timeoutMs, async () => {
    try {
      return (await fetch(`${base}/health/live`, { signal: AbortSignal.timeout(2_000) })).ok;
    } catch {
      return false;
    }
  });
  return { ...started, base };
}

export async function startWorkerProcess(
  env: Record<string, string>,
  timeoutMs = 120_000,
  nodeArgs: string[] = [],
): Promise<EntryProcess> {
  const started = spawnEntry('workers/temporal-worker.ts', env, nodeArgs);
  await whenReady('workers/temporal-worker.ts', started, timeoutMs, async () =>
    started.output().includes('Rampart worker on '),
  );
  return started;
}

export interface Usage {
  /** Resident set now and its peak over the process's life (VmHWM), in bytes. */
  rss: number;
  peakRss: number;
  /** The resident set's parts: anonymous memory (heaps, malloc) and mapped files (code, libraries). */
  rssAnon: number;
  rssFile: number;
  /** User plus system CPU time so far, in seconds. */
  cpuSeconds: number;
}

/** A process's memory and CPU time from /proc, or null once it is gone (or not on Linux). */
export function usage(pid: number): Usage | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    return {
      rss: kib('VmRSS'),
      peakRss: kib('VmHWM'),
      rssAnon: kib('RssAnon'),
      rssFile: kib('RssFile'),
      cpuSeconds: ticks / CLOCK_TICKS_PER_SECOND,
    };
  } catch {
    return null;
  }
}
