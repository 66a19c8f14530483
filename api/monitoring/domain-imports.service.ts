/**
 * Bulk imports of monitored domains (docs/portfolio.md "Bulk import"). An upload becomes a
 * `domain_imports` row holding its lines; the API answers at once and the lines are worked through
 * in chunks, each line checked as a single add is (frequency and plan, tags, client, the scan
 * target's rules, duplicates, plan slots) and the valid ones added. Each chunk commits its domains,
 * its per-line results and the count of lines done in one transaction, which holds the account
 * (its user row, FOR UPDATE on MySQL; SQLite runs one transaction at a time), so two imports at once
 * never pass the plan's slots. The compare-and-set on `processed` makes a chunk count once even when
 * two processes work on the same import. Schedules (`monitor-<id>`, spread over the period by id,
 * so a thousand domains' first scans do not start together) are made after the commit; an import
 * resumed after its process died makes them again for the last chunk (upserts are idempotent).
 * A `running` import whose heartbeat is older than STALE_MS is resumed by the next API process that
 * starts or reads it. The same idempotency key returns the import already made.
 */

import { type EntityManager, In, LessThan } from 'typeorm';
import {
  type ActivityOrigin,
  recordActivity,
  SYSTEM_ORIGIN,
} from '../../activities/account-activity/record-activity.js';
import { type ImportLine, type ImportLineResult, MAX_IMPORT_LINES } from '../../core/monitoring/domain-import.js';
import type { ScanFrequency } from '../../core/monitoring/monitoring-model.js';
import { planOf } from '../../core/plans/plan-catalogue.js';
import { Client } from '../../db/entities/client.entity.js';
import { DomainImport } from '../../db/entities/domain-import.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockForUpdate } from '../../db/row-lock.js';
import { scheduleMonitoring } from '../../workflows/monitoring-schedules.js';
import type { Orchestrator } from '../../workflows/orchestrator.js';
import type { AppContext } from '../context.js';
import { ApiError, badRequest, notFound } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { checkScanTarget } from '../scans/scan-jobs.service.js';
import { checkTags, replaceTags } from './domain-labels.js';
import { type DomainsService, newMonitoredDomainRow } from './domains.service.js';

/** Lines per transaction. */
export const IMPORT_CHUNK = 50;
/** A running import not renewed for this long was left by a process that died. */
export const STALE_MS = 60_000;
/** Targets resolved at once while checking a chunk. */
const CHECK_LANES = 8;

export interface ImportRequest {
  lines: ImportLine[];
  dryRun: boolean;
  idempotencyKey: string | null;
}

/** A line that passed the checks outside the transaction. */
interface CheckedLine {
  line: number;
  domain: string;
  frequency: ScanFrequency;
  tags: string[];
  client: string | null;
}

type Checked = { ok: CheckedLine } | { error: ImportLineResult };

function detailOf(error: unknown): string {
  if (error instanceof ApiError && typeof error.detail === 'string') return error.detail;
  throw error;
}

export class DomainImportsService {
  private readonly running = new Map<number, Promise<void>>();
  private stopping = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly orchestrator: Orchestrator,
    private readonly domains: DomainsService,
    private readonly log: { error(details: object, message: string): void },
  ) {}

  /** Makes the import (or finds the one of this key) and starts working on it; answers at once. */
  async start(user: User, request: ImportRequest, origin: ActivityOrigin): Promise<DomainImport> {
    if (request.lines.length === 0) throw badRequest(ERRORS.badRequest.importEmpty);
    if (request.lines.length > MAX_IMPORT_LINES) throw badRequest(ERRORS.badRequest.importTooLarge(MAX_IMPORT_LINES));
    const repo = this.ctx.db.getRepository(DomainImport);
    if (request.idempotencyKey !== null) {
      const existing = await repo.findOneBy({ userId: user.id, idempotencyKey: request.idempotencyKey });
      if (existing) return this.resumeIfStale(existing);
    }
    const now = this.ctx.clock.now();
    let created: DomainImport;
    try {
      created = await this.ctx.db.transaction(async (manager) => {
        const row = await manager.save(
          manager.create(DomainImport, {
            userId: user.id,
            idempotencyKey: request.idempotencyKey,
            status: 'running',
            dryRun: request.dryRun,
            total: request.lines.length,
            processed: 0,
            added: 0,
            failed: 0,
            lines: request.lines,
            results: [],
            createdAt: now,
            heartbeatAt: now,
            finishedAt: null,
          }),
        );
        const details = { import_id: row.id, lines: request.lines.length, dry_run: request.dryRun };
        await recordActivity(manager, user.id, 'domain.import_started', origin, details, now);
        return row;
      });
    } catch (error) {
      // The same key twice at once: the unique index keeps one import; both callers get it.
      if (!isUniqueViolation(error) || request.idempotencyKey === null) throw error;
      return repo.findOneByOrFail({ userId: user.id, idempotencyKey: request.idempotencyKey });
    }
    this.kick(created.id);
    return created;
  }

  async find(userId: number, id: number): Promise<DomainImport> {
    const found = await this.ctx.db.manager.findOneBy(DomainImport, { id, userId });
    if (!found) throw notFound(ERRORS.notFound.domainImport);
    return this.resumeIfStale(found);
  }

  /** At start: every import a dead process left running. */
  async resumeStale(): Promise<number> {
    const stale = await this.ctx.db.manager.find(DomainImport, {
      select: { id: true },
      where: { status: 'running', heartbeatAt: LessThan(new Date(this.ctx.clock.now().getTime() - STALE_MS)) },
    });
    for (const each of stale) this.kick(each.id);
    return stale.length;
  }

  /** Waits for the imports this process is working on to reach the end of their current chunk. */
  async close(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.running.values()]);
  }

  /** Resolves when this process has nothing left to do on the import (tests, the bench). */
  async settled(id: number): Promise<void> {
    await this.running.get(id);
  }

  private resumeIfStale(found: DomainImport): DomainImport {
    const age = this.ctx.clock.now().getTime() - found.heartbeatAt.getTime();
    if (found.status === 'running' && age > STALE_MS) this.kick(found.id);
    return found;
  }

  private kick(id: number): void {
    if (this.stopping || this.running.has(id)) return;
    const work = this.process(id)
      .catch((error: unknown) =>
        this.log.error({ err: error, importId: id }, 'domain import stopped; it resumes later'),
      )
      .finally(() => this.running.delete(id));
    this.running.set(id, work);
  }

  private async process(id: number): Promise<void> {
    const first = await this.ctx.db.manager.findOneBy(DomainImport, { id });
    if (!first || first.status !== 'running') return;
    // Resumed: the process that committed the last chunk may have died before making its schedules.
    await this.scheduleAdded(first.userId, first.results.slice(-IMPORT_CHUNK));
    while (!this.stopping) {
      const current = await this.ctx.db.manager.findOneByOrFail(DomainImport, { id });
      if (current.status !== 'running') return;
      if (current.processed >= current.total) {
        await this.ctx.db.transaction(async (manager) => {
          const now = this.ctx.clock.now();
          const done = await manager.update(
            DomainImport,
            { id, status: 'running' },
            { status: 'completed', finishedAt: now, lines: [] },
          );
          // Once per import: only the process whose update moved it to completed writes the entry.
          if ((done.affected ?? 0) !== 1) return;
          const details = { import_id: id, added: current.added, failed: current.failed, dry_run: current.dryRun };
          await recordActivity(manager, current.userId, 'domain.import_finished', SYSTEM_ORIGIN, details, now);
        });
        return;
      }
      const user = await this.ctx.db.manager.findOneBy(User, { id: current.userId });
      if (!user) return;
      const start = current.processed;
      const chunk = current.lines.slice(start, start + IMPORT_CHUNK);
      const checked = await this.check(user, chunk, start);
      const results = await this.commitChunk(current, checked);
      if (results === null) return; // another process did this chunk: it carries on
      await this.scheduleAdded(current.userId, results);
    }
  }

  /** The checks that need no lock: frequency and plan, tags, client name, the scan target (DNS). */
  private async check(user: User, chunk: ImportLine[], start: number): Promise<Checked[]> {
    const checked: Checked[] = new Array(chunk.length);
    let next = 0;
    const lane = async () => {
      while (next < chunk.length) {
        const index = next++;
        const line = chunk[index] as ImportLine;
        const number = start + index + 1;
        const given = line.domain.trim();
        try {
          const frequency = this.domains.frequencyFor(user, line.scan_frequency ?? 'daily');
          const tags = checkTags(line.tags ?? []);
          const client = line.client?.trim() || null;
          if (client !== null && client.length > 120) throw badRequest(ERRORS.badRequest.clientNameTooLong);
          const domain = await checkScanTarget(this.ctx, given);
          checked[index] = { ok: { line: number, domain, frequency, tags, client } };
        } catch (error) {
          checked[index] = { error: { line: number, domain: given, status: 'error', detail: detailOf(error) } };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CHECK_LANES, chunk.length) }, lane));
    return checked;
  }

  /** One chunk in one transaction with the account held; null when another process committed it first. */
  private commitChunk(current: DomainImport, checked: Checked[]): Promise<ImportLineResult[] | null> {
    return this.ctx.db
      .transaction(async (manager) => {
        const user = await manager.findOne(User, {
          where: { id: current.userId },
          ...lockForUpdate(this.ctx.db),
        });
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
          const refusal = refusalOf(line, seen, monitored, used, plan);
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
          const saved = await this.insertDomain(manager, user.id, line);
          results.push({ line: line.line, domain: line.domain, status: 'added', domain_id: saved.id });
        }
        const added = results.filter((each) => each.status !== 'error').length;
        const updated = await manager
          .createQueryBuilder()
          .update(DomainImport)
          .set({
            processed: current.processed + checked.length,
            added: current.added + added,
            failed: current.failed + (results.length - added),
            results: [...current.results, ...results] as never,
            heartbeatAt: this.ctx.clock.now(),
          })
          .where('id = :id AND processed = :processed', { id: current.id, processed: current.processed })
          .execute();
        if ((updated.affected ?? 0) !== 1) throw new ChunkTaken();
        return results;
      })
      .catch((error: unknown) => {
        if (error instanceof ChunkTaken || isUniqueViolation(error)) return null;
        throw error;
      });
  }

  private async insertDomain(manager: EntityManager, userId: number, line: CheckedLine): Promise<MonitoredDomain> {
    const saved = await manager.save(
      manager.create(
        MonitoredDomain,
        newMonitoredDomainRow({
          userId,
          domain: line.domain,
          scanFrequency: line.frequency,
          alertOnScoreDrop: true,
          alertThreshold: 10,
          clientId: line.client === null ? null : await clientIdOf(manager, userId, line.client, this.ctx.clock.now()),
          createdAt: this.ctx.clock.now(),
        }),
      ),
    );
    await replaceTags(manager, userId, saved.id, line.tags);
    return saved;
  }

  private async scheduleAdded(userId: number, results: ImportLineResult[]): Promise<void> {
    const ids = results.flatMap((each) => (each.status === 'added' && each.domain_id ? [each.domain_id] : []));
    if (ids.length === 0) return;
    const rows = await this.ctx.db.manager.find(MonitoredDomain, {
      select: { id: true, userId: true, domain: true, scanFrequency: true },
      where: ids.map((id) => ({ id, userId })),
    });
    for (const row of rows) await scheduleMonitoring(this.orchestrator.schedules, row);
  }
}

/** Why a checked line cannot be added now, in a single add's words; null when it can. */
function refusalOf(
  line: CheckedLine,
  seen: Map<string, number>,
  monitored: Set<string>,
  used: number,
  plan: ReturnType<typeof planOf>,
): string | null {
  const earlier = seen.get(line.domain);
  if (earlier !== undefined) return ERRORS.badRequest.duplicateImportLine(line.domain, earlier);
  if (monitored.has(line.domain)) return ERRORS.badRequest.domainAlreadyMonitored(line.domain);
  if (plan.domainLimit !== null && used >= plan.domainLimit) {
    return ERRORS.badRequest.domainLimitReached(plan.name, plan.domainLimit);
  }
  return null;
}

class ChunkTaken extends Error {
  constructor() {
    super('another process committed this chunk of the import first');
  }
}

/** The client of that name, made when the account has none yet (an import names clients, it does not number them). */
async function clientIdOf(manager: EntityManager, userId: number, name: string, now: Date): Promise<number> {
  const existing = await manager.findOneBy(Client, { userId, name });
  if (existing) return existing.id;
  return (await manager.save(manager.create(Client, { userId, name, createdAt: now }))).id;
}
