/**
 * The one place that turns errors into HTTP responses. Every body is `{"detail": ...}`: a string,
 * or for 422 an array of `{field, message}` (docs/api-contract.md "422"). 5xx bodies never carry internals; the
 * log line carries the request id that the response's `x-request-id` header echoes. Errors raised
 * before routing (Node's HTTP parser, malformed URLs) are answered in the same shape by
 * api/http/framework-errors.ts.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseFault, isLockWaitTimeout } from '../../db/errors.js';
import {
  ApiError,
  badRequest,
  internalError,
  invalidBody,
  otherClientError,
  payloadTooLarge,
  serviceUnavailable,
} from './api-error.js';
import { ERRORS, FIELD_MESSAGES } from './error-catalogue.js';
import { fieldErrorsFromValidation } from './validation-errors.js';

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
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
      return invalidBody(FIELD_MESSAGES.malformedJson);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return invalidBody(FIELD_MESSAGES.emptyJsonBody);
    // JSON is the only body the API speaks: anything else is the same 422 as a body of the wrong
    // type (app.ts), not a 415.
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return invalidBody(FIELD_MESSAGES.notJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return payloadTooLarge();
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return badRequest(ERRORS.badRequest.contentLengthMismatch);
    default:
      break;
  }
  // A body that is not JSON at all (secure-json-parse raises a bare SyntaxError with status 400).
  if (error instanceof SyntaxError && error.statusCode === 400) return invalidBody(FIELD_MESSAGES.malformedJson);
  if (error.statusCode === 413) return payloadTooLarge();
  return null;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return sendApiError(reply, error);
    const mapped = fromFastifyError(error);
    if (mapped) return sendApiError(reply, mapped);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A client error raised by a plugin (a static file's range, say): keep its status, with its
      // reason phrase as the detail; the plugin's own message goes to the log.
      request.log.info({ err: error, reqId: request.id }, 'client error from a plugin');
      return sendApiError(reply, otherClientError(status));
    }
    // The database down or its disk full: not the request's fault and not a bug, so a 503 the client
    // may retry, whichever handler met it (db/errors.ts recognises both drivers' errors).
    const fault = databaseFault(error);
    if (fault) {
      request.log.warn({ err: error, reqId: request.id, fault }, 'database fault');
      return sendApiError(
        reply,
        serviceUnavailable(
          fault === 'storage-full' ? ERRORS.serviceUnavailable.storageFull : ERRORS.serviceUnavailable.database,
        ),
      );
    }
    if (isLockWaitTimeout(error)) {
      request.log.warn({ err: error, reqId: request.id }, 'lock wait timeout');
      return sendApiError(reply, serviceUnavailable(ERRORS.serviceUnavailable.databaseBusy));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return sendApiError(reply, internalError(ERRORS.internal.unexpected(request.id)));
  });
}
