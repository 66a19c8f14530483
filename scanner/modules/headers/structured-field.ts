/**
 * A strict parser for one RFC 8941 (RFC 9651) structured-field Item, the syntax of
 * Cross-Origin-Opener-Policy and Cross-Origin-Embedder-Policy: a bare item and its parameters.
 * Browsers parse these headers with exactly this algorithm (section 4.2) and apply no policy when it
 * fails, so `require-corp; report-to=coep endpoint` (a token parameter followed by junk) is no policy.
 *
 * Written here rather than taken from npm: `structured-headers` (2.x, no dependencies, Node >= 18) is
 * the maintained implementation, and its `parseItem(text)` returns `[bareItem, Map<key, bareItem>]`
 * and throws on malformed input. `parseSfItem` answers the same question (null instead of a throw),
 * so switching is a one-function change. Pure functions.
 */

export type SfBareItem =
  | { type: 'integer' | 'decimal'; value: number }
  | { type: 'string' | 'token' | 'bytes'; value: string }
  | { type: 'boolean'; value: boolean };

export interface SfItem {
  item: SfBareItem;
  /** Parameters in order; a repeated key keeps its last value (section 4.2.3.2). */
  params: Map<string, SfBareItem>;
}

class Malformed extends Error {}

const DIGIT = /[0-9]/;
const ALPHA = /[A-Za-z]/;
/** tchar (RFC 9110) plus ":" and "/", what sf-token allows after its first character. */
const TOKEN_CHAR = /[!#$%&'*+\-.^_`|~0-9A-Za-z:/]/;
const KEY_FIRST = /[a-z*]/;
const KEY_CHAR = /[a-z0-9_\-.*]/;
const BASE64_CHAR = /[A-Za-z0-9+/=]/;

/** Section 4.2.3 (parse_item) over a cursor; every sub-parser consumes what it recognises. */
class Cursor {
  position = 0;
  constructor(readonly text: string) {}
  get done(): boolean {
    return this.position >= this.text.length;
  }
  peek(): string {
    return this.text.charAt(this.position);
  }
  next(): string {
    return this.text.charAt(this.position++);
  }
  skipSpaces(): void {
    while (this.peek() === ' ') this.position++;
  }
}

function bareItem(c: Cursor): SfBareItem {
  const first = c.peek();
  if (first === '-' || DIGIT.test(first)) return numberItem(c);
  if (first === '"') return stringItem(c);
  if (first === '*' || ALPHA.test(first)) return tokenItem(c);
  if (first === ':') return bytesItem(c);
  if (first === '?') return booleanItem(c);
  throw new Malformed(`unexpected "${first}"`);
}

/** Section 4.2.4: at most 15 integer digits, or 12 integer and 1-3 fractional digits. */
function numberItem(c: Cursor): SfBareItem {
  let sign = 1;
  if (c.peek() === '-') {
    c.next();
    sign = -1;
  }
  if (!DIGIT.test(c.peek())) throw new Malformed('a number needs a digit');
  let digits = '';
  let decimal = false;
  while (!c.done) {
    const ch = c.peek();
    if (DIGIT.test(ch)) digits += c.next();
    else if (ch === '.' && !decimal) {
      if (digits.length > 12) throw new Malformed('too many integer digits');
      decimal = true;
      digits += c.next();
    } else break;
    if (!decimal && digits.length > 15) throw new Malformed('integer too long');
    if (decimal && digits.length > 16) throw new Malformed('decimal too long');
  }
  if (!decimal) return { type: 'integer', value: sign * Number(digits) };
  if (digits.endsWith('.')) throw new Malformed('a decimal needs a fractional digit');
  if (digits.length - digits.indexOf('.') - 1 > 3) throw new Malformed('more than 3 fractional digits');
  return { type: 'decimal', value: sign * Number(digits) };
}

/** Section 4.2.5: printable ASCII; a backslash escapes only `"` and `\`. */
function stringItem(c: Cursor): SfBareItem {
  c.next();
  let value = '';
  while (!c.done) {
    const ch = c.next();
    if (ch === '\\') {
      const escaped = c.next();
      if (escaped !== '"' && escaped !== '\\') throw new Malformed('bad escape');
      value += escaped;
    } else if (ch === '"') return { type: 'string', value };
    else if (ch < ' ' || ch > '~') throw new Malformed('a string holds printable ASCII only');
    else value += ch;
  }
  throw new Malformed('unterminated string');
}

function tokenItem(c: Cursor): SfBareItem {
  let value = c.next();
  while (!c.done && TOKEN_CHAR.test(c.peek())) value += c.next();
  return { type: 'token', value };
}

function bytesItem(c: Cursor): SfBareItem {
  c.next();
  let value = '';
  while (!c.done) {
    const ch = c.next();
    if (ch === ':') return { type: 'bytes', value };
    if (!BASE64_CHAR.test(ch)) throw new Malformed('bad base64');
    value += ch;
  }
  throw new Malformed('unterminated byte sequence');
}

function booleanItem(c: Cursor): SfBareItem {
  c.next();
  const ch = c.next();
  if (ch === '1') return { type: 'boolean', value: true };
  if (ch === '0') return { type: 'boolean', value: false };
  throw new Malformed('a boolean is ?0 or ?1');
}

/** Section 4.2.3.2. */
function parameters(c: Cursor): Map<string, SfBareItem> {
  const params = new Map<string, SfBareItem>();
  while (c.peek() === ';') {
    c.next();
    c.skipSpaces();
    if (!KEY_FIRST.test(c.peek())) throw new Malformed('a parameter key starts with a-z or *');
    let key = c.next();
    while (!c.done && KEY_CHAR.test(c.peek())) key += c.next();
    let value: SfBareItem = { type: 'boolean', value: true };
    if (c.peek() === '=') {
      c.next();
      value = bareItem(c);
    }
    params.set(key, value);
  }
  return params;
}

/**
 * Section 4.2 with "item" as the field type: leading and trailing spaces are allowed, anything else
 * left over fails the whole field. Several field lines are combined with ", " first (section 4.2
 * step 1), which an Item never accepts, so two COOP lines are no policy either. null when malformed.
 */
export function parseSfItem(fieldLines: string | readonly string[]): SfItem | null {
  const text = typeof fieldLines === 'string' ? fieldLines : fieldLines.join(', ');
  // Section 4.2 step 1: input is ASCII; anything else fails parsing.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point.
  if (!/^[\x00-\x7f]*$/.test(text)) return null;
  const c = new Cursor(text);
  try {
    c.skipSpaces();
    const item = bareItem(c);
    const params = parameters(c);
    c.skipSpaces();
    if (!c.done) throw new Malformed('trailing characters');
    return { item, params };
  } catch (error) {
    if (error instanceof Malformed) return null;
    throw error;
  }
}
