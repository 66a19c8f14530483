/**
 * The scanner's SMTP client: one conversation with one MX address, as a sending server would start
 * it (RFC 5321, RFC 3207): greeting, EHLO, STARTTLS if offered, the TLS handshake with SNI = the MX
 * name, then QUIT. No mail is ever sent. Every read is bounded (smtp-reply.ts) and timed, the whole
 * conversation has a deadline, and the module's abort signal ends it. The certificate is verified
 * (Node's roots plus the extra ones) but a bad one does not stop the probe: the checks report it.
 */
import type { Socket } from 'node:net';
import { isIP } from 'node:net';
import { createSecureContext, type SecureContext, type TLSSocket, connect as tlsConnect } from 'node:tls';
import { inClientSpan, markOutcomeFailed } from '../../core/tracing/spans.js';
import type { ScanNetwork } from '../modules/module.js';
import { trustedRoots } from './http-client.js';
import { SCANNER_SPANS, tlsProtocolVersion } from './scanner-spans.js';
import { ehloExtensions, formatReply, SmtpProtocolError, type SmtpReply, takeReply } from './smtp-reply.js';
import { connectTcp } from './tcp-connect.js';

/** What the scanner announces itself as; a name, not an address literal, so strict servers accept it. */
export const SMTP_EHLO_NAME = 'scanner.rampart.example';
const MAX_BUFFERED_BYTES = 64 * 1024;

export interface SmtpCertificate {
  subject: string;
  subject_alt_names: string | null;
  issuer: string;
  valid_from: string;
  valid_to: string;
  fingerprint256: string;
  /** The leaf, so DANE matching (and a reader) can redo the work. */
  pem: string;
}

export interface SmtpTls {
  protocol: string | null;
  cipher: string | null;
  /** Chain trusted and name matching the MX host. */
  authorized: boolean;
  error: string | null;
  certificate: SmtpCertificate | null;
}

export interface SmtpProbe {
  host: string;
  address: string;
  port: number;
  connected: boolean;
  /** The greeting, e.g. `220 mx.example.com ESMTP`. */
  greeting: string | null;
  /** The EHLO reply, null when EHLO was not answered with 250. */
  ehlo: string | null;
  extensions: string[];
  starttls_offered: boolean;
  /** The reply to STARTTLS, when it was sent. */
  starttls_reply: string | null;
  tls: SmtpTls | null;
  /** Where and why the conversation stopped early; null when it ran to the end. */
  error: string | null;
  duration_ms: number;
}

export interface SmtpProbeOptions {
  network: ScanNetwork;
  signal?: AbortSignal;
  port?: number;
}

/** Reads whole replies off a socket until detached (before the TLS handshake takes the socket over). */
class ReplyReader {
  private buffered = '';
  private ended: Error | null = null;
  private waiter: { resolve: (r: SmtpReply) => void; reject: (e: Error) => void } | null = null;

  constructor(private readonly socket: Socket) {
    socket.on('data', this.onData);
    socket.on('close', this.onClose);
    socket.on('error', this.onError);
  }

  private readonly onData = (chunk: Buffer) => {
    this.buffered += chunk.toString('latin1');
    if (this.buffered.length > MAX_BUFFERED_BYTES) this.fail(new SmtpProtocolError('server sent too much'));
    else this.deliver();
  };
  private readonly onClose = () => this.fail(new Error('connection closed by the server'));
  private readonly onError = (error: Error) => this.fail(error);

  private fail(error: Error) {
    this.ended ??= error;
    this.deliver();
  }

  private deliver() {
    const waiter = this.waiter;
    if (!waiter) return;
    try {
      const taken = takeReply(this.buffered);
      if (taken) {
        this.buffered = taken.rest;
        this.waiter = null;
        waiter.resolve(taken.reply);
      } else if (this.ended) {
        this.waiter = null;
        waiter.reject(this.ended);
      }
    } catch (error) {
      this.waiter = null;
      this.socket.destroy();
      waiter.reject(error as Error);
    }
  }

  read(timeoutMs: number): Promise<SmtpReply> {
    return new Promise<SmtpReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        reject(new Error(`no reply within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiter = {
        resolve: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      this.deliver();
    });
  }

  detach(): void {
    this.socket.off('data', this.onData);
    this.socket.off('close', this.onClose);
    this.socket.off('error', this.onError);
  }
}

function certificateOf(socket: TLSSocket): SmtpCertificate | null {
  const cert = socket.getPeerX509Certificate();
  if (!cert) return null;
  return {
    subject: cert.subject.replace(/\n/g, ', '),
    subject_alt_names: cert.subjectAltName ?? null,
    issuer: cert.issuer.replace(/\n/g, ', '),
    valid_from: new Date(cert.validFrom).toISOString(),
    valid_to: new Date(cert.validTo).toISOString(),
    fingerprint256: cert.fingerprint256,
    pem: cert.toString(),
  };
}

const contexts = new WeakMap<readonly string[], SecureContext>();

/**
 * One TLS context per trust store, reused: loading Node's ~140 roots into a context costs about
 * 170 ms of CPU, which per connection would dominate a scan.
 */
function smtpTlsContext(network: ScanNetwork): SecureContext {
  let context = contexts.get(network.extraCaCerts);
  if (!context) {
    context = createSecureContext({
      ca: trustedRoots(network),
      // A sending server takes whatever TLS the MX offers; so do we, to report the version it speaks.
      // (This also lifts OpenSSL's key-size and signature floors; the ssl module judges those.)
      minVersion: 'TLSv1',
      ciphers: 'DEFAULT@SECLEVEL=0',
    });
    contexts.set(network.extraCaCerts, context);
  }
  return context;
}

/** The STARTTLS handshake as a `rampart.scanner.tls` span, a child of the conversation's. */
function startTls(socket: Socket, host: string, port: number, network: ScanNetwork): Promise<TLSSocket> {
  return inClientSpan(
    SCANNER_SPANS.tlsHandshake,
    () => ({
      'server.address': host,
      'server.port': port,
      'network.peer.address': socket.remoteAddress ?? '',
      'rampart.tls.starttls': 'smtp',
    }),
    async (span) => {
      const secure = await handshakeOver(socket, host, network);
      if (span) {
        const version = tlsProtocolVersion(secure.getProtocol());
        if (version) span.setAttribute('tls.protocol.version', version);
        const cipher = secure.getCipher()?.standardName;
        if (cipher) span.setAttribute('tls.cipher', cipher);
        span.setAttribute('tls.established', true);
      }
      return secure;
    },
  );
}

function handshakeOver(socket: Socket, host: string, network: ScanNetwork): Promise<TLSSocket> {
  return new Promise((resolve, reject) => {
    const secure = tlsConnect({
      socket,
      servername: isIP(host) === 0 ? host : undefined,
      secureContext: smtpTlsContext(network),
      rejectUnauthorized: false,
    });
    const timeoutMs = network.timeouts.ioMs;
    const timer = setTimeout(() => {
      secure.destroy();
      reject(new Error(`no TLS handshake within ${timeoutMs} ms`));
    }, timeoutMs);
    secure.once('secureConnect', () => {
      clearTimeout(timer);
      resolve(secure);
    });
    secure.once('error', (error) => {
      clearTimeout(timer);
      secure.destroy();
      reject(error);
    });
  });
}

/** One conversation as a `rampart.scanner.smtp` client span when tracing is on (scanner-spans.ts). */
export function probeSmtp(host: string, address: string, options: SmtpProbeOptions): Promise<SmtpProbe> {
  const port = options.port ?? 25;
  return inClientSpan(
    SCANNER_SPANS.smtp,
    () => ({ 'server.address': host, 'server.port': port, 'network.peer.address': address }),
    async (span) => {
      const probe = await converse(host, address, options);
      if (span) {
        span.setAttributes({
          'rampart.smtp.connected': probe.connected,
          'rampart.smtp.starttls': probe.starttls_offered,
        });
        if (probe.error) markOutcomeFailed(span, probe.error);
      }
      return probe;
    },
  );
}

async function converse(host: string, address: string, options: SmtpProbeOptions): Promise<SmtpProbe> {
  const started = Date.now();
  const { connectMs, ioMs } = options.network.timeouts;
  const probe: SmtpProbe = {
    host,
    address,
    port: options.port ?? 25,
    connected: false,
    greeting: null,
    ehlo: null,
    extensions: [],
    starttls_offered: false,
    starttls_reply: null,
    tls: null,
    error: null,
    duration_ms: 0,
  };
  const finish = () => ({ ...probe, duration_ms: Date.now() - started });
  let socket: Socket;
  try {
    socket = await connectTcp(address, probe.port, {
      allowList: options.network.allowList,
      timeoutMs: connectMs,
      signal: options.signal,
    });
  } catch (error) {
    probe.error = `connect: ${(error as Error).message}`;
    return finish();
  }
  probe.connected = true;
  // Slow servers (tarpits) get one I/O bound per step, and the whole conversation two.
  const deadline = setTimeout(() => socket.destroy(new Error(`conversation took over ${2 * ioMs} ms`)), 2 * ioMs);
  const reader = new ReplyReader(socket);
  let stage = 'greeting';
  let secure: TLSSocket | null = null;
  try {
    const greeting = await reader.read(ioMs);
    probe.greeting = formatReply(greeting);
    if (greeting.code !== 220) throw new Error(`the server greeted with ${greeting.code}, not 220`);
    stage = 'EHLO';
    socket.write(`EHLO ${SMTP_EHLO_NAME}\r\n`);
    const ehlo = await reader.read(ioMs);
    if (ehlo.code !== 250) throw new Error(`EHLO answered ${formatReply(ehlo)}`);
    probe.ehlo = formatReply(ehlo);
    probe.extensions = ehloExtensions(ehlo);
    probe.starttls_offered = probe.extensions.includes('STARTTLS');
    if (!probe.starttls_offered) {
      socket.write('QUIT\r\n');
      return finish();
    }
    stage = 'STARTTLS';
    socket.write('STARTTLS\r\n');
    const ready = await reader.read(ioMs);
    probe.starttls_reply = formatReply(ready);
    if (ready.code !== 220) throw new Error(`STARTTLS answered ${probe.starttls_reply}`);
    stage = 'TLS handshake';
    reader.detach();
    secure = await startTls(socket, host, probe.port, options.network);
    probe.tls = {
      protocol: secure.getProtocol() ?? null,
      cipher: secure.getCipher()?.name ?? null,
      authorized: secure.authorized,
      error: secure.authorized ? null : String(secure.authorizationError ?? 'unverified'),
      certificate: certificateOf(secure),
    };
    secure.end('QUIT\r\n');
  } catch (error) {
    // An aborted module closes the socket under us; say so rather than blame the server.
    const aborted = options.signal?.aborted
      ? `aborted (${String(options.signal.reason?.message ?? 'module stopped')})`
      : null;
    probe.error = `${stage}: ${aborted ?? (error as Error).message}`;
  } finally {
    clearTimeout(deadline);
    reader.detach();
    secure?.destroy();
    socket.destroy();
  }
  return finish();
}
