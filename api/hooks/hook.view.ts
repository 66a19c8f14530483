/**
 * What the REST Hook routes answer (docs/integrations.md): a subscription (its signing secret only in
 * the create response), and the polling feed's items, which are the very envelopes a subscription is
 * sent (same `id`, same `data`), so a platform that polls and one that subscribes dedupe alike.
 */
import { type Static, Type } from '@sinclair/typebox';
import { HOOK_EVENT_TYPES, type HookEventType } from '../../core/events/event-types.js';
import { HOOK_DISABLED_REASONS, type HookDisabledReason, type HookFilters } from '../../core/hooks/hook-rules.js';
import type { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';

const timestamp = Type.String({ format: 'date-time' });
const nullableTimestamp = Type.Union([timestamp, Type.Null()]);

export const hookEventSchema = Type.Unsafe<HookEventType>({ type: 'string', enum: [...HOOK_EVENT_TYPES] });
export const severitySchema = Type.Unsafe<'critical' | 'high' | 'medium' | 'low'>({
  type: 'string',
  enum: ['critical', 'high', 'medium', 'low'],
});

export const filtersSchema = Type.Object(
  {
    domain: Type.Optional(Type.String({ minLength: 1, maxLength: 253, description: 'Only events about this domain' })),
    client_id: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 2147483647, description: "Only events about this client's domains" }),
    ),
    min_severity: Type.Optional(
      Type.Unsafe<'critical' | 'high' | 'medium' | 'low'>({
        type: 'string',
        enum: ['critical', 'high', 'medium', 'low'],
        description: 'alert.triggered only: alerts of this severity or worse',
      }),
    ),
  },
  { additionalProperties: false },
);

export const hookSchema = Type.Object({
  id: Type.Integer(),
  event: hookEventSchema,
  target_url: Type.String(),
  filters: Type.Object({
    domain: Type.Optional(Type.String()),
    client_id: Type.Optional(Type.Integer()),
    min_severity: Type.Optional(Type.String()),
  }),
  is_active: Type.Boolean(),
  disabled_reason: Type.Union(
    [Type.Unsafe<HookDisabledReason>({ type: 'string', enum: [...HOOK_DISABLED_REASONS] }), Type.Null()],
    { description: 'plan_downgrade (resumes on an upgrade), consecutive_failures; null while active' },
  ),
  consecutive_failures: Type.Integer(),
  created_at: timestamp,
  last_success_at: nullableTimestamp,
  last_failure_at: nullableTimestamp,
  disabled_at: nullableTimestamp,
});

export const createdHookSchema = Type.Object({
  ...hookSchema.properties,
  secret: Type.String({ description: 'Signs every delivery (X-Service-Signature-V2); shown only here' }),
});

export const envelopeSchema = Type.Object({
  id: Type.String({ description: 'Stable: the same item always has the same id (dedupe on it)' }),
  type: hookEventSchema,
  created_at: timestamp,
  data: Type.Object({}, { additionalProperties: true }),
});

export type HookView = Static<typeof hookSchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toHookView(hook: WebhookEndpoint): HookView {
  const filters: HookFilters = hook.hookFilters ?? {};
  return {
    id: hook.id,
    event: hook.enabledEvents[0] as HookEventType,
    target_url: hook.url,
    filters: { ...filters },
    is_active: hook.isActive,
    disabled_reason: (hook.disabledReason as HookDisabledReason | null) ?? null,
    consecutive_failures: hook.consecutiveFailures,
    created_at: hook.createdAt.toISOString(),
    last_success_at: iso(hook.lastSuccessAt),
    last_failure_at: iso(hook.lastFailureAt),
    disabled_at: iso(hook.disabledAt),
  };
}
