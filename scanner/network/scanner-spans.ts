/**
 * The scanner's span names and their attributes (docs/operations.md, traces), in one place so the
 * names stay few and the attributes follow OpenTelemetry's conventions where it has them
 * (`server.address`, `server.port`, `network.peer.address`, `network.transport`, `dns.question.name`,
 * `tls.protocol.version`, `tls.cipher`, `tls.established`); ours are under `rampart.`. Each span is a
 * CLIENT child of whatever runs the scanner (the module activity); nothing here runs while tracing is
 * off (core/tracing/spans.ts, inClientSpan).
 */
export const SCANNER_SPANS = {
  /** One DNS question to one server (a retried question to the next server is a second span). */
  dns: 'rampart.scanner.dns',
  /** A full TLS handshake with OpenSSL: the certificates and what a modern client negotiates. */
  tlsHandshake: 'rampart.scanner.tls',
  /** One raw ClientHello (a protocol version, a group of suites) and the server's first answer. */
  tlsProbe: 'rampart.scanner.tls_probe',
  /** One SMTP conversation with one MX address: greeting, EHLO, STARTTLS and its handshake. */
  smtp: 'rampart.scanner.smtp',
} as const;

/** `TLSv1.3` -> `1.3`, as `tls.protocol.version` has it; null for what is not a TLS version. */
export function tlsProtocolVersion(protocol: string | null | undefined): string | null {
  const match = /^TLSv(1(?:\.[0-3])?)$/.exec(protocol ?? '');
  if (!match) return null;
  return match[1] === '1' ? '1.0' : (match[1] as string);
}
