/**
 * The mixed_content check of https_enforcement: http:// subresources and form targets on the final
 * https page (mixed-content.ts finds them). Active content is high (it can take the page over),
 * passive is low; CSP upgrade-insecure-requests makes browsers fetch them over https, so it passes.
 */
import { fail, issue, pass, unknown } from '../headers/page-outcome.js';
import type { Check } from '../module.js';
import type { HttpsEvidence } from './https-enforcement.collect.js';
import { findMixedContent } from './mixed-content.js';
import { chainKeys } from './web-evidence.js';

export const mixedKey = (url: string): string => `mixed:${url}`;

export const MIXED_CONTENT_CHECK: Check<HttpsEvidence> = {
  id: 'mixed_content',
  title: 'No mixed content on the HTTPS page',
  run(e) {
    const page = e.page;
    if (!page) {
      const refs = chainKeys(e.site.https);
      const ended = e.site.https?.chain.final?.url;
      return unknown(
        ended ? `The https chain ends on ${ended}, not an https page.` : 'No HTTPS page could be read.',
        refs,
      );
    }
    const refs = [...chainKeys(e.site.https), mixedKey(page.url)];
    if (page.challenge)
      return unknown(`${page.url} is a WAF/bot challenge (${page.challenge}), not the site's page.`, refs);
    if (!page.html) return pass(`${page.url} is not an HTML page.`, refs);
    const mixed = findMixedContent(page.html);
    if (mixed.length === 0) return pass(`${page.url} references no http:// subresources or form targets.`, refs);
    if (page.upgradeInsecureRequests) {
      return pass(
        `${mixed.length} http:// reference(s), but CSP upgrade-insecure-requests makes browsers fetch them over HTTPS.`,
        refs,
      );
    }
    const active = mixed.filter((m) => m.kind === 'active');
    const shown = (active.length > 0 ? active : mixed).slice(0, 5).map((m) => `<${m.element} ${m.attribute}> ${m.url}`);
    const summary = `${active.length} active and ${mixed.length - active.length} passive http:// reference(s): ${shown.join(', ')}.`;
    return fail(
      summary,
      active.length > 0
        ? issue(
            'high',
            `${page.url} loads or submits to plain-HTTP URLs from active elements (${shown.join(', ')}); an attacker on the network can rewrite them and take over the page.`,
            'Load every script, stylesheet, frame and form target over https://, or add upgrade-insecure-requests to the CSP.',
          )
        : issue(
            'low',
            `${page.url} loads images or media over plain HTTP (${shown.join(', ')}), which can be watched or swapped on the network.`,
            'Load images and media over https://, or add upgrade-insecure-requests to the CSP.',
          ),
      refs,
    );
  },
};
