/**
 * What a deleted account leaves behind, because billing law asks for it: the payment processor's
 * events about its customer, reduced to the accounting facts (which invoice or subscription, amounts,
 * currency, period, status, when) and the processor's customer id, which is how the invoices kept at
 * the processor are found again. Everything that names a person (e-mail addresses, names, postal
 * addresses, metadata carrying our account id, return URLs, client references) is dropped. The
 * reasoning and the retention period are in docs/account-data.md.
 */
import type { EntityManager } from 'typeorm';
import { ProcessorEvent } from '../../db/entities/processor-event.entity.js';

/** The only fields of an event's object that are kept. */
const KEPT_OBJECT_FIELDS = [
  'id',
  'object',
  'customer',
  'subscription',
  'status',
  'number',
  'currency',
  'amount_due',
  'amount_paid',
  'amount_total',
  'total',
  'subtotal',
  'tax',
  'period_start',
  'period_end',
  'created',
] as const;

export const RETAINED_MARKER = 'billing_record_of_deleted_account';

type Obj = Record<string, unknown>;

/** The payload a retained event keeps. */
export function retainedPayload(payload: Obj): Obj {
  const object = ((payload.data as Obj | undefined)?.object ?? {}) as Obj;
  const kept: Obj = {};
  for (const field of KEPT_OBJECT_FIELDS) if (field in object) kept[field] = object[field];
  return {
    [RETAINED_MARKER]: true,
    id: payload.id,
    type: payload.type,
    created: payload.created,
    data: { object: kept },
  };
}

/** Reduces up to `limit` not-yet-reduced events about `customerId`; returns how many it changed. */
export async function anonymiseProcessorEvents(
  manager: EntityManager,
  _userId: number,
  customerId: string | null,
  limit: number,
): Promise<number> {
  if (customerId === null) return 0;
  const candidates = await manager
    .getRepository(ProcessorEvent)
    .createQueryBuilder('e')
    .where('e.payload LIKE :needle', { needle: `%"${customerId}"%` })
    .orderBy('e.id', 'ASC')
    .getMany();
  let changed = 0;
  for (const event of candidates) {
    const payload = event.payload as unknown as Obj;
    if (payload[RETAINED_MARKER] === true) continue;
    if (changed >= limit) break;
    await manager.update(
      ProcessorEvent,
      { id: event.id },
      { payload: retainedPayload(payload) as never, lastError: null },
    );
    changed += 1;
  }
  return changed;
}
