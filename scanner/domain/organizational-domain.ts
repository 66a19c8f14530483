/**
 * The organizational domain of DMARC (RFC 7489 section 3.2): the registrable domain under the Public
 * Suffix List. tldts bundles the list, so no download happens at scan time.
 */
import { getDomain } from 'tldts';

/** `mail.example.co.uk` -> `example.co.uk`. Falls back to the name itself when the list has no answer. */
export function organizationalDomain(domain: string): string {
  return getDomain(domain, { allowPrivateDomains: false }) ?? domain;
}
