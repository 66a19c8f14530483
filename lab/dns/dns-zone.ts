/**
 * What a lab zone may say beyond lab/zones/records.ts's LabZone, read only by the lab DNS server:
 * sign me (lab/dnssec/), and the delegation-only behaviour of a stand-in parent such as `test`.
 * A LabDnsZone is a LabZone, so fixture sets list both kinds side by side.
 */
import type { LabZone } from '../zones/records.js';

export interface LabZoneSigning {
  /** DNSSEC algorithm: 13 (ECDSA P-256, the default), 8, 10, 14, 15, or 5 (RSASHA1, deprecated). */
  algorithm?: 5 | 8 | 10 | 13 | 14 | 15;
  /** Every signature's validity window ended a week ago. */
  expired?: boolean;
  /** The parent publishes a DS for a key this zone never publishes (a broken key roll). */
  dsMismatch?: boolean;
  /** No DS at the parent: signed, but no resolver can validate it (an island of security). */
  noDs?: boolean;
  /** Record types whose RRSIGs are published with one bit of the signature flipped. */
  corruptSignatures?: string[];
}

export interface LabDnsZone extends LabZone {
  /** Sign this zone when the lab starts: keys, DNSKEY and RRSIGs here, DS at the parent zone. */
  dnssec?: LabZoneSigning;
  /**
   * Answers only at its own apex and for DS of the zones below it, REFUSED elsewhere: the lab's
   * stand-in for a TLD that holds DS records, without taking over names no fixture serves.
   */
  delegationOnly?: boolean;
}
