/**
 * TLS record framing for the raw probes: bytes in, handshake messages and alerts out. Handshake
 * messages may span records (a certificate chain usually does), so they are reassembled here. The
 * reader is bounded: a peer that sends more than `maxBytes` before the probe has its answer is cut.
 */

export const CONTENT_ALERT = 21;
export const CONTENT_HANDSHAKE = 22;

export const HANDSHAKE_SERVER_HELLO = 2;
export const HANDSHAKE_CERTIFICATE = 11;
export const HANDSHAKE_SERVER_HELLO_DONE = 14;

export interface HandshakeMessage {
  type: number;
  body: Buffer;
  /** The record-layer version the message arrived in. */
  recordVersion: number;
}

export interface Alert {
  level: number;
  description: number;
}

export type RecordEvent =
  | { kind: 'handshake'; message: HandshakeMessage }
  | { kind: 'alert'; alert: Alert }
  /** Encrypted or unexpected records (ChangeCipherSpec, application data): the probe stops reading. */
  | { kind: 'other'; contentType: number }
  /** The peer does not speak TLS (an HTTP error page on 443, an SSH banner): first bytes as hex. */
  | { kind: 'not_tls'; head: string };

/** Alert descriptions worth naming in evidence (RFC 8446 section 6). */
const ALERT_NAMES: Record<number, string> = {
  0: 'close_notify',
  10: 'unexpected_message',
  20: 'bad_record_mac',
  40: 'handshake_failure',
  42: 'bad_certificate',
  47: 'illegal_parameter',
  50: 'decode_error',
  51: 'decrypt_error',
  70: 'protocol_version',
  71: 'insufficient_security',
  80: 'internal_error',
  86: 'inappropriate_fallback',
  109: 'missing_extension',
  112: 'unrecognized_name',
  120: 'no_application_protocol',
};

export function alertName(description: number): string {
  return ALERT_NAMES[description] ?? `alert ${description}`;
}

export function record(contentType: number, version: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt8(contentType, 0);
  header.writeUInt16BE(version, 1);
  header.writeUInt16BE(payload.length, 3);
  return Buffer.concat([header, payload]);
}

export function handshakeMessage(type: number, body: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt8(type, 0);
  header.writeUIntBE(body.length, 1, 3);
  return Buffer.concat([header, body]);
}

export class TlsRecordReader {
  private pending = Buffer.alloc(0);
  private handshake = Buffer.alloc(0);
  private handshakeVersion = 0;
  private received = 0;
  private done = false;

  constructor(private readonly maxBytes = 64 * 1024) {}

  /** Feeds bytes; returns every complete event they finish. Throws once the byte budget is spent. */
  push(chunk: Buffer): RecordEvent[] {
    if (this.done) return [];
    this.received += chunk.length;
    if (this.received > this.maxBytes) throw new Error(`peer sent more than ${this.maxBytes} bytes`);
    this.pending = Buffer.concat([this.pending, chunk]);
    const events: RecordEvent[] = [];
    while (!this.done && this.pending.length >= 5) {
      const type = this.pending[0]!;
      const version = this.pending.readUInt16BE(1);
      const length = this.pending.readUInt16BE(3);
      // A TLS record starts with a known content type and a 3.x version; anything else is not TLS.
      if (type < 20 || type > 24 || version >> 8 !== 3 || length > 18432) {
        this.done = true;
        events.push({ kind: 'not_tls', head: this.pending.subarray(0, 16).toString('hex') });
        break;
      }
      if (this.pending.length < 5 + length) break;
      const payload = this.pending.subarray(5, 5 + length);
      this.pending = this.pending.subarray(5 + length);
      if (type === CONTENT_HANDSHAKE) {
        this.handshake = Buffer.concat([this.handshake, payload]);
        this.handshakeVersion = version;
        events.push(...this.drainHandshake());
      } else if (type === CONTENT_ALERT && payload.length >= 2) {
        events.push({ kind: 'alert', alert: { level: payload[0]!, description: payload[1]! } });
      } else {
        events.push({ kind: 'other', contentType: type });
      }
    }
    return events;
  }

  private drainHandshake(): RecordEvent[] {
    const events: RecordEvent[] = [];
    while (this.handshake.length >= 4) {
      const length = this.handshake.readUIntBE(1, 3);
      if (this.handshake.length < 4 + length) break;
      events.push({
        kind: 'handshake',
        message: {
          type: this.handshake[0]!,
          body: Buffer.from(this.handshake.subarray(4, 4 + length)),
          recordVersion: this.handshakeVersion,
        },
      });
      this.handshake = this.handshake.subarray(4 + length);
    }
    return events;
  }
}
