/**
 * A lab address that is already taken. Every host has a fixed address in 127.<LAB_NET>.0.0/16, so a
 * second lab on the same net (a person's `npm run lab` beside a test run, or two developers' runs)
 * fails on its first bind; this turns the bare EADDRINUSE into what to do about it.
 */
import { LAB_NET } from './net.js';

export class LabAddressInUseError extends Error {
  constructor(
    readonly address: string,
    readonly port: number,
  ) {
    super(
      address.startsWith(`127.${LAB_NET}.`)
        ? `Lab address ${address}:${port} is already in use: another lab (npm run lab) or test run probably ` +
            `uses the same net, RAMPART_LAB_NET=${LAB_NET}. Set RAMPART_LAB_NET to another value (1-254).`
        : `Lab address ${address}:${port} is already in use by another process; choose another port.`,
    );
    this.name = 'LabAddressInUseError';
  }
}

// Node's bind errors say "listen EADDRINUSE: address already in use 127.77.1.10:80" (TCP) or
// "bind EADDRINUSE 127.77.1.10:53" (UDP); errors from a child process carry only that text.
const IN_USE = /EADDRINUSE\D*?(\d{1,3}(?:\.\d{1,3}){3}):(\d+)/;

/** The LabAddressInUseError behind `error`, or `error` itself when it is not an address in use. */
export function explainBindError(error: unknown): unknown {
  if (error instanceof LabAddressInUseError || !(error instanceof Error)) return error;
  const { code, address, port } = error as NodeJS.ErrnoException & { address?: string; port?: number };
  if (code === 'EADDRINUSE' && typeof address === 'string' && typeof port === 'number') {
    return new LabAddressInUseError(address, port);
  }
  const match = IN_USE.exec(error.message);
  return match ? new LabAddressInUseError(match[1]!, Number(match[2])) : error;
}
