/**
 * DANE for SMTP (RFC 7672), pure: TLSA records from their presentation form, and whether a DANE-EE
 * record (usage 3) matches the certificate an MX presented. For SMTP, usage 3 ignores names and
 * expiry (RFC 7672 section 3.1.1), so only the key or certificate bytes are compared. DANE-TA
 * (usage 2) needs the server's whole chain and is reported as not verified rather than guessed;
 * PKIX usages 0 and 1 are unusable for SMTP (RFC 7672 section 3.1.3).
 */
import { createHash, X509Certificate } from 'node:crypto';

export interface TlsaRecord {
  usage: number;
  selector: number;
  matchingType: number;
  /** Association data, lower-case hex. */
  data: string;
}

export function parseTlsa(presentation: string): TlsaRecord | null {
  const match = /^(\d{1,3})\s+(\d{1,3})\s+(\d{1,3})\s+([0-9a-fA-F\s]+)$/.exec(presentation.trim());
  if (!match) return null;
  return {
    usage: Number(match[1]),
    selector: Number(match[2]),
    matchingType: Number(match[3]),
    data: match[4]!.replace(/\s/g, '').toLowerCase(),
  };
}

/** The bytes a record with this selector and matching type would hold for the certificate. */
export function associationData(pem: string, selector: number, matchingType: number): string | null {
  const cert = new X509Certificate(pem);
  let selected: Buffer;
  if (selector === 0) selected = cert.raw;
  else if (selector === 1) selected = cert.publicKey.export({ type: 'spki', format: 'der' });
  else return null;
  if (matchingType === 0) return selected.toString('hex');
  if (matchingType === 1) return createHash('sha256').update(selected).digest('hex');
  if (matchingType === 2) return createHash('sha512').update(selected).digest('hex');
  return null;
}

export type DaneVerdict =
  | { result: 'match'; record: string }
  /** Usable DANE-EE records, none matching: DANE senders refuse to deliver. */
  | { result: 'mismatch'; usable: number }
  /** DANE-TA records could still vouch for the chain; not verified here. */
  | { result: 'unverifiable'; reason: string }
  /** No record usable for SMTP (usages 0/1, unknown selectors, malformed): senders ignore DANE. */
  | { result: 'unusable' };

/** Judges one MX's TLSA set against the leaf it presented. */
export function judgeDane(records: readonly string[], leafPem: string): DaneVerdict {
  const parsed = records.map(parseTlsa).filter((r): r is TlsaRecord => r !== null);
  const endEntity = parsed.filter(
    (r) => r.usage === 3 && associationData(leafPem, r.selector, r.matchingType) !== null,
  );
  for (const record of endEntity) {
    if (associationData(leafPem, record.selector, record.matchingType) === record.data) {
      return { result: 'match', record: `${record.usage} ${record.selector} ${record.matchingType}` };
    }
  }
  if (parsed.some((r) => r.usage === 2)) {
    return { result: 'unverifiable', reason: 'DANE-TA (usage 2) records are not verified by this scanner' };
  }
  return endEntity.length > 0 ? { result: 'mismatch', usable: endEntity.length } : { result: 'unusable' };
}
