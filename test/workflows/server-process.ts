/**
 * The real entry points as child processes, for tests that must kill them: the API server
 * (`api/server.ts`, found listening by the "Server listening at" line Fastify logs) and a Temporal
 * worker (`workers/temporal-worker.ts`, ready at its "Rampart worker on" line). Each gets only the
 * environment given (plus PATH and HOME).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface EntryProcess {
  child: ChildProcess;
  output: string[];
  /** Ends the process with `signal` and waits (bounded) for it to exit. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

export interface ServerProcess extends EntryProcess {
  baseUrl: string;
}

function startEntry(
  entry: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs: number,
): Promise<EntryProcess & { match: RegExpExecArray }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`${entry} did not start within ${timeoutMs} ms:\n${output.join('')}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = ready.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.on('data', (more: Buffer) => output.push(more.toString()));
        resolve({ child, output, stop, match });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited (${code ?? signal}) before it was ready:\n${output.join('')}`));
    });
  });
}

export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const started = await startEntry(
    'api/server.ts',
    { PORT: '0', HOST: '127.0.0.1', ...env },
    /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
    timeoutMs,
  );
  return { child: started.child, output: started.output, stop: started.stop, baseUrl: started.match[1] as string };
}

/** `npm run worker` as a child process; resolves once it polls its task queue. */
export async function startWorkerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<EntryProcess> {
  const started = await startEntry('workers/temporal-worker.ts', env, /Rampart worker on /, timeoutMs);
  return { child: started.child, output: started.output, stop: started.stop };
}
