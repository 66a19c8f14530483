/**
 * POST /v1/scan/free (docs/api-contract.md "Scanning"): public, synchronous quick assessment with an
 * authorization attestation, 5 an hour per IP address, no quota. The rules are in
 * free-scan.service.ts; this file is the HTTP side.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../docs/documented-errors.js';
import {
  checkAttestation,
  FREE_SCAN_MODULES,
  FreeScanAllowance,
  FreeScanBody,
  FreeScanQuery,
  requestedDomain,
} from './free-scan.service.js';
import { freeScanResponseSchema, toFreeScanResponse } from './free-scan.view.js';
import { runSynchronousScan } from './synchronous-scan.js';

const tags = ['Scanning'];

export async function freeScanRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx, rateLimits } = app;
  const allowance = new FreeScanAllowance(rateLimits.stores, ctx.clock);

  app.post(
    '/v1/scan/free',
    {
      // No body at all (the domain in the query) is an empty object: its missing attestation is the
      // 403 that says what to send, not a 422 about the body's type.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      schema: {
        tags,
        summary: 'Free quick assessment of a domain you may scan (5 per hour per IP address, no quota)',
        description:
          'Runs the 4-module quick assessment synchronously. Requires `authorization.attested` = true and a ' +
          '`basis`; answers 403 without them, 400 for an unknown basis or an unscannable domain.',
        querystring: FreeScanQuery,
        body: FreeScanBody,
        response: { ...errorResponses(400, 403, 503), 200: freeScanResponseSchema },
      },
    },
    async (request, reply) => {
      const domain = requestedDomain(request.body, request.query);
      checkAttestation(request.body);
      const report = await runSynchronousScan({
        domain,
        modules: FREE_SCAN_MODULES,
        deps: ctx.scanDeps,
        clock: ctx.clock,
        log: request.log,
        beforeScanning: async () => {
          const taken = await allowance.take(request.ip, rateLimits.pricingUrl);
          rateLimits.showWindow(request, reply, taken.state);
          if (taken.error) throw taken.error;
        },
      });
      return toFreeScanResponse(report);
    },
  );
}
