/**
 * Headers for deprecated operations: `Deprecation` (RFC 9745, a structured date), `Sunset`
 * (RFC 8594) when a removal date is set, and `Link` to the successor (RFC 8288).
 */
import type { FastifyReply } from 'fastify';

/** The day API 1.0.0 marked its deprecated operations (SPEC part 9). */
export const DEPRECATED_SINCE = new Date('2026-01-01T00:00:00Z');

export function markDeprecated(reply: FastifyReply, successor: string, sunset?: Date): void {
  reply.header('deprecation', `@${Math.floor(DEPRECATED_SINCE.getTime() / 1000)}`);
  if (sunset) reply.header('sunset', sunset.toUTCString());
  reply.header('link', `<${successor}>; rel="successor-version"`);
}
