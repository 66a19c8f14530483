import { expect } from 'chai';
import { prefersHtml, verifiedPage } from '../../api/reports/verify-page.js';

describe('the report verification page: who gets HTML', () => {
  it('gives HTML to browsers and JSON to everything else, a tie included', () => {
    const cases: [string | undefined, boolean][] = [
      ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true], // Chromium, Firefox
      ['text/html', true],
      ['text/*', true],
      ['*/*', false], // curl
      [undefined, false],
      ['', false],
      ['application/json', false],
      ['application/json, text/html', false],
      ['text/html;q=0.5, application/json', false],
      ['text/html;q=0, */*', false],
      ['application/*;q=0.2, text/html;q=0.9', true],
    ];
    for (const [accept, html] of cases) expect(prefersHtml(accept), String(accept)).to.equal(html);
  });

  it('escapes every value it prints', () => {
    const page = verifiedPage({
      report_id: 'RP-ABCDEFGH',
      domain: '<img src=x onerror=alert(1)>.test',
      grade: 'B',
      score: 87,
      scoring_version: '2024.2',
      scanned_at: '2026-11-26T10:00:00.000Z',
      issued_at: '2026-11-26T10:01:00.000Z',
      pdf_sha256: 'ab'.repeat(32),
      pdf_size_bytes: 196_673,
      signature: { algorithm: 'Ed25519', key_id: 'k1', public_key_url: 'http://x.test/v1/verify/signing-key' },
    });
    expect(page).to.include('&lt;img src=x onerror=alert(1)&gt;.test').and.not.include('<img');
    expect(page).to.include('196,673 bytes').and.include('2026-11-26 10:00 UTC');
  });
});
