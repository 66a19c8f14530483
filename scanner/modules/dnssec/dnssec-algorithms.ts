/**
 * DNSSEC algorithm and DS digest numbers (IANA registries) with RFC 8624's guidance for signers.
 * "forbidden" is MUST NOT sign (validators may treat such zones as unsigned), "deprecated" is NOT
 * RECOMMENDED (and validators such as those of RHEL 9 already refuse SHA-1). The severity of each
 * (a forbidden algorithm leaves the zone effectively unprotected, a deprecated one soon will) is the
 * findings table's (dnssec.findings.ts).
 */

export interface AlgorithmInfo {
  name: string;
  status: 'current' | 'deprecated' | 'forbidden';
}

export const SIGNING_ALGORITHMS: Record<number, AlgorithmInfo> = {
  1: { name: 'RSAMD5', status: 'forbidden' },
  3: { name: 'DSA', status: 'forbidden' },
  5: { name: 'RSASHA1', status: 'deprecated' },
  6: { name: 'DSA-NSEC3-SHA1', status: 'forbidden' },
  7: { name: 'RSASHA1-NSEC3-SHA1', status: 'deprecated' },
  8: { name: 'RSASHA256', status: 'current' },
  10: { name: 'RSASHA512', status: 'current' },
  12: { name: 'ECC-GOST', status: 'forbidden' },
  13: { name: 'ECDSAP256SHA256', status: 'current' },
  14: { name: 'ECDSAP384SHA384', status: 'current' },
  15: { name: 'ED25519', status: 'current' },
  16: { name: 'ED448', status: 'current' },
};

/** RFC 8624 section 3.3: DS digests. SHA-1 alone is MUST NOT for new DS records. */
export const DS_DIGESTS: Record<number, AlgorithmInfo> = {
  1: { name: 'SHA-1', status: 'deprecated' },
  2: { name: 'SHA-256', status: 'current' },
  3: { name: 'GOST R 34.11-94', status: 'forbidden' },
  4: { name: 'SHA-384', status: 'current' },
};

export function algorithmName(algorithm: number): string {
  return SIGNING_ALGORITHMS[algorithm]?.name ?? `algorithm ${algorithm}`;
}

export function digestName(digestType: number): string {
  return DS_DIGESTS[digestType]?.name ?? `digest type ${digestType}`;
}
