/**
 * The errors the framework produces itself, answered in the contract's shape like every other
 * error: `{"detail": "..."}` with an `x-request-id` header (docs/api-contract.md "Errors"), logged under that id.
 *
 * - Node's HTTP parser refuses a request before Fastify sees it (`clientErrorHandler`): a request
 *   line and headers over the 16 KB limit (431), a Content-Length and Transfer-Encoding together, a
 *   repeated Content-Length, bad chunk sizes (400), a malformed request line or header (400), a
 *   request that did not arrive in time (408, REQUEST_TIMEOUT_SECONDS). There is no request object, so the response is
 *   written to the socket, which is then closed (`connection: close`): the parser cannot resume.
 * - Fastify's router (`frameworkErrors`): a path that is not valid percent-encoded UTF-8, such as
 *   `/v1/scan/%ff` (400), a path parameter over the router's maxParamLength (414).
 * - Node's server answers on its own, with an empty body: an HTTP/1.1 request without Host (400),
 *   an `Expect` other than 100-continue (417), CONNECT (405). Node is told to let the first through
 *   (requireHostHeader off, then refused here) and the other two are taken over by listeners.
 * - Fastify's 503 for requests that arrive while the app closes: replaced by our own
 *   (`return503OnClosing` off), with `connection: close`; the connection of a request in flight
 *   ends once its response is out.
 * 413 (body too large) and the JSON body errors come from Fastify's content-type parser and are
 * mapped in api/errors/error-handler.ts.
 */
import { randomUUID } from 'node:crypto';
import { type IncomingMessage, maxHeaderSize, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyHttpOptions,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { ApiError, badRequest, internalError, notFound, serviceUnavailable } from '../errors/api-error.js';
import { type AnyDetail, ERRORS, STATUS_OF } from '../errors/error-catalogue.js';
import { sendApiError } from '../errors/error-handler.js';

/** The longest path parameter the router takes (a domain is at most 253 characters). */
export const MAX_PARAM_LENGTH = 300;

/** How long a refused socket may take to flush the answer before it is destroyed anyway. */
const FLUSH_TIMEOUT_MS = 5_000;

interface ParserError extends Error {
  code?: string;
}

/** Status and detail for an error of Node's HTTP parser (llhttp's codes, Node's timeout). */
export function parserErrorAnswer(code: string | undefined): ApiError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError(
        STATUS_OF.requestHeaderFieldsTooLarge,
        ERRORS.requestHeaderFieldsTooLarge.headers(maxHeaderSize),
      );
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError(STATUS_OF.requestTimeout, ERRORS.requestTimeout.timeout);
    case 'HPE_UNEXPECTED_CONTENT_LENGTH': // Content-Length twice
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_INVALID_TRANSFER_ENCODING': // with Content-Length, or not ending in chunked
    case 'HPE_INVALID_CHUNK_SIZE':
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return badRequest(ERRORS.badRequest.malformedFraming);
    default:
      return badRequest(ERRORS.badRequest.malformedRequest);
  }
}

/** A whole HTTP/1.1 response in the contract's shape, for a socket the server has no response for. */
export function rawErrorResponse(status: number, detail: AnyDetail, requestId: string): string {
  const body = JSON.stringify({ detail });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    `x-request-id: ${requestId}`,
    'connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Answers on the raw socket and closes it once the answer is out (or after FLUSH_TIMEOUT_MS). */
function answerAndClose(socket: Socket, error: ApiError, requestId: string): void {
  // As Node does: never write into a response whose headers are already on the wire.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  setTimeout(() => socket.destroy(), FLUSH_TIMEOUT_MS).unref();
  socket.end(rawErrorResponse(error.statusCode, error.detail as AnyDetail, requestId), () => socket.destroy());
}

/** Fastify's `clientErrorHandler`: Node's parser refused what arrived on this socket. */
function clientErrorHandler(this: FastifyInstance, error: ParserError, socket: Socket): void {
  // The peer is gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = parserErrorAnswer(error.code);
  const requestId = randomUUID();
  this.log.info(
    { reqId: requestId, code: error.code, statusCode: answer.statusCode, remoteAddress: socket.remoteAddress },
    `malformed request refused: ${error.message}`,
  );
  answerAndClose(socket, answer, requestId);
}

/** The report verification path (api/reports/verify.routes.ts; api/http imports no feature). */
const VERIFY_PREFIX = '/v1/verify/';

/** Fastify's `frameworkErrors`: the router could not take the URL apart. */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  let answer: ApiError;
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      answer = badRequest(ERRORS.badRequest.malformedUrl);
      break;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      // A report id no one could have been given: the verification page's one 404 for every id it
      // does not know (docs/api-contract.md "Reports, verification, badges"), so an id's length tells nothing either.
      answer = request.url.startsWith(VERIFY_PREFIX)
        ? notFound(ERRORS.notFound.report)
        : new ApiError(STATUS_OF.uriTooLong, ERRORS.uriTooLong.pathParameter(MAX_PARAM_LENGTH));
      break;
    case 'FST_ERR_ASYNC_CONSTRAINT':
      answer = internalError(ERRORS.internal.unexpected(request.id));
      break;
    default:
      answer = badRequest(ERRORS.badRequest.malformedRequest);
  }
  request.log.info({ reqId: request.id, code: error.code, statusCode: answer.statusCode }, error.message);
  // These requests never reach a route, so the app's onSend hook does not add the id.
  reply.header('x-request-id', request.id);
  void sendApiError(reply, answer);
}

/**
 * The server options that route the framework's own errors here; spread into Fastify's options.
 * `requestTimeoutMs` bounds how long a client may take to send a whole request (REQUEST_TIMEOUT_SECONDS):
 * Fastify turns Node's bound off by default, so a sender that stalls mid-headers or mid-body would
 * hold its socket forever. Node then raises ERR_HTTP_REQUEST_TIMEOUT, answered 408 above.
 */
export function frameworkErrorOptions(
  requestTimeoutMs: number,
): Pick<
  FastifyHttpOptions<Server>,
  'clientErrorHandler' | 'frameworkErrors' | 'return503OnClosing' | 'http' | 'requestTimeout'
> {
  return {
    clientErrorHandler: clientErrorHandler as FastifyServerOptions['clientErrorHandler'],
    frameworkErrors,
    return503OnClosing: false,
    requestTimeout: requestTimeoutMs,
    http: {
      // Refused in registerFrameworkErrors instead, with a body.
      requireHostHeader: false,
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      // Node checks the bound on this interval (30 s by default): a stalled request is answered
      // within a quarter of the bound after it expires, however short the bound is.
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.round(requestTimeoutMs / 4))),
    },
  };
}

/**
 * Hooks and server listeners for the rest: the missing Host, Expect, CONNECT, and the 503 while
 * closing. Register first, so the closing check runs before any other hook.
 */
export function registerFrameworkErrors(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Closing ends the connections idle at that moment; one whose request finishes later is ended
  // when it falls idle, so the server need not wait for keep-alive connections to time out. (A
  // request already pipelined behind it keeps it busy and gets the 503 below.)
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (closing) {
      reply.header('connection', 'close');
      throw serviceUnavailable(ERRORS.serviceUnavailable.shuttingDown);
    }
    // RFC 9112 section 3.2: a server must answer 400 to an HTTP/1.1 request without Host.
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw badRequest(ERRORS.badRequest.hostRequired);
    }
  });

  const server = app.server;
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const requestId = randomUUID();
    app.log.info({ reqId: requestId, expect: req.headers.expect }, 'unsupported Expect refused');
    const body = JSON.stringify({ detail: ERRORS.expectationFailed.expect });
    res.writeHead(STATUS_OF.expectationFailed, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'x-request-id': requestId,
      // The client may already be sending the body it announced: do not read it as a request.
      connection: 'close',
    });
    res.end(body);
  });
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    const requestId = randomUUID();
    app.log.info({ reqId: requestId, url: req.url }, 'CONNECT refused');
    answerAndClose(socket, new ApiError(STATUS_OF.methodNotAllowed, ERRORS.methodNotAllowed.method), requestId);
  });
}
