/**
 * The kinds of malformed request, per operation and caller (test/security/malformed-corpus.ts puts
 * them together): those refused before any handler runs whatever the route (framing, request line,
 * header size, methods, percent-encoding in the path, body parsing), and those that reach the route's
 * own validation and maybe its handler (wrong types, shapes, nesting, encodings, credentials).
 */
import { type Field, fillPath, type Operation, pathWith, sampleBody } from './malformed-operations.js';
import type { RawRequest } from './raw-http.js';

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Values of every JSON type; a field gets those its schema does not allow. */
const TYPED_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  7,
  1.5,
  1e308,
  -2147483649,
  '',
  'x',
  '12',
  'true',
  '\u0000',
  '<script>',
  [],
  ['x'],
  [1, 2],
  {},
  { a: 1 },
  { $gt: '' },
];

function wrongValuesFor(field: Field): unknown[] {
  const allowed = new Set(field.types.flatMap((type) => (type === 'number' ? ['number', 'integer'] : [type])));
  return TYPED_VALUES.filter((value) => !allowed.has(jsonType(value)));
}

/** Raw query/path spellings of the wrong type or out of any range. */
const WRONG_RAW = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999999',
  '',
  'true',
  '1e999',
  'NaN',
  '%00',
  'a'.repeat(400),
];

const BAD_PERCENT = ['%', '%z', '%zz', '%f', '%ff', '%c0%af', '%ed%a0%80', '%e2%82', '%00', '%2e%2e%2f'];

function pick<T>(random: () => number, list: readonly T[], count: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

export const JSON_TYPE = ['content-type', 'application/json'] as [string, string];

function nested(depth: number, open: string, close: string): string {
  return open.repeat(depth) + close.repeat(depth);
}

/** One request of the corpus before it is numbered and named. */
export type Draft = { kind: string; request: RawRequest };

/** The kinds refused before any handler runs whatever the route: sent to spending routes too. */
export function framingDrafts(op: Operation, path: string, auth: [string, string][]): Draft[] {
  const drafts: Draft[] = [];
  const add = (kind: string, request: RawRequest) => drafts.push({ kind, request });
  const body = JSON.stringify(sampleBody(op));
  const method = op.method === 'GET' || op.method === 'DELETE' ? 'POST' : op.method;
  const framed = (kind: string, headers: [string, string][], payload: string) =>
    add(kind, { method, target: path, headers: [...auth, JSON_TYPE, ...headers], body: payload, contentLength: null });
  framed(
    'cl-te-conflict',
    [
      ['content-length', String(body.length)],
      ['transfer-encoding', 'chunked'],
    ],
    body,
  );
  framed(
    'te-cl-conflict',
    [
      ['transfer-encoding', 'chunked'],
      ['content-length', '4'],
    ],
    `4\r\n${body.slice(0, 4)}\r\n0\r\n\r\n`,
  );
  framed(
    'te-not-chunked-last',
    [
      ['transfer-encoding', 'chunked, identity'],
      ['content-length', String(body.length)],
    ],
    body,
  );
  framed(
    'te-obfuscated',
    [
      ['transfer-encoding', 'xchunked'],
      ['content-length', String(body.length)],
    ],
    body,
  );
  framed(
    'duplicate-cl-same',
    [
      ['content-length', String(body.length)],
      ['content-length', String(body.length)],
    ],
    body,
  );
  framed(
    'duplicate-cl-different',
    [
      ['content-length', String(body.length)],
      ['content-length', '1'],
    ],
    body,
  );
  framed('cl-negative', [['content-length', '-1']], body);
  framed('cl-plus-sign', [['content-length', `+${body.length}`]], body);
  framed('cl-not-a-number', [['content-length', 'abc']], body);
  framed('bad-chunk-size', [['transfer-encoding', 'chunked']], `zz\r\n${body}\r\n0\r\n\r\n`);
  framed('chunk-extension-flood', [['transfer-encoding', 'chunked']], `1;${'a=b;'.repeat(4000)}\r\nx\r\n0\r\n\r\n`);
  framed('obs-fold-header', [['x-folded', 'a\r\n b']], body);
  framed('space-before-colon', [['content-length ', String(body.length)]], body);
  add('header-over-16k', { method: op.method, target: path, headers: [...auth, ['x-padding', 'a'.repeat(20_000)]] });
  add('many-headers', {
    method: op.method,
    target: path,
    headers: [...auth, ...Array.from({ length: 400 }, (_, i): [string, string] => [`x-h${i}`, 'a'.repeat(40)])],
  });
  add('cookie-over-16k', {
    method: op.method,
    target: path,
    headers: [...auth, ['cookie', `c=${'a'.repeat(17_000)}`]],
  });
  add('request-line-over-16k', { method: op.method, target: `${path}?q=${'a'.repeat(17_000)}`, headers: auth });
  add('query-1mb', { method: op.method, target: `${path}?q=${'a'.repeat(1024 * 1024)}`, headers: auth });
  for (const bad of ['FOO', 'get', 'G\u0000T', 'X'.repeat(64), 'GET /x']) {
    add('bad-method', { method: bad, target: path, headers: auth });
  }
  for (const raw of BAD_PERCENT.slice(0, 8)) {
    add('bad-percent-path', { method: op.method, target: pathWith(op, raw), headers: auth });
  }
  add('null-byte-in-target', { method: op.method, target: `${path}\u0000x`, headers: auth });
  // Request lines of other forms and versions: asterisk-form and authority-form targets, an
  // unknown version, the HTTP/2 preface sent to an HTTP/1.1 server.
  add('asterisk-form-target', { method: 'OPTIONS', target: '*', headers: auth });
  add('authority-form-target', { method: op.method, target: 'evil.example:443', headers: auth });
  add('unknown-http-version', { method: op.method, target: `${path} HTTP/9.9\r\nx-y: z`, headers: auth });
  add('http2-preface', { method: 'PRI', target: '* HTTP/2.0\r\n\r\nSM\r\n\r\nx', headers: auth });
  add('gzip-garbage-body', {
    method,
    target: path,
    headers: [...auth, JSON_TYPE, ['content-encoding', 'gzip']],
    body: Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0xde, 0xad, 0xbe, 0xef]),
  });
  add('expect-unknown', { method, target: path, headers: [...auth, JSON_TYPE, ['expect', 'x-wait']], body });
  add('body-1mb', {
    method,
    target: path,
    headers: [...auth, JSON_TYPE],
    body: JSON.stringify({ ...sampleBody(op), pad: 'a'.repeat(1024 * 1024) }),
  });
  for (const cut of [1, Math.floor(body.length / 2), body.length - 1]) {
    add('truncated-json', { method, target: path, headers: [...auth, JSON_TYPE], body: body.slice(0, cut) });
  }
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
    add('wrong-content-type', { method, target: path, headers: [...auth, ['content-type', type]], body });
  }
  return drafts;
}

/** Kinds that reach the route's own validation (and maybe its handler): not for spending routes. */
export function validationDrafts(
  op: Operation,
  path: string,
  auth: [string, string][],
  random: () => number,
  perField: number,
) {
  const drafts: Draft[] = [];
  const add = (kind: string, request: RawRequest) => drafts.push({ kind, request });
  const withBody = (kind: string, body: string | Buffer) =>
    add(kind, { method: op.method, target: path, headers: [...auth, JSON_TYPE], body });
  if (op.body) {
    for (const field of op.body) {
      for (const value of pick(random, wrongValuesFor(field), perField)) {
        withBody('wrong-type-body', JSON.stringify({ ...sampleBody(op), [field.name]: value }));
      }
      withBody('string-60kb', JSON.stringify({ ...sampleBody(op), [field.name]: 'a'.repeat(60_000) }));
    }
    const allWrong = Object.fromEntries(op.body.map((f) => [f.name, pick(random, wrongValuesFor(f), 1)[0] ?? null]));
    withBody('all-fields-wrong', JSON.stringify(allWrong));
    for (const shape of ['[]', '"x"', '1', 'null', 'true']) withBody('wrong-body-shape', shape);
    withBody(
      'nested-field',
      JSON.stringify({ ...sampleBody(op), [op.body[0]?.name ?? 'x']: JSON.parse(nested(500, '[', ']')) }),
    );
  }
  withBody('nested-arrays', nested(10_000, '[', ']'));
  withBody('nested-objects', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`);
  const invalidUtf8 = [
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), // {"a":"\xff\xfe"}
    Buffer.concat([Buffer.from('{"'), Buffer.from([0xc0, 0xaf]), Buffer.from('":1}')]), // overlong "/"
    Buffer.concat([
      Buffer.from(JSON.stringify(sampleBody(op)).slice(0, -1)),
      Buffer.from(',"z":"'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('"}'),
    ]),
  ];
  for (const body of invalidUtf8) withBody('invalid-utf8-body', body);
  const badAgent: [string, Buffer] = ['user-agent', Buffer.from([0xff, 0xfe, 0xc0, 0xaf])];
  add('invalid-utf8-header', { method: op.method, target: path, headers: [...auth, badAgent] });
  for (const field of op.query) {
    for (const raw of pick(random, WRONG_RAW, perField)) {
      add('wrong-type-query', { method: op.method, target: `${path}?${field.name}=${raw}`, headers: auth });
    }
    add('repeated-query', { method: op.method, target: `${path}?${field.name}=1&${field.name}=x`, headers: auth });
    add('bracket-query', { method: op.method, target: `${path}?${field.name}[]=1&${field.name}[a]=2`, headers: auth });
  }
  for (const field of op.pathParams) {
    for (const raw of pick(random, WRONG_RAW, perField)) {
      add('wrong-type-path', { method: op.method, target: fillPath(op, { name: field.name, raw }), headers: auth });
    }
  }
  // Credentials that are present but broken: each must be a 401/403, never an exception.
  const brokenCredentials: [string, string][][] = [
    [['authorization', 'Bearer']],
    [['authorization', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.']],
    [['authorization', `Bearer ${'a'.repeat(8_000)}`]],
    [['authorization', 'Basic dXNlcjpwYXNz']],
    [['x-api-key', 'sk_live_\u00ff']],
    [['x-api-key', 'x'.repeat(8_000)]],
    [['cookie', 'service_session=%zz%; csrf_token=%']],
    [['cookie', `service_session=${'a'.repeat(4_000)}`]],
    [['x-forwarded-for', '999.999.999.999, ::ffff:zz, <script>']],
  ];
  for (const headers of pick(random, brokenCredentials, 2)) {
    add('broken-credentials', { method: op.method, target: path, headers: [...headers, ...auth] });
  }
  // Valid HTTP (RFC 9112 section 3.2.2), so it reaches the handler: routed by its path alone.
  add('absolute-form-target', { method: op.method, target: `http://evil.example${path}`, headers: auth });
  add('proto-in-query', {
    method: op.method,
    target: `${path}?__proto__[x]=1&constructor[prototype][y]=2`,
    headers: auth,
  });
  for (const text of ['\ufeff{}', '{"a":1,"a":2}', '{"a":NaN}', '{/* c */}', `{"n":${'9'.repeat(400)}}`]) {
    withBody('odd-json', text);
  }
  const firstQuery = op.query[0]?.name ?? 'q';
  for (const raw of pick(random, BAD_PERCENT, 4)) {
    add('bad-percent-query', { method: op.method, target: `${path}?${firstQuery}=${raw}&${raw}=1`, headers: auth });
  }
  for (const wrong of ['PUT', 'PATCH', 'DELETE', 'TRACE', 'OPTIONS'].filter((m) => m !== op.method).slice(0, 2)) {
    add('wrong-method', { method: wrong, target: path, headers: auth });
  }
  return drafts;
}
