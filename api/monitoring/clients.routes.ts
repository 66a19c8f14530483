/**
 * Clients (not in the spec; docs/portfolio.md): `GET|POST /v1/clients`, `GET|PATCH|DELETE
 * /v1/clients/{client_id}`. A client groups monitored domains; the domain's `client_id` says which.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { activityOrigin } from '../accounts/activity-origin.js';
import { principalOf } from '../auth/authenticate.js';
import { errorResponses } from '../docs/documented-errors.js';
import type { ClientsService, ClientWithCount } from './clients.service.js';

const tags = ['Domain monitoring'];
const ClientIdParams = Type.Object({ client_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const ClientBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S', description: 'Unique within the account' }),
});
export const ClientSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  domain_count: Type.Integer({ description: 'Monitored domains of this client' }),
  created_at: Type.String({ format: 'date-time' }),
});
const Deleted = Type.Object({ id: Type.Integer(), deleted: Type.Boolean() });

function toClientView({ client, domainCount }: ClientWithCount) {
  return { id: client.id, name: client.name, domain_count: domainCount, created_at: client.createdAt.toISOString() };
}

export async function clientRoutes(untyped: FastifyInstance, options: { service: ClientsService }): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = options;
  const auth = app.auth.requireAccount;
  const userIdOf = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user.id;

  app.get(
    '/v1/clients',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'The clients of the account, by name, with how many domains each has',
        response: { 200: Type.Object({ clients: Type.Array(ClientSchema) }) },
      },
    },
    async (request) => ({ clients: (await service.list(userIdOf(request))).map(toClientView) }),
  );

  app.post(
    '/v1/clients',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'Create a client (400 for a name already used or past the client limit)',
        body: ClientBody,
        response: { ...errorResponses(400), 201: ClientSchema },
      },
    },
    async (request, reply) => {
      const client = await service.create(userIdOf(request), request.body.name);
      return reply.code(201).send(toClientView({ client, domainCount: 0 }));
    },
  );

  app.get(
    '/v1/clients/:client_id',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'One client',
        params: ClientIdParams,
        response: { ...errorResponses(404), 200: ClientSchema },
      },
    },
    async (request) => toClientView(await service.find(userIdOf(request), request.params.client_id)),
  );

  app.patch(
    '/v1/clients/:client_id',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'Rename a client',
        params: ClientIdParams,
        body: ClientBody,
        response: { ...errorResponses(400, 404), 200: ClientSchema },
      },
    },
    async (request) =>
      toClientView(await service.rename(userIdOf(request), request.params.client_id, request.body.name)),
  );

  app.delete(
    '/v1/clients/:client_id',
    {
      preHandler: auth,
      schema: {
        tags,
        summary: 'Remove a client: its domains stay monitored, with no client',
        params: ClientIdParams,
        response: { ...errorResponses(404), 200: Deleted },
      },
    },
    async (request) => {
      await service.remove(userIdOf(request), request.params.client_id, activityOrigin(request));
      return { id: request.params.client_id, deleted: true };
    },
  );
}
