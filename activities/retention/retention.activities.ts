/** The activity behind the retention purge schedule (workflows/event-dispatch.workflow.ts). */
import { DEFAULT_RETENTION, RETENTION_STEPS } from '../../core/retention/retention-policy.js';
import type { ActivityDeps } from '../activity-deps.js';
import type { RetentionActivities } from '../contracts.js';
import { purgeRetentionStep } from './retention-purge.js';

export function createRetentionActivities(deps: ActivityDeps): RetentionActivities {
  return {
    async purgeRetention(step, batchSize, maxBatches) {
      if (!RETENTION_STEPS.includes(step)) throw new Error(`unknown retention step "${step}"`);
      const policy = deps.retention ?? DEFAULT_RETENTION;
      return purgeRetentionStep(deps.db.manager, policy, deps.clock.now(), step, batchSize, maxBatches);
    },
  };
}
