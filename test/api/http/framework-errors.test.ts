/**
 * Errors the framework produces itself (api/http/framework-errors.ts), sent as raw bytes over TCP to
 * the real app listening on loopback: Node's HTTP parser refusals, Fastify's URL errors, Node's own
 * answers (no Host, Expect, CONNECT) and the answer while the app closes. Each must be the
 * contract's `{"detail": "..."}` with an `x-request-id`, `connection: close` where the socket
 * closes, and the service must go on answering. No database behaviour is involved, so SQLite only.
 */
import { connect } from 'node:net';
import { expect } from 'chai';
import { ERRORS } from '../../../api/errors/error-catalogue.js';
import { parserErrorAnswer, rawErrorResponse } from '../../../api/http/framework-errors.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { testDatabases } from '../../helpers/databases.js';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface Exchange {
  responses: RawResponse[];
  /** The server closed the connection. */
  closed: boolean;
}

/** Splits what came back on one connection into responses (all carry Content-Length here). */
function parseResponses(raw: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) throw new Error(`incomplete response head: ${rest.toString('latin1').slice(0, 200)}`);
    const [statusLine, ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = end + 4;
    responses.push({
      status: Number(statusLine?.split(' ')[1]),
      headers,
      body: rest.subarray(bodyStart, bodyStart + length).toString('utf8'),
    });
    rest = rest.subarray(bodyStart + length);
  }
  return responses;
}

/** Writes `chunks` (pausing `pauseMs` between them) and reads until the server closes or `waitMs`. */
function exchange(port: number, chunks: (string | Buffer)[], options: { waitMs?: number; pauseMs?: number } = {}) {
  const { waitMs = 1500, pauseMs = 50 } = options;
  return new Promise<Exchange>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      try {
        resolve({ responses: parseResponses(Buffer.concat(received)), closed });
      } catch (error) {
        reject(error);
      }
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => {}); // a reset after the answer is the server closing: judged below
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.once('connect', async () => {
      for (const [index, chunk] of chunks.entries()) {
        if (index > 0) await new Promise((resume) => setTimeout(resume, pauseMs));
        if (!socket.destroyed) socket.write(chunk);
      }
    });
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function expectDetail(response: RawResponse | undefined, status: number, detail: unknown): void {
  if (!response) throw new Error('no response');
  expect(response.status, response.body).to.equal(status);
  expect(response.headers['content-type']).to.equal('application/json; charset=utf-8');
  expect(JSON.parse(response.body)).to.deep.equal({ detail });
  expect(response.headers['x-request-id']).to.match(UUID);
}

const database = testDatabases()[0];
if (!database) throw new Error('no test database');

describe('framework errors over a raw socket: {"detail"} and x-request-id', () => {
  let t: TestApp;
  let port: number;
  const send = (...chunks: string[]) => exchange(port, chunks);

  before(async () => {
    t = await buildTestApp(database);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  after(async () => t.close());

  const malformedFraming = ERRORS.badRequest.malformedFraming;
  const closingCases: { title: string; request: string; status: number; detail: string }[] = [
    {
      title: 'a URL over 16 KB: 431',
      request: `GET /v1/${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      status: 431,
      detail: 'Request line and headers are too large: at most 16 KB together',
    },
    {
      title: 'a header over 16 KB: 431',
      request: `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`,
      status: 431,
      detail: 'Request line and headers are too large: at most 16 KB together',
    },
    {
      title: 'Content-Length shorter than the body (the rest is no request): 400',
      request:
        'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n' +
        '{"email":"a@example.com","password":"x"}',
      status: 400,
      detail: ERRORS.badRequest.malformedRequest,
    },
    {
      title: 'Content-Length twice: 400',
      request:
        'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\nContent-Length: 3\r\n\r\n{} ',
      status: 400,
      detail: malformedFraming,
    },
    {
      title: 'Transfer-Encoding together with Content-Length: 400',
      request:
        'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
      status: 400,
      detail: malformedFraming,
    },
    {
      title: 'a chunk size that is not hexadecimal: 400',
      request:
        'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      status: 400,
      detail: malformedFraming,
    },
    {
      title: 'a header name with a space: 400',
      request: 'GET /health HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n',
      status: 400,
      detail: ERRORS.badRequest.malformedRequest,
    },
    {
      title: 'an unknown HTTP version: 400',
      request: 'GET /health HTTP/9.9\r\nHost: x\r\n\r\n',
      status: 400,
      detail: ERRORS.badRequest.malformedRequest,
    },
    {
      title: 'Expect other than 100-continue: 417',
      request:
        'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nExpect: something-else\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\n\r\n{}',
      status: 417,
      detail: ERRORS.expectationFailed.expect,
    },
    {
      title: 'CONNECT: 405',
      request: 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
      status: 405,
      detail: ERRORS.methodNotAllowed.method,
    },
  ];
  for (const { title, request, status, detail } of closingCases) {
    it(`${title}, and the connection closes`, async () => {
      const { responses, closed } = await send(request);
      expect(responses, JSON.stringify(responses)).to.have.length(1);
      expectDetail(responses[0], status, detail);
      expect(responses[0]?.headers.connection).to.equal('close');
      expect(closed, 'the server closes the connection').to.equal(true);
    });
  }

  const answeredCases: { title: string; request: string; status: number; detail: unknown }[] = [
    {
      title: 'a path that is not valid percent-encoding (/v1/scan/%ff): 400',
      request: 'GET /v1/scan/%ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      status: 400,
      detail: ERRORS.badRequest.malformedUrl,
    },
    {
      title: 'a path parameter over 300 characters: 414',
      request: `GET /v1/scan/${'a'.repeat(400)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      status: 414,
      detail: 'URI Too Long: a path segment may be at most 300 characters',
    },
    {
      title: 'an HTTP/1.1 request without Host: 400',
      request: 'GET /health HTTP/1.1\r\nConnection: close\r\n\r\n',
      status: 400,
      detail: ERRORS.badRequest.hostRequired,
    },
    {
      title: 'a body over the limit: 413',
      request:
        'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
      status: 413,
      detail: 'Request body is too large',
    },
    {
      title: 'a body that is not JSON: the 422 field list',
      request:
        'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nhi',
      status: 422,
      detail: [{ field: 'body', message: 'Content-Type must be application/json' }],
    },
    {
      title: 'an unknown path: 404',
      request: 'GET /nothing-here HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      status: 404,
      detail: 'Not Found',
    },
    {
      title: 'a method the path does not take: 405',
      request: 'PROPFIND /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      status: 405,
      detail: 'Method Not Allowed',
    },
  ];
  for (const { title, request, status, detail } of answeredCases) {
    it(title, async () => {
      const { responses } = await send(request);
      expect(responses, JSON.stringify(responses)).to.have.length(1);
      expectDetail(responses[0], status, detail);
    });
  }

  it('gives every refusal its own request id', async () => {
    const request = 'GET /v1/scan/%ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
    const [first, second] = [await send(request), await send(request)];
    expect(first.responses[0]?.headers['x-request-id']).to.not.equal(second.responses[0]?.headers['x-request-id']);
  });

  it('still answers /health afterwards, on a new connection and on a kept-alive one', async () => {
    const { responses } = await send(
      'GET /health HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /health/live HTTP/1.1\r\nHost: x\r\n\r\n',
    );
    expect(responses.map((response) => response.status)).to.deep.equal([200, 200]);
    expect(JSON.parse(responses[0]?.body ?? '')).to.include({ status: 'ok' });
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).to.equal(200);
  });
});

describe('framework errors: what each parser error answers (no socket)', () => {
  it("maps Node's parser codes to statuses and details", () => {
    const cases: [string | undefined, number, string][] = [
      ['HPE_HEADER_OVERFLOW', 431, 'Request line and headers are too large: at most 16 KB together'],
      ['ERR_HTTP_REQUEST_TIMEOUT', 408, ERRORS.requestTimeout.timeout],
      ['HPE_UNEXPECTED_CONTENT_LENGTH', 400, ERRORS.badRequest.malformedFraming],
      ['HPE_INVALID_TRANSFER_ENCODING', 400, ERRORS.badRequest.malformedFraming],
      ['HPE_INVALID_METHOD', 400, ERRORS.badRequest.malformedRequest],
      [undefined, 400, ERRORS.badRequest.malformedRequest],
    ];
    for (const [code, status, detail] of cases) {
      expect([parserErrorAnswer(code).statusCode, parserErrorAnswer(code).detail], code).to.deep.equal([
        status,
        detail,
      ]);
    }
  });

  it('writes a whole HTTP/1.1 response with a byte-exact content-length', () => {
    const raw = rawErrorResponse(408, ERRORS.requestTimeout.timeout, 'id-1');
    const [response] = parseResponses(Buffer.from(raw));
    expect(response?.status).to.equal(408);
    expect(response?.headers).to.include({ 'x-request-id': 'id-1', connection: 'close' });
    expect(JSON.parse(response?.body ?? '')).to.deep.equal({ detail: ERRORS.requestTimeout.timeout });
  });
});

describe('framework errors: a request arriving while the app closes', () => {
  it('the request in flight finishes; the next one on its connection gets a 503 {"detail"} and connection: close', async () => {
    const t = await buildTestApp(database);
    let closing: Promise<void> | undefined;
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const port = (t.app.server.address() as { port: number }).port;
      const body = '{"email":1234567890}'; // 20 bytes: a 422, decided without the database
      const head =
        'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`;
      const talk = exchange(
        port,
        [head + body.slice(0, 8), `${body.slice(8)}GET /health HTTP/1.1\r\nHost: x\r\n\r\n`],
        {
          pauseMs: 300,
          waitMs: 3000,
        },
      );
      // Close while the first request's body is still arriving.
      await new Promise((resume) => setTimeout(resume, 150));
      closing = t.app.close();
      const { responses, closed } = await talk;
      expect(responses.map((response) => response.status)).to.deep.equal([422, 503]);
      expectDetail(responses[1], 503, ERRORS.serviceUnavailable.shuttingDown);
      expect(responses[1]?.headers.connection).to.equal('close');
      expect(closed).to.equal(true);
      await closing;
    } finally {
      await (closing ?? t.app.close());
      await t.db.destroy();
      await t.mailbox.stop();
    }
  });
});
