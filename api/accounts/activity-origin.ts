/**
 * Who made a change, as the activity log records it (activities/account-activity/record-activity.ts):
 * the request's credential (`api_key`, `jwt`, `session` cookie) or `public` when it had none (a
 * sign-in, a reset or verification token), its client address, user agent and request id.
 */
import type { FastifyRequest } from 'fastify';
import type { ActivityOrigin } from '../../activities/account-activity/record-activity.js';
import type { AccountActivityActor } from '../../core/account-activity/activity-types.js';

export function activityOrigin(request: FastifyRequest, actor?: AccountActivityActor): ActivityOrigin {
  const agent = request.headers['user-agent'];
  return {
    actor: actor ?? request.principal?.method ?? 'public',
    ipAddress: request.ip || null,
    userAgent: typeof agent === 'string' && agent !== '' ? agent : null,
    requestId: request.id,
  };
}
