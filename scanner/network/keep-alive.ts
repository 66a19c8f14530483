/**
 * Keep-alive connections for a module that asks one site many questions (sensitive_files: a
 * baseline and 22 probe paths). Each request otherwise opened its own connection and paid a TLS
 * handshake at both ends: 24 of a full scan's 33 HTTPS handshakes were that module's, its home
 * page included. Within one use of the agent its requests share at most `maxSockets` connections
 * per address, port and name; the agent is destroyed when the use ends, so nothing stays open
 * after the module.
 */
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';

export async function withKeepAlive<T>(
  protocol: 'http:' | 'https:',
  maxSockets: number,
  use: (agent: HttpAgent) => Promise<T>,
): Promise<T> {
  const agent =
    protocol === 'https:'
      ? // No TLS session cache: a resumed session skips Node's name check on the new connection,
        // and measured here it saved no CPU (docs/capacity.md); kept-alive connections are the gain.
        new HttpsAgent({ keepAlive: true, maxSockets, maxCachedSessions: 0 })
      : new HttpAgent({ keepAlive: true, maxSockets });
  try {
    return await use(agent);
  } finally {
    agent.destroy();
  }
}
