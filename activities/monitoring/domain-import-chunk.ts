/**
 * One chunk of a bulk import (docs/portfolio.md "Bulk import"), run by `domainImportWorkflow`'s
 * chunk activity: each line checked as a single add checks it (frequency and plan, tags, client
 * name, the scan target's rules, duplicates within the import and in the account, plan slots), then
 * the chunk's domains, their tags and clients, its per-line results and the count of lines done
 * committed in one transaction that holds the account (its user row, FOR UPDATE on MySQL; SQLite runs
 * one write transaction at a time), so two imports at once never pass the plan's slots. The
 * compare-and-set on `processed` makes a chunk count once, even when a retried attempt (a worker
 * presumed lost) runs beside the first.
 */
import { type EntityManager, In } from 'typeorm';
import { inLanes } from '../../core/lanes.js';
import { checkNewDomainFields } from '../../core/monitoring/domain-fields.js';
import { IMPORT_CHUNK, type ImportLine, type ImportLineResult } from '../../core/monitoring/domain-import.js';
import type { ScanFrequency } from '../../core/monitoring/monitoring-model.js';
import { MONITORED_DOMAIN_REFUSALS } from '../../core/monitoring/monitoring-refusals.js';
import { type Plan, planOf } from '../../core/plans/plan-catalogue.js';
import { Client } from '../../db/entities/client.entity.js';
import { DomainImport } from '../../db/entities/domain-import.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockForUpdate } from '../../db/row-lock.js';
import type { ScanDeps } from '../../scanner/scan-deps.js';
import { ScanTargetError } from '../../scanner/scan-target.js';
import type { ActivityDeps } from '../activity-deps.js';
import { checkScanTarget } from '../scans/check-scan-target.js';
import { replaceTags } from './domain-tags.js';
import { newMonitoredDomainRow } from './new-monitored-domain.js';

/** Targets resolved at once while checking a chunk (core/lanes.ts). */
const CHECK_LANES = 8;
const REFUSED = MONITORED_DOMAIN_REFUSALS;

/** A line that passed the checks outside the transaction. */
interface CheckedLine {
  line: number;
  domain: string;
  frequency: ScanFrequency;
  tags: string[];
  client: string | null;
}

type Checked = { ok: CheckedLine } | { error: ImportLineResult };

/** Why a line's own fields cannot be added (in a single add's words), or its frequency and tags as stored. */
function fieldRefusal(plan: Plan, line: ImportLine): string | { frequency: ScanFrequency; tags: string[] } {
  const fields = checkNewDomainFields(plan, line);
  if ('refused' in fields) return fields.refused.detail;
  if ((line.client?.trim() ?? '').length > 120) return REFUSED.clientNameTooLong;
  return fields.ok;
}

/** The checks that need no lock: frequency and plan, tags, client name, the scan target (DNS). */
async function checkLines(scanDeps: ScanDeps, plan: Plan, chunk: ImportLine[], start: number): Promise<Checked[]> {
  const checked: Checked[] = new Array(chunk.length);
  await inLanes(chunk, CHECK_LANES, async (line, index) => {
    const number = start + index + 1;
    const given = line.domain.trim();
    const refused = (detail: string): Checked => ({
      error: { line: number, domain: given, status: 'error', detail },
    });
    const fields = fieldRefusal(plan, line);
    if (typeof fields === 'string') {
      checked[index] = refused(fields);
      return;
    }
    try {
      const domain = await checkScanTarget(scanDeps, given);
      checked[index] = { ok: { line: number, domain, ...fields, client: line.client?.trim() || null } };
    } catch (error) {
      // Anything but the target's refusal (a resolver fault) fails the attempt: it is retried whole.
      if (!(error instanceof ScanTargetError)) throw error;
      checked[index] = refused(error.message);
    }
  });
  return checked;
}

/** Why a checked line cannot be added now, in a single add's words; null when it can. */
function slotRefusal(
  line: CheckedLine,
  seen: Map<string, number>,
  monitored: Set<string>,
  used: number,
  plan: Plan,
): string | null {
  const earlier = seen.get(line.domain);
  if (earlier !== undefined) return REFUSED.duplicateImportLine(line.domain, earlier);
  if (monitored.has(line.domain)) return REFUSED.domainAlreadyMonitored(line.domain);
  if (plan.domainLimit !== null && used >= plan.domainLimit)
    return REFUSED.domainLimitReached(plan.name, plan.domainLimit);
  return null;
}

class ChunkTaken extends Error {
  constructor() {
    super('another attempt committed this chunk of the import first');
  }
}

/**
 * Checks and commits the lines from `start` (which must be the import's `processed`); returns the
 * chunk's results, or null when another attempt committed this chunk first.
 */
export async function commitImportChunk(
  deps: Pick<ActivityDeps, 'db' | 'clock' | 'scanDeps'>,
  current: DomainImport,
  start: number,
): Promise<ImportLineResult[] | null> {
  const { db, clock } = deps;
  const reader = await db.manager.findOneBy(User, { id: current.userId });
  if (!reader) return null;
  const chunk = current.lines.slice(start, start + IMPORT_CHUNK);
  const checked = await checkLines(deps.scanDeps, planOf(reader.plan), chunk, start);
  return db
    .transaction(async (manager) => {
      const user = await manager.findOne(User, { where: { id: current.userId }, ...lockForUpdate(db) });
      if (!user) return null;
      const plan = planOf(user.plan);
      let used = await manager.countBy(MonitoredDomain, { userId: user.id });
      // A dry run counts what it would have added, so its slot verdicts match a real run's.
      used += current.dryRun ? current.results.filter((each) => each.status === 'valid').length : 0;
      const names = checked.flatMap((each) => ('ok' in each ? [each.ok.domain] : []));
      const monitored = new Set(
        names.length === 0
          ? []
          : (
              await manager.find(MonitoredDomain, {
                select: { domain: true },
                where: { userId: user.id, domain: In(names) },
              })
            ).map((row) => row.domain),
      );
      const seen = new Map<string, number>();
      for (const earlier of current.results) if (earlier.status !== 'error') seen.set(earlier.domain, earlier.line);
      const results: ImportLineResult[] = [];
      for (const each of checked) {
        if ('error' in each) {
          results.push(each.error);
          continue;
        }
        const line = each.ok;
        const refusal = slotRefusal(line, seen, monitored, used, plan);
        if (refusal !== null) {
          results.push({ line: line.line, domain: line.domain, status: 'error', detail: refusal });
          continue;
        }
        seen.set(line.domain, line.line);
        used += 1;
        if (current.dryRun) {
          results.push({ line: line.line, domain: line.domain, status: 'valid' });
          continue;
        }
        const saved = await insertDomain(manager, user.id, line, clock.now());
        results.push({ line: line.line, domain: line.domain, status: 'added', domain_id: saved.id });
      }
      const added = results.filter((each) => each.status !== 'error').length;
      const updated = await manager
        .createQueryBuilder()
        .update(DomainImport)
        .set({
          processed: start + checked.length,
          added: current.added + added,
          failed: current.failed + (results.length - added),
          results: [...current.results, ...results] as never,
        })
        .where('id = :id AND processed = :processed', { id: current.id, processed: start })
        .execute();
      if ((updated.affected ?? 0) !== 1) throw new ChunkTaken();
      return results;
    })
    .catch((error: unknown) => {
      // The other attempt's insert of the same domain (unique per account) or its count: it won.
      if (error instanceof ChunkTaken || isUniqueViolation(error)) return null;
      throw error;
    });
}

async function insertDomain(manager: EntityManager, userId: number, line: CheckedLine, now: Date) {
  const saved = await manager.save(
    manager.create(
      MonitoredDomain,
      newMonitoredDomainRow({
        userId,
        domain: line.domain,
        scanFrequency: line.frequency,
        alertOnScoreDrop: true,
        alertThreshold: 10,
        clientId: line.client === null ? null : await clientIdOf(manager, userId, line.client, now),
        createdAt: now,
      }),
    ),
  );
  await replaceTags(manager, userId, saved.id, line.tags);
  return saved;
}

/** The client of that name, made when the account has none yet (an import names clients, it does not number them). */
async function clientIdOf(manager: EntityManager, userId: number, name: string, now: Date): Promise<number> {
  const existing = await manager.findOneBy(Client, { userId, name });
  if (existing) return existing.id;
  return (await manager.save(manager.create(Client, { userId, name, createdAt: now }))).id;
}
