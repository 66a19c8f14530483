/** What identifies a seeded account's rows, and the rows its deletion keeps on purpose. */
import { RETAINED_MARKER } from '../../activities/accounts/retained-billing.js';
import type { SeededAccount } from './account-seed.js';
import type { AccountFingerprint, Residue } from './schema-scan.js';

export function fingerprint(account: SeededAccount): AccountFingerprint {
  return {
    id: account.id,
    markers: [
      account.email,
      ...account.domains,
      ...account.reportIds,
      ...account.sessionIds,
      account.customerId,
      account.subscriptionId,
      `${account.email.split('@')[0]}-hook`,
      `${account.email.split('-')[0]}-scan-`,
    ],
    runIds: [
      ...account.jobIds.map((id) => new RegExp(`^(scan|report)-${id}(-|$)`)),
      ...account.domainIds.map((id) => new RegExp(`^monitor-${id}(-|$)`)),
      ...account.deliveryIds.map((id) => new RegExp(`^webhook-delivery-${id}-`)),
      ...account.eventIds.map((id) => new RegExp(`^event-${id}$`)),
    ],
  };
}

/** Retained billing records: the processor's events reduced to accounting facts (docs/account-data.md). */
export function retainedBillingRecord(table: string, row: Record<string, unknown>): boolean {
  if (table !== 'processor_events') return false;
  const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
  return payload?.[RETAINED_MARKER] === true;
}

export const tablesOf = (residue: Residue[]) => [...new Set(residue.map((r) => r.table))].sort();
