/**
 * A canary: TCP listeners on an address nothing may reach, counting the connections they receive.
 * SSRF tests bind it on the lab's "private" address and expect a count of zero.
 */
import { createServer, type Server } from 'node:net';

export interface Canary {
  connections(): number;
  stop(): Promise<void>;
}

export async function startCanary(host: string, ports: readonly number[]): Promise<Canary> {
  let count = 0;
  const servers: Server[] = [];
  for (const port of ports) {
    const server = createServer((socket) => {
      count += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    servers.push(server);
  }
  return {
    connections: () => count,
    stop: () =>
      Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(
        () => {},
      ),
  };
}
