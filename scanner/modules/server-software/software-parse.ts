/**
 * Reads product names and versions out of HTTP headers and service banners. Pure: the collector
 * hands in the raw values, the checks get a list of what was disclosed and where.
 *
 * Header values follow RFC 9110's product syntax (`Apache/2.4.41 (Ubuntu) OpenSSL/1.1.1f`): tokens
 * `name/version`, with platform comments in parentheses that are not software versions. Banners are
 * free text, so known server products are matched by name first (`ProFTPD 1.3.5`, `Exim 4.92`).
 */

export interface DisclosedSoftware {
  /** Product as the server spelled it, e.g. `Apache`, `OpenSSH`, `ASP.NET MVC`. */
  product: string;
  /** Version as disclosed (`2.4.41`, `8.2p1`), or null when only the product is named. */
  version: string | null;
  /** Evidence key of the header or banner it was read from. */
  source: string;
  /** The header name (lower case) or `banner`. */
  field: string;
}

/** Headers that commonly disclose software; read from the home page response. */
export const DISCLOSURE_HEADERS = [
  'server',
  'x-powered-by',
  'x-aspnet-version',
  'x-aspnetmvc-version',
  'x-generator',
  'via',
] as const;

type Found = Pick<DisclosedSoftware, 'product' | 'version'>;

const VERSION = String.raw`v?\d+(?:\.\d+)*[\w.+~-]*`;
const NAME_VERSION = new RegExp(String.raw`([A-Za-z][\w.+-]*?)/(${VERSION})`, 'g');

/** Splits on top-level whitespace, keeping `( ... )` comments as single items. */
function tokens(value: string): { text: string; comment: boolean }[] {
  const out: { text: string; comment: boolean }[] = [];
  let depth = 0;
  let current = '';
  const push = (comment: boolean) => {
    if (current.trim() !== '') out.push({ text: current.trim(), comment });
    current = '';
  };
  for (const char of value) {
    if (char === '(' && depth++ === 0) {
      push(false);
      continue;
    }
    if (char === ')' && depth > 0) {
      if (--depth === 0) push(true);
      continue;
    }
    if (depth === 0 && /[\s,]/.test(char)) {
      push(false);
      continue;
    }
    current += char;
  }
  push(depth > 0);
  return out;
}

/** `name/version` tokens anywhere in the text (inside comments too: `(Varnish/6.0)`). */
function nameVersionPairs(text: string): Found[] {
  return [...text.matchAll(NAME_VERSION)].map((m) => ({ product: m[1]!, version: m[2]! }));
}

/** Products in a Server / X-Powered-By style value: versions anywhere, bare names only outside comments. */
export function parseProductList(value: string): Found[] {
  const found: Found[] = [];
  for (const token of tokens(value)) {
    const pairs = nameVersionPairs(token.text);
    if (pairs.length > 0) found.push(...pairs);
    // A bare word outside a comment names a product (`nginx`, `ASP.NET`); inside one it is a platform.
    else if (!token.comment && /^[A-Za-z][\w.+!-]*$/.test(token.text))
      found.push({ product: token.text, version: null });
  }
  return found;
}

/** Via: `1.1 varnish (Varnish/6.0), 1.1 proxy:3128 (squid/3.5.27)`; the protocol is not software. */
function parseVia(value: string): Found[] {
  const found: Found[] = [];
  for (const hop of value.split(',')) {
    for (const comment of hop.match(/\(([^)]*)\)/g) ?? []) found.push(...parseProductList(comment.slice(1, -1)));
  }
  return found;
}

/** X-Generator: `Drupal 9 (https://www.drupal.org)`, `WordPress 6.4.2`, `Joomla! - Open Source CMS`. */
function parseGenerator(value: string): Found[] {
  const pairs = nameVersionPairs(value);
  if (pairs.length > 0) return pairs;
  const withVersion = new RegExp(String.raw`^([A-Za-z][\w.!+ -]*?)\s+(${VERSION})(?:\s|$|\()`).exec(value.trim());
  if (withVersion) return [{ product: withVersion[1]!.trim(), version: withVersion[2]! }];
  const name = value.split(/\s+-\s+|\(/)[0]!.trim();
  return name === '' ? [] : [{ product: name, version: null }];
}

/** Everything one disclosure header reveals. `source` is the evidence key it will be filed under. */
export function parseHeader(name: string, value: string, source: string): DisclosedSoftware[] {
  const field = name.toLowerCase();
  let found: Found[];
  if (field === 'x-aspnet-version') found = [{ product: 'ASP.NET', version: value.trim() || null }];
  else if (field === 'x-aspnetmvc-version') found = [{ product: 'ASP.NET MVC', version: value.trim() || null }];
  else if (field === 'via') found = parseVia(value);
  else if (field === 'x-generator') found = parseGenerator(value);
  else found = parseProductList(value);
  return found.map((f) => ({ ...f, source, field }));
}

/** Server products that announce themselves by name in FTP and SMTP greetings. */
const BANNER_PRODUCTS: readonly { product: string; pattern: RegExp }[] = [
  { product: 'ProFTPD', pattern: /\bProFTPD(?:\s+(\d[\w.]*))?/i },
  { product: 'vsFTPd', pattern: /\bvsFTPd(?:\s+(\d[\w.]*))?/i },
  { product: 'Pure-FTPd', pattern: /\bPure-FTPd(?:\s+(\d[\w.]*))?/i },
  { product: 'FileZilla Server', pattern: /\bFileZilla Server(?:\s+(?:version\s+)?v?(\d[\w.]*))?/i },
  { product: 'Microsoft FTP Service', pattern: /\bMicrosoft FTP Service()/i },
  { product: 'Exim', pattern: /\bExim(?:\s+(\d[\w.]*))?/i },
  { product: 'Postfix', pattern: /\bPostfix(?:[\s/]+(\d[\w.]*))?/i },
  { product: 'Sendmail', pattern: /\bSendmail(?:\s+(\d[\w.]*))?/i },
  { product: 'Microsoft ESMTP MAIL Service', pattern: /\bMicrosoft ESMTP MAIL Service(?:, Version: (\d[\w.]*))?/i },
  { product: 'OpenSMTPD', pattern: /\bOpenSMTPD(?:\s+(\d[\w.]*))?/i },
  { product: 'Haraka', pattern: /\bHaraka(?:\/|\s+)?(\d[\w.]*)?/i },
];

/** SSH identification string (RFC 4253 4.2): `SSH-2.0-OpenSSH_8.2p1 Ubuntu-4ubuntu0.5`. */
function parseSshBanner(line: string): Found[] {
  const match = /^SSH-\d+\.\d+-(\S+)/.exec(line);
  if (!match) return [];
  const software = match[1]!;
  // The protocol version (2.0) is not the software's; the software version follows `_` or `-`.
  const split = /^(.+?)[_-]v?(\d[\w.]*)$/.exec(software);
  return [split ? { product: split[1]!, version: split[2]! } : { product: software, version: null }];
}

/** Everything a banner's first line reveals (SSH identification, FTP or SMTP greeting). */
export function parseBanner(banner: string, source: string): DisclosedSoftware[] {
  const line = banner.split(/\r?\n/)[0]!.trim();
  let found: Found[];
  if (line.startsWith('SSH-')) found = parseSshBanner(line);
  else {
    const text = line.replace(/^\d{3}[ -]/, '');
    found = [];
    for (const { product, pattern } of BANNER_PRODUCTS) {
      const match = pattern.exec(text);
      if (match) found.push({ product, version: match[1] ? match[1] : null });
    }
    if (found.length === 0) found = nameVersionPairs(text);
  }
  return found.map((f) => ({ ...f, source, field: 'banner' }));
}

/** True when something is disclosed with a version number (a bare product name is not a finding). */
export function hasVersion(software: DisclosedSoftware): software is DisclosedSoftware & { version: string } {
  return software.version !== null && /\d/.test(software.version);
}

export function describeSoftware(software: DisclosedSoftware): string {
  return software.version === null ? software.product : `${software.product} ${software.version}`;
}
