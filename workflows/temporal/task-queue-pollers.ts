/**
 * Whether any worker polls the task queue, for GET /health on Temporal: DescribeTaskQueue lists
 * the pollers the server saw on the queue (workflow tasks and activity tasks apart) with the time
 * of each one's latest poll. A worker long-polls without pause (each poll waits up to about a
 * minute), so a poller seen within POLLER_FRESH_MS is a worker that is there; the server keeps a
 * gone worker in the list for minutes, which the freshness test leaves out.
 */
import type { Connection } from '@temporalio/client';
// @temporalio/proto is CommonJS: its namespaces come through the default export under ESM.
import proto from '@temporalio/proto';

const { TaskQueueType, TaskQueueKind } = proto.temporal.api.enums.v1;

export const POLLER_FRESH_MS = 2 * 60_000;

export interface TaskQueuePollers {
  workflowPollers: number;
  activityPollers: number;
}

type Timestamp = { seconds?: { toNumber(): number } | number | null; nanos?: number | null } | null | undefined;

function timestampMs(time: Timestamp): number | null {
  if (!time?.seconds) return null;
  const seconds = typeof time.seconds === 'number' ? time.seconds : time.seconds.toNumber();
  return seconds * 1000 + Math.floor((time.nanos ?? 0) / 1e6);
}

export async function taskQueuePollers(
  connection: Connection,
  namespace: string,
  taskQueue: string,
  nowMs: number,
): Promise<TaskQueuePollers> {
  const fresh = async (taskQueueType: proto.temporal.api.enums.v1.TaskQueueType) => {
    const answer = await connection.workflowService.describeTaskQueue({
      namespace,
      taskQueue: { name: taskQueue, kind: TaskQueueKind.TASK_QUEUE_KIND_NORMAL },
      taskQueueType,
    });
    return (answer.pollers ?? []).filter((poller) => {
      const seen = timestampMs(poller.lastAccessTime as Timestamp);
      return seen !== null && nowMs - seen <= POLLER_FRESH_MS;
    }).length;
  };
  const [workflowPollers, activityPollers] = await Promise.all([
    fresh(TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW),
    fresh(TaskQueueType.TASK_QUEUE_TYPE_ACTIVITY),
  ]);
  return { workflowPollers, activityPollers };
}
