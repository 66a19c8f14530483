/**
 * Badges (SPEC part 4 "Reports, verification, badges"): `GET /v1/badge/{domain}.svg`, public, 404
 * unless a monitored domain of that name has a published badge; `GET /v1/badge/{domain}.json` for the
 * caller's own monitored domains. Cached an hour, with an ETag (304 on a match).
 *
 * Two accounts may monitor and publish the same name: the public badge shows the scans of the account
 * that published it first (the earliest `badge_published_at` still published), so a later account
 * cannot take over a badge already embedded on someone's site. docs/monitoring.md says so.
 */
import { createHash } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
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
const SvgQuery = Type.Object({
  style: Type.Optional(
    Type.Union([Type.Literal('flat'), Type.Literal('plastic')], { description: 'Default: the card' }),
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

export async function badgeRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.ctx;

  const lastScan = (userId: number, domain: string) =>
    db.manager.findOne(ScanJob, {
      select: { id: true, source: true, result: true, finishedAt: true },
      where: { userId, domain, status: 'completed' },
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
      const owner = await db.manager.findOne(MonitoredDomain, {
        where: { domain: name, badgeEnabled: true },
        order: { badgePublishedAt: 'ASC', id: 'ASC' },
      });
      if (!owner) throw notFound(ERRORS.notFound.badge);
      const scan = await lastScan(owner.userId, name);
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
      reply.header('cache-control', BADGE_CACHE_CONTROL).header('etag', etag);
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
      const scan = await lastScan(user.id, name);
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
