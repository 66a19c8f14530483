/**
 * The one way the scanner opens a TCP connection: to an IP address (never a name), after asking the
 * address guard, with a connect timeout and the module's abort signal.
 */
import { connect, isIP, type Socket } from 'node:net';
import { type AllowList, judgeAddress } from './address-guard.js';

/** The guard refused the address; callers report it, they never work around it. */
export class BlockedAddressError extends Error {
  constructor(readonly address: string) {
    super(`${address} is not a public address; the scanner does not connect to it`);
  }
}

export class ConnectTimeoutError extends Error {
  constructor(address: string, port: number, ms: number) {
    super(`connect to ${address}:${port} timed out after ${ms} ms`);
  }
}

/** Throws BlockedAddressError unless the guard allows the address. */
export function assertAllowed(address: string, allowList: AllowList): void {
  if (isIP(address) === 0 || !judgeAddress(address, allowList).allowed) throw new BlockedAddressError(address);
}

export interface ConnectOptions {
  allowList: AllowList;
  timeoutMs: number;
  signal?: AbortSignal;
}

export function connectTcp(address: string, port: number, options: ConnectOptions): Promise<Socket> {
  assertAllowed(address, options.allowList);
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(options.signal.reason ?? new Error('aborted'));
    const socket = connect({ host: address, port });
    const timer = setTimeout(() => fail(new ConnectTimeoutError(address, port, options.timeoutMs)), options.timeoutMs);
    const onAbort = () => fail(options.signal?.reason ?? new Error('aborted'));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    function cleanup() {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      socket.off('error', fail);
    }
    function fail(error: Error) {
      cleanup();
      socket.destroy();
      reject(error);
    }
    socket.once('error', fail);
    socket.once('connect', () => {
      cleanup();
      // Sockets the module forgets are still closed when its time is up.
      options.signal?.addEventListener('abort', () => socket.destroy(), { once: true });
      resolve(socket);
    });
  });
}
