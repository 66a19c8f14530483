/**
 * Report ids (docs/api-contract.md "Report id"): `RP-` and 8 characters of [A-Z0-9] from the
 * operating system's CSPRNG, 36^8 ~ 2.8e12 possible ids. Each character is drawn without modulo
 * bias (crypto.randomInt rejects out-of-range draws). Uniqueness is the store's job: the id is the
 * primary key, and a collision is retried with a fresh id (report-store.ts).
 */
import { randomInt } from 'node:crypto';

export const REPORT_ID_PREFIX = 'RP-';
export const REPORT_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const REPORT_ID_LENGTH = 8;
export const REPORT_ID_PATTERN = /^RP-[A-Z0-9]{8}$/;

export function newReportId(): string {
  let id = REPORT_ID_PREFIX;
  for (let i = 0; i < REPORT_ID_LENGTH; i += 1) id += REPORT_ID_ALPHABET[randomInt(REPORT_ID_ALPHABET.length)];
  return id;
}

export function isReportId(value: string): boolean {
  return REPORT_ID_PATTERN.test(value);
}
