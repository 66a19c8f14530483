/**
 * A minimal ClientHello builder and ServerHello / Certificate parser, the way testssl.sh's socket
 * checks work: the scanner says which protocol version and which suites it offers, and reads which
 * one the server picks. Nothing past the server's first flight is ever needed, so no key is derived
 * and the connection is dropped after the answer. Pure code, unit-tested without sockets.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { CONTENT_HANDSHAKE, handshakeMessage, record } from './tls-records.js';

/** Protocol names as Node and OpenSSL spell them. */
export type TlsProtocol = 'SSLv2' | 'SSLv3' | 'TLSv1' | 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3';

export const PROTOCOL_CODES: Record<Exclude<TlsProtocol, 'SSLv2'>, number> = {
  SSLv3: 0x0300,
  TLSv1: 0x0301,
  'TLSv1.1': 0x0302,
  'TLSv1.2': 0x0303,
  'TLSv1.3': 0x0304,
};

export function protocolName(code: number): TlsProtocol | null {
  if (code === 0x0002) return 'SSLv2';
  const found = Object.entries(PROTOCOL_CODES).find(([, value]) => value === code);
  return found ? (found[0] as TlsProtocol) : null;
}

const EXT_SERVER_NAME = 0x0000;
const EXT_SUPPORTED_GROUPS = 0x000a;
const EXT_EC_POINT_FORMATS = 0x000b;
const EXT_SIGNATURE_ALGORITHMS = 0x000d;
const EXT_EXTENDED_MASTER_SECRET = 0x0017;
const EXT_SUPPORTED_VERSIONS = 0x002b;
const EXT_PSK_KEY_EXCHANGE_MODES = 0x002d;
const EXT_KEY_SHARE = 0x0033;
const EXT_RENEGOTIATION_INFO = 0xff01;

const GROUP_X25519 = 0x001d;
/** x25519, secp256r1, secp384r1, secp521r1, x448, ffdhe2048, ffdhe3072. */
const GROUPS = [GROUP_X25519, 0x0017, 0x0018, 0x0019, 0x001e, 0x0100, 0x0101];
/** ECDSA and RSA-PSS/PKCS#1 with SHA-2, Ed25519/Ed448, then SHA-1 so old servers still answer. */
const SIGNATURE_ALGORITHMS = [
  0x0403, 0x0503, 0x0603, 0x0807, 0x0808, 0x0804, 0x0805, 0x0806, 0x0401, 0x0501, 0x0601, 0x0203, 0x0201,
];

/** RFC 8446 section 4.1.3: a ServerHello with this random is a HelloRetryRequest. */
const HELLO_RETRY_RANDOM = Buffer.from('cf21ad74e59a6111be1d8c021e65b891c2a211167abb8c5e079e09e2c8a8339c', 'hex');

export interface ClientHelloOptions {
  /** Highest version offered. TLS 1.3 is offered through supported_versions (legacy_version 1.2). */
  version: Exclude<TlsProtocol, 'SSLv2'>;
  suites: readonly number[];
  /** SNI; omitted for an IP literal. */
  serverName?: string;
  /** SSLv3 hellos carry no extensions (RFC 6101 has none), like testssl.sh's. */
  extensions?: boolean;
}

function u8(value: number): Buffer {
  return Buffer.from([value]);
}
function u16(value: number): Buffer {
  const out = Buffer.alloc(2);
  out.writeUInt16BE(value);
  return out;
}
/** A vector with an 8- or 16-bit length prefix. */
function vector(bytes: Buffer, lengthBytes: 1 | 2): Buffer {
  return Buffer.concat([lengthBytes === 1 ? u8(bytes.length) : u16(bytes.length), bytes]);
}
function list16(values: readonly number[]): Buffer {
  return Buffer.concat(values.map(u16));
}
function extension(type: number, data: Buffer): Buffer {
  return Buffer.concat([u16(type), vector(data, 2)]);
}

/** A fresh x25519 public key, so a TLS 1.3 server can answer without a HelloRetryRequest. */
function x25519Share(): Buffer {
  const { publicKey } = generateKeyPairSync('x25519');
  // The raw key is the last 32 bytes of its SPKI encoding.
  return publicKey.export({ type: 'spki', format: 'der' }).subarray(-32);
}

function helloExtensions(options: ClientHelloOptions): Buffer {
  const list: Buffer[] = [];
  if (options.serverName) {
    const name = Buffer.from(options.serverName, 'ascii');
    list.push(extension(EXT_SERVER_NAME, vector(Buffer.concat([u8(0), vector(name, 2)]), 2)));
  }
  list.push(extension(EXT_SUPPORTED_GROUPS, vector(list16(GROUPS), 2)));
  list.push(extension(EXT_EC_POINT_FORMATS, vector(u8(0), 1)));
  list.push(extension(EXT_SIGNATURE_ALGORITHMS, vector(list16(SIGNATURE_ALGORITHMS), 2)));
  list.push(extension(EXT_EXTENDED_MASTER_SECRET, Buffer.alloc(0)));
  list.push(extension(EXT_RENEGOTIATION_INFO, vector(Buffer.alloc(0), 1)));
  if (options.version === 'TLSv1.3') {
    list.push(extension(EXT_SUPPORTED_VERSIONS, vector(u16(PROTOCOL_CODES['TLSv1.3']), 1)));
    list.push(extension(EXT_PSK_KEY_EXCHANGE_MODES, vector(u8(1), 1)));
    const share = Buffer.concat([u16(GROUP_X25519), vector(x25519Share(), 2)]);
    list.push(extension(EXT_KEY_SHARE, vector(share, 2)));
  }
  return vector(Buffer.concat(list), 2);
}

/** The ClientHello as one TLS record, ready to write to a socket. */
export function buildClientHello(options: ClientHelloOptions): Buffer {
  if (options.suites.length === 0) throw new Error('a ClientHello needs at least one cipher suite');
  const legacyVersion = Math.min(PROTOCOL_CODES[options.version], PROTOCOL_CODES['TLSv1.2']);
  const withExtensions = options.extensions ?? options.version !== 'SSLv3';
  const body = Buffer.concat([
    u16(legacyVersion),
    randomBytes(32),
    // A 32-byte session id makes TLS 1.3 middlebox-compatibility mode servers answer as they would a browser.
    vector(options.version === 'TLSv1.3' ? randomBytes(32) : Buffer.alloc(0), 1),
    vector(list16(options.suites), 2),
    vector(u8(0), 1),
    withExtensions ? helloExtensions(options) : Buffer.alloc(0),
  ]);
  // Old servers reject record versions above TLS 1.0 in the first flight; browsers send 0x0301 too.
  const recordVersion = options.version === 'SSLv3' ? PROTOCOL_CODES.SSLv3 : PROTOCOL_CODES.TLSv1;
  return record(CONTENT_HANDSHAKE, recordVersion, handshakeMessage(1, body));
}

export interface ServerHello {
  /** The version the server picked: supported_versions when present (TLS 1.3), else the legacy field. */
  version: number;
  legacyVersion: number;
  cipherSuite: number;
  compression: number;
  sessionIdLength: number;
  /** Extension types the server sent, in order. */
  extensions: number[];
  helloRetryRequest: boolean;
}

/** Bounds-checked reader over a message body; throws on truncation (a malformed hello). */
class Cursor {
  offset = 0;
  constructor(private readonly bytes: Buffer) {}
  take(length: number): Buffer {
    if (this.offset + length > this.bytes.length) throw new Error('truncated TLS message');
    const out = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return out;
  }
  u8(): number {
    return this.take(1)[0]!;
  }
  u16(): number {
    return this.take(2).readUInt16BE();
  }
  u24(): number {
    return this.take(3).readUIntBE(0, 3);
  }
  get remaining(): number {
    return this.bytes.length - this.offset;
  }
}

export function parseServerHello(body: Buffer): ServerHello {
  const cursor = new Cursor(body);
  const legacyVersion = cursor.u16();
  const random = cursor.take(32);
  const sessionIdLength = cursor.u8();
  cursor.take(sessionIdLength);
  const cipherSuite = cursor.u16();
  const compression = cursor.u8();
  const extensions: number[] = [];
  let version = legacyVersion;
  if (cursor.remaining >= 2) {
    const block = new Cursor(cursor.take(cursor.u16()));
    while (block.remaining > 0) {
      const type = block.u16();
      const data = block.take(block.u16());
      extensions.push(type);
      if (type === EXT_SUPPORTED_VERSIONS && data.length === 2) version = data.readUInt16BE();
    }
  }
  return {
    version,
    legacyVersion,
    cipherSuite,
    compression,
    sessionIdLength,
    extensions,
    helloRetryRequest: random.equals(HELLO_RETRY_RANDOM),
  };
}

/** TLS 1.2-and-earlier Certificate message: the DER certificates in the order the server sent them. */
export function parseCertificateList(body: Buffer): Buffer[] {
  const cursor = new Cursor(body);
  const list = new Cursor(cursor.take(cursor.u24()));
  const certificates: Buffer[] = [];
  while (list.remaining > 0) certificates.push(Buffer.from(list.take(list.u24())));
  return certificates;
}
