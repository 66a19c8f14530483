/**
 * The MySQL connection pool as a collect-time gauge (`rampart_db_pool_connections{state}`): in use,
 * idle, and requests waiting for a connection, read from mysql2's pool when Prometheus scrapes.
 * SQLite has no pool (one connection, serialized): it reports nothing here.
 *
 * The counts are mysql2's own queues (`_allConnections`, `_freeConnections`, `_connectionQueue`),
 * which it keeps but does not document; a release that renames them makes the gauge report nothing
 * rather than fail the scrape.
 */
import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import { metricsRegistry } from '../core/metrics/registry.js';

interface QueueLike {
  length: number;
}
interface Mysql2PoolInternals {
  _allConnections?: QueueLike;
  _freeConnections?: QueueLike;
  _connectionQueue?: QueueLike;
}

const tracked = new Set<DataSource>();

function poolOf(dataSource: DataSource): Mysql2PoolInternals | null {
  if (!dataSource.isInitialized) return null;
  const pool = (dataSource.driver as { pool?: Mysql2PoolInternals }).pool;
  return pool && typeof pool._allConnections?.length === 'number' ? pool : null;
}

new Gauge({
  name: 'rampart_db_pool_connections',
  help: 'MySQL connection pool: connections in use, idle, and queries waiting for a connection',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const dataSource of tracked) {
      const pool = poolOf(dataSource);
      if (!pool) continue;
      const all = pool._allConnections?.length ?? 0;
      const idle = pool._freeConnections?.length ?? 0;
      this.inc({ state: 'in_use' }, all - idle);
      this.inc({ state: 'idle' }, idle);
      this.inc({ state: 'waiting' }, pool._connectionQueue?.length ?? 0);
    }
  },
});

/** Reports `dataSource`'s pool from now on; the returned function stops that (on close). */
export function trackPoolMetrics(dataSource: DataSource): () => void {
  tracked.add(dataSource);
  return () => tracked.delete(dataSource);
}
