/**
 * Ed25519 signatures of issued reports, so a holder can check a PDF offline (docs/reports.md).
 *
 * What is signed is a short text statement, one `key: value` per line, built only from what
 * `GET /v1/verify/{report_id}` shows, so anyone can rebuild it byte for byte from that response
 * (the response carries it too, as `signed_statement`). The PDF is bound in by its SHA-256.
 */
import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

export const SIGNATURE_ALGORITHM = 'Ed25519';
export const STATEMENT_VERSION = 'rampart-report-v1';

export interface SignedFacts {
  reportId: string;
  domain: string;
  grade: string;
  score: number;
  /** ISO 8601 UTC with milliseconds, as the verify response prints them. */
  scannedAt: string;
  issuedAt: string;
  pdfSha256: string;
}

/** The exact bytes signed: UTF-8 of these lines, each ending in `\n`. */
export function signedStatement(facts: SignedFacts): string {
  return [
    STATEMENT_VERSION,
    `report_id: ${facts.reportId}`,
    `domain: ${facts.domain}`,
    `grade: ${facts.grade}`,
    `score: ${facts.score}`,
    `scanned_at: ${facts.scannedAt}`,
    `issued_at: ${facts.issuedAt}`,
    `pdf_sha256: ${facts.pdfSha256}`,
    '',
  ].join('\n');
}

export interface ReportSigner {
  keyId: string;
  /** Base64url signature of the statement. */
  sign(statement: string): string;
}

export interface PublicSigningKey {
  keyId: string;
  /** SubjectPublicKeyInfo PEM (what `openssl pkeyutl -verify -pubin` reads). */
  pem: string;
  /** The 32-byte raw public key, base64url (what most Ed25519 libraries take). */
  rawBase64url: string;
}

/** 16 hex digits of the SHA-256 of the raw public key: names the key in responses. */
function keyIdOf(publicKey: KeyObject): string {
  return createHash('sha256').update(rawPublicKey(publicKey)).digest('hex').slice(0, 16);
}

function rawPublicKey(publicKey: KeyObject): Buffer {
  // The JWK form's `x` is the raw 32-byte key.
  return Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url');
}

export function reportSigner(privateKeyPem: string): ReportSigner {
  const privateKey = createPrivateKey(privateKeyPem);
  const keyId = keyIdOf(createPublicKey(privateKey));
  return {
    keyId,
    sign: (statement) => sign(null, Buffer.from(statement, 'utf8'), privateKey).toString('base64url'),
  };
}

export function publicSigningKey(privateKeyPem: string): PublicSigningKey {
  const publicKey = createPublicKey(createPrivateKey(privateKeyPem));
  return {
    keyId: keyIdOf(publicKey),
    pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    rawBase64url: rawPublicKey(publicKey).toString('base64url'),
  };
}

export function verifyStatement(publicKeyPem: string, statement: string, signatureBase64url: string): boolean {
  return verify(
    null,
    Buffer.from(statement, 'utf8'),
    createPublicKey(publicKeyPem),
    Buffer.from(signatureBase64url, 'base64url'),
  );
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
