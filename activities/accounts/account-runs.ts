/**
 * The embedded engine's running workflow runs that work for an account, found by the ids they carry
 * (`scan-<job>-…`, `report-<job>`, `monitor-<domain>-<slot>`, `webhook-delivery-<delivery>-…`,
 * `domain-import-<import>-…`,
 * `event-<event id>`, `account-export-<export id>`) among the few runs running at any moment.
 * Temporal finds them by the RampartAccountId search attribute instead.
 */
import type { EntityManager } from 'typeorm';
import { WorkflowRun } from '../../db/entities/workflow-run.entity.js';

const NUMBERED = /^(scan|report|monitor|webhook-delivery|domain-import)-(\d+)(?:-|$)/;

export async function runningAccountRunIds(manager: EntityManager, userId: number): Promise<string[]> {
  const running = await manager.find(WorkflowRun, { where: { status: 'running' }, select: { id: true } });
  const wanted: Record<string, Set<string>> = {
    scan: new Set(),
    report: new Set(),
    monitor: new Set(),
    'webhook-delivery': new Set(),
    'domain-import': new Set(),
  };
  const byKind: Record<string, string[]> = {};
  const textIds: string[] = [];
  for (const { id } of running) {
    const match = NUMBERED.exec(id);
    if (match) {
      const kind = match[1] as string;
      byKind[kind] = [...(byKind[kind] ?? []), match[2] as string];
    } else if (id.startsWith('event-') || id.startsWith('account-export-')) textIds.push(id);
  }
  const owned = async (sql: string, ids: string[] | undefined): Promise<Set<string>> => {
    if (!ids || ids.length === 0) return new Set();
    const rows = (await manager.query(`${sql} IN (${ids.map(() => '?').join(',')})`, [userId, ...ids])) as {
      id: number | string;
    }[];
    return new Set(rows.map((row) => String(row.id)));
  };
  wanted.scan = await owned('SELECT id FROM scan_jobs WHERE user_id = ? AND id', byKind.scan);
  wanted.report = await owned('SELECT id FROM scan_jobs WHERE user_id = ? AND id', byKind.report);
  wanted.monitor = await owned('SELECT id FROM monitored_domains WHERE user_id = ? AND id', byKind.monitor);
  wanted['webhook-delivery'] = await owned(
    'SELECT d.id AS id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.user_id = ? AND d.id',
    byKind['webhook-delivery'],
  );
  wanted['domain-import'] = await owned(
    'SELECT id FROM domain_imports WHERE user_id = ? AND id',
    byKind['domain-import'],
  );
  const events = await owned(
    'SELECT id FROM events WHERE user_id = ? AND id',
    textIds.filter((id) => id.startsWith('event-')).map((id) => id.slice('event-'.length)),
  );
  const exports = await owned(
    'SELECT id FROM account_exports WHERE user_id = ? AND id',
    textIds.filter((id) => id.startsWith('account-export-')).map((id) => id.slice('account-export-'.length)),
  );
  return running
    .map((run) => run.id)
    .filter((id) => {
      const match = NUMBERED.exec(id);
      if (match) return wanted[match[1] as string]?.has(match[2] as string) ?? false;
      if (id.startsWith('event-')) return events.has(id.slice('event-'.length));
      if (id.startsWith('account-export-')) return exports.has(id.slice('account-export-'.length));
      return false;
    });
}
