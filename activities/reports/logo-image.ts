/**
 * White-label logos (docs/api-contract.md "Plan gates"): a PNG or an SVG, at most 256 KiB, embedded into reports
 * as a data: URL so the renderer never fetches anything. A PNG is checked (signature, IHDR, size);
 * an SVG is rebuilt from an allow-list of drawing elements and attributes (htmlparser2 in XML
 * mode), so scripts, event handlers, <foreignObject>, external references (`href` other than
 * `#local`, `url(...)` other than `url(#local)`, <image>, <style>, `style` attributes) never reach
 * the page. No CSS is kept: a `style` attribute is dropped, not parsed (a regex let
 * `background-image:image-set('http://...' 1x)` through), since presentation attributes (`fill`,
 * `stroke`, `font-size`, ...) draw every logo, and an attribute value may call only the few CSS
 * functions a drawing needs (colours, transforms, `url(#local)`). Chromium shows the logo through <img>, where SVG runs no script anyway: two locks, not one.
 */
import { Parser } from 'htmlparser2';

export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_MAX_PIXELS = 4096;
export type LogoType = 'image/png' | 'image/svg+xml';

export type LogoCheck = { ok: true; bytes: Buffer } | { ok: false; reason: 'too_large' | 'not_png' | 'not_svg' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function checkPng(bytes: Buffer): LogoCheck {
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, reason: 'too_large' };
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return { ok: false, reason: 'not_png' };
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return { ok: false, reason: 'not_png' };
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0 || width > LOGO_MAX_PIXELS || height > LOGO_MAX_PIXELS) {
    return { ok: false, reason: 'not_png' };
  }
  return { ok: true, bytes };
}

const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
  'title',
  'desc',
  'symbol',
  'use',
]);

const ATTRIBUTES = new Set([
  'xmlns',
  'xmlns:xlink',
  'version',
  'id',
  'viewbox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'transform',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientunits',
  'gradienttransform',
  'spreadmethod',
  'clip-path',
  'clip-rule',
  'clippathunits',
  'mask',
  'maskunits',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'preserveaspectratio',
  'display',
  'visibility',
  'dx',
  'dy',
  'href',
  'xlink:href',
  'color',
]);

/** The functions an attribute value may call: colours, transforms and `url(#local)`; no `image-set()`. */
const VALUE_FUNCTIONS = new Set([
  'url',
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'matrix',
  'translate',
  'scale',
  'rotate',
  'skewx',
  'skewy',
]);

/** A value may point only inside the document: `url(#id)`, never `url(http...)` or `url(data:...)`. */
function safeValue(name: string, value: string): boolean {
  if (name === 'href' || name === 'xlink:href') return /^#[\w.-]+$/.test(value);
  if (/[\\]|@import|expression\s*\(|javascript:/i.test(value)) return false;
  // Any other function (image-set, image, cross-fade, element, var, ...) is refused by name; a `(`
  // that follows no name (a comment trick, an escape) is refused too.
  const calls = value.match(/[\w-]*\s*\(/g) ?? [];
  if (!calls.every((call) => VALUE_FUNCTIONS.has(call.replace(/[\s(]/g, '').toLowerCase()))) return false;
  const urls = value.match(/url\s*\(([^)]*)\)/gi) ?? [];
  return urls.every((u) => /^url\s*\(\s*['"]?#[\w.-]+['"]?\s*\)$/i.test(u));
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The SVG rebuilt from allowed parts only; null when it is not an SVG document. */
export function sanitizeSvg(source: string): string | null {
  const out: string[] = [];
  const open: string[] = [];
  let skipping = 0;
  let sawRoot = false;
  let rootIsSvg = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const tag = name.toLowerCase();
        if (!sawRoot) {
          sawRoot = true;
          rootIsSvg = tag === 'svg';
        }
        if (skipping > 0 || !ELEMENTS.has(tag) || !rootIsSvg) {
          skipping += 1;
          return;
        }
        const kept = Object.entries(attributes)
          .filter(([attr, value]) => ATTRIBUTES.has(attr.toLowerCase()) && safeValue(attr.toLowerCase(), value))
          .map(([attr, value]) => ` ${attr}="${escapeAttr(value)}"`);
        if (tag === 'svg' && open.length === 0 && !('xmlns' in attributes))
          kept.push(' xmlns="http://www.w3.org/2000/svg"');
        if (tag === 'svg' && open.length === 0 && !('xmlns:xlink' in attributes)) {
          kept.push(' xmlns:xlink="http://www.w3.org/1999/xlink"');
        }
        out.push(`<${name}${kept.join('')}>`);
        open.push(name);
      },
      ontext(text) {
        if (skipping === 0 && open.length > 0) out.push(escapeText(text));
      },
      onclosetag() {
        if (skipping > 0) {
          skipping -= 1;
          return;
        }
        const name = open.pop();
        if (name) out.push(`</${name}>`);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(source);
  parser.end();
  if (!rootIsSvg || out.length === 0) return null;
  return out.join('');
}

export function checkSvg(bytes: Buffer): LogoCheck {
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, reason: 'too_large' };
  const clean = sanitizeSvg(bytes.toString('utf8'));
  return clean === null ? { ok: false, reason: 'not_svg' } : { ok: true, bytes: Buffer.from(clean, 'utf8') };
}

export function checkLogo(type: LogoType, bytes: Buffer): LogoCheck {
  return type === 'image/png' ? checkPng(bytes) : checkSvg(bytes);
}
