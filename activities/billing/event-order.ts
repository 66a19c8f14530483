/**
 * Processor events apply in the order they happened, not the order they arrive: Stripe
 * does not guarantee delivery order and retries for days, so a `customer.subscription.updated`
 * (status active) sent before a `customer.subscription.deleted` may arrive after it and would bring
 * the cancelled plan back. Each account's billing row keeps the `created` time of the newest event
 * applied; an event older than that changes nothing (Stripe's own advice is the alternative: fetch
 * the object; comparing the event's time needs no call back and gives the same answer).
 *
 * The claim is one conditional UPDATE, so it is atomic on both databases: of two events processed at
 * once, the older one's UPDATE matches no row (MySQL re-reads the row the newer one locked and
 * committed; SQLite runs one writer at a time). Events of the same second are all applied (Stripe's
 * times have second precision, and one action sends several events in the same second), in arrival
 * order; the subscription rule in apply-processor-event.ts keeps a cancelled subscription cancelled.
 */
import type { EntityManager } from 'typeorm';
import { BillingCustomer } from '../../db/entities/billing-customer.entity.js';

/** True when the event (its `created`, Unix seconds) is not older than what the account last applied. */
export async function claimEventOrder(manager: EntityManager, userId: number, created: number): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(BillingCustomer)
    .set({ lastEventCreated: created })
    .where('user_id = :userId', { userId })
    .andWhere('(last_event_created IS NULL OR last_event_created <= :created)', { created })
    .execute();
  return (result.affected ?? 0) > 0;
}
