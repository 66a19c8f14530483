/**
 * The mixed_content check of https_enforcement: http:// subresources and form targets on the final
 * https page (mixed-content.ts finds them). Active content is high (it can take the page over),
 * passive is low; CSP upgrade-insecure-requests makes browsers fetch them over https, so it passes.
 */
import type { Check } from '../module.js';
import type { HttpsEvidence } from './https-enforcement.collect.js';
import { HTTPS_ENFORCEMENT_FINDINGS } from './https-enforcement.findings.js';
import { findMixedContent } from './mixed-content.js';
import { chainKeys } from './web-evidence.js';

export const mixedKey = (url: string): string => `mixed:${url}`;

const { out } = HTTPS_ENFORCEMENT_FINDINGS;

export const MIXED_CONTENT_CHECK: Check<HttpsEvidence> = {
  id: 'mixed_content',
  title: 'No mixed content on the HTTPS page',
  outcomes: [
    'pass',
    'pass.not_html',
    'pass.upgraded',
    'active',
    'passive',
    'unknown.no_page',
    'unknown.not_https_page',
    'unknown.challenge',
  ],
  run(e) {
    const page = e.page;
    if (!page) {
      const refs = chainKeys(e.site.https);
      const ended = e.site.https?.chain.final?.url;
      return ended
        ? out('mixed_content.unknown.not_https_page', refs, { ended })
        : out('mixed_content.unknown.no_page', refs);
    }
    const refs = [...chainKeys(e.site.https), mixedKey(page.url)];
    const url = page.url;
    if (page.challenge) return out('mixed_content.unknown.challenge', refs, { url, challenge: page.challenge });
    if (!page.html) return out('mixed_content.pass.not_html', refs, { url });
    const mixed = findMixedContent(page.html);
    if (mixed.length === 0) return out('mixed_content.pass', refs, { url });
    if (page.upgradeInsecureRequests) return out('mixed_content.pass.upgraded', refs, { count: mixed.length });
    const active = mixed.filter((m) => m.kind === 'active');
    const references = (active.length > 0 ? active : mixed)
      .slice(0, 5)
      .map((m) => ({ element: m.element, attribute: m.attribute, url: m.url }));
    return out(active.length > 0 ? 'mixed_content.active' : 'mixed_content.passive', refs, {
      url,
      active: active.length,
      passive: mixed.length - active.length,
      references,
    });
  },
};
