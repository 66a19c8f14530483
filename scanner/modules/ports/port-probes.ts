/**
 * The short protocol probes that decide whether an open data store demands credentials, as pure
 * request/complete/classify triples so they are unit-tested without sockets. Each probe asks for
 * something harmless that the service refuses without authentication (Redis PING, Memcached stats,
 * an HTTP GET that lists databases or versions, MongoDB listDatabases) and reads nothing else.
 */
import { SCANNER_USER_AGENT } from '../../network/http-client.js';
import { MONGODB_LIST_DATABASES, mongoReplyComplete, readMongoReply } from './mongodb-wire.js';

export type ProbeName = 'redis' | 'memcached' | 'elasticsearch' | 'couchdb' | 'docker' | 'mongodb';

/**
 * `unauthenticated`: the service answered a request that needs no more than a connection.
 * `auth_required`: it refused for lack of credentials. `unrecognised`: no reply, or not this service.
 */
export type ProbeVerdict = 'unauthenticated' | 'auth_required' | 'unrecognised';

export interface PortProbe {
  /** What is sent, as evidence (binary requests are described, not dumped). */
  describe: string;
  request(host: string, port: number): Buffer;
  /** True once `reply` holds a whole answer (so the probe need not wait for a close or a timeout). */
  complete(reply: Buffer): boolean;
  classify(reply: Buffer): { verdict: ProbeVerdict; detail: string };
}

/** Printable ASCII kept, everything else as \xNN: banners are binary as often as not (MySQL, telnet). */
export function printable(bytes: Buffer, max = 200): string {
  let out = '';
  for (const byte of bytes.subarray(0, max)) {
    if (byte === 0x0d) out += '\\r';
    else if (byte === 0x0a) out += '\\n';
    else if (byte >= 0x20 && byte < 0x7f && byte !== 0x5c) out += String.fromCharCode(byte);
    else out += `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return bytes.length > max ? `${out}...` : out;
}

function firstLine(reply: Buffer): string {
  const text = reply.toString('latin1');
  const end = text.indexOf('\r\n');
  return printable(Buffer.from(end === -1 ? text : text.slice(0, end), 'latin1'), 120);
}

const hasLineEnd = (reply: Buffer) => reply.includes('\r\n');

/** An HTTP/1.x response split into status, headers and body; null until the head has arrived. */
export function parseHttpReply(
  reply: Buffer,
): { status: number; headers: Record<string, string>; body: string; bodyBytes: number } | null {
  const text = reply.toString('latin1');
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd === -1) return null;
  const [statusLine, ...lines] = text.slice(0, headEnd).split('\r\n');
  const match = /^HTTP\/\d(?:\.\d)? (\d{3})/.exec(statusLine ?? '');
  if (!match) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = reply.subarray(headEnd + 4);
  return { status: Number(match[1]), headers, body: body.toString('utf8'), bodyBytes: body.length };
}

function httpProbe(path: string, signature: RegExp, service: string): PortProbe {
  return {
    describe: `GET ${path} HTTP/1.0`,
    request: (host, port) =>
      Buffer.from(
        `GET ${path} HTTP/1.0\r\nHost: ${host}:${port}\r\nUser-Agent: ${SCANNER_USER_AGENT}\r\n` +
          'Accept: application/json\r\nConnection: close\r\n\r\n',
        'latin1',
      ),
    complete(reply) {
      const parsed = parseHttpReply(reply);
      const length = Number(parsed?.headers['content-length'] ?? Number.NaN);
      return parsed !== null && Number.isFinite(length) && parsed.bodyBytes >= length;
    },
    classify(reply) {
      const parsed = parseHttpReply(reply);
      if (!parsed) return { verdict: 'unrecognised', detail: reply.length ? firstLine(reply) : 'no HTTP reply' };
      const head = `HTTP ${parsed.status}`;
      if (parsed.status === 401 || parsed.status === 403) return { verdict: 'auth_required', detail: head };
      if (parsed.status === 200 && signature.test(parsed.body)) {
        return { verdict: 'unauthenticated', detail: `${head}: ${printable(Buffer.from(parsed.body), 100)}` };
      }
      return { verdict: 'unrecognised', detail: `${head}, not a ${service} answer` };
    },
  };
}

export const PORT_PROBES: Record<ProbeName, PortProbe> = {
  redis: {
    describe: 'PING',
    request: () => Buffer.from('PING\r\n'),
    complete: hasLineEnd,
    classify(reply) {
      const line = firstLine(reply);
      if (line.startsWith('+PONG')) return { verdict: 'unauthenticated', detail: line };
      // NOAUTH / WRONGPASS (requirepass, ACLs) and DENIED (protected mode) all refuse a stranger.
      if (/^-(NOAUTH|WRONGPASS|DENIED)|^-ERR.*auth/i.test(line)) return { verdict: 'auth_required', detail: line };
      return { verdict: 'unrecognised', detail: line || 'no reply' };
    },
  },
  memcached: {
    describe: 'stats',
    request: () => Buffer.from('stats\r\n'),
    complete: (reply) => /(^|\r\n)(END|ERROR|CLIENT_ERROR[^\r]*|SERVER_ERROR[^\r]*)\r\n/.test(reply.toString('latin1')),
    classify(reply) {
      const line = firstLine(reply);
      if (line.startsWith('STAT ')) return { verdict: 'unauthenticated', detail: line };
      // Memcached with SASL or ascii auth answers a stranger's command with CLIENT_ERROR unauthenticated.
      if (/^CLIENT_ERROR.*auth/i.test(line)) return { verdict: 'auth_required', detail: line };
      return { verdict: 'unrecognised', detail: line || 'no reply' };
    },
  },
  // GET / needs credentials once Elasticsearch security is on; the banner names the cluster.
  elasticsearch: httpProbe('/', /"cluster_name"|You Know, for Search/, 'Elasticsearch'),
  // CouchDB answers GET / to anyone; listing the databases is what needs an admin.
  couchdb: httpProbe('/_all_dbs', /^\s*\[/, 'CouchDB'),
  docker: httpProbe('/version', /"ApiVersion"/, 'Docker'),
  mongodb: {
    describe: 'OP_MSG listDatabases (nameOnly) on admin',
    request: () => MONGODB_LIST_DATABASES,
    complete: mongoReplyComplete,
    classify(reply) {
      const answer = readMongoReply(reply);
      if (answer === null)
        return { verdict: 'unrecognised', detail: reply.length ? 'not a MongoDB reply' : 'no reply' };
      if (answer.ok) return { verdict: 'unauthenticated', detail: 'listDatabases answered ok: 1' };
      const detail = `ok: 0${answer.codeName ? ` (${answer.codeName})` : ''}`;
      // 13 Unauthorized is what an auth-enabled server says to a client that has not logged in.
      if (answer.code === 13 || /unauthori[sz]ed|requires authentication/i.test(answer.errmsg ?? '')) {
        return { verdict: 'auth_required', detail };
      }
      return { verdict: 'unrecognised', detail };
    },
  },
};
