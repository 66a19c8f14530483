/**
 * What the lab's fake services say (LabHost.listeners banners and replies), written from the real
 * protocols so the scanner's probes meet realistic bytes: Redis RESP, Memcached's text protocol,
 * HTTP/1.1 JSON APIs, a MongoDB OP_MSG reply, and the banners of speak-first services. Each `when`
 * is the request the scanner must really send, so a wrong probe gets no answer.
 */
type Replies = { when: string; reply: string }[];

export const BANNERS = {
  ftp: '220 (vsFTPd 3.0.5)\r\n',
  ssh: 'SSH-2.0-OpenSSH_9.6p1 Ubuntu-3ubuntu13.5\r\n',
  // IAC DO TERMINAL-TYPE, IAC DO TERMINAL-SPEED, IAC DO X-DISPLAY, IAC DO NEW-ENVIRON, then the prompt.
  telnet: '\xff\xfd\x18\xff\xfd\x20\xff\xfd\x23\xff\xfd\x27Ubuntu 22.04.4 LTS\r\nlogin: ',
  rsync: '@RSYNCD: 31.0\n',
  vnc: 'RFB 003.008\n',
  mysql: mysqlHandshake('8.0.36-0ubuntu0.22.04.1'),
} as const;

/** A MySQL protocol-10 handshake packet (3-byte length, sequence 0), as latin1. */
function mysqlHandshake(version: string): string {
  const payload =
    '\x0a' + // protocol version 10
    `${version}\x00` +
    '\x2a\x00\x00\x00' + // connection id 42
    'Zq3;r8Lx\x00' + // first 8 bytes of the scramble, filler
    '\xff\xf7\x21\x02\x00\xff\xdf\x15' + // capabilities, charset, status, upper capabilities, auth data length
    '\x00'.repeat(10) +
    'p4>Ne_1kW@s0\x00' + // rest of the scramble
    'caching_sha2_password\x00';
  const length = payload.length;
  return String.fromCharCode(length & 0xff, (length >> 8) & 0xff, (length >> 16) & 0xff, 0) + payload;
}

export const REDIS_OPEN: Replies = [{ when: 'PING\r\n', reply: '+PONG\r\n' }];
export const REDIS_AUTH: Replies = [{ when: 'PING\r\n', reply: '-NOAUTH Authentication required.\r\n' }];

export const MEMCACHED_OPEN: Replies = [
  { when: 'stats\r\n', reply: 'STAT pid 4242\r\nSTAT uptime 86400\r\nSTAT version 1.6.21\r\nEND\r\n' },
];
export const MEMCACHED_AUTH: Replies = [{ when: 'stats\r\n', reply: 'CLIENT_ERROR unauthenticated\r\n' }];

/** An HTTP/1.1 response to `GET <path>`, JSON body, Content-Length set. */
export function httpJson(path: string, status: number, body: unknown): Replies {
  const text = JSON.stringify(body);
  const reason = { 200: 'OK', 401: 'Unauthorized', 403: 'Forbidden' }[status] ?? 'Status';
  return [
    {
      when: `GET ${path} HTTP/1.`,
      reply:
        `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\n` +
        `content-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    },
  ];
}

export const ELASTICSEARCH_OPEN = httpJson('/', 200, {
  name: 'node-1',
  cluster_name: 'production',
  version: { number: '7.17.18' },
  tagline: 'You Know, for Search',
});
export const ELASTICSEARCH_AUTH = httpJson('/', 401, {
  error: { type: 'security_exception', reason: 'missing authentication credentials for REST request [/]' },
  status: 401,
});
export const COUCHDB_OPEN = httpJson('/_all_dbs', 200, ['_replicator', '_users', 'orders']);
export const COUCHDB_AUTH = httpJson('/_all_dbs', 401, {
  error: 'unauthorized',
  reason: 'You are not a server admin.',
});
export const DOCKER_OPEN = httpJson('/version', 200, { Version: '24.0.7', ApiVersion: '1.43', Os: 'linux' });
export const DOCKER_AUTH = httpJson('/version', 403, { message: 'forbidden' });

/** BSON elements as latin1: double, int32 and string are all a command reply needs. */
const le32 = (n: number) => String.fromCharCode(n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff);
const bsonDouble = (name: string, value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleLE(value);
  return `\x01${name}\x00${bytes.toString('latin1')}`;
};
const bsonInt32 = (name: string, value: number) => `\x10${name}\x00${le32(value)}`;
const bsonString = (name: string, value: string) => `\x02${name}\x00${le32(value.length + 1)}${value}\x00`;
const bsonEmptyArray = (name: string) => `\x04${name}\x00${le32(5)}\x00`;

function opMsgReply(elements: string): string {
  const document = `${le32(4 + elements.length + 1)}${elements}\x00`;
  const body = `${le32(0)}\x00${document}`; // flagBits, section kind 0
  const header = le32(16 + body.length) + le32(7) + le32(1) + le32(2013);
  return header + body;
}

export const MONGODB_OPEN: Replies = [
  { when: 'listDatabases', reply: opMsgReply(bsonEmptyArray('databases') + bsonDouble('ok', 1)) },
];
export const MONGODB_AUTH: Replies = [
  {
    when: 'listDatabases',
    reply: opMsgReply(
      bsonDouble('ok', 0) +
        bsonString('errmsg', 'command listDatabases requires authentication') +
        bsonInt32('code', 13) +
        bsonString('codeName', 'Unauthorized'),
    ),
  },
];
