/**
 * Headers for deprecated operations: `Deprecation` (RFC 9745, a structured date), `Sunset`
 * (RFC 8594, an HTTP-date) when a removal date is set, and `Link` to the successor (RFC 8288).
 */
import type { FastifyReply } from 'fastify';

/** The day API 1.0.0 marked its deprecated operations (docs/api-contract.md "Deprecated operations"). */
export const DEPRECATED_SINCE = new Date('2026-01-01T00:00:00Z');

/**
 * When GET /v1/scan/{domain} is planned to go. docs/api-contract.md "Deprecated operations" announces its removal "in a future
 * version" without a date; we give clients a year from the deprecation, and the header says so.
 */
export const SCAN_SYNC_SUNSET = new Date('2027-01-01T00:00:00Z');

export function markDeprecated(reply: FastifyReply, successor: string, sunset?: Date): void {
  reply.header('deprecation', `@${Math.floor(DEPRECATED_SINCE.getTime() / 1000)}`);
  if (sunset) reply.header('sunset', sunset.toUTCString());
  reply.header('link', `<${successor}>; rel="successor-version"`);
}
