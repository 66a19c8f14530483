/**
 * Finds the credential a request presents, in the order of docs/api-contract.md "Credentials":
 *   1. `Authorization: Bearer <token>`   2. `X-API-Key: <token>`   3. `Authorization: <token>`
 *   4. the `service_session` cookie.
 * A header token is an API key when it has the key's shape, otherwise it is tried as a JWT. The
 * first credential present decides: an invalid header is never rescued by a valid cookie.
 */
import type { FastifyRequest } from 'fastify';
import { looksLikeApiKey } from './api-key.js';

export const SESSION_COOKIE = 'service_session';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

export type Credential =
  | { kind: 'api_key'; value: string }
  | { kind: 'jwt'; value: string }
  | { kind: 'session'; value: string };

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

function classify(token: string): Credential {
  return looksLikeApiKey(token) ? { kind: 'api_key', value: token } : { kind: 'jwt', value: token };
}

export function extractCredential(request: FastifyRequest): Credential | null {
  const authorization = headerValue(request, 'authorization');
  const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  if (bearer?.[1]) return classify(bearer[1]);
  const apiKeyHeader = headerValue(request, 'x-api-key');
  if (apiKeyHeader) return classify(apiKeyHeader);
  if (authorization && !/\s/.test(authorization)) return classify(authorization);
  if (authorization) return { kind: 'api_key', value: authorization }; // unknown scheme: fails as invalid
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (cookie) return { kind: 'session', value: cookie };
  return null;
}
