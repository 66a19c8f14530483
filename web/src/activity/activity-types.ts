/** `GET /v1/account/activity` as the activity page reads it (api/accounts/activity.view.ts). */
import type { AccountActivityActor, AccountActivityType } from '../../../core/account-activity/activity-types.js';

export interface ActivityEntry {
  id: number;
  type: AccountActivityType;
  description: string;
  actor: AccountActivityActor;
  ip_address: string | null;
  user_agent: string | null;
  request_id: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

export interface ActivityPage {
  activity: ActivityEntry[];
  total: number;
  next_before: number | null;
}
