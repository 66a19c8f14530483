/**
 * The activity behind the `processor-event-<id>` workflow (workflows/processor-event.workflow.ts):
 * one more attempt at a stored processor event that failed. Its outcome is a value, not a throw: the
 * workflow owns the back-off between attempts (minutes to an hour), which an activity retry policy
 * is not meant for.
 */

import type { ActivityDeps } from '../activity-deps.js';
import { activityLog } from '../activity-log.js';
import type { BillingActivities } from '../contracts.js';
import { processStoredEvent } from './processor-event-store.js';

export function createBillingActivities(deps: ActivityDeps): BillingActivities {
  const { db, clock } = deps;
  return {
    async retryProcessorEvent(eventId) {
      const mail =
        deps.mailer && deps.webhooks
          ? { mailer: deps.mailer, publicBaseUrl: deps.webhooks.publicBaseUrl, log: activityLog(deps) }
          : undefined;
      const { outcome, error } = await processStoredEvent(db, eventId, clock.now(), true, undefined, mail);
      return error === undefined ? { outcome } : { outcome, error };
    },
  };
}
