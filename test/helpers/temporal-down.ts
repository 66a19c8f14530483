/**
 * Temporal unreachable for one request: an orchestrator pointed at a loopback port nothing listens
 * on, put in place of the app's start methods while `body` runs (the app keeps its real connection
 * for everything else, and its worker keeps running on the real server).
 */
import { createServer } from 'node:net';
import type { TemporalConfig } from '../../config/temporal.js';
import type { Orchestrator } from '../../workflows/orchestrator.js';
import { TemporalOrchestrator } from '../../workflows/temporal/temporal-orchestrator.js';

/** A loopback port nothing listens on: a Temporal server that is down. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Replaces the orchestrator's two start methods for the length of `body`. */
export async function withStarts<T>(
  orchestrator: Orchestrator,
  starts: Pick<Orchestrator, 'enqueue' | 'startDetached'>,
  body: () => Promise<T>,
): Promise<T> {
  const saved = { enqueue: orchestrator.enqueue, startDetached: orchestrator.startDetached };
  Object.assign(orchestrator, starts);
  try {
    return await body();
  } finally {
    Object.assign(orchestrator, saved);
  }
}

/** Runs `body` with the app's workflow starts going to a Temporal server that is down. */
export async function withTemporalDown<T>(
  orchestrator: Orchestrator,
  settings: TemporalConfig,
  body: () => Promise<T>,
): Promise<T> {
  const down = new TemporalOrchestrator(
    { ...settings, address: `127.0.0.1:${await closedPort()}` },
    { warn: () => undefined },
  );
  try {
    return await withStarts(
      orchestrator,
      { enqueue: down.enqueue.bind(down), startDetached: down.startDetached.bind(down) },
      body,
    );
  } finally {
    await down.close();
  }
}
