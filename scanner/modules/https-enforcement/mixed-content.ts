/**
 * Mixed content on an https page (W3C Mixed Content): subresources and form targets whose resolved
 * URL is http://. Active content (scripts, stylesheets, frames, plugins, form submissions) can take
 * over or leak the page; passive content (images, media) can only be watched or swapped. Pure.
 */
import type { PageReference, PageScan } from '../headers/page-html.js';

export type MixedKind = 'active' | 'passive';

export interface MixedReference {
  element: string;
  attribute: string;
  url: string;
  kind: MixedKind;
}

/** The kind of content a reference loads, or null when it is not a subresource (e.g. link rel=canonical). */
export function contentKind(ref: Pick<PageReference, 'element' | 'rel'>): MixedKind | null {
  switch (ref.element) {
    case 'script':
    case 'iframe':
    case 'frame':
    case 'object':
    case 'embed':
    // A form posting to http:// sends what the user typed in clear text.
    case 'form':
      return 'active';
    case 'link':
      return ref.rel.includes('stylesheet') ? 'active' : null;
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'track':
      return 'passive';
    default:
      return null;
  }
}

export function findMixedContent(scan: PageScan): MixedReference[] {
  const mixed: MixedReference[] = [];
  for (const ref of scan.references) {
    const kind = contentKind(ref);
    if (kind === null || ref.resolved === null || !ref.resolved.startsWith('http:')) continue;
    mixed.push({ element: ref.element, attribute: ref.attribute, url: ref.resolved, kind });
  }
  return mixed;
}
