/**
 * Badges (docs/api-contract.md "Reports, verification, badges"): `GET /v1/badge/{domain}.svg`, public, 404
 * unless a monitored domain of that name has a published badge; `GET /v1/badge/{domain}.json` for the
 * caller's own monitored domains. Cached an hour (a minute while pending), with an ETag (304 on a match).
 *
 * Only a verified owner's badge is public: an account that monitors a name it
 * has not proven to control (TXT record or well-known file, re-checked on each monitor run) may set
 * `badge_enabled`, but nothing of its scans is shown. When several verified owners publish (a
 * company and its MSP), the badge shows the latest completed scan among theirs: each proved control
 * of the name, so none can hide another's newer result. docs/monitoring.md "Domain ownership".
 */
import { createHash } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { In, IsNull, Not } from 'typeorm';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../docs/documented-errors.js';
import { notFound } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';
import { type BadgeFacts, type BadgeStyle, renderBadge } from './badge-svg.js';

const tags = ['Reports, verification, badges'];
export const BADGE_CACHE_CONTROL = 'public, max-age=3600';
const DomainParams = Type.Object({ domain: Type.String({ minLength: 1, maxLength: 253 }) });
/** After a completed scan: an hour. While "pending" a minute, so an embed shows the first grade soon after it exists. */
export const PENDING_BADGE_CACHE_CONTROL = 'public, max-age=60';
const SvgQuery = Type.Object({
  // An enum rather than a union of constants, so a wrong style's 422 names the ones there are.
  style: Type.Optional(
    Type.Unsafe<'flat' | 'plastic'>({ type: 'string', enum: ['flat', 'plastic'], description: 'Default: the card' }),
  ),
});
const BadgeDataSchema = Type.Object({
  domain: Type.String(),
  grade: Type.Union([Type.String(), Type.Null()]),
  score: Type.Union([Type.Integer(), Type.Null()]),
  assessment: Type.Union([Type.String(), Type.Null()], {
    description: 'full, partial, insufficient or none (docs/scoring.md); null before the first scan or before 2026.1',
  }),
  source: Type.Union([Type.String(), Type.Null()]),
  scanned_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

const normalise = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

/** The badge's policy: nothing to load, nothing to run (its drawing needs no CSS, fonts or images). */
export const BADGE_CONTENT_SECURITY_POLICY = "default-src 'none'";

export async function badgeRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.ctx;

  /** The last completed scan of `domain` by any of `userIds` (the verified publishers, or the caller). */
  const lastScan = (userIds: number[], domain: string) =>
    db.manager.findOne(ScanJob, {
      select: { id: true, source: true, result: true, finishedAt: true },
      where: { userId: In(userIds), domain, status: 'completed' },
      order: { id: 'DESC' },
    });

  app.get(
    '/v1/badge/:domain.svg',
    {
      schema: {
        tags,
        summary: 'The domain security badge (SVG), if its owner published it',
        params: DomainParams,
        querystring: SvgQuery,
        response: {
          200: {
            description: 'The badge',
            content: { 'image/svg+xml': { schema: { type: 'string' } } },
          },
          304: { description: 'Not modified (If-None-Match matched the ETag)', type: 'null' },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const name = normalise(request.params.domain);
      const publishers = await db.manager.find(MonitoredDomain, {
        select: { id: true, userId: true },
        where: { domain: name, badgeEnabled: true, verifiedAt: Not(IsNull()) },
      });
      if (publishers.length === 0) throw notFound(ERRORS.notFound.badge);
      const scan = await lastScan(
        publishers.map((each) => each.userId),
        name,
      );
      const facts: BadgeFacts = {
        domain: name,
        grade: scan?.result?.grade ?? null,
        score: scan?.result?.score ?? null,
        scannedAt: scan?.finishedAt ?? null,
        assessment: scan?.result?.assessment ?? null,
      };
      const style: BadgeStyle = request.query.style ?? 'card';
      const svg = renderBadge(facts, style);
      const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
      reply
        .header('cache-control', facts.grade === null ? PENDING_BADGE_CACHE_CONTROL : BADGE_CACHE_CONTROL)
        .header('etag', etag)
        // Opened directly, an SVG is a document that could run script or load resources: the badge
        // needs none (presentation attributes, same-document url(#id) only; no <style>, no style
        // attribute), so it may load nothing, and it is never sniffed as anything else.
        .header('content-security-policy', BADGE_CONTENT_SECURITY_POLICY)
        .header('x-content-type-options', 'nosniff');
      const presented = request.headers['if-none-match'];
      if (presented && presented.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send();
      }
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );

  app.get(
    '/v1/badge/:domain.json',
    {
      preHandler: app.auth.requireAccount,
      schema: {
        tags,
        summary: 'Badge data of a domain the caller monitors: grade and score of its last completed scan',
        params: DomainParams,
        response: { 200: BadgeDataSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const user = principalOf(request).user;
      const name = normalise(request.params.domain);
      const monitored = await db.manager.existsBy(MonitoredDomain, { userId: user.id, domain: name });
      if (!monitored) throw notFound(ERRORS.notFound.badge);
      const scan = await lastScan([user.id], name);
      return {
        domain: name,
        grade: scan?.result?.grade ?? null,
        score: scan?.result?.score ?? null,
        assessment: scan?.result?.assessment ?? null,
        source: scan?.source ?? null,
        scanned_at: scan?.finishedAt?.toISOString() ?? null,
      };
    },
  );
}
