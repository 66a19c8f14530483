/** Report ids, the signed statement and the logo checks, without a browser. */
import { generateKeyPairSync } from 'node:crypto';
import { expect } from 'chai';
import { checkPng, sanitizeSvg } from '../../activities/reports/logo-image.js';
import { isReportId, newReportId } from '../../activities/reports/report-id.js';
import {
  publicSigningKey,
  reportSigner,
  signedStatement,
  verifyStatement,
} from '../../activities/reports/report-signing.js';

describe('report ids, signatures and logos', () => {
  it('draws ids of RP- and 8 of [A-Z0-9], using the whole alphabet', () => {
    const ids = Array.from({ length: 2000 }, newReportId);
    for (const id of ids) expect(isReportId(id), id).to.equal(true);
    expect(new Set(ids).size).to.equal(ids.length);
    const seen = new Set(ids.flatMap((id) => [...id.slice(3)]));
    expect(seen.size).to.equal(36);
    for (const bad of ['rp-ABCDEFGH', 'RP-ABCDEFG', 'RP-ABCDEFGHI', 'RP-ABCDEFG!', 'XX-ABCDEFGH'])
      expect(isReportId(bad)).to.equal(false);
  });

  it('signs a statement that verifies with the published key and fails once changed', () => {
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const facts = {
      reportId: 'RP-7K2M9QXA',
      domain: 'example.com',
      grade: 'B',
      score: 87,
      scannedAt: '2026-11-23T15:19:24.100Z',
      issuedAt: '2026-11-23T16:16:09.512Z',
      pdfSha256: 'a'.repeat(64),
    };
    const statement = signedStatement(facts);
    expect(statement).to.equal(
      'rampart-report-v1\nreport_id: RP-7K2M9QXA\ndomain: example.com\ngrade: B\nscore: 87\n' +
        'scanned_at: 2026-11-23T15:19:24.100Z\nissued_at: 2026-11-23T16:16:09.512Z\npdf_sha256: ' +
        'a'.repeat(64) +
        '\n',
    );
    const signer = reportSigner(pem);
    const key = publicSigningKey(pem);
    expect(signer.keyId)
      .to.equal(key.keyId)
      .and.match(/^[0-9a-f]{16}$/);
    const signature = signer.sign(statement);
    expect(verifyStatement(key.pem, statement, signature)).to.equal(true);
    expect(verifyStatement(key.pem, signedStatement({ ...facts, pdfSha256: 'b'.repeat(64) }), signature)).to.equal(
      false,
    );
  });

  it('keeps the drawing of an SVG and drops scripts, handlers, foreign content and outside references', () => {
    const clean = sanitizeSvg(
      '<svg viewBox="0 0 8 8" onload="x()"><script>x()</script><style>@import url(http://h/x.css)</style>' +
        '<foreignObject><iframe src="http://h/"/></foreignObject><image href="http://h/i.png"/>' +
        '<a href="http://h/"><rect width="8" height="8"/></a><circle r="3" fill="url(#g)" stroke="url(http://h/#x)"/>' +
        '<use href="#c"/><use href="http://h/#c"/></svg>',
    );
    expect(clean).to.equal(
      '<svg viewBox="0 0 8 8" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
        '<circle r="3" fill="url(#g)"></circle><use href="#c"></use><use></use></svg>',
    );
    expect(sanitizeSvg('<html><body/></html>')).to.equal(null);
    expect(sanitizeSvg('not xml at all')).to.equal(null);
  });

  it('drops style attributes and any CSS function but colours, transforms and url(#local)', () => {
    const clean = sanitizeSvg(
      '<svg viewBox="0 0 8 8">' +
        `<rect width="8" height="8" style="background-image:image-set('http://h/a.png' 1x)"/>` +
        '<rect style="fill:red" fill="rgb(1,2,3)" transform="translate(1 2) rotate(45)"/>' +
        `<circle r="1" fill="image-set('http://h/b.png' 1x)" stroke="image(&quot;http://h/c.png&quot;)"/>` +
        `<circle r="2" fill="cross-fade(url(#g), url(#h))" stroke="var(--x)" opacity="0.5"/>` +
        '</svg>',
    );
    expect(clean).to.equal(
      '<svg viewBox="0 0 8 8" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
        '<rect width="8" height="8"></rect><rect fill="rgb(1,2,3)" transform="translate(1 2) rotate(45)"></rect>' +
        '<circle r="1"></circle><circle r="2" opacity="0.5"></circle></svg>',
    );
    expect(clean).not.to.match(/http:\/\/h|style|image|cross-fade|var\(/);
  });

  it('accepts a PNG by its signature and header, and refuses other bytes and huge images', () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(checkPng(png).ok).to.equal(true);
    expect(checkPng(Buffer.from('GIF89a............................')).ok).to.equal(false);
    const huge = Buffer.from(png);
    huge.writeUInt32BE(5000, 16);
    expect(checkPng(huge)).to.deep.equal({ ok: false, reason: 'not_png' });
  });
});
