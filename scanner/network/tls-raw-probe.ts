/**
 * One raw hello over a guarded TCP connection: write a ClientHello (tls-hello.ts) or an SSLv2
 * CLIENT-HELLO (tls-sslv2.ts) and read the server's first answer: a ServerHello (and, for TLS 1.2 and
 * below, the certificate chain exactly as sent), an alert, a close, or bytes that are not TLS at all.
 * Connect failures and silence past the I/O timeout are thrown; everything the server says is data.
 */
import type { Socket } from 'node:net';
import { inClientSpan } from '../../core/tracing/spans.js';
import type { AllowList } from './address-guard.js';
import { SCANNER_SPANS } from './scanner-spans.js';
import { connectTcp } from './tcp-connect.js';
import { parseCertificateList, parseServerHello, type ServerHello } from './tls-hello.js';
import {
  type Alert,
  HANDSHAKE_CERTIFICATE,
  HANDSHAKE_SERVER_HELLO,
  HANDSHAKE_SERVER_HELLO_DONE,
  type RecordEvent,
  TlsRecordReader,
} from './tls-records.js';
import { parseSslv2ServerHello, type Sslv2ServerHello, sslv2RecordLength } from './tls-sslv2.js';

export type HelloAnswer =
  | { kind: 'server_hello'; hello: ServerHello; certificates: Buffer[] | null }
  | { kind: 'sslv2_server_hello'; hello: Sslv2ServerHello }
  | { kind: 'alert'; alert: Alert }
  /** Closed or reset before answering: how most servers refuse a protocol they do not speak. */
  | { kind: 'closed'; detail: string }
  | { kind: 'not_tls'; head: string };

export class ProbeTimeoutError extends Error {}

export interface RawProbeOptions {
  allowList: AllowList;
  connectMs: number;
  ioMs: number;
  signal?: AbortSignal;
  /** Keep reading after a TLS 1.2-or-earlier ServerHello until the Certificate message. */
  wantCertificates?: boolean;
}

/** One probe as a `rampart.scanner.tls_probe` client span when tracing is on (scanner-spans.ts). */
export function probeHello(
  address: string,
  port: number,
  hello: Buffer,
  format: 'tls' | 'sslv2',
  options: RawProbeOptions,
): Promise<HelloAnswer> {
  return inClientSpan(
    SCANNER_SPANS.tlsProbe,
    () => ({ 'network.peer.address': address, 'server.port': port, 'rampart.tls.hello_format': format }),
    async (span) => {
      const answer = await probeOnce(address, port, hello, format, options);
      span?.setAttribute('rampart.tls.answer', answer.kind);
      return answer;
    },
  );
}

async function probeOnce(
  address: string,
  port: number,
  hello: Buffer,
  format: 'tls' | 'sslv2',
  options: RawProbeOptions,
): Promise<HelloAnswer> {
  const socket = await connectTcp(address, port, {
    allowList: options.allowList,
    timeoutMs: options.connectMs,
    signal: options.signal,
  });
  try {
    return await readAnswer(socket, hello, format, options);
  } finally {
    socket.destroy();
  }
}

function readAnswer(
  socket: Socket,
  hello: Buffer,
  format: 'tls' | 'sslv2',
  options: RawProbeOptions,
): Promise<HelloAnswer> {
  return new Promise((resolve, reject) => {
    const reader = new TlsRecordReader();
    let sslv2 = Buffer.alloc(0);
    let serverHello: ServerHello | null = null;
    let settled = false;
    const timer = setTimeout(() => {
      // A ServerHello followed by silence is still an answer; silence from the start is not.
      if (serverHello) finish({ kind: 'server_hello', hello: serverHello, certificates: null });
      else fail(new ProbeTimeoutError(`no answer to the hello within ${options.ioMs} ms`));
    }, options.ioMs);
    const onAbort = () => fail(options.signal?.reason ?? new Error('aborted'));
    options.signal?.addEventListener('abort', onAbort, { once: true });

    function settle() {
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      socket.removeAllListeners('data');
    }
    function finish(answer: HelloAnswer) {
      if (settled) return;
      settle();
      resolve(answer);
    }
    function fail(error: Error) {
      if (settled) return;
      settle();
      reject(error);
    }
    function closed(detail: string) {
      if (options.signal?.aborted) return onAbort();
      if (serverHello) finish({ kind: 'server_hello', hello: serverHello, certificates: null });
      else finish({ kind: 'closed', detail });
    }

    function onTlsEvent(event: RecordEvent): void {
      if (event.kind === 'not_tls') {
        finish({ kind: 'not_tls', head: event.head });
      } else if (event.kind === 'alert') {
        finish(
          serverHello
            ? { kind: 'server_hello', hello: serverHello, certificates: null }
            : { kind: 'alert', alert: event.alert },
        );
      } else if (event.kind === 'other') {
        closed(`record type ${event.contentType} before a ServerHello`);
      } else if (event.message.type === HANDSHAKE_SERVER_HELLO && !serverHello) {
        serverHello = parseServerHello(event.message.body);
        // TLS 1.3 encrypts everything after the ServerHello; a HelloRetryRequest is an answer too.
        const more = options.wantCertificates && serverHello.version < 0x0304 && !serverHello.helloRetryRequest;
        if (!more) finish({ kind: 'server_hello', hello: serverHello, certificates: null });
      } else if (event.message.type === HANDSHAKE_CERTIFICATE && serverHello) {
        finish({ kind: 'server_hello', hello: serverHello, certificates: parseCertificateList(event.message.body) });
      } else if (event.message.type === HANDSHAKE_SERVER_HELLO_DONE && serverHello) {
        finish({ kind: 'server_hello', hello: serverHello, certificates: null });
      }
    }

    socket.on('data', (chunk: Buffer) => {
      try {
        if (format === 'sslv2') {
          sslv2 = Buffer.concat([sslv2, chunk]);
          const total = sslv2RecordLength(sslv2);
          if (total === null) return closed('answered with a TLS record, not SSLv2');
          if (sslv2.length > 64 * 1024) return closed('oversized SSLv2 record');
          if (sslv2.length < total) return;
          const parsed = parseSslv2ServerHello(sslv2);
          return parsed ? finish({ kind: 'sslv2_server_hello', hello: parsed }) : closed('not an SSLv2 SERVER-HELLO');
        }
        for (const event of reader.push(chunk)) {
          onTlsEvent(event);
          if (settled) return;
        }
      } catch (error) {
        // A malformed or oversized answer: what was parsed so far still counts.
        closed(`malformed answer: ${(error as Error).message}`);
      }
    });
    socket.once('end', () => closed('connection closed'));
    socket.once('close', () => closed('connection closed'));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      closed(error.code === 'ECONNRESET' ? 'connection reset' : error.message),
    );
    socket.write(hello);
  });
}
