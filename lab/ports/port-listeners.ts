/**
 * The lab's raw TCP listeners (LabHost.listeners): risky ports that are open, with the banner a real
 * service sends on connect and, for the scanner's data-store probes, canned replies (`when` the client
 * has sent a given request, answer and close: Redis +PONG or -NOAUTH, Memcached stats, HTTP JSON,
 * a MongoDB OP_MSG reply). Listeners marked `drop` are handed to drop-listeners.ts.
 */
import { createServer, type Socket } from 'node:net';
import type { LabHost } from '../hosts.js';
import { listen, type RunningServer, startAll } from '../listen.js';
import { startDropListeners } from './drop-listeners.js';

type Listener = NonNullable<LabHost['listeners']>[number];

/** A client that sends more than this without matching a reply is cut off, as a real server would. */
const MAX_REQUEST_BYTES = 64 * 1024;
/** Idle connections are closed, so a forgotten client never keeps the lab from stopping. */
const IDLE_MS = 10_000;

function serve(listener: Listener, socket: Socket): void {
  socket.setTimeout(IDLE_MS, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  if (listener.banner !== undefined) socket.write(Buffer.from(listener.banner, 'latin1'));
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
    const match = listener.replies?.find((reply) => received.includes(reply.when));
    if (match) {
      socket.end(Buffer.from(match.reply, 'latin1'));
      return;
    }
    if (received.length > MAX_REQUEST_BYTES) socket.destroy();
  });
}

function startListener(address: string, listener: Listener): Promise<RunningServer> {
  return listen(
    createServer((socket) => serve(listener, socket)),
    address,
    listener.port,
  );
}

export async function startPortListeners(hosts: readonly LabHost[]): Promise<RunningServer[]> {
  const open = hosts.flatMap((host) =>
    (host.listeners ?? []).filter((l) => !l.drop).map((l) => ({ address: host.address, listener: l })),
  );
  const dropped = hosts.flatMap((host) =>
    (host.listeners ?? []).filter((l) => l.drop).map((l) => ({ address: host.address, port: l.port })),
  );
  return startAll([...open.map((o) => startListener(o.address, o.listener)), startDropListeners(dropped)]);
}
