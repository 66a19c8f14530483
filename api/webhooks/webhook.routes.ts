/**
 * Webhook endpoints (docs/api-contract.md "Webhook endpoints"), their deliveries and dead letters. Literal
 * segments win over the id parameter (DESIGN.md section 4): `/v1/webhooks/events/types` and
 * `/v1/webhooks/stats/summary` are never endpoint ids. Registered after the scans plugin, whose
 * orchestrator runs the delivery workflows.
 */

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { EVENT_TYPE_CATALOGUE } from '../../core/webhooks/event-catalogue.js';
import { WEBHOOK_URL_MAX_LENGTH } from '../../core/webhooks/webhook-url.js';
import { activityOrigin } from '../accounts/activity-origin.js';
import { principalOf } from '../auth/authenticate.js';
import { requireActiveSubscription } from '../auth/subscription-guard.js';
import { errorResponses } from '../docs/documented-errors.js';
import { WebhookService } from './webhook.service.js';
import {
  createdEndpointSchema,
  deliverySchema,
  deliveryStatusSchema,
  endpointSchema,
  eventTypeSchema,
  eventTypesSchema,
  statsSchema,
  toEndpointView,
} from './webhook.view.js';

const tags = ['Webhooks'];
const MAX_ID = 2147483647;

const EndpointParams = Type.Object({ endpoint_id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });
const DeliveryParams = Type.Object({
  endpoint_id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  delivery_id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
});
const url = Type.String({ minLength: 1, maxLength: WEBHOOK_URL_MAX_LENGTH, description: 'HTTPS, or http://localhost' });
const enabledEvents = Type.Array(eventTypeSchema, { minItems: 1, maxItems: 20 });
const description = Type.Union([Type.String({ maxLength: 255 }), Type.Null()]);
const clientId = Type.Union([Type.Integer({ minimum: 1, maximum: MAX_ID }), Type.Null()], {
  description:
    "One of your clients: the endpoint then hears only of that client's monitored domains (docs/portfolio.md); " +
    'null or absent: every event of the account',
});
const CreateBody = Type.Object(
  {
    url,
    enabled_events: enabledEvents,
    description: Type.Optional(description),
    client_id: Type.Optional(clientId),
  },
  { additionalProperties: false },
);
const PatchBody = Type.Object(
  {
    url: Type.Optional(url),
    enabled_events: Type.Optional(enabledEvents),
    description: Type.Optional(description),
    is_active: Type.Optional(Type.Boolean()),
    client_id: Type.Optional(clientId),
  },
  { additionalProperties: false },
);
// Not an enum: an unknown type is a 400 here (docs/api-contract.md "Webhook endpoints"), not a 422.
const TestBody = Type.Union([
  Type.Object({ event_type: Type.Optional(Type.String({ maxLength: 64 })) }, { additionalProperties: false }),
  Type.Null(),
]);
const DeliveriesQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  status: Type.Optional(deliveryStatusSchema),
});
const StatsQuery = Type.Object({ hours: Type.Integer({ minimum: 1, maximum: 720, default: 24 }) });

export async function webhookRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const service = new WebhookService(app.ctx, app.orchestrator);
  const auth = { preHandler: app.auth.requireAccount };
  // Creating, changing and testing endpoints need a subscription in good standing (docs/billing.md);
  // reading, deleting and redelivering do not.
  const paid = { preHandler: [app.auth.requireAccount, requireActiveSubscription] };

  app.post(
    '/v1/webhooks',
    {
      ...paid,
      schema: {
        tags,
        summary: 'Create a webhook endpoint; the response holds its signing secret, shown only here',
        body: CreateBody,
        response: { ...errorResponses(400), 201: createdEndpointSchema },
      },
    },
    async (request, reply) => {
      const { endpoint, secret } = await service.create(
        principalOf(request).user,
        request.body,
        activityOrigin(request),
      );
      return reply.code(201).send({ ...toEndpointView(endpoint), secret });
    },
  );

  app.get(
    '/v1/webhooks',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Webhook endpoints, newest first (no secrets)',
        response: { 200: Type.Array(endpointSchema) },
      },
    },
    async (request) => (await service.list(principalOf(request).user.id)).map(toEndpointView),
  );

  app.get(
    '/v1/webhooks/events/types',
    {
      ...auth,
      schema: { tags, summary: 'The event types an endpoint may subscribe to', response: { 200: eventTypesSchema } },
    },
    async () => EVENT_TYPE_CATALOGUE.map((entry) => ({ ...entry })),
  );

  app.get(
    '/v1/webhooks/stats/summary',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Delivery successes and failures across your endpoints in the last `hours`',
        querystring: StatsQuery,
        response: { 200: statsSchema },
      },
    },
    async (request) => service.stats(principalOf(request).user.id, request.query.hours),
  );

  app.get(
    '/v1/webhooks/:endpoint_id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'One webhook endpoint',
        params: EndpointParams,
        response: { ...errorResponses(404), 200: endpointSchema },
      },
    },
    async (request) => toEndpointView(await service.get(principalOf(request).user.id, request.params.endpoint_id)),
  );

  app.patch(
    '/v1/webhooks/:endpoint_id',
    {
      ...paid,
      schema: {
        tags,
        summary: 'Change an endpoint: only the fields sent; is_active true re-enables it and resets its failure count',
        params: EndpointParams,
        body: PatchBody,
        response: { ...errorResponses(400, 404), 200: endpointSchema },
      },
    },
    async (request) =>
      toEndpointView(
        await service.update(
          principalOf(request).user,
          request.params.endpoint_id,
          request.body,
          activityOrigin(request),
        ),
      ),
  );

  app.delete(
    '/v1/webhooks/:endpoint_id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Delete an endpoint and its deliveries',
        params: EndpointParams,
        response: { 204: { description: 'Deleted (no body)', type: 'null' }, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await service.remove(principalOf(request).user.id, request.params.endpoint_id, activityOrigin(request));
      return reply.code(204).send();
    },
  );

  app.post(
    '/v1/webhooks/:endpoint_id/test',
    {
      ...paid,
      schema: {
        tags,
        summary:
          'Send a signed example event (default scan.completed); answers with the delivery after its first attempt',
        params: EndpointParams,
        body: TestBody,
        response: { ...errorResponses(400, 404), 200: deliverySchema },
      },
    },
    async (request) =>
      service.sendTest(
        principalOf(request).user,
        request.params.endpoint_id,
        request.body?.event_type ?? 'scan.completed',
      ),
  );

  app.get(
    '/v1/webhooks/:endpoint_id/deliveries',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Deliveries of an endpoint with their attempts, newest first; status=failed lists the dead letters',
        params: EndpointParams,
        querystring: DeliveriesQuery,
        response: { ...errorResponses(404), 200: Type.Array(deliverySchema) },
      },
    },
    async (request) =>
      service.deliveries(
        principalOf(request).user.id,
        request.params.endpoint_id,
        request.query.limit,
        request.query.status,
      ),
  );

  app.post(
    '/v1/webhooks/:endpoint_id/deliveries/:delivery_id/retry',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Redeliver a dead letter: a new series of attempts with the same event id',
        params: DeliveryParams,
        response: { ...errorResponses(400, 404, 409), 202: deliverySchema },
      },
    },
    async (request, reply) => {
      const { endpoint_id, delivery_id } = request.params;
      const delivery = await service.redeliver(principalOf(request).user, endpoint_id, delivery_id);
      return reply.code(202).send(delivery);
    },
  );
}
