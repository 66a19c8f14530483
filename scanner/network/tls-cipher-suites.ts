/**
 * The TLS cipher suites the scanner offers in its own ClientHellos (IANA codes and names), with the
 * two facts the checks need: the key exchange (forward secret or not) and whether the bulk cipher is
 * one SSL Labs and testssl.sh call weak. Raw ClientHellos built from this table work whatever the
 * local OpenSSL can still speak (Debian's OpenSSL 3 has neither RC4 nor 3DES).
 */

/** Why a suite is weak, worst first: no encryption, 40/56-bit export, no authentication, broken ciphers. */
export type WeakCategory = 'NULL' | 'EXPORT' | 'anonymous' | 'RC4' | 'DES' | '3DES';

export type KeyExchange = 'ECDHE' | 'DHE' | 'RSA' | 'anonymous' | 'TLS1.3';

export interface CipherSuite {
  code: number;
  name: string;
  kx: KeyExchange;
  weak: WeakCategory | null;
}

type Row = [code: number, name: string, kx: KeyExchange, weak?: WeakCategory];

const ROWS: Row[] = [
  // TLS 1.3 suites: the key exchange is always (EC)DHE, negotiated in extensions.
  [0x1301, 'TLS_AES_128_GCM_SHA256', 'TLS1.3'],
  [0x1302, 'TLS_AES_256_GCM_SHA384', 'TLS1.3'],
  [0x1303, 'TLS_CHACHA20_POLY1305_SHA256', 'TLS1.3'],
  [0x1304, 'TLS_AES_128_CCM_SHA256', 'TLS1.3'],
  // ECDHE.
  [0xc02b, 'TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256', 'ECDHE'],
  [0xc02c, 'TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384', 'ECDHE'],
  [0xc02f, 'TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256', 'ECDHE'],
  [0xc030, 'TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384', 'ECDHE'],
  [0xcca9, 'TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256', 'ECDHE'],
  [0xcca8, 'TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256', 'ECDHE'],
  [0xc023, 'TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA256', 'ECDHE'],
  [0xc024, 'TLS_ECDHE_ECDSA_WITH_AES_256_CBC_SHA384', 'ECDHE'],
  [0xc027, 'TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA256', 'ECDHE'],
  [0xc028, 'TLS_ECDHE_RSA_WITH_AES_256_CBC_SHA384', 'ECDHE'],
  [0xc009, 'TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA', 'ECDHE'],
  [0xc00a, 'TLS_ECDHE_ECDSA_WITH_AES_256_CBC_SHA', 'ECDHE'],
  [0xc013, 'TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA', 'ECDHE'],
  [0xc014, 'TLS_ECDHE_RSA_WITH_AES_256_CBC_SHA', 'ECDHE'],
  [0xc008, 'TLS_ECDHE_ECDSA_WITH_3DES_EDE_CBC_SHA', 'ECDHE', '3DES'],
  [0xc012, 'TLS_ECDHE_RSA_WITH_3DES_EDE_CBC_SHA', 'ECDHE', '3DES'],
  [0xc007, 'TLS_ECDHE_ECDSA_WITH_RC4_128_SHA', 'ECDHE', 'RC4'],
  [0xc011, 'TLS_ECDHE_RSA_WITH_RC4_128_SHA', 'ECDHE', 'RC4'],
  [0xc006, 'TLS_ECDHE_ECDSA_WITH_NULL_SHA', 'ECDHE', 'NULL'],
  [0xc010, 'TLS_ECDHE_RSA_WITH_NULL_SHA', 'ECDHE', 'NULL'],
  // DHE.
  [0x009e, 'TLS_DHE_RSA_WITH_AES_128_GCM_SHA256', 'DHE'],
  [0x009f, 'TLS_DHE_RSA_WITH_AES_256_GCM_SHA384', 'DHE'],
  [0xccaa, 'TLS_DHE_RSA_WITH_CHACHA20_POLY1305_SHA256', 'DHE'],
  [0x0067, 'TLS_DHE_RSA_WITH_AES_128_CBC_SHA256', 'DHE'],
  [0x006b, 'TLS_DHE_RSA_WITH_AES_256_CBC_SHA256', 'DHE'],
  [0x0033, 'TLS_DHE_RSA_WITH_AES_128_CBC_SHA', 'DHE'],
  [0x0039, 'TLS_DHE_RSA_WITH_AES_256_CBC_SHA', 'DHE'],
  [0x0045, 'TLS_DHE_RSA_WITH_CAMELLIA_128_CBC_SHA', 'DHE'],
  [0x0088, 'TLS_DHE_RSA_WITH_CAMELLIA_256_CBC_SHA', 'DHE'],
  [0x00a2, 'TLS_DHE_DSS_WITH_AES_128_GCM_SHA256', 'DHE'],
  [0x0032, 'TLS_DHE_DSS_WITH_AES_128_CBC_SHA', 'DHE'],
  [0x0038, 'TLS_DHE_DSS_WITH_AES_256_CBC_SHA', 'DHE'],
  [0x0016, 'TLS_DHE_RSA_WITH_3DES_EDE_CBC_SHA', 'DHE', '3DES'],
  [0x0013, 'TLS_DHE_DSS_WITH_3DES_EDE_CBC_SHA', 'DHE', '3DES'],
  [0x0015, 'TLS_DHE_RSA_WITH_DES_CBC_SHA', 'DHE', 'DES'],
  [0x0012, 'TLS_DHE_DSS_WITH_DES_CBC_SHA', 'DHE', 'DES'],
  // RSA key exchange (no forward secrecy).
  [0x009c, 'TLS_RSA_WITH_AES_128_GCM_SHA256', 'RSA'],
  [0x009d, 'TLS_RSA_WITH_AES_256_GCM_SHA384', 'RSA'],
  [0x003c, 'TLS_RSA_WITH_AES_128_CBC_SHA256', 'RSA'],
  [0x003d, 'TLS_RSA_WITH_AES_256_CBC_SHA256', 'RSA'],
  [0x002f, 'TLS_RSA_WITH_AES_128_CBC_SHA', 'RSA'],
  [0x0035, 'TLS_RSA_WITH_AES_256_CBC_SHA', 'RSA'],
  [0x0041, 'TLS_RSA_WITH_CAMELLIA_128_CBC_SHA', 'RSA'],
  [0x0084, 'TLS_RSA_WITH_CAMELLIA_256_CBC_SHA', 'RSA'],
  [0x0096, 'TLS_RSA_WITH_SEED_CBC_SHA', 'RSA'],
  [0x0007, 'TLS_RSA_WITH_IDEA_CBC_SHA', 'RSA'],
  [0x000a, 'TLS_RSA_WITH_3DES_EDE_CBC_SHA', 'RSA', '3DES'],
  [0x0005, 'TLS_RSA_WITH_RC4_128_SHA', 'RSA', 'RC4'],
  [0x0004, 'TLS_RSA_WITH_RC4_128_MD5', 'RSA', 'RC4'],
  [0x0009, 'TLS_RSA_WITH_DES_CBC_SHA', 'RSA', 'DES'],
  [0x0001, 'TLS_RSA_WITH_NULL_MD5', 'RSA', 'NULL'],
  [0x0002, 'TLS_RSA_WITH_NULL_SHA', 'RSA', 'NULL'],
  [0x003b, 'TLS_RSA_WITH_NULL_SHA256', 'RSA', 'NULL'],
  // Export-grade (FREAK, Logjam): 40- or 56-bit keys by design.
  [0x0003, 'TLS_RSA_EXPORT_WITH_RC4_40_MD5', 'RSA', 'EXPORT'],
  [0x0006, 'TLS_RSA_EXPORT_WITH_RC2_CBC_40_MD5', 'RSA', 'EXPORT'],
  [0x0008, 'TLS_RSA_EXPORT_WITH_DES40_CBC_SHA', 'RSA', 'EXPORT'],
  [0x0062, 'TLS_RSA_EXPORT1024_WITH_DES_CBC_SHA', 'RSA', 'EXPORT'],
  [0x0064, 'TLS_RSA_EXPORT1024_WITH_RC4_56_SHA', 'RSA', 'EXPORT'],
  [0x0014, 'TLS_DHE_RSA_EXPORT_WITH_DES40_CBC_SHA', 'DHE', 'EXPORT'],
  [0x0011, 'TLS_DHE_DSS_EXPORT_WITH_DES40_CBC_SHA', 'DHE', 'EXPORT'],
  [0x0063, 'TLS_DHE_DSS_EXPORT1024_WITH_DES_CBC_SHA', 'DHE', 'EXPORT'],
  [0x0017, 'TLS_DH_anon_EXPORT_WITH_RC4_40_MD5', 'anonymous', 'EXPORT'],
  [0x0019, 'TLS_DH_anon_EXPORT_WITH_DES40_CBC_SHA', 'anonymous', 'EXPORT'],
  // Anonymous (no server authentication: anyone on the path can impersonate the server).
  [0x0034, 'TLS_DH_anon_WITH_AES_128_CBC_SHA', 'anonymous', 'anonymous'],
  [0x003a, 'TLS_DH_anon_WITH_AES_256_CBC_SHA', 'anonymous', 'anonymous'],
  [0x006c, 'TLS_DH_anon_WITH_AES_128_CBC_SHA256', 'anonymous', 'anonymous'],
  [0x006d, 'TLS_DH_anon_WITH_AES_256_CBC_SHA256', 'anonymous', 'anonymous'],
  [0x00a6, 'TLS_DH_anon_WITH_AES_128_GCM_SHA256', 'anonymous', 'anonymous'],
  [0x00a7, 'TLS_DH_anon_WITH_AES_256_GCM_SHA384', 'anonymous', 'anonymous'],
  [0x0018, 'TLS_DH_anon_WITH_RC4_128_MD5', 'anonymous', 'anonymous'],
  [0x001b, 'TLS_DH_anon_WITH_3DES_EDE_CBC_SHA', 'anonymous', 'anonymous'],
  [0xc015, 'TLS_ECDH_anon_WITH_NULL_SHA', 'anonymous', 'anonymous'],
  [0xc016, 'TLS_ECDH_anon_WITH_RC4_128_SHA', 'anonymous', 'anonymous'],
  [0xc017, 'TLS_ECDH_anon_WITH_3DES_EDE_CBC_SHA', 'anonymous', 'anonymous'],
  [0xc018, 'TLS_ECDH_anon_WITH_AES_128_CBC_SHA', 'anonymous', 'anonymous'],
  [0xc019, 'TLS_ECDH_anon_WITH_AES_256_CBC_SHA', 'anonymous', 'anonymous'],
];

export const CIPHER_SUITES: readonly CipherSuite[] = ROWS.map(([code, name, kx, weak]) => ({
  code,
  name,
  kx,
  weak: weak ?? null,
}));

const BY_CODE = new Map(CIPHER_SUITES.map((suite) => [suite.code, suite]));

export function suiteByCode(code: number): CipherSuite | undefined {
  return BY_CODE.get(code);
}

/** The IANA name, or the hex code for a suite this table does not know. */
export function suiteName(code: number): string {
  return BY_CODE.get(code)?.name ?? `0x${code.toString(16).padStart(4, '0')}`;
}

export const TLS13_SUITES: readonly number[] = CIPHER_SUITES.filter((s) => s.kx === 'TLS1.3').map((s) => s.code);

/**
 * What a protocol probe offers for TLS 1.2 and below: every authenticated suite in the table, modern
 * first, so any server that speaks the protocol at all finds one it accepts (testssl.sh does the same).
 */
export const PROBE_SUITES: readonly number[] = CIPHER_SUITES.filter((s) => s.kx !== 'TLS1.3' && s.kx !== 'anonymous')
  .filter((s) => s.weak !== 'NULL' && s.weak !== 'EXPORT')
  .map((s) => s.code);

/** Suites with forward secrecy for TLS 1.2 and below. */
export const FORWARD_SECRET_SUITES: readonly number[] = CIPHER_SUITES.filter(
  (s) => (s.kx === 'ECDHE' || s.kx === 'DHE') && s.weak === null,
).map((s) => s.code);

export function weakSuites(category: WeakCategory): number[] {
  return CIPHER_SUITES.filter((s) => s.weak === category).map((s) => s.code);
}

export const WEAK_CATEGORIES: readonly WeakCategory[] = ['NULL', 'EXPORT', 'anonymous', 'RC4', 'DES', '3DES'];
