/**
 * `GET /v1/domains/{id}/verification` and the check's answer: what to publish (the TXT record or the
 * well-known file) and where the verification stands (docs/monitoring.md "Domain ownership").
 */
import { Type } from '@sinclair/typebox';
import { VERIFICATION_FILE_PATH, verificationRecord } from '../../core/monitoring/domain-verification.js';
import type { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { MethodSchema } from './domain.view.js';

const NullableTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const VerificationSchema = Type.Object({
  domain_id: Type.Integer(),
  domain: Type.String(),
  status: Type.Union([Type.Literal('verified'), Type.Literal('unverified')]),
  token: Type.String({ description: "This account's token for this domain" }),
  record: Type.Object(
    { type: Type.Literal('TXT'), name: Type.String(), value: Type.String() },
    { description: 'Publish this TXT record at the domain (other TXT records stay)' },
  ),
  file: Type.Object(
    { url: Type.String(), content: Type.String() },
    { description: 'Or serve this content at this URL (HTTPS, or plain HTTP; redirects are not followed)' },
  ),
  method: Type.Union([MethodSchema, Type.Null()]),
  verified_at: NullableTime,
  checked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'The last check: "check now", or the re-check of each scheduled monitor run',
  }),
  failure: Type.Union([Type.String(), Type.Null()], {
    description: 'What the last check that did not verify found; null after a success',
  }),
});

/** `domain` must have its token (ensureVerificationToken). */
export function toVerificationView(domain: MonitoredDomain) {
  const token = domain.verificationToken as string;
  return {
    domain_id: domain.id,
    domain: domain.domain,
    status: domain.verifiedAt === null ? ('unverified' as const) : ('verified' as const),
    token,
    record: { type: 'TXT' as const, name: domain.domain, value: verificationRecord(token) },
    file: { url: `https://${domain.domain}${VERIFICATION_FILE_PATH}`, content: token },
    method: domain.verificationMethod,
    verified_at: domain.verifiedAt?.toISOString() ?? null,
    checked_at: domain.verificationCheckedAt?.toISOString() ?? null,
    failure: domain.verificationFailure,
  };
}
