/**
 * White-label branding of PDF reports (docs/api-contract.md "Plan gates"): `GET`, `PUT` and `DELETE
 * /v1/settings/branding`. Setting it needs a plan with `whiteLabelPdf` (the plan-gate 403 otherwise,
 * checked before the body so a Free caller learns the real obstacle); reading and removing it do
 * not. The logo travels as base64 in the JSON body and is checked or sanitised (logo-image.ts)
 * before it is stored; reports embed it as data, never as a URL.
 */

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { recordActivity } from '../../activities/account-activity/record-activity.js';
import { checkLogo, LOGO_MAX_BYTES } from '../../activities/reports/logo-image.js';
import { RAMPART_ACCENT } from '../../activities/reports/template/report-html.js';
import { PLANS, planOf } from '../../core/plans/plan-catalogue.js';
import { ReportBranding, type StoredLogo } from '../../db/entities/report-branding.entity.js';
import { activityOrigin } from '../accounts/activity-origin.js';
import { principalOf } from '../auth/authenticate.js';
import { requireActiveSubscription } from '../auth/subscription-guard.js';
import { forbidden, invalidField } from '../errors/api-error.js';
import { ERRORS, FIELD_MESSAGES } from '../errors/error-catalogue.js';

const tags = ['Settings'];
const PATH = '/v1/settings/branding';
/** base64 of the largest logo, plus the rest of the body. */
const BODY_LIMIT = Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 8 * 1024;

const WHITE_LABEL_PLANS = PLANS.filter((p) => p.features.whiteLabelPdf && p.purchasable && !p.legacy).map(
  (p) => p.name,
);

const LogoBody = Type.Object(
  {
    content_type: Type.Union([Type.Literal('image/png'), Type.Literal('image/svg+xml')]),
    data_base64: Type.String({
      minLength: 1,
      description: `The image, base64; at most ${LOGO_MAX_BYTES / 1024} KB decoded`,
    }),
  },
  { additionalProperties: false },
);

const BrandingBody = Type.Object(
  {
    company_name: Type.String({ minLength: 1, maxLength: 100, description: 'Shown on the cover and in every footer' }),
    accent_color: Type.Optional(
      Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: `Cover band and headings; default ${RAMPART_ACCENT}` }),
    ),
    logo: Type.Optional(Type.Union([LogoBody, Type.Null()])),
  },
  { additionalProperties: false },
);
type BrandingBody = Static<typeof BrandingBody>;

const BrandingView = Type.Object({
  company_name: Type.String(),
  accent_color: Type.String(),
  logo: Type.Union([
    Type.Object({ content_type: Type.String(), size_bytes: Type.Integer(), data_base64: Type.String() }),
    Type.Null(),
  ]),
  custom: Type.Boolean({
    description: "True when you set this branding; false: none is set and these are Rampart's defaults",
  }),
  applies_to_new_reports: Type.Boolean({
    description:
      'Whether reports issued from now on carry this branding (false for a custom one while the plan lacks white-label PDFs)',
  }),
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When it was last set; null for the defaults',
  }),
});

/** What reports carry while no branding is set: a settings resource reads as its defaults, not 404. */
function defaultView() {
  return {
    company_name: 'Rampart',
    accent_color: RAMPART_ACCENT,
    logo: null,
    custom: false,
    applies_to_new_reports: true,
    updated_at: null,
  };
}

function view(row: ReportBranding, plan: string) {
  return {
    custom: true,
    company_name: row.companyName,
    accent_color: row.accentColor,
    logo: row.logo
      ? {
          content_type: row.logo.content_type,
          size_bytes: Buffer.from(row.logo.data_base64, 'base64').length,
          data_base64: row.logo.data_base64,
        }
      : null,
    applies_to_new_reports: planOf(plan).features.whiteLabelPdf,
    updated_at: row.updatedAt.toISOString(),
  };
}

function storedLogo(logo: BrandingBody['logo']): StoredLogo | null {
  if (!logo) return null;
  const field = 'logo.data_base64';
  const text = logo.data_base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1)
    throw invalidField(field, FIELD_MESSAGES.logoNotBase64);
  const checked = checkLogo(logo.content_type, Buffer.from(text, 'base64'));
  if (!checked.ok) {
    const message = {
      too_large: FIELD_MESSAGES.logoTooLarge,
      not_png: FIELD_MESSAGES.logoNotPng,
      not_svg: FIELD_MESSAGES.logoNotSvg,
    };
    throw invalidField(field, message[checked.reason]);
  }
  return { content_type: logo.content_type, data_base64: checked.bytes.toString('base64') };
}

export async function brandingRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  const repo = () => ctx.db.getRepository(ReportBranding);

  const requireWhiteLabel: preValidationAsyncHookHandler = async (request) => {
    const plan = planOf(principalOf(request).user.plan);
    if (!plan.features.whiteLabelPdf)
      throw forbidden(ERRORS.forbidden.whiteLabelPlanGate(plan.name, WHITE_LABEL_PLANS));
  };

  app.get(
    PATH,
    {
      preHandler: app.auth.requireAccount,
      schema: {
        tags,
        summary: "The white-label branding of your PDF reports (Rampart's defaults, `custom: false`, when none is set)",
        response: { 200: BrandingView },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const row = await repo().findOneBy({ userId: user.id });
      return row ? view(row, user.plan) : defaultView();
    },
  );

  app.put(
    PATH,
    {
      bodyLimit: BODY_LIMIT,
      // Authentication and the plan gate before the body is validated (Fastify validates between
      // preValidation and preHandler).
      preValidation: [
        app.auth.requireAccount as unknown as preValidationAsyncHookHandler,
        requireActiveSubscription as unknown as preValidationAsyncHookHandler,
        requireWhiteLabel,
      ],
      schema: {
        tags,
        summary: 'Set the white-label branding of your PDF reports (plans with white-label PDFs)',
        security: [{ bearer: [] }, { apiKeyHeader: [] }, { session: [] }],
        description:
          'Company name, accent colour and an optional logo (PNG, or SVG which is sanitised; at most 256 KB) used on ' +
          "the cover and in the footer instead of Rampart's, for reports issued from now on (issued reports never " +
          'change). 403 on plans without white-label PDFs.',
        body: BrandingBody,
        response: { 200: BrandingView },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const body = request.body;
      const logo = storedLogo(body.logo);
      const now = ctx.clock.now();
      const row = await ctx.db.transaction(async (manager) => {
        const existing = await manager.findOneBy(ReportBranding, { userId: user.id });
        const saved = await manager.save(
          manager.create(ReportBranding, {
            userId: user.id,
            companyName: body.company_name,
            accentColor: (body.accent_color ?? RAMPART_ACCENT).toLowerCase(),
            logo,
            createdAt: existing?.createdAt ?? now,
            updatedAt: now,
          }),
        );
        const details = { company_name: saved.companyName, accent_color: saved.accentColor, logo: logo !== null };
        await recordActivity(manager, user.id, 'branding.updated', activityOrigin(request), details, now);
        return saved;
      });
      return view(row, user.plan);
    },
  );

  app.delete(
    PATH,
    {
      preHandler: app.auth.requireAccount,
      schema: {
        tags,
        summary: "Remove the white-label branding (new reports use Rampart's)",
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const userId = principalOf(request).user.id;
      await ctx.db.transaction(async (manager) => {
        const deleted = await manager.delete(ReportBranding, { userId });
        // Removing branding that was never set changes nothing, so records nothing.
        if ((deleted.affected ?? 0) > 0)
          await recordActivity(manager, userId, 'branding.removed', activityOrigin(request), {}, ctx.clock.now());
      });
      return reply.code(204).send(null);
    },
  );
}
