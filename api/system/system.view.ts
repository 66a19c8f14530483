/**
 * The system paths' answers, written once as TypeBox schemas: the route validates its response
 * with the schema (and the OpenAPI document shows it), and the handler's return type is its Static.
 * One-value strings stay `enum` in the document (as they always were), so they are Unsafe here.
 */
import { type Static, Type } from '@sinclair/typebox';

const only = <Value extends string>(value: Value) => Type.Unsafe<Value>({ type: 'string', enum: [value] });

export const HealthSchema = Type.Object({
  status: only('ok'),
  version: Type.String(),
  database: only('ok'),
  engine: Type.Optional(Type.Unsafe<'embedded' | 'temporal'>({ type: 'string', enum: ['embedded', 'temporal'] })),
  temporal: Type.Optional(
    Type.Object(
      {
        server: only('ok'),
        task_queue: Type.String(),
        workflow_pollers: Type.Integer({ description: 'Workers seen polling for workflow tasks lately' }),
        activity_pollers: Type.Integer({ description: 'Workers seen polling for activity tasks lately' }),
      },
      { description: 'On Temporal only: the server and the workers polling the task queue' },
    ),
  ),
});
export type HealthView = Static<typeof HealthSchema>;

export const LivenessSchema = Type.Object({ status: Type.Optional(only('alive')) });
export type LivenessView = Static<typeof LivenessSchema>;

export const ServiceIndexSchema = Type.Object({
  service: Type.String(),
  version: Type.String(),
  documentation: Type.String(),
  openapi: Type.Optional(Type.String()),
  endpoints: Type.Unsafe<Record<string, string>>({ type: 'object', additionalProperties: { type: 'string' } }),
  pricing: Type.String(),
  dashboard: Type.Optional(Type.String({ description: 'The web dashboard (sign-up, scans, reports)' })),
});
export type ServiceIndexView = Static<typeof ServiceIndexSchema>;
