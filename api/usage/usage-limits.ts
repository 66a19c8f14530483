/**
 * `GET /v1/usage/limits`: the account's plan, every limit with what is consumed of it now, and
 * whether requests and scans are still allowed. Rate figures are read from the same stores the
 * limiter counts in (api/rate-limit/), so they agree with the next 429.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { planOf } from '../../core/plans/plan-catalogue.js';
import { nextPeriodStart, quotaOf } from '../../core/plans/quota-period.js';
import { mayUsePaidFeatures } from '../../core/plans/subscription-status.js';
import type { User } from '../../db/entities/user.entity.js';

const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
const RateUse = Type.Object({
  limit: Type.Integer(),
  used: Type.Integer(),
  remaining: Type.Integer(),
  resets_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const LimitsView = Type.Object({
  plan: Type.Object({ id: Type.String(), name: Type.String() }),
  subscription_status: Type.String(),
  period: Type.Object({
    start: Type.String({ format: 'date-time' }),
    end: Type.String({ format: 'date-time', description: 'when the monthly scan quota resets' }),
  }),
  limits: Type.Object({
    scans_per_month: Type.Object({ limit: NullableInt, used: Type.Integer(), remaining: NullableInt }),
    requests_per_minute: RateUse,
    requests_per_hour: RateUse,
    requests_per_day: RateUse,
    burst: Type.Object({ limit: Type.Integer(), available: Type.Integer() }),
    concurrent_requests: Type.Object({ limit: Type.Integer(), in_flight: Type.Integer() }),
    domain_slots: Type.Object({ limit: NullableInt }),
    webhook_endpoints: Type.Object({ limit: Type.Integer() }),
  }),
  requests_allowed: Type.Boolean(),
  scans_allowed: Type.Boolean(),
});

export async function limitsView(app: FastifyInstance, user: User) {
  const now = app.ctx.clock.now();
  const plan = planOf(user.plan);
  const subject = `account:${user.id}`;
  const { windows, slots } = app.rateLimits;
  // Every window and the bucket as they stand, in one read of the store.
  const standing = await windows.standing(subject, plan.rate, now.getTime());
  const rate = (name: 'minute' | 'hour' | 'day', limit: number) => {
    const counted = standing.windows.get(name);
    const used = Math.min(limit, counted?.consumedPoints ?? 0);
    const resetsAt = counted && counted.msBeforeNext > 0 ? new Date(now.getTime() + counted.msBeforeNext) : null;
    return { limit, used, remaining: limit - used, resets_at: resetsAt?.toISOString() ?? null };
  };
  const minute = rate('minute', plan.rate.perMinute);
  const hour = rate('hour', plan.rate.perHour);
  const day = rate('day', plan.rate.perDay);
  const available = standing.bucketTokens;
  const quota = quotaOf(user, now);
  const periodEnd = nextPeriodStart(now);
  return {
    plan: { id: plan.id, name: plan.name },
    subscription_status: user.subscriptionStatus,
    period: {
      start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
      end: periodEnd.toISOString(),
    },
    limits: {
      scans_per_month: { limit: quota.limit, used: quota.used, remaining: quota.remaining },
      requests_per_minute: minute,
      requests_per_hour: hour,
      requests_per_day: day,
      burst: { limit: plan.rate.burst, available },
      concurrent_requests: { limit: plan.rate.concurrent, in_flight: slots.inFlightFor(subject) },
      domain_slots: { limit: plan.domainLimit },
      webhook_endpoints: { limit: plan.activeWebhookEndpoints },
    },
    requests_allowed: user.isActive && minute.remaining > 0 && hour.remaining > 0 && day.remaining > 0 && available > 0,
    scans_allowed: user.isActive && mayUsePaidFeatures(user) && (quota.remaining === null || quota.remaining > 0),
  };
}
