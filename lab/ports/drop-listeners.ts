/**
 * Ports whose SYNs go unanswered (a firewall's silent DROP), without root or packet filters. Linux
 * drops a SYN when the listening socket's accept queue is full, so: a child process listens with
 * backlog 1 and then blocks its event loop forever (it never calls accept), and the lab fills each
 * queue with its own connections until a connect attempt times out. Measured here: with backlog 1
 * two connections complete and the third times out, and a 2.5 s attempt also times out (the SYN
 * retransmission at 1 s is dropped too). The calibration below proves it on every start: a listener
 * that still answers SYNs after MAX_FILL connections fails the lab start instead of faking a drop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import type { RunningServer } from '../listen.js';

/**
 * The child: listen on every (address, port), report ready, then sleep without running the event
 * loop (Atomics.wait) so nothing is ever accepted. It wakes once a second only to notice that the lab
 * process is gone (its parent pid changed) and exit, so a crashed test never leaves it behind.
 */
const HOLDER_SCRIPT = `
import { createServer } from 'node:net';
import { writeSync } from 'node:fs';
const targets = JSON.parse(process.argv[1]);
const parent = process.ppid;
let pending = targets.length;
for (const [host, port] of targets) {
  const server = createServer();
  server.on('error', (error) => { writeSync(2, 'drop listener ' + host + ':' + port + ': ' + error.message + '\\n'); process.exit(1); });
  server.listen({ host, port, backlog: 1 }, () => {
    if (--pending > 0) return;
    writeSync(1, 'ready\\n');
    const cell = new Int32Array(new SharedArrayBuffer(4));
    for (;;) {
      Atomics.wait(cell, 0, 0, 1000);
      if (process.ppid !== parent) process.exit(0);
    }
  });
}
`;

/** A full queue holds backlog + 1 connections; a few more attempts cover kernels that count differently. */
const MAX_FILL = 6;
const FILL_PROBE_MS = 150;
const READY_TIMEOUT_MS = 5000;

function attempt(host: string, port: number): Promise<Socket | null> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, FILL_PROBE_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(new Error(`drop listener ${host}:${port}: ${error.message}`));
    });
  });
}

/** Fills one accept queue (the connections go into `held`) until a SYN goes unanswered. */
async function fill(host: string, port: number, held: Socket[]): Promise<void> {
  for (let i = 0; i < MAX_FILL; i++) {
    const socket = await attempt(host, port);
    if (socket === null) return;
    socket.on('error', () => {});
    held.push(socket);
  }
  throw new Error(`drop listener ${host}:${port} still completes handshakes after ${MAX_FILL} connections`);
}

function waitReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error('drop listeners did not start in time')), READY_TIMEOUT_MS);
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.stdout?.once('data', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`drop listener process exited (${code}): ${stderr.trim()}`));
    });
  });
}

export async function startDropListeners(
  targets: readonly { address: string; port: number }[],
): Promise<RunningServer> {
  if (targets.length === 0) return { stop: async () => {} };
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', HOLDER_SCRIPT, JSON.stringify(targets.map((t) => [t.address, t.port]))],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const held: Socket[] = [];
  const stop = async () => {
    for (const socket of held) socket.destroy();
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      await exited;
    }
  };
  try {
    await waitReady(child);
    await Promise.all(targets.map((t) => fill(t.address, t.port, held)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
