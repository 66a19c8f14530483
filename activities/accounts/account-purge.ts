/**
 * Deleting every row of an account, in order (children before the rows they point at) and in
 * bounded batches (purge-batches.ts). The deletion workflow calls `purgeStep` for each step of
 * PURGE_STEPS until it reports `done`; every call is one short transaction and is safe to repeat
 * (a retried batch finds fewer rows). What is kept, and why, is in docs/account-data.md.
 *
 * The last steps are generic: every table of the schema with a `user_id` or `account_id` column (asked of the
 * database, not of this file) is swept, so a table added later is deleted even before anyone adds
 * a step for it; then the user row, whose foreign keys cascade to anything still left.
 */
import type { EntityManager } from 'typeorm';
import { BillingCustomer } from '../../db/entities/billing-customer.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { tableExists } from './export-sections.js';
import { deleteBatch, quote, tablesWithUserColumn } from './purge-batches.js';
import { anonymiseProcessorEvents } from './retained-billing.js';

/** Rows per batch: a few milliseconds of locks on either database. */
export const PURGE_BATCH_ROWS = 500;

export interface PurgeProgress {
  deleted: number;
  /** Where the next call of a paged step starts (an id); null when the step has nothing left. */
  cursor: number | null;
  done: boolean;
}

interface PurgeStep {
  name: string;
  run(manager: EntityManager, userId: number, cursor: number, limit: number): Promise<PurgeProgress>;
}

/** Embedded-engine runs by id, their steps first. */
async function deleteRuns(manager: EntityManager, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const marks = ids.map(() => '?').join(',');
  await manager.query(`DELETE FROM workflow_steps WHERE run_id IN (${marks})`, [...ids]);
  await manager.query(`DELETE FROM workflow_runs WHERE id IN (${marks})`, [...ids]);
}

/** A step that deletes what `select` finds until nothing is left. */
function rowsStep(name: string, table: string, keys: readonly string[], select: string): PurgeStep {
  return {
    name,
    async run(manager, userId, _cursor, limit) {
      const deleted = await deleteBatch(manager, { table, keys, select, params: [userId] }, limit);
      return { deleted, cursor: null, done: deleted < limit };
    },
  };
}

/**
 * The workflow runs (and their steps) of the embedded engine that name one of the account's rows
 * in their id (`scan-<job>-…`, `report-<job>`, `monitor-<domain>-<slot>`, `webhook-delivery-<id>-…`,
 * `event-<id>`, `account-export-<id>`), a page of the account's rows at a time. Temporal keeps its
 * own histories, for the namespace's retention.
 */
function runsStep(name: string, source: string, prefixes: (id: string) => string[]): PurgeStep {
  return {
    name,
    async run(manager, userId, cursor, limit) {
      const ids = (
        (await manager.query(`${source} ORDER BY k LIMIT 100`, [userId, cursor])) as { k: number | string }[]
      ).map((row) => String(row.k));
      if (ids.length === 0) return { deleted: 0, cursor: null, done: true };
      const patterns = ids.flatMap(prefixes);
      const where = patterns.map((pattern) => (pattern.endsWith('%') ? 'id LIKE ?' : 'id = ?')).join(' OR ');
      const runs = (await manager.query(`SELECT id FROM workflow_runs WHERE ${where}`, patterns)) as { id: string }[];
      let deleted = 0;
      for (let start = 0; start < runs.length; start += limit) {
        const page = runs.slice(start, start + limit).map((run) => run.id);
        await deleteRuns(manager, page);
        deleted += page.length;
      }
      const last = ids[ids.length - 1] as string;
      // Paged by the source's numeric or text key; the next page starts after the last one seen.
      return {
        deleted,
        cursor: /^\d+$/.test(last) ? Number(last) : null,
        done: ids.length < 100 || !/^\d+$/.test(last),
      };
    },
  };
}

const ENDPOINTS = 'SELECT id FROM webhook_endpoints WHERE user_id = ?';
const DELIVERIES = `SELECT id FROM webhook_deliveries WHERE endpoint_id IN (${ENDPOINTS})`;
const JOBS = 'SELECT id FROM scan_jobs WHERE user_id = ?';
const REPORTS = `SELECT id FROM reports WHERE user_id = ? OR job_id IN (${JOBS})`;

export const PURGE_STEPS: readonly PurgeStep[] = [
  runsStep('runs_of_scans', 'SELECT id AS k FROM scan_jobs WHERE user_id = ? AND id > ?', (id) => [
    `scan-${id}`,
    `scan-${id}-%`,
    `report-${id}`,
    `report-${id}-%`,
  ]),
  runsStep('runs_of_domains', 'SELECT id AS k FROM monitored_domains WHERE user_id = ? AND id > ?', (id) => [
    `monitor-${id}-%`,
  ]),
  runsStep(
    'runs_of_deliveries',
    `SELECT d.id AS k FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.user_id = ? AND d.id > ?`,
    (id) => [`webhook-delivery-${id}-%`],
  ),
  {
    // Event ids are text: these pages go by the text key.
    name: 'runs_of_events',
    async run(manager, userId, _cursor, limit) {
      const events = (await manager.query(`SELECT id FROM events WHERE user_id = ? LIMIT ${limit}`, [userId])) as {
        id: string;
      }[];
      if (events.length > 0) {
        await deleteRuns(
          manager,
          events.map((event) => `event-${event.id}`),
        );
        await manager.query(
          `DELETE FROM events WHERE id IN (${events.map(() => '?').join(',')})`,
          events.map((e) => e.id),
        );
      }
      return { deleted: events.length, cursor: null, done: events.length < limit };
    },
  },
  {
    name: 'runs_of_exports',
    async run(manager, userId) {
      const ids = (
        (await manager.query('SELECT id FROM account_exports WHERE user_id = ?', [userId])) as { id: string }[]
      ).map((row) => `account-export-${row.id}`);
      await deleteRuns(manager, ids);
      return { deleted: ids.length, cursor: null, done: true };
    },
  },
  {
    name: 'schedules',
    async run(manager, userId) {
      const ids = (
        (await manager.query('SELECT id FROM monitored_domains WHERE user_id = ?', [userId])) as { id: number }[]
      ).map((row) => `monitor-${row.id}`);
      if (ids.length > 0) {
        await manager.query(`DELETE FROM workflow_schedules WHERE id IN (${ids.map(() => '?').join(',')})`, ids);
      }
      return { deleted: ids.length, cursor: null, done: true };
    },
  },
  rowsStep(
    'export_chunks',
    'account_export_chunks',
    ['export_id', 'seq'],
    'SELECT export_id, seq FROM account_export_chunks WHERE export_id IN (SELECT id FROM account_exports WHERE user_id = ?)',
  ),
  rowsStep('exports', 'account_exports', ['id'], 'SELECT id FROM account_exports WHERE user_id = ?'),
  {
    name: 'report_pdfs',
    async run(manager, userId, _cursor, limit) {
      const select = `SELECT report_id, seq FROM report_pdf_chunks WHERE report_id IN (${REPORTS})`;
      const deleted = await deleteBatch(
        manager,
        { table: 'report_pdf_chunks', keys: ['report_id', 'seq'], select, params: [userId, userId] },
        // PDF chunks are 60 KB each: fewer per batch keeps a batch's transaction small.
        Math.max(1, Math.floor(limit / 10)),
      );
      return { deleted, cursor: null, done: deleted === 0 };
    },
  },
  {
    name: 'reports',
    async run(manager, userId, _cursor, limit) {
      const deleted = await deleteBatch(
        manager,
        { table: 'reports', keys: ['id'], select: REPORTS, params: [userId, userId] },
        limit,
      );
      return { deleted, cursor: null, done: deleted < limit };
    },
  },
  rowsStep(
    'webhook_attempts',
    'webhook_attempts',
    ['id'],
    `SELECT id FROM webhook_attempts WHERE delivery_id IN (${DELIVERIES})`,
  ),
  rowsStep('webhook_deliveries', 'webhook_deliveries', ['id'], DELIVERIES),
  rowsStep('webhook_endpoints', 'webhook_endpoints', ['id'], ENDPOINTS),
  rowsStep('alerts', 'alerts', ['id'], 'SELECT id FROM alerts WHERE user_id = ?'),
  rowsStep(
    'scan_module_results',
    'scan_module_results',
    ['id'],
    `SELECT id FROM scan_module_results WHERE job_id IN (${JOBS})`,
  ),
  rowsStep('scan_jobs', 'scan_jobs', ['id'], JOBS),
  rowsStep(
    'client_report_pdf_chunks',
    'client_report_pdf_chunks',
    ['report_id', 'seq'],
    'SELECT report_id, seq FROM client_report_pdf_chunks WHERE report_id IN (SELECT id FROM client_reports WHERE user_id = ?)',
  ),
  rowsStep('client_reports', 'client_reports', ['id'], 'SELECT id FROM client_reports WHERE user_id = ?'),
  // A domain's portfolio rows first, in batches: left to the domain's cascade, one batch of domains
  // would delete an unbounded number of them in one transaction.
  rowsStep('domain_findings', 'domain_findings', ['id'], 'SELECT id FROM domain_findings WHERE user_id = ?'),
  rowsStep(
    'domain_grade_changes',
    'domain_grade_changes',
    ['id'],
    'SELECT id FROM domain_grade_changes WHERE user_id = ?',
  ),
  rowsStep('domain_tags', 'domain_tags', ['id'], 'SELECT id FROM domain_tags WHERE user_id = ?'),
  rowsStep('monitored_domains', 'monitored_domains', ['id'], 'SELECT id FROM monitored_domains WHERE user_id = ?'),
  rowsStep(
    'api_usage',
    'api_usage',
    ['user_id', 'day', 'method', 'route', 'status_class'],
    'SELECT user_id, day, method, route, status_class FROM api_usage WHERE user_id = ?',
  ),
  {
    // Before the billing customer row goes: it names the processor customer the events are about.
    name: 'billing_events',
    async run(manager, userId, _cursor, limit) {
      const customer = await manager.findOneBy(BillingCustomer, { userId });
      const anonymised = await anonymiseProcessorEvents(manager, userId, customer?.customerId ?? null, limit);
      return { deleted: anonymised, cursor: null, done: anonymised < limit };
    },
  },
  {
    // The MySQL rate-limit tables (raw SQL, no user column): keys end with `:account:<id>`.
    name: 'rate_limits',
    async run(manager, userId) {
      let deleted = 0;
      for (const table of ['rate_limit_counters', 'rate_limit_buckets']) {
        if (!(await tableExists(manager, table))) continue;
        const result = (await manager.query(
          `DELETE FROM ${quote(manager, table)} WHERE ${quote(manager, 'key')} LIKE ?`,
          [`%:account:${userId}`],
        )) as { affectedRows?: number } | unknown[];
        deleted += Array.isArray(result) ? 0 : (result.affectedRows ?? 0);
      }
      return { deleted, cursor: null, done: true };
    },
  },
  {
    // Every other table with a `user_id` or `account_id` column, found in the schema: sessions,
    // tokens, preferences, branding, the billing customer, the activity log, and whatever a later
    // migration adds.
    name: 'user_tables',
    async run(manager, userId, _cursor, limit) {
      let deleted = 0;
      for (const { table, column, hasId } of await tablesWithUserColumn(manager)) {
        if (table === 'users') continue;
        const where = `${quote(manager, column)} = ?`;
        if (hasId) {
          deleted += await deleteBatch(
            manager,
            {
              table,
              keys: ['id'],
              select: `SELECT id FROM ${quote(manager, table)} WHERE ${where}`,
              params: [userId],
            },
            limit - deleted,
          );
        } else {
          // Tables keyed by the user (one row, or a handful per account).
          await manager.query(`DELETE FROM ${quote(manager, table)} WHERE ${where}`, [userId]);
        }
        if (deleted >= limit) return { deleted, cursor: null, done: false };
      }
      return { deleted, cursor: null, done: true };
    },
  },
  rowsStep('user', 'users', ['id'], 'SELECT id FROM users WHERE id = ?'),
];

/**
 * Purging an account that is still open: its closing did not commit (yet). On Temporal the deletion
 * workflow is started inside the transaction that closes the account (api/accounts/account-deletion.ts),
 * so a run can begin a moment before that commit, or for a closing that rolled back (the API killed
 * between the start and the commit). Nothing is deleted; the activity's retries (ACCOUNT_PURGE_POLICY,
 * about a quarter of an hour) wait for the commit, and a run whose closing never commits fails with
 * this message instead of deleting a live account's data.
 */
export class AccountStillOpenError extends Error {
  constructor(userId: number) {
    super(`account ${userId} is still open (its closing has not committed): nothing is purged`);
    this.name = 'AccountStillOpenError';
  }
}

/** One batch of one step, in its own transaction. */
export function purgeStep(
  manager: EntityManager,
  userId: number,
  stepName: string,
  cursor: number,
  limit = PURGE_BATCH_ROWS,
): Promise<PurgeProgress> {
  const step = PURGE_STEPS.find((candidate) => candidate.name === stepName);
  if (!step) throw new Error(`unknown purge step ${stepName}`);
  return manager.transaction(async (transaction) => {
    // A missing row is an account already purged to its last step (a retried final batch).
    const open = await transaction.findOne(User, { where: { id: userId, isActive: true }, select: { id: true } });
    if (open) throw new AccountStillOpenError(userId);
    return step.run(transaction, userId, cursor, limit);
  });
}
