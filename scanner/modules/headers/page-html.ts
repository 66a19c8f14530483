/**
 * Reads what the header and transport checks need from a page's HTML: `<meta http-equiv>` and
 * `<meta name=referrer>`, the `<base>` URL, scripts (for SRI) and every subresource or form target
 * (for mixed content). htmlparser2 is the tokenizer the MDN Observatory uses: it skips comments and
 * script text, decodes entities and copes with broken markup, which regular expressions would not.
 */
import { Parser } from 'htmlparser2';

export interface MetaTag {
  /** Lower-cased http-equiv or name, whichever the tag has. */
  httpEquiv: string | null;
  name: string | null;
  content: string;
  /** Browsers honour a CSP `<meta>` only inside `<head>` (HTML spec, http-equiv state). */
  inHead: boolean;
}

export interface PageReference {
  element: string;
  attribute: string;
  /** link's rel tokens, lower-cased; empty for other elements. */
  rel: string[];
  url: string;
  /** Absolute URL against `<base>` or the page URL; null when it does not parse. */
  resolved: string | null;
}

export interface ScriptTag {
  src: string;
  resolved: string | null;
  integrity: string | null;
}

export interface PageScan {
  metas: MetaTag[];
  base: string | null;
  scripts: ScriptTag[];
  references: PageReference[];
  /** True when a cap below was reached and the rest of the page was not read. */
  capped: boolean;
}

/** Elements that may sit in `<head>`; any other start tag begins the body (HTML "in head" mode). */
const HEAD_ELEMENTS = new Set([
  'html',
  'head',
  'title',
  'base',
  'link',
  'meta',
  'style',
  'script',
  'noscript',
  'template',
]);
/** Attributes holding URLs of things the page loads or sends data to. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  script: ['src'],
  link: ['href'],
  img: ['src', 'srcset'],
  iframe: ['src'],
  frame: ['src'],
  object: ['data'],
  embed: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  source: ['src', 'srcset'],
  track: ['src'],
  form: ['action'],
};
/** A hostile page cannot make the evidence or the work unbounded. */
const MAX_REFERENCES = 2000;
const MAX_METAS = 100;

/** The URLs of a srcset: comma-separated candidates, each a URL and an optional descriptor. */
function srcsetUrls(value: string): string[] {
  return value
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}

function resolve(url: string, base: string): string | null {
  try {
    return new URL(url.trim(), base).toString();
  } catch {
    return null;
  }
}

export function scanPage(html: string, pageUrl: string): PageScan {
  const scan: PageScan = { metas: [], base: null, scripts: [], references: [], capped: false };
  let inBody = false;
  const found: { element: string; attribute: string; rel: string[]; url: string }[] = [];
  const parser = new Parser(
    {
      onopentag(element, attributes) {
        if (element === 'body' || !HEAD_ELEMENTS.has(element)) inBody = true;
        if (element === 'base' && scan.base === null && attributes.href !== undefined) {
          scan.base = resolve(attributes.href, pageUrl);
        }
        if (element === 'meta' && attributes.content !== undefined && scan.metas.length < MAX_METAS) {
          const httpEquiv = attributes['http-equiv']?.trim().toLowerCase() ?? null;
          const name = attributes.name?.trim().toLowerCase() ?? null;
          if (httpEquiv !== null || name !== null) {
            scan.metas.push({ httpEquiv, name, content: attributes.content, inHead: !inBody });
          }
        }
        if (element === 'script' && attributes.src !== undefined) {
          scan.scripts.push({ src: attributes.src, resolved: null, integrity: attributes.integrity ?? null });
        }
        for (const attribute of URL_ATTRIBUTES[element] ?? []) {
          const value = attributes[attribute];
          if (value === undefined || value.trim() === '') continue;
          const rel = element === 'link' ? (attributes.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean) : [];
          const urls = attribute === 'srcset' ? srcsetUrls(value) : [value.trim()];
          for (const url of urls) found.push({ element, attribute, rel, url });
        }
        if (found.length >= MAX_REFERENCES) {
          scan.capped = true;
          parser.pause();
        }
      },
      onclosetag(element) {
        if (element === 'head') inBody = true;
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  );
  parser.write(html);
  if (!scan.capped) parser.end();
  // The document's base URL is the first <base href> (HTML spec). A resource placed before that
  // element may have been fetched against the page URL instead; that rare case is not modelled.
  const base = scan.base ?? pageUrl;
  scan.references = found.slice(0, MAX_REFERENCES).map((ref) => ({ ...ref, resolved: resolve(ref.url, base) }));
  scan.scripts = scan.scripts.map((script) => ({ ...script, resolved: resolve(script.src, base) }));
  return scan;
}

/** A response is worth parsing as HTML when it says so, or says nothing and looks like markup. */
export function looksLikeHtml(contentType: string | null, body: string): boolean {
  if (contentType !== null) return /^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType);
  return /^\s*(<!doctype html|<html|<head|<meta|<title)/i.test(body);
}
