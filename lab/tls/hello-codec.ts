/**
 * The server side of a TLS/SSL hello, for the lab's protocol-level responder: parse a ClientHello
 * (TLS record or SSLv2 format) and build the server's first flight. Written independently of the
 * scanner's codec (scanner/network/tls-hello.ts) so a shared misreading of the RFCs
 * cannot make the two agree on a wrong answer.
 */
import { randomBytes } from 'node:crypto';

export interface ParsedClientHello {
  format: 'tls';
  /** client_version (legacy_version for TLS 1.3 hellos). */
  clientVersion: number;
  suites: number[];
  /** From supported_versions; empty when the extension is absent. */
  supportedVersions: number[];
  /** The client signalled RFC 5746 secure renegotiation (the SCSV suite or the renegotiation_info extension). */
  secureRenegotiation: boolean;
}

export interface ParsedSslv2Hello {
  format: 'sslv2';
  version: number;
  cipherKinds: number[];
}

/** Bytes needed for the first record in `bytes`, or null when more bytes are needed to know. */
export function firstRecordLength(bytes: Buffer): number | null {
  if (bytes.length < 2) return null;
  if (bytes[0]! & 0x80) return 2 + (((bytes[0]! & 0x7f) << 8) | bytes[1]!);
  if (bytes.length < 5) return null;
  return 5 + bytes.readUInt16BE(3);
}

/** Parses the first record as a hello; null for anything else (HTTP, a truncated or odd hello). */
export function parseHello(bytes: Buffer): ParsedClientHello | ParsedSslv2Hello | null {
  try {
    if (bytes[0]! & 0x80) {
      // SSLv2: [len:2][type=1][version:2][specs_len:2][sid_len:2][challenge_len:2][specs]...
      if (bytes[2] !== 1) return null;
      const specsLength = bytes.readUInt16BE(5);
      const kinds: number[] = [];
      for (let i = 0; i < specsLength; i += 3) kinds.push(bytes.readUIntBE(11 + i, 3));
      return { format: 'sslv2', version: bytes.readUInt16BE(3), cipherKinds: kinds };
    }
    if (bytes[0] !== 22 || bytes[5] !== 1) return null;
    let at = 9;
    const clientVersion = bytes.readUInt16BE(at);
    at += 2 + 32;
    at += 1 + bytes[at]!;
    const suitesLength = bytes.readUInt16BE(at);
    const suites: number[] = [];
    for (let i = 0; i < suitesLength; i += 2) suites.push(bytes.readUInt16BE(at + 2 + i));
    at += 2 + suitesLength;
    at += 1 + bytes[at]!;
    const supportedVersions: number[] = [];
    let secureRenegotiation = suites.includes(0x00ff);
    if (at + 2 <= bytes.length) {
      const end = at + 2 + bytes.readUInt16BE(at);
      at += 2;
      while (at + 4 <= end) {
        const type = bytes.readUInt16BE(at);
        const length = bytes.readUInt16BE(at + 2);
        if (type === 0xff01) secureRenegotiation = true;
        if (type === 0x002b) {
          for (let i = 1; i < bytes[at + 4]!; i += 2) supportedVersions.push(bytes.readUInt16BE(at + 4 + i));
        }
        at += 4 + length;
      }
    }
    return { format: 'tls', clientVersion, suites, supportedVersions, secureRenegotiation };
  } catch {
    return null;
  }
}

function tlsRecord(version: number, type: number, body: Buffer): Buffer {
  const message = Buffer.alloc(4);
  message.writeUInt8(type, 0);
  message.writeUIntBE(body.length, 1, 3);
  const header = Buffer.alloc(5);
  header.writeUInt8(22, 0);
  header.writeUInt16BE(version, 1);
  header.writeUInt16BE(body.length + 4, 3);
  return Buffer.concat([header, message, body]);
}

/**
 * ServerHello, Certificate, ServerHelloDone in `version` (SSLv3 or TLS 1.0-1.2), for an RSA-key-exchange
 * suite. `renegotiationInfo` adds the empty renegotiation_info extension a patched server answers a
 * client's RFC 5746 signal with (OpenSSL 3 clients abort a handshake without it).
 */
export function serverFirstFlight(
  version: number,
  suite: number,
  chain: readonly Buffer[],
  renegotiationInfo = false,
): Buffer {
  const extensions = renegotiationInfo ? Buffer.from([0x00, 0x05, 0xff, 0x01, 0x00, 0x01, 0x00]) : Buffer.alloc(0);
  const hello = Buffer.alloc(2 + 32 + 1 + 2 + 1);
  hello.writeUInt16BE(version, 0);
  randomBytes(32).copy(hello, 2);
  hello.writeUInt8(0, 34);
  hello.writeUInt16BE(suite, 35);
  hello.writeUInt8(0, 37);
  const entries = chain.map((der) => {
    const length = Buffer.alloc(3);
    length.writeUIntBE(der.length, 0, 3);
    return Buffer.concat([length, der]);
  });
  const list = Buffer.concat(entries);
  const listLength = Buffer.alloc(3);
  listLength.writeUIntBE(list.length, 0, 3);
  return Buffer.concat([
    tlsRecord(version, 2, Buffer.concat([hello, extensions])),
    tlsRecord(version, 11, Buffer.concat([listLength, list])),
    tlsRecord(version, 14, Buffer.alloc(0)),
  ]);
}

/** SSLv2 SERVER-HELLO carrying the leaf certificate and the cipher kinds the server accepts. */
export function sslv2ServerHello(certificate: Buffer, cipherKinds: readonly number[]): Buffer {
  const head = Buffer.alloc(11);
  head.writeUInt8(4, 0);
  head.writeUInt8(0, 1);
  head.writeUInt8(1, 2);
  head.writeUInt16BE(0x0002, 3);
  head.writeUInt16BE(certificate.length, 5);
  head.writeUInt16BE(cipherKinds.length * 3, 7);
  head.writeUInt16BE(16, 9);
  const kinds = Buffer.concat(
    cipherKinds.map((kind) => {
      const out = Buffer.alloc(3);
      out.writeUIntBE(kind, 0, 3);
      return out;
    }),
  );
  const message = Buffer.concat([head, certificate, kinds, randomBytes(16)]);
  return Buffer.concat([Buffer.from([0x80 | (message.length >> 8), message.length & 0xff]), message]);
}
