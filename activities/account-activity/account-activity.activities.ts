/** The activity behind the activity log's purge schedule (workflows/event-dispatch.workflow.ts). */
import { ACCOUNT_ACTIVITY_RETENTION_DAYS } from '../../core/account-activity/activity-types.js';
import type { ActivityDeps } from '../activity-deps.js';
import type { AccountActivityActivities } from '../contracts.js';
import { purgeAccountActivity } from './activity-purge.js';

const DAY_MS = 86_400_000;

export function createAccountActivityActivities(deps: ActivityDeps): AccountActivityActivities {
  return {
    async purgeExpiredAccountActivity(batchSize, maxBatches) {
      const cutoff = new Date(deps.clock.now().getTime() - ACCOUNT_ACTIVITY_RETENTION_DAYS * DAY_MS);
      return purgeAccountActivity(deps.db, cutoff, batchSize, maxBatches);
    },
  };
}
