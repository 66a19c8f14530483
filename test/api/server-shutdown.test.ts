/**
 * Graceful shutdown of `npm start` (api/server.ts), on the real entry point as a child process:
 * SIGTERM stops accepting connections, lets the request in flight finish and exits 0; a request
 * that never finishes is cut off at SHUTDOWN_TIMEOUT_SECONDS (exit 1, with a message), and so is
 * everything at a second signal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { TEST_SECRET } from '../helpers/build-app.js';
import { type ServerProcess, startServerProcess } from '../workflows/server-process.js';

/** 20 bytes of JSON that login refuses with a 422 before touching the database. */
const BODY = '{"email":1234567890}';
const HEAD =
  'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
  `Content-Length: ${BODY.length}\r\n\r\n`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exitOf(server: ServerProcess, withinMs: number): Promise<{ code: number | null; afterMs: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const { child } = server;
    if (child.exitCode !== null) return resolve({ code: child.exitCode, afterMs: 0 });
    const timer = setTimeout(
      () => reject(new Error(`no exit within ${withinMs} ms:\n${server.output.join('')}`)),
      withinMs,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, afterMs: Date.now() - started });
    });
  });
}

/** A connection with a login request whose body has only partly arrived. */
async function requestInFlight(port: number): Promise<{ socket: Socket; received: () => string }> {
  const socket = connect(port, '127.0.0.1');
  let data = '';
  socket.on('data', (chunk) => {
    data += chunk.toString();
  });
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(HEAD + BODY.slice(0, 8));
  await pause(200); // the server has the headers and waits for the rest of the body
  return { socket, received: () => data };
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('npm start: graceful shutdown with a deadline', function () {
  this.timeout(120_000);
  let dir: string;
  let server: ServerProcess | undefined;
  const env = (timeoutSeconds: string) => ({
    DATABASE_URL: `sqlite:${join(dir, 'rampart.db')}`,
    RAMPART_DATA_DIR: dir,
    JWT_SECRET: TEST_SECRET,
    API_KEY_SECRET: `${TEST_SECRET}-keys`,
    LOG_LEVEL: 'info',
    SHUTDOWN_TIMEOUT_SECONDS: timeoutSeconds,
  });
  const portOf = (started: ServerProcess) => Number(new URL(started.baseUrl).port);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rampart-shutdown-'));
  });
  afterEach(async () => {
    await server?.stop('SIGKILL');
    server = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('SIGTERM: refuses new connections, lets the request in flight finish, exits 0', async () => {
    server = await startServerProcess(env('10'));
    const port = portOf(server);
    const flight = await requestInFlight(port);
    server.child.kill('SIGTERM');
    await pause(300);
    expect(await connectionRefused(port), 'new connections are refused').to.equal(true);
    expect(server.child.exitCode, 'still waiting for the request in flight').to.equal(null);
    flight.socket.write(BODY.slice(8));
    const { code } = await exitOf(server, 15_000);
    expect(flight.received()).to.match(/^HTTP\/1\.1 422 /);
    expect(flight.received()).to.include('"detail":[');
    const output = server.output.join('');
    expect(code, output).to.equal(0);
    expect(output).to.include('SIGTERM: shutting down, requests in flight have 10 s to finish');
    expect(output).to.include('SIGTERM: shut down cleanly');
    flight.socket.destroy();
  });

  it('exits 1 with a message when requests in flight outlast SHUTDOWN_TIMEOUT_SECONDS', async () => {
    server = await startServerProcess(env('1'));
    const flight = await requestInFlight(portOf(server));
    server.child.kill('SIGTERM');
    const { code, afterMs } = await exitOf(server, 15_000);
    expect(code).to.equal(1);
    expect(afterMs).to.be.within(800, 8_000);
    expect(server.output.join('')).to.include(
      'Rampart: shutdown did not finish within 1 s (SHUTDOWN_TIMEOUT_SECONDS): exiting with requests still in flight',
    );
    flight.socket.destroy();
  });

  it('a second signal exits at once', async () => {
    server = await startServerProcess(env('60'));
    const flight = await requestInFlight(portOf(server));
    server.child.kill('SIGINT');
    await pause(300);
    expect(server.child.exitCode).to.equal(null);
    server.child.kill('SIGINT');
    const { code } = await exitOf(server, 5_000);
    expect(code).to.equal(1);
    expect(server.output.join('')).to.include('Rampart: SIGINT again: exiting without waiting for requests in flight');
    flight.socket.destroy();
  });
});
