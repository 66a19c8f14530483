/** Reading an account's activity log in tests: through the API (as its owner would) and from the table. */
import { expect } from 'chai';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import { AccountActivity } from '../../../db/entities/account-activity.entity.js';
import { bearer } from '../../helpers/auth-flows.js';

export interface ActivityEntryView {
  id: number;
  type: string;
  description: string;
  actor: string;
  ip_address: string | null;
  user_agent: string | null;
  request_id: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

export interface ActivityPageView {
  activity: ActivityEntryView[];
  total: number;
  next_before: number | null;
}

export async function activityPage(app: FastifyInstance, token: string, query = ''): Promise<ActivityPageView> {
  const response = await app.inject({ method: 'GET', url: `/v1/account/activity${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).to.equal(200);
  return response.json();
}

/** The account's entry types, oldest first, straight from the table. */
export async function storedTypes(db: DataSource, userId: number): Promise<string[]> {
  const rows = await db.manager.find(AccountActivity, { where: { userId }, order: { id: 'ASC' } });
  return rows.map((row) => row.type);
}
