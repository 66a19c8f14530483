import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Metered API requests (api/usage/usage-meter.ts): one row per account, UTC day, method, route
 * pattern and status class, whose `count` API processes add to with batched upserts. The route is
 * the pattern (`/v1/scan/{job_id}` as Fastify spells it, `/v1/scan/:job_id`), never the raw path,
 * so rows stay few and no identifier lands in them.
 */
@Entity({ name: 'api_usage' })
@Index('ix_api_usage_user_id_day', ['userId', 'day'])
export class ApiUsage {
  /** Not a foreign key: the meter flushes after the fact, and an account deleted meanwhile must not fail it. */
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  /** `YYYY-MM-DD` in UTC. */
  @PrimaryColumn({ name: 'day', type: 'varchar', length: 10 })
  day!: string;

  @PrimaryColumn({ name: 'method', type: 'varchar', length: 8 })
  method!: string;

  @PrimaryColumn({ name: 'route', type: 'varchar', length: 200 })
  route!: string;

  /** `2xx`, `4xx`, ... */
  @PrimaryColumn({ name: 'status_class', type: 'varchar', length: 3 })
  statusClass!: string;

  @Column({ name: 'count', type: 'integer' })
  count!: number;
}
