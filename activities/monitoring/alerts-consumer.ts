/**
 * The `alerts` event consumer: on `scan.completed` of an account's scan, every monitored domain of
 * that account and name is evaluated (alert-engine/evaluate-alerts.ts) against what is remembered of
 * its previous scans. In one transaction per domain: the alert rows, one `alert.triggered` outbox
 * event per alert (docs/api-contract.md "Envelope and data"), and the new memory. It then asks the dispatcher to start the
 * dispatch of each new event at once (`event-<id>`), so webhooks hear within seconds, not at the sweep.
 *
 * Idempotent per scan: the domain row remembers the last evaluated job, so a repeated call (a retried
 * activity, a second dispatch) writes nothing and asks again for the same dispatches. A scan older
 * than the last evaluated one (completed out of order) changes nothing.
 *
 * The shape of an EventConsumer (activities/events/event-consumers.ts) without importing it: that
 * file registers this one, and imports point one way.
 */
import { type DataSource, type EntityManager, In, LessThan } from 'typeorm';
import type { EventEnvelope, EventType, GradeChangedData, ScanCompletedData } from '../../core/events/event-types.js';
import { gradeDirection } from '../../core/hooks/hook-rules.js';
import type { AlertConditionState, AlertTriggeredData } from '../../core/monitoring/monitoring-model.js';
import type { Severity } from '../../core/scan-model/report.js';
import { eventDispatchWorkflowId } from '../../core/workflow-ids.js';
import type { WorkflowStartRequest } from '../../core/workflow-meta.js';
import { Alert } from '../../db/entities/alert.entity.js';
import { DomainFinding } from '../../db/entities/domain-finding.entity.js';
import { DomainGradeChange } from '../../db/entities/domain-grade-change.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { lockForUpdate } from '../../db/row-lock.js';
import { eventIdFor, recordEvent } from '../events/outbox.js';
import { evaluateAlerts, stateOf } from './alert-engine/evaluate-alerts.js';
import { alertFields } from './alert-fields.js';
import { loadDomainAlertPreferences } from './alert-preferences.js';

export interface AlertsConsumerDeps {
  db: DataSource;
  clock: { now(): Date };
}

/** The id of an alert's `alert.triggered`: stable for the same alert row (id and creation instant). */
export function alertEventId(alert: Pick<Alert, 'id' | 'createdAt'>): string {
  return eventIdFor('alert.triggered', `alert:${alert.id}:${alert.createdAt.getTime()}`);
}

export function alertTriggeredData(alert: Alert): AlertTriggeredData {
  return { alert_id: alert.id, ...alertFields(alert) };
}

function dispatchOfEvent(eventId: string, domain: string, accountId: number): WorkflowStartRequest {
  return {
    workflow: 'eventDispatchWorkflow',
    workflowId: eventDispatchWorkflowId(eventId),
    input: { eventId },
    meta: { kind: 'event_dispatch', domains: [domain], accountId },
  };
}

function dispatchOf(alert: Alert): WorkflowStartRequest {
  return dispatchOfEvent(alertEventId(alert), alert.domain, alert.userId);
}

/** The id of a grade change's `grade.changed`: stable for the same row (domain, job and its instant). */
export function gradeChangedEventId(change: Pick<DomainGradeChange, 'domainId' | 'jobId' | 'createdAt'>): string {
  return eventIdFor('grade.changed', `grade-change:${change.domainId}:${change.jobId}:${change.createdAt.getTime()}`);
}

export function gradeChangedData(change: DomainGradeChange, domain: string, score: number | null): GradeChangedData {
  return {
    change_id: change.id,
    domain_id: change.domainId,
    domain,
    job_id: change.jobId,
    from_grade: change.fromGrade,
    to_grade: change.toGrade,
    direction: gradeDirection(change.fromGrade, change.toGrade),
    score,
    changed_at: change.createdAt.toISOString(),
  };
}

function gradeChangedEvent(change: DomainGradeChange, domain: string, score: number | null) {
  return {
    id: gradeChangedEventId(change),
    type: 'grade.changed' as const,
    userId: change.userId,
    data: gradeChangedData(change, domain, score) as unknown as Record<string, unknown>,
    createdAt: change.createdAt,
  };
}

/** What is remembered before this job: the stored memory, or the baseline of the previous completed scan. */
async function previousState(
  manager: EntityManager,
  domain: MonitoredDomain,
  job: ScanJob,
): Promise<AlertConditionState | null> {
  if (domain.alertState) return domain.alertState;
  const before = await manager.findOne(ScanJob, {
    where: { userId: domain.userId, domain: domain.domain, status: 'completed', id: LessThan(job.id) },
    order: { id: 'DESC' },
  });
  return before?.report ? stateOf(before.report) : null;
}

/**
 * The domain's open findings after `job`: its failed checks by outcome code. A code still open keeps
 * its first-seen date; a new one is first seen at this scan; one that is gone is closed.
 */
async function replaceOpenFindings(manager: EntityManager, domain: MonitoredDomain, job: ScanJob): Promise<void> {
  const failed = new Map<string, { severity: Severity; finding: string }>();
  for (const module of job.report?.modules ?? []) {
    for (const check of module.checks) {
      if (check.status === 'fail' && check.issue) {
        failed.set(check.code.slice(0, 191), {
          severity: check.issue.severity,
          finding: check.issue.finding.slice(0, 2000),
        });
      }
    }
  }
  const open = await manager.find(DomainFinding, { where: { domainId: domain.id } });
  const gone = open.filter((row) => !failed.has(row.code)).map((row) => row.id);
  if (gone.length > 0) await manager.delete(DomainFinding, { id: In(gone) });
  const seenAt = job.finishedAt ?? job.createdAt;
  for (const [code, issue] of failed) {
    const existing = open.find((row) => row.code === code);
    if (existing) {
      await manager.update(DomainFinding, { id: existing.id }, { ...issue, lastJobId: job.id });
    } else {
      await manager.insert(DomainFinding, {
        userId: domain.userId,
        domainId: domain.id,
        code,
        ...issue,
        firstSeenAt: seenAt,
        lastJobId: job.id,
      });
    }
  }
}

/** The domain's standing once `job` is its last evaluated scan: what the portfolio reads (docs/portfolio.md). */
function standingAfter(domain: MonitoredDomain, job: ScanJob): Partial<MonitoredDomain> {
  const summary = job.result;
  return {
    lastJobId: job.id,
    lastScore: summary?.score ?? null,
    lastGrade: summary?.grade ?? null,
    lastScannedAt: job.finishedAt,
    previousScore: domain.lastScore,
    lastCriticalIssues: summary?.issue_counts.critical ?? null,
  };
}

class EvaluatedConcurrently extends Error {
  constructor(domainId: number) {
    super(`monitored domain ${domainId} was evaluated by another call at the same time; retrying`);
  }
}

export function createAlertsConsumer(deps: AlertsConsumerDeps) {
  const { db, clock } = deps;

  async function evaluateDomain(domainId: number, jobId: number): Promise<{ alerts: Alert[]; gradeEvents: string[] }> {
    return db.transaction(async (manager) => {
      // The domain row is written last (the compare-and-set below) but locked first: the alert and
      // finding rows inserted before it take a shared lock on it (their foreign key), and a change
      // of the row by the owner in between (publishing the badge) would then deadlock on MySQL with
      // the upgrade to the write.
      const domain = await manager.findOne(MonitoredDomain, {
        where: { id: domainId },
        ...lockForUpdate(db),
      });
      if (!domain) return { alerts: [], gradeEvents: [] };
      const evaluatedBefore = domain.lastEvaluatedJobId;
      if (evaluatedBefore !== null && evaluatedBefore >= jobId) {
        // A repeat: the same alerts (and so the same dispatches) as the first time.
        if (evaluatedBefore !== jobId) return { alerts: [], gradeEvents: [] };
        const change = await manager.findOneBy(DomainGradeChange, { domainId, jobId });
        return {
          alerts: await manager.find(Alert, { where: { domainId, jobId }, order: { id: 'ASC' } }),
          gradeEvents: change ? [gradeChangedEventId(change)] : [],
        };
      }
      const job = await manager.findOneBy(ScanJob, { id: jobId });
      if (!job?.report || job.status !== 'completed') return { alerts: [], gradeEvents: [] };
      const evaluation = evaluateAlerts(
        await previousState(manager, domain, job),
        job.report,
        { alert_on_score_drop: domain.alertOnScoreDrop, alert_threshold: domain.alertThreshold },
        // The client's own preferences where its client has set them, else the account's.
        await loadDomainAlertPreferences(manager, domain),
      );
      const now = clock.now();
      const written: Alert[] = [];
      const gradeEvents: string[] = [];
      for (const raised of evaluation.alerts) {
        const alert = await manager.save(
          manager.create(Alert, {
            userId: domain.userId,
            domainId: domain.id,
            domain: domain.domain,
            jobId: job.id,
            condition: raised.condition.slice(0, 191),
            alertType: raised.alert_type,
            severity: raised.severity,
            title: raised.title.slice(0, 255),
            message: raised.message.slice(0, 2000),
            oldValue: raised.old_value.slice(0, 2000),
            newValue: raised.new_value.slice(0, 2000),
            score: raised.score,
            grade: raised.grade,
            read: false,
            createdAt: now,
          }),
        );
        await recordEvent(manager, {
          id: alertEventId(alert),
          type: 'alert.triggered',
          userId: alert.userId,
          data: alertTriggeredData(alert) as unknown as Record<string, unknown>,
          createdAt: now,
        });
        written.push(alert);
      }
      await replaceOpenFindings(manager, domain, job);
      const standing = standingAfter(domain, job);
      if (domain.lastGrade !== null && standing.lastGrade !== null && domain.lastGrade !== standing.lastGrade) {
        const change = manager.create(DomainGradeChange, {
          userId: domain.userId,
          domainId: domain.id,
          jobId: job.id,
          fromGrade: domain.lastGrade,
          toGrade: standing.lastGrade,
          createdAt: job.finishedAt ?? now,
        });
        await manager.save(change);
        // Heard only by REST Hook subscriptions (the automation integration), never by webhook endpoints.
        const event = gradeChangedEvent(change, domain.domain, standing.lastScore ?? null);
        await recordEvent(manager, event);
        gradeEvents.push(event.id);
      }
      // Compare-and-set on the last evaluated job: two evaluations racing cannot both write.
      const updated = await manager
        .createQueryBuilder()
        .update(MonitoredDomain)
        .set({ alertState: evaluation.state as never, lastEvaluatedJobId: job.id, ...standing })
        .where(
          evaluatedBefore === null
            ? 'id = :id AND last_evaluated_job_id IS NULL'
            : 'id = :id AND last_evaluated_job_id = :before',
          {
            id: domain.id,
            before: evaluatedBefore,
          },
        )
        .execute();
      if ((updated.affected ?? 0) !== 1) throw new EvaluatedConcurrently(domain.id);
      return { alerts: written, gradeEvents };
    });
  }

  return {
    name: 'alerts',
    accepts: (type: EventType) => type === 'scan.completed',
    async handle(event: EventEnvelope, userId: number | null): Promise<WorkflowStartRequest[]> {
      if (event.type !== 'scan.completed' || userId === null) return [];
      const data = event.data as unknown as ScanCompletedData;
      const domains = await db.manager.find(MonitoredDomain, {
        select: { id: true },
        where: { userId, domain: data.domain },
      });
      const requests: WorkflowStartRequest[] = [];
      for (const domain of domains) {
        const evaluated = await evaluateDomain(domain.id, data.job_id);
        for (const alert of evaluated.alerts) requests.push(dispatchOf(alert));
        for (const eventId of evaluated.gradeEvents) requests.push(dispatchOfEvent(eventId, data.domain, userId));
      }
      return requests;
    },
  };
}
