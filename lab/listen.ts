/**
 * Listening for every lab server built on node:net (web, TLS front, RDAP, raw port listeners): one
 * place that binds, reports the port, and stops by destroying open sockets first, so a client that
 * keeps a connection open never holds the lab's stop() up.
 */
import type { Server, Socket } from 'node:net';

/** A started lab server: what start-lab stops when the lab stops. */
export interface RunningServer {
  stop(): Promise<void>;
}

/** A bound server and the port it got (the one asked for, or the kernel's pick for port 0). */
export interface ListeningServer extends RunningServer {
  port: number;
}

/** Binds `server` to address:port; rejects with the bind error (EADDRINUSE carries address and port). */
export function listen(server: Server, address: string, port: number): Promise<ListeningServer> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, address, () => {
      server.off('error', reject);
      const bound = server.address();
      resolve({
        port: typeof bound === 'object' && bound ? bound.port : port,
        stop: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * Waits for servers started together. If any fails, the others that did start are stopped before
 * the first failure is thrown: start-lab stops only what it was given, and a server left bound
 * would keep the address taken (and the process alive) after the failed start.
 */
export async function startAll(starting: readonly Promise<RunningServer>[]): Promise<RunningServer[]> {
  const settled = await Promise.allSettled(starting);
  const running = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(running.map((server) => server.stop()));
    throw failure.reason;
  }
  return running;
}
