/**
 * Where a scan's time goes on Temporal, read from the workflow histories of `bench:temporal`'s
 * sequential scans (`scan-<job id>`): the workflow's own duration, each step's share (job marked
 * running, target planned, all modules, report), how long one module activity ran, how long
 * activity and workflow tasks waited in the task queue before a worker picked them up, which
 * activities needed more than one attempt (the Started event carries the last attempt), and what
 * the server handled per scan: activity tasks, local activities (markers: no task of their own),
 * workflow tasks, and the workflows started from the scan. Medians over the scans given. Reads both
 * shapes of the scan workflow (workflows/scan.workflow.ts): a step is an activity or, in the coarse
 * shape, a local activity, timed only as part of the workflow tasks around the modules.
 */
import { Client, Connection } from '@temporalio/client';
import { percentile } from './scan-phases.js';

type History = Awaited<ReturnType<ReturnType<Client['workflow']['getHandle']>['fetchHistory']>>;
type HistoryEvent = NonNullable<History['events']>[number];

const at = (event: HistoryEvent | undefined) =>
  event?.eventTime ? Number(event.eventTime.seconds?.toString() ?? 0) * 1000 + (event.eventTime.nanos ?? 0) / 1e6 : 0;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

interface Activity {
  name: string;
  scheduled: number;
  started: number;
  closed: number;
  attempt: number;
}

function activities(events: HistoryEvent[]): Activity[] {
  const byScheduledId = new Map<string, Activity>();
  for (const event of events) {
    const scheduled = event.activityTaskScheduledEventAttributes;
    if (scheduled) {
      const name = scheduled.activityType?.name ?? '?';
      byScheduledId.set(String(event.eventId), { name, scheduled: at(event), started: 0, closed: 0, attempt: 0 });
    }
    const started = event.activityTaskStartedEventAttributes;
    const activity = byScheduledId.get(String(started?.scheduledEventId));
    if (started && activity) {
      activity.started = at(event);
      activity.attempt = started.attempt ?? 1;
    }
    const closed =
      event.activityTaskCompletedEventAttributes ??
      event.activityTaskFailedEventAttributes ??
      event.activityTaskTimedOutEventAttributes;
    const done = byScheduledId.get(String(closed?.scheduledEventId));
    if (closed && done) done.closed = at(event);
  }
  return [...byScheduledId.values()];
}

/**
 * The local activities of a history, by type: each completed one is a `core_local_activity` marker
 * whose `data` detail names it (markers carry their workflow task's time, not their own).
 */
function localSteps(events: HistoryEvent[]): Array<{ name: string }> {
  return events.flatMap((event) => {
    const marker = event.markerRecordedEventAttributes;
    const data = marker?.markerName === 'core_local_activity' ? marker.details?.data?.payloads?.[0]?.data : undefined;
    if (!data) return [];
    const parsed = JSON.parse(Buffer.from(data).toString()) as { activity_type?: string; activityType?: string };
    return [{ name: parsed.activity_type ?? parsed.activityType ?? '?' }];
  });
}

/** One line per finding, for printing under a set-up's figures. */
export async function historyBreakdown(address: string, namespace: string, workflowIds: string[]): Promise<string[]> {
  const connection = await Connection.connect({ address, connectTimeout: 5_000 });
  try {
    const client = new Client({ connection, namespace });
    const totals: number[] = [];
    const steps: Record<string, number[]> = {
      markScanRunning: [],
      planScan: [],
      modules: [],
      completeScan: [],
      before: [],
      after: [],
    };
    const activityWaits: number[] = [];
    const moduleRuns: number[] = [];
    const workflowTaskWaits: number[] = [];
    const workflowTasks: number[] = [];
    const activityTasks: number[] = [];
    const localActivities: number[] = [];
    const childWorkflows: number[] = [];
    const retried = new Map<string, number>();
    for (const workflowId of workflowIds) {
      const events = (await client.workflow.getHandle(workflowId).fetchHistory()).events ?? [];
      totals.push(at(events.at(-1)) - at(events[0]));
      const ran = activities(events);
      const local = localSteps(events);
      for (const step of ['markScanRunning', 'planScan', 'completeScan']) {
        const found = ran.find((activity) => activity.name === step);
        if (found) steps[step]?.push(found.closed - found.scheduled);
      }
      activityTasks.push(ran.length);
      localActivities.push(local.length);
      childWorkflows.push(events.filter((event) => event.startChildWorkflowExecutionInitiatedEventAttributes).length);
      const modules = ran.filter((activity) => activity.name === 'scanModule' || activity.name === 'scanModules');
      if (local.length > 0 && modules.length > 0) {
        // Coarse shape: local activities ride on the workflow tasks around the one module activity.
        const first = Math.min(...modules.map((activity) => activity.scheduled));
        const last = Math.max(...modules.map((activity) => activity.closed));
        steps.before?.push(first - at(events[0]));
        steps.after?.push(at(events.at(-1)) - last);
      }
      if (modules.length > 0) {
        const first = Math.min(...modules.map((activity) => activity.scheduled));
        steps.modules?.push(Math.max(...modules.map((activity) => activity.closed)) - first);
      }
      for (const activity of ran) {
        if (activity.name === 'scanModule' || activity.name === 'scanModules') {
          moduleRuns.push(activity.closed - activity.started);
        }
        if (activity.attempt === 1) activityWaits.push(activity.started - activity.scheduled);
        else retried.set(activity.name, (retried.get(activity.name) ?? 0) + 1);
      }
      const scheduledAt = new Map<string, number>();
      let tasks = 0;
      for (const event of events) {
        if (event.workflowTaskScheduledEventAttributes) scheduledAt.set(String(event.eventId), at(event));
        const started = event.workflowTaskStartedEventAttributes;
        if (started) {
          tasks += 1;
          workflowTaskWaits.push(at(event) - (scheduledAt.get(String(started.scheduledEventId)) ?? at(event)));
        }
      }
      workflowTasks.push(tasks);
    }
    const ms = (values: number[] | undefined) => `${median(values ?? []).toFixed(0)} ms`;
    const retries = [...retried].map(([name, count]) => `${name} in ${count} scans`).join(', ') || 'none';
    const split =
      (steps.before?.length ?? 0) > 0
        ? `start to the module activity (job marked running, target planned: local activities) ${ms(steps.before)}, modules ${ms(steps.modules)}, then to the end (report, event: local activities) ${ms(steps.after)}`
        : `job marked running ${ms(steps.markScanRunning)}, target planned ${ms(steps.planScan)}, modules ${ms(steps.modules)}, report ${ms(steps.completeScan)}`;
    return [
      `workflow histories of the ${workflowIds.length} sequential scans (medians): workflow ${ms(totals)} = ${split}`,
      `one module activity runs ${ms(moduleRuns)} (started to closed); queue waits: activity task ${ms(activityWaits)} (max ${Math.max(0, ...activityWaits).toFixed(0)} ms), workflow task ${ms(workflowTaskWaits)}`,
      `per scan: ${median(activityTasks)} activity tasks, ${median(localActivities)} local activities, ${median(workflowTasks)} workflow tasks, ${median(childWorkflows)} workflows started from it`,
      `activities retried (more than one attempt): ${retries}`,
    ];
  } finally {
    await connection.close();
  }
}
