/**
 * An activity log entry as `GET /v1/account/activity` answers it, and the page around the entries
 * (the scan list's shape, docs/api-contract.md "Scan lists": an array and a `total`, plus the cursor to the next page).
 */
import { Type } from '@sinclair/typebox';
import {
  ACCOUNT_ACTIVITY_ACTORS,
  ACCOUNT_ACTIVITY_TYPE_NAMES,
  ACCOUNT_ACTIVITY_TYPES,
} from '../../core/account-activity/activity-types.js';
import type { AccountActivity } from '../../db/entities/account-activity.entity.js';

export const ActivityTypeSchema = Type.Union(
  ACCOUNT_ACTIVITY_TYPE_NAMES.map((name) => Type.Literal(name)),
  { description: 'What happened (docs/account-activity.md lists every type)' },
);

const EXAMPLE = {
  activity: [
    {
      id: 42,
      type: 'auth.sign_in',
      description: ACCOUNT_ACTIVITY_TYPES['auth.sign_in'].description,
      actor: 'public',
      ip_address: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
      request_id: '6f1c2d8e-3b7a-4f0e-9a51-0c2b7e4d9f10',
      details: { method: 'password', session_id: 'b3e0c6a2-1d4f-4c8e-9f7a-2e5d8c1b0a93' },
      created_at: '2026-11-26T21:04:05.123Z',
    },
    {
      id: 41,
      type: 'webhook.created',
      description: ACCOUNT_ACTIVITY_TYPES['webhook.created'].description,
      actor: 'api_key',
      ip_address: '198.51.100.20',
      user_agent: 'curl/8.5.0',
      request_id: '0d9b7c1e-5a2f-4e3b-8c6d-1f0a9e8b7c6d',
      details: { webhook_id: 7, url: 'https://hooks.example.com/rampart', enabled_events: ['scan.completed'] },
      created_at: '2026-11-26T20:58:11.007Z',
    },
  ],
  total: 57,
  next_before: 41,
};

export const activityEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    type: ActivityTypeSchema,
    description: Type.String({ description: 'The type in words' }),
    actor: Type.Union(
      ACCOUNT_ACTIVITY_ACTORS.map((actor) => Type.Literal(actor)),
      {
        description:
          "Who did it: the request's credential (api_key, session cookie, jwt), admin, the payment processor, the service itself (system), or public (no credential: a password at sign-in, an e-mailed token, Google)",
      },
    ),
    ip_address: Type.Union([Type.String(), Type.Null()], {
      description: 'The client address; null when no request did it',
    }),
    user_agent: Type.Union([Type.String(), Type.Null()]),
    request_id: Type.Union([Type.String(), Type.Null()], {
      description: 'The x-request-id of the request that made the change',
    }),
    details: Type.Record(Type.String(), Type.Unknown(), {
      description: 'Ids, names and from/to of the change; never secrets',
    }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const activityPageSchema = Type.Object(
  {
    activity: Type.Array(activityEntrySchema, { description: 'Newest first' }),
    total: Type.Integer({
      description: 'Entries of the account (of the type, when filtered) kept, not only those listed',
    }),
    next_before: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Pass as `before` for the next (older) page; null on the last page',
    }),
  },
  { additionalProperties: false, examples: [EXAMPLE] },
);

export function toActivityEntry(row: AccountActivity) {
  return {
    id: row.id,
    type: row.type,
    description: ACCOUNT_ACTIVITY_TYPES[row.type]?.description ?? row.type,
    actor: row.actor,
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    request_id: row.requestId,
    details: row.details ?? {},
    created_at: row.createdAt.toISOString(),
  };
}
