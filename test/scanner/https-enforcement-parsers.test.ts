import { expect } from 'chai';
import { scanPage } from '../../scanner/modules/headers/page-html.js';
import { parseHsts, preloadProblems } from '../../scanner/modules/https-enforcement/hsts.js';
import { findMixedContent } from '../../scanner/modules/https-enforcement/mixed-content.js';
import { redactSetCookie } from '../../scanner/modules/https-enforcement/web-evidence.js';

describe('scanner: https_enforcement parsers', () => {
  describe('Strict-Transport-Security', () => {
    it('reads max-age, includeSubDomains and preload in any case, with a quoted max-age', () => {
      expect(parseHsts('Max-Age="31536000"; IncludeSubDomains; PRELOAD')).to.include({
        valid: true,
        maxAge: 31536000,
        includeSubDomains: true,
        preload: true,
      });
      expect(parseHsts('max-age=0').maxAge).to.equal(0);
      expect(parseHsts('max-age=300; foo=bar;;').valid).to.equal(true);
    });

    it('marks as invalid what browsers ignore: no max-age, a non-numeric one, a repeated directive', () => {
      expect(parseHsts('includeSubDomains').errors).to.deep.equal(['max-age is missing']);
      expect(parseHsts('max-age=1y').valid).to.equal(false);
      expect(parseHsts('max-age=1, max-age=2').valid).to.equal(false);
      const twice = parseHsts('max-age=10; max-age=20');
      expect(twice).to.include({ valid: false, maxAge: null });
      expect(twice.errors).to.deep.equal(['directive max-age appears more than once']);
    });

    it('marks as invalid a header whose directive names or values break the RFC 6797 grammar', () => {
      // Two headers folded into one field: browsers ignore it (a peer analyzer's test case).
      const folded = parseHsts('max-age=15768000; includeSubDomains, max-age=15768000; includeSubDomains');
      expect(folded).to.include({ valid: false, maxAge: null });
      expect(folded.errors).to.deep.equal(['"includesubdomains, max-age" is not a valid directive name']);
      expect(parseHsts('max-age=300; include subdomains').valid).to.equal(false);
      expect(parseHsts('max-age=300; foo=a,b').errors).to.deep.equal([
        'the value of foo ("a,b") is neither a token nor a quoted string',
      ]);
      expect(parseHsts('max-age=300; foo="a, b"').valid).to.equal(true);
      expect(parseHsts('max-age = 300 ; includeSubDomains').includeSubDomains).to.equal(true);
    });

    it('lists every hstspreload.org requirement a site misses', () => {
      const good = parseHsts('max-age=63072000; includeSubDomains; preload');
      expect(preloadProblems({ hsts: good, certificateValid: true, httpRedirectsToSameHostHttps: true })).to.deep.equal(
        [],
      );
      // No port 80 is allowed by hstspreload.org.
      expect(preloadProblems({ hsts: good, certificateValid: true, httpRedirectsToSameHostHttps: null })).to.deep.equal(
        [],
      );
      expect(
        preloadProblems({
          hsts: parseHsts('max-age=15552000'),
          certificateValid: false,
          httpRedirectsToSameHostHttps: false,
        }),
      ).to.deep.equal([
        'the certificate does not verify',
        'http:// does not first redirect to https:// on the same host',
        'max-age 15552000 is below 31536000 (one year)',
        'includeSubDomains is missing',
        'the preload token is missing',
      ]);
      expect(
        preloadProblems({ hsts: null, certificateValid: true, httpRedirectsToSameHostHttps: true }),
      ).to.have.length(1);
    });
  });

  describe('mixed content', () => {
    it('finds http:// subresources and form targets, active and passive, and ignores links and https', () => {
      const html = [
        '<script src="http://a.example/x.js"></script>',
        '<link rel="stylesheet" href="http://a.example/x.css"><link rel="icon" href="http://a.example/i.ico">',
        '<iframe src="http://a.example/f"></iframe><form action="http://a.example/post"></form>',
        '<img src="http://a.example/i.png"><video poster="http://a.example/p.jpg"></video>',
        '<a href="http://a.example/">a link is not mixed content</a>',
        '<img src="https://a.example/ok.png"><img src="//a.example/relative-scheme.png"><script src="/same.js"></script>',
      ].join('');
      const mixed = findMixedContent(scanPage(html, 'https://site.example/'));
      expect(mixed.map((m) => `${m.kind} ${m.element}.${m.attribute}`)).to.deep.equal([
        'active script.src',
        'active link.href',
        'active iframe.src',
        'active form.action',
        'passive img.src',
        'passive video.poster',
      ]);
    });

    it('counts relative URLs as mixed when <base> points at http://', () => {
      const mixed = findMixedContent(
        scanPage('<base href="http://old.example/"><script src="app.js"></script>', 'https://s.example/'),
      );
      expect(mixed).to.deep.equal([
        { element: 'script', attribute: 'src', url: 'http://old.example/app.js', kind: 'active' },
      ]);
    });
  });

  it('keeps cookie attributes as evidence but never the value', () => {
    expect(redactSetCookie('session=s3cr3t-value; Path=/; Secure')).to.equal('session=<12 chars>; Path=/; Secure');
    expect(redactSetCookie('novalue')).to.equal('=<7 chars>');
  });
});
