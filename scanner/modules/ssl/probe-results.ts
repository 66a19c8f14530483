/**
 * Reading raw probe answers as evidence: did the server accept the protocol or suite it was offered?
 * Pure functions, so the interpretation (a lower version in the ServerHello is a refusal, a timeout is
 * unknown, a reset is a refusal) is unit-tested without sockets.
 */

import { suiteName } from '../../network/tls-cipher-suites.js';
import { protocolName, type TlsProtocol } from '../../network/tls-hello.js';
import type { HelloAnswer } from '../../network/tls-raw-probe.js';
import { alertName } from '../../network/tls-records.js';
import type { ProbeRecord, Reachability, SuiteProbe } from './ssl.evidence.js';

export type Settled<T> = { ok: true; value: T } | { ok: false; error: Error };

export async function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

export type NetworkFailure = 'refused' | 'timeout' | 'error';

export function failureKind(error: Error): NetworkFailure {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return 'refused';
  if (/timed out|within \d+ ms/.test(error.message)) return 'timeout';
  return 'error';
}

function refusal(answer: Exclude<HelloAnswer, { kind: 'server_hello' | 'sslv2_server_hello' }>): string {
  if (answer.kind === 'alert') return `alert ${alertName(answer.alert.description)}`;
  if (answer.kind === 'closed') return answer.detail;
  return `not TLS (first bytes ${answer.head})`;
}

const versionName = (code: number) => protocolName(code) ?? `0x${code.toString(16).padStart(4, '0')}`;

export function protocolRecord(requested: TlsProtocol, result: Settled<HelloAnswer>): ProbeRecord {
  if (!result.ok) return { status: 'error', detail: result.error.message };
  const answer = result.value;
  if (answer.kind === 'sslv2_server_hello') {
    if (requested !== 'SSLv2' || answer.hello.version !== 0x0002) {
      return { status: 'not_offered', detail: `answered with SSLv2 version ${answer.hello.version}` };
    }
    const kinds = answer.hello.cipherKinds.join(', ') || 'no cipher kinds';
    return { status: 'offered', detail: `SSLv2 SERVER-HELLO (${kinds})` };
  }
  if (answer.kind !== 'server_hello') return { status: 'not_offered', detail: refusal(answer) };
  const { hello } = answer;
  const picked = versionName(hello.version);
  if (picked !== requested) return { status: 'not_offered', detail: `answered with ${picked} instead` };
  const suite = suiteName(hello.cipherSuite);
  const kind = hello.helloRetryRequest ? 'HelloRetryRequest' : 'ServerHello';
  return { status: 'offered', detail: `${kind} ${picked} ${suite}`, suite };
}

export function suiteRecord(offered: readonly number[], result: Settled<HelloAnswer>): SuiteProbe {
  if (!result.ok) return { status: 'error', detail: result.error.message };
  const answer = result.value;
  if (answer.kind === 'sslv2_server_hello') return { status: 'refused', detail: 'answered in SSLv2' };
  if (answer.kind !== 'server_hello') return { status: 'refused', detail: refusal(answer) };
  const { hello } = answer;
  const suite = suiteName(hello.cipherSuite);
  if (hello.version >= 0x0304 || !offered.includes(hello.cipherSuite)) {
    return { status: 'refused', detail: `answered ${versionName(hello.version)} ${suite}, which was not offered` };
  }
  const protocol = versionName(hello.version);
  return { status: 'accepted', detail: `ServerHello ${protocol} ${suite}`, suite, protocol };
}

/**
 * Whether the address speaks TLS on 443, from every probe together: one TLS answer is enough; only
 * when none answered do refusals, silence or foreign bytes decide.
 */
export function reachabilityOf(
  answers: readonly Settled<HelloAnswer>[],
  handshakeOk: boolean,
): { reachability: Reachability; detail: string } {
  const values = answers.flatMap((a) => (a.ok ? [a.value] : []));
  if (
    handshakeOk ||
    values.some((v) => v.kind === 'server_hello' || v.kind === 'sslv2_server_hello' || v.kind === 'alert')
  ) {
    return { reachability: 'tls', detail: 'the server answers TLS hellos' };
  }
  const foreign = values.find((v) => v.kind === 'not_tls');
  if (foreign?.kind === 'not_tls') {
    return { reachability: 'not_tls', detail: `port 443 answers, but not with TLS (first bytes ${foreign.head})` };
  }
  if (values.length > 0)
    return { reachability: 'not_tls', detail: 'port 443 accepts connections but closes every TLS hello' };
  const errors = answers.flatMap((a) => (a.ok ? [] : [a.error]));
  const kinds = errors.map(failureKind);
  if (kinds.includes('refused')) return { reachability: 'refused', detail: 'connection refused on port 443' };
  if (kinds.includes('timeout')) return { reachability: 'timeout', detail: errors[kinds.indexOf('timeout')]!.message };
  return { reachability: 'error', detail: errors[0]?.message ?? 'no probe ran' };
}
