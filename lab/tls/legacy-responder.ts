/**
 * The protocol-level responder's decision: given a hello the real server refused (or an SSLv2 hello,
 * which it never sees), what would a server with these legacy settings have answered? Returns the
 * bytes of that answer, or null to let the real server's refusal stand. Pure, so it is easy to test.
 */

import type { LabTlsFront } from '../hosts.js';
import type { ParsedClientHello, ParsedSslv2Hello } from './hello-codec.js';
import { serverFirstFlight, sslv2ServerHello } from './hello-codec.js';

const SSLV3 = 0x0300;
const VERSION_CODES = { TLSv1: 0x0301, 'TLSv1.1': 0x0302, 'TLSv1.2': 0x0303, 'TLSv1.3': 0x0304 } as const;
const TLS12 = 0x0303;
/** RSA-key-exchange suites an SSLv3 server typically preferred: AES, then 3DES, then RC4. */
const SSLV3_SUITES = [0x002f, 0x0035, 0x000a, 0x0005, 0x0004];
/** The SSLv2 cipher kinds an old server would announce: RC4, 3DES, single DES. */
const SSLV2_KINDS = [0x010080, 0x0700c0, 0x060040];

export function legacyAnswer(
  hello: ParsedClientHello | ParsedSslv2Hello,
  front: LabTlsFront,
  chain: readonly Buffer[],
): Buffer | null {
  const protocols = front.legacyProtocols ?? [];
  if (hello.format === 'sslv2') {
    if (!protocols.includes('SSLv2') || hello.version !== 0x0002) return null;
    const kinds = SSLV2_KINDS.filter((kind) => hello.cipherKinds.includes(kind));
    return kinds.length > 0 ? sslv2ServerHello(chain[0]!, kinds) : null;
  }
  // A hello that offers TLS 1.3 is the real server's business alone.
  if (hello.supportedVersions.includes(0x0304)) return null;
  const minimum = VERSION_CODES[front.tls?.minVersion ?? 'TLSv1.2'];
  // SSLv3 answers an SSLv3 hello, and also a hello whose highest version is below the real server's
  // minimum: a server with SSLv3 enabled negotiates down to it rather than failing (testssl.sh checks).
  if (hello.clientVersion === SSLV3 || (hello.clientVersion < minimum && protocols.includes('SSLv3'))) {
    if (!protocols.includes('SSLv3')) return null;
    const suite = [...(front.legacySuites ?? []), ...SSLV3_SUITES].find((s) => hello.suites.includes(s));
    return suite === undefined ? null : serverFirstFlight(SSLV3, suite, chain);
  }
  // Legacy suites only within the real server's protocol range, as one server with one config would.
  const version = Math.min(hello.clientVersion, TLS12, VERSION_CODES[front.tls?.maxVersion ?? 'TLSv1.3']);
  if (version < minimum) return null;
  const suite = (front.legacySuites ?? []).find((s) => hello.suites.includes(s));
  return suite === undefined ? null : serverFirstFlight(version, suite, chain, hello.secureRenegotiation);
}
