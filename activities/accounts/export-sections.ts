/**
 * What an account export holds, one section per kind of data, each read page by page so an
 * archive of any size passes through bounded memory. Adding a table to the export is one line in
 * EXPORT_SECTIONS: `entitySection(...)` for a TypeORM entity with a user column. Secrets and hashes
 * are never exported: a section lists the columns it leaves out, and webhook signing secrets are
 * replaced by a fixed marker.
 */

import { type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { AccountActivity } from '../../db/entities/account-activity.entity.js';
import { Alert } from '../../db/entities/alert.entity.js';
import { AlertPreferencesRow } from '../../db/entities/alert-preferences.entity.js';
import { ApiUsage } from '../../db/entities/api-usage.entity.js';
import { BillingCustomer } from '../../db/entities/billing-customer.entity.js';
import { Client } from '../../db/entities/client.entity.js';
import { ClientAlertPreferencesRow } from '../../db/entities/client-alert-preferences.entity.js';
import { ClientReport } from '../../db/entities/client-report.entity.js';
import { DomainFinding } from '../../db/entities/domain-finding.entity.js';
import { DomainGradeChange } from '../../db/entities/domain-grade-change.entity.js';
import { DomainImport } from '../../db/entities/domain-import.entity.js';
import { DomainTag } from '../../db/entities/domain-tag.entity.js';
import { IssuedReport } from '../../db/entities/issued-report.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { ReportBranding } from '../../db/entities/report-branding.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';

/** Rows per page: small enough that a page of full scan reports stays a few megabytes. */
export const EXPORT_PAGE_ROWS = 100;

export const REDACTED = '[redacted]';

type Row = Record<string, unknown>;

export interface ExportSection {
  /** The key of the archive's top-level object this section fills (an array of rows). */
  readonly name: string;
  /** The account's rows in a stable order, a page at a time. */
  pages(manager: EntityManager, userId: number): AsyncIterable<Row[]>;
  /** How many rows the section holds (decides whether an export is answered directly). */
  count(manager: EntityManager, userId: number): Promise<number>;
}

/** A column value as JSON: instants as ISO strings, bytes left out (PDFs are served by their own route). */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return undefined;
  return value;
}

function entityRow(
  manager: EntityManager,
  entity: EntityTarget<ObjectLiteral>,
  row: ObjectLiteral,
  omit: readonly string[],
  redact: readonly string[],
): Row {
  const out: Row = {};
  for (const column of manager.connection.getMetadata(entity).columns) {
    const name = column.databaseName;
    if (omit.includes(name)) continue;
    if (redact.includes(name)) {
      out[name] = REDACTED;
      continue;
    }
    const value = plain(column.getEntityValue(row));
    if (value !== undefined) out[name] = value;
  }
  return out;
}

interface EntitySectionOptions {
  name: string;
  entity: EntityTarget<ObjectLiteral>;
  /** The property that holds the account id (default `userId`). */
  userProperty?: string;
  /** Database column names never exported (hashes, tokens). */
  omit?: readonly string[];
  /** Columns whose presence is shown but whose value is not (secrets). */
  redact?: readonly string[];
}

/**
 * An entity's rows of the account. Entities with a generated `id` are paged by id (keyset: each
 * page is an index range, however deep); the others (a composite or user-id key) by their primary
 * key order with an offset, since an account holds few of them.
 */
export function entitySection(options: EntitySectionOptions): ExportSection {
  const userProperty = options.userProperty ?? 'userId';
  const omit = options.omit ?? [];
  const redact = options.redact ?? [];
  return {
    name: options.name,
    count: (manager, userId) => manager.getRepository(options.entity).countBy({ [userProperty]: userId }),
    async *pages(manager, userId) {
      const metadata = manager.connection.getMetadata(options.entity);
      const keyed = metadata.primaryColumns.length === 1 && metadata.primaryColumns[0]?.propertyName === 'id';
      const order = Object.fromEntries(metadata.primaryColumns.map((column) => [column.propertyName, 'ASC' as const]));
      let after: unknown = null;
      for (let page = 0; ; page++) {
        const query = manager
          .getRepository(options.entity)
          .createQueryBuilder('row')
          .where(`row.${userProperty} = :userId`, { userId })
          .take(EXPORT_PAGE_ROWS);
        if (keyed) {
          if (after !== null) query.andWhere('row.id > :after', { after });
          query.orderBy('row.id', 'ASC');
        } else {
          for (const [property, direction] of Object.entries(order)) query.addOrderBy(`row.${property}`, direction);
          query.skip(page * EXPORT_PAGE_ROWS);
        }
        const rows = await query.getMany();
        if (rows.length === 0) return;
        yield rows.map((row) => entityRow(manager, options.entity, row, omit, redact));
        if (rows.length < EXPORT_PAGE_ROWS) return;
        after = (rows[rows.length - 1] as { id?: unknown }).id ?? null;
      }
    },
  };
}

const presentTables = new WeakMap<object, Map<string, Promise<boolean>>>();

/** Whether `table` exists, asked once per connection. */
export function tableExists(manager: EntityManager, table: string): Promise<boolean> {
  let known = presentTables.get(manager.connection);
  if (!known) {
    known = new Map();
    presentTables.set(manager.connection, known);
  }
  let answer = known.get(table);
  if (!answer) {
    answer = (async () => {
      const runner = manager.connection.createQueryRunner();
      try {
        return await runner.hasTable(table);
      } finally {
        await runner.release();
      }
    })();
    known.set(table, answer);
  }
  return answer;
}

/** Deliveries (and their attempts) belong to the account through its endpoints. */
function throughEndpointsSection(name: string, table: 'webhook_deliveries' | 'webhook_attempts'): ExportSection {
  const join = (query: ReturnType<EntityManager['createQueryBuilder']>) =>
    table === 'webhook_deliveries'
      ? query.innerJoin('webhook_endpoints', 'e', 'e.id = t.endpoint_id')
      : query
          .innerJoin('webhook_deliveries', 'd', 'd.id = t.delivery_id')
          .innerJoin('webhook_endpoints', 'e', 'e.id = d.endpoint_id');
  return {
    name,
    async count(manager, userId) {
      const [row] = await join(manager.createQueryBuilder().select('COUNT(*)', 'n').from(table, 't'))
        .where('e.user_id = :userId', { userId })
        .getRawMany<{ n: number | string }>();
      return Number(row?.n ?? 0);
    },
    async *pages(manager, userId) {
      let after = 0;
      for (;;) {
        const rows = await join(manager.createQueryBuilder().select('t.*').from(table, 't'))
          .where('e.user_id = :userId', { userId })
          .andWhere('t.id > :after', { after })
          .orderBy('t.id', 'ASC')
          .limit(EXPORT_PAGE_ROWS)
          .getRawMany<Row>();
        if (rows.length === 0) return;
        yield rows.map((row) =>
          Object.fromEntries(Object.entries(row).map(([key, value]) => [key, jsonColumn(value)])),
        );
        if (rows.length < EXPORT_PAGE_ROWS) return;
        after = Number(rows[rows.length - 1]?.id);
      }
    },
  };
}

/** Raw reads give JSON columns as text on SQLite (and MariaDB): the payload is exported as the object it is. */
function jsonColumn(value: unknown): unknown {
  if (typeof value === 'string' && (value.startsWith('{') || value.startsWith('['))) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return plain(value);
}

/**
 * Every section of an export, in archive order. The account's own row is written first by
 * account-archive.ts (it is one object, not a list). To export a new table, add a line here.
 */
export const EXPORT_SECTIONS: readonly ExportSection[] = [
  entitySection({ name: 'scans', entity: ScanJob }),
  entitySection({ name: 'reports', entity: IssuedReport }),
  entitySection({ name: 'monitored_domains', entity: MonitoredDomain }),
  entitySection({ name: 'alerts', entity: Alert }),
  entitySection({ name: 'alert_preferences', entity: AlertPreferencesRow }),
  entitySection({ name: 'webhook_endpoints', entity: WebhookEndpoint, redact: ['secret_encrypted'] }),
  throughEndpointsSection('webhook_deliveries', 'webhook_deliveries'),
  throughEndpointsSection('webhook_attempts', 'webhook_attempts'),
  entitySection({ name: 'usage', entity: ApiUsage }),
  entitySection({ name: 'billing', entity: BillingCustomer }),
  entitySection({ name: 'report_branding', entity: ReportBranding }),
  entitySection({ name: 'activity', entity: AccountActivity }),
  // The MSP portfolio (docs/portfolio.md): clients, tags, imports, grade moves and findings.
  entitySection({ name: 'clients', entity: Client }),
  // A client's own alert preferences (docs/portfolio.md, "Scoped to a client").
  entitySection({ name: 'client_alert_preferences', entity: ClientAlertPreferencesRow }),
  entitySection({ name: 'domain_tags', entity: DomainTag }),
  entitySection({ name: 'domain_imports', entity: DomainImport }),
  entitySection({ name: 'domain_grade_changes', entity: DomainGradeChange }),
  entitySection({ name: 'domain_findings', entity: DomainFinding }),
  // Issued client reports (their facts; the PDFs are the reports' bytes, not account data to export).
  entitySection({ name: 'client_reports', entity: ClientReport }),
];
