/**
 * Finding a lab net (RAMPART_LAB_NET) nobody else is using, for a test run that was given none. Kept
 * apart from lab/net.ts, which fixes LAB_NET when it is first imported: the test set-up must choose
 * the net before anything reads it.
 */
import { createServer } from 'node:net';

export const DEFAULT_LAB_NET = 77;

/**
 * The address every full lab binds (the core fixtures' web host, labAddress(1, 10), port 80): if it is
 * taken, a lab (npm run lab, or another test run) is already on that net.
 */
export function labProbeAddress(net: number): { host: string; port: number } {
  return { host: `127.${net}.1.10`, port: 80 };
}

/** False only when the probe address is in use; any other bind error is the lab's to report. */
export function isLabNetFree(net: number): Promise<boolean> {
  const { host, port } = labProbeAddress(net);
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code !== 'EADDRINUSE'));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * `preferred` when it is free, otherwise the first free net after a start that depends on the
 * process id (so two test runs that both find the default taken rarely pick the same one).
 */
export async function findFreeLabNet(preferred: number, pid = process.pid): Promise<number> {
  if (await isLabNetFree(preferred)) return preferred;
  const start = 100 + (pid % 150);
  for (let i = 0; i < 254; i++) {
    const net = ((start - 1 + i) % 254) + 1;
    if (net !== preferred && (await isLabNetFree(net))) return net;
  }
  throw new Error('no free lab net: 127.<1-254>.1.10:80 are all in use');
}
