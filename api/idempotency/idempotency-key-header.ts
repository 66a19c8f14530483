/**
 * The `Idempotency-Key` request header and the `Idempotent-Replayed` response header. A key is 1-255
 * printable ASCII characters, no space at either end (Stripe's bound; a UUID v4 is what clients
 * usually send). The IETF httpapi draft writes the key as a structured-field string
 * (`"8e03978e-..."`): a value in double quotes is taken as the key inside them, so both forms name
 * one key.
 */
import { type FieldError, unprocessable } from '../errors/api-error.js';
import { FIELD_MESSAGES } from '../errors/error-catalogue.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const MAX_KEY_LENGTH = 255;

/** Printable ASCII, no space at either end (HTTP drops those before anyone sees them). */
const KEY_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;
/** The same rule as a JSON-schema pattern, for the OpenAPI document. */
export const KEY_SCHEMA_PATTERN = '^[\\x21-\\x7e]([\\x20-\\x7e]*[\\x21-\\x7e])?$';

/** The 422 that names the header (the `{field, message}` of docs/api-contract.md "422"). */
export function keyError(message: FieldError['message']) {
  return unprocessable([{ field: IDEMPOTENCY_KEY_HEADER, message }]);
}

/**
 * The key a request sent, null when it sent none; throws the 422 for a malformed one. Node joins a
 * repeated header with ", ", which is then one (odd but valid) key. A structured-field string (in
 * double quotes, with neither quote nor backslash inside) is the key inside the quotes.
 */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw.join(', ') : raw;
  if (value.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(value)) throw keyError(FIELD_MESSAGES.idempotencyKeyFormat);
  const inner = value.slice(1, -1);
  const quoted = value.length > 2 && value.startsWith('"') && value.endsWith('"') && !/["\\]/.test(inner);
  return quoted ? inner : value;
}
