/**
 * SSLv2 in its own record format (two-byte header with the high bit set), just enough to ask "do you
 * still speak SSLv2?" the way testssl.sh does: a CLIENT-HELLO offering every SSLv2 cipher kind and a
 * parser for the SERVER-HELLO. No OpenSSL built in the last decade can send either.
 */
import { randomBytes } from 'node:crypto';

/** The seven SSLv2 cipher kinds (RFC draft "The SSL Protocol", appendix C). */
export const SSLV2_CIPHER_KINDS: Record<number, string> = {
  65664: 'SSL_CK_RC4_128_WITH_MD5',
  131200: 'SSL_CK_RC4_128_EXPORT40_WITH_MD5',
  196736: 'SSL_CK_RC2_128_CBC_WITH_MD5',
  262272: 'SSL_CK_RC2_128_CBC_EXPORT40_WITH_MD5',
  327808: 'SSL_CK_IDEA_128_CBC_WITH_MD5',
  393280: 'SSL_CK_DES_64_CBC_WITH_MD5',
  458944: 'SSL_CK_DES_192_EDE3_CBC_WITH_MD5',
};

const MSG_CLIENT_HELLO = 1;
const MSG_SERVER_HELLO = 4;

function u24(value: number): Buffer {
  const out = Buffer.alloc(3);
  out.writeUIntBE(value, 0, 3);
  return out;
}

export function buildSslv2ClientHello(): Buffer {
  const specs = Buffer.concat(Object.keys(SSLV2_CIPHER_KINDS).map((kind) => u24(Number(kind))));
  const challenge = randomBytes(16);
  const body = Buffer.alloc(9);
  body.writeUInt8(MSG_CLIENT_HELLO, 0);
  body.writeUInt16BE(0x0002, 1);
  body.writeUInt16BE(specs.length, 3);
  body.writeUInt16BE(0, 5);
  body.writeUInt16BE(challenge.length, 7);
  const message = Buffer.concat([body, specs, challenge]);
  const header = Buffer.from([0x80 | (message.length >> 8), message.length & 0xff]);
  return Buffer.concat([header, message]);
}

export interface Sslv2ServerHello {
  version: number;
  cipherKinds: string[];
  /** The server certificate, DER. */
  certificate: Buffer | null;
}

/**
 * How many bytes the SSLv2 record at the start of `bytes` needs in total, or null when the bytes do
 * not start an SSLv2 record (a TLS alert, say).
 */
export function sslv2RecordLength(bytes: Buffer): number | null {
  if (bytes.length < 2 || (bytes[0]! & 0x80) === 0) return null;
  return 2 + (((bytes[0]! & 0x7f) << 8) | bytes[1]!);
}

/** Parses a complete SSLv2 record; null when it is not a SERVER-HELLO. */
export function parseSslv2ServerHello(bytes: Buffer): Sslv2ServerHello | null {
  const total = sslv2RecordLength(bytes);
  if (total === null || bytes.length < total || total < 2 + 11) return null;
  const message = bytes.subarray(2, total);
  if (message[0] !== MSG_SERVER_HELLO) return null;
  const version = message.readUInt16BE(3);
  const certLength = message.readUInt16BE(5);
  const specsLength = message.readUInt16BE(7);
  if (11 + certLength + specsLength > message.length || specsLength % 3 !== 0) return null;
  const certificate = certLength > 0 ? Buffer.from(message.subarray(11, 11 + certLength)) : null;
  const specs = message.subarray(11 + certLength, 11 + certLength + specsLength);
  const cipherKinds: string[] = [];
  for (let i = 0; i < specs.length; i += 3) {
    const kind = specs.readUIntBE(i, 3);
    cipherKinds.push(SSLV2_CIPHER_KINDS[kind] ?? `0x${kind.toString(16).padStart(6, '0')}`);
  }
  return { version, cipherKinds, certificate };
}
