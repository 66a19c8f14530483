/**
 * The one place that turns errors into HTTP responses. Every body is `{"detail": ...}`: a string,
 * or for 422 an array of `{field, message}` (SPEC part 7). 5xx bodies never carry internals; the
 * log line carries the request id that the response's `x-request-id` header echoes.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';
import { fieldErrorsFromValidation } from './validation-errors.js';

function send(reply: FastifyReply, error: ApiError): FastifyReply {
  reply.code(error.statusCode);
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.send({ detail: error.detail, ...error.extraBody });
}

/** Maps Fastify's own errors (validation, body parsing) to the contract's statuses. */
function fromFastifyError(error: FastifyError): ApiError | null {
  if (error.validation) {
    return new ApiError(422, fieldErrorsFromValidation(error.validation, error.validationContext));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(422, [{ field: 'body', message: 'Malformed JSON' }]);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(422, [{ field: 'body', message: 'Body is empty but Content-Type is application/json' }]);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new ApiError(422, [{ field: 'body', message: 'Content-Type must be application/json' }]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'Request body is too large');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, 'Content-Length does not match the body');
    default:
      break;
  }
  // A body that is not JSON at all (secure-json-parse raises a bare SyntaxError with status 400).
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new ApiError(422, [{ field: 'body', message: 'Malformed JSON' }]);
  }
  if (error.statusCode === 413) return new ApiError(413, 'Request body is too large');
  return null;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return send(reply, error);
    const mapped = fromFastifyError(error);
    if (mapped) return send(reply, mapped);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A client error raised by a plugin (for example a malformed cookie): keep its status, but
      // with our body shape.
      return send(reply, new ApiError(status, error.message || 'Bad Request'));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return send(reply, new ApiError(500, `Internal server error (request id ${request.id})`));
  });
}
