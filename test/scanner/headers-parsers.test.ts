import { expect } from 'chai';
import { challengeMarker } from '../../scanner/modules/headers/challenge-page.js';
import {
  frameAncestors,
  parseCsp,
  parsePolicy,
  restrictsBaseUri,
  restrictsPlugins,
  scriptWeakness,
  upgradesInsecureRequests,
} from '../../scanner/modules/headers/csp.js';
import { looksLikeHtml, scanPage } from '../../scanner/modules/headers/page-html.js';
import {
  effectiveReferrerPolicy,
  parsePermissionsPolicy,
  tokenHeader,
  xFrameOptionsState,
} from '../../scanner/modules/headers/policy-values.js';
import { parseSfItem } from '../../scanner/modules/headers/structured-field.js';

describe('scanner: headers parsers', () => {
  describe('CSP', () => {
    it('parses directives case-insensitively, keeps the first of a repeated directive, drops meta-only-forbidden ones', () => {
      const header = parsePolicy("Script-Src 'SELF' https://CDN.example; script-src *; object-src 'none'", 'header');
      expect(header?.directives).to.deep.equal({
        'script-src': ["'self'", 'https://cdn.example'],
        'object-src': ["'none'"],
      });
      expect(header?.ignored).to.deep.equal(['script-src']);
      const meta = parsePolicy("default-src 'self'; frame-ancestors 'none'; report-uri /r; sandbox", 'meta');
      expect(Object.keys(meta?.directives ?? {})).to.deep.equal(['default-src']);
      expect(meta?.ignored).to.deep.equal(['frame-ancestors', 'report-uri', 'sandbox']);
      expect(parsePolicy(' ; ;', 'header')).to.equal(null);
    });

    it('splits header fields on commas into several policies, but not <meta> content', () => {
      expect(parseCsp(["default-src 'self', script-src 'none'"], [])).to.have.length(2);
      expect(parseCsp([], ["default-src 'self', script-src 'none'"])).to.have.length(1);
    });

    it('finds unsafe-inline, unsafe-eval and broad script sources, through the default-src fallback', () => {
      const w = scriptWeakness(parseCsp(["default-src 'self' 'unsafe-inline' 'unsafe-eval' http: data: *"], []));
      expect(w).to.deep.include({ unrestricted: false, unsafeInline: true, unsafeEval: true });
      expect(w.broadSources).to.deep.equal(['http:', 'data:', '*']);
      expect(scriptWeakness(parseCsp(["script-src 'self' http://cdn.example"], [])).broadSources).to.deep.equal([
        'http://cdn.example',
      ]);
    });

    it("treats 'unsafe-inline' as neutralised by a nonce, a hash or 'strict-dynamic'", () => {
      for (const policy of [
        "script-src 'nonce-abc' 'unsafe-inline'",
        "script-src 'sha256-xyz=' 'unsafe-inline'",
        "script-src 'strict-dynamic' 'unsafe-inline'",
      ]) {
        expect(scriptWeakness(parseCsp([policy], [])).unsafeInline, policy).to.equal(false);
      }
      // With strict-dynamic and a nonce, host and scheme sources are ignored by browsers.
      expect(
        scriptWeakness(parseCsp(["script-src 'nonce-a' 'strict-dynamic' https: http:"], [])).broadSources,
      ).to.deep.equal([]);
    });

    it('combines several policies as browsers enforce them: a weakness counts only if every policy has it', () => {
      const strictMeta = parseCsp(["script-src 'self' 'unsafe-inline'"], ["script-src 'self'"]);
      expect(scriptWeakness(strictMeta)).to.deep.include({ unsafeInline: false, unrestricted: false });
      const frameOnly = parseCsp(["frame-ancestors 'none'"], []);
      expect(scriptWeakness(frameOnly).unrestricted).to.equal(true);
      expect(scriptWeakness([]).unrestricted).to.equal(true);
    });

    it('judges object-src (with default-src fallback), base-uri (no fallback), frame-ancestors and upgrade-insecure-requests', () => {
      expect(restrictsPlugins(parseCsp(["default-src 'self'"], []))).to.equal(true);
      expect(restrictsPlugins(parseCsp(['default-src *'], []))).to.equal(false);
      expect(restrictsPlugins(parseCsp(["script-src 'self'"], []))).to.equal(false);
      expect(restrictsBaseUri(parseCsp(["default-src 'none'"], []))).to.equal(false);
      expect(restrictsBaseUri(parseCsp(["base-uri 'self'"], []))).to.equal(true);
      expect(frameAncestors(parseCsp(["frame-ancestors 'self' https://partner.example"], []))).to.deep.equal({
        sources: ["'self'", 'https://partner.example'],
        restrictive: true,
      });
      expect(frameAncestors(parseCsp(['frame-ancestors *'], []))?.restrictive).to.equal(false);
      expect(frameAncestors(parseCsp([], ["frame-ancestors 'none'"]))).to.equal(null);
      expect(upgradesInsecureRequests(parseCsp([], ['upgrade-insecure-requests']))).to.equal(true);
    });
  });

  describe('page HTML', () => {
    const html = [
      '<!doctype html><html><head>',
      '<meta http-equiv="Content-Security-Policy" content="script-src &#39;self&#39;">',
      '<meta name="referrer" content="no-referrer">',
      '<base href="http://static.example/">',
      '<link rel="Stylesheet" href="a.css"><link rel="canonical" href="http://x.example/">',
      '<!-- <script src="http://commented.example/x.js"></script> -->',
      '<script>document.write("<img src=http://in-script.example/>")</script>',
      '<script src="https://cdn.other.example/lib.js" integrity="sha384-abc"></script>',
      '</head><body>',
      '<meta http-equiv="content-security-policy" content="script-src *">',
      '<img srcset="http://img.example/a.png 1x, https://img.example/b.png 2x">',
      '<form action="/post"></form>',
      '</body></html>',
    ].join('\n');
    const scan = scanPage(html, 'https://site.example/');

    it('reads meta policies, knowing which sit in <head>, and decodes entities', () => {
      expect(scan.metas).to.deep.equal([
        { httpEquiv: 'content-security-policy', name: null, content: "script-src 'self'", inHead: true },
        { httpEquiv: null, name: 'referrer', content: 'no-referrer', inHead: true },
        { httpEquiv: 'content-security-policy', name: null, content: 'script-src *', inHead: false },
      ]);
    });

    it('resolves references against <base>, skips comments and script text, and splits srcset', () => {
      const urls = scan.references.map((r) => `${r.element}.${r.attribute} ${r.resolved}`);
      expect(urls).to.deep.equal([
        'link.href http://static.example/a.css',
        'link.href http://x.example/',
        'script.src https://cdn.other.example/lib.js',
        'img.srcset http://img.example/a.png',
        'img.srcset https://img.example/b.png',
        'form.action http://static.example/post',
      ]);
      expect(scan.references[0]?.rel).to.deep.equal(['stylesheet']);
      expect(scan.scripts).to.deep.equal([
        {
          src: 'https://cdn.other.example/lib.js',
          resolved: 'https://cdn.other.example/lib.js',
          integrity: 'sha384-abc',
        },
      ]);
    });

    it('caps the number of references on a hostile page', () => {
      const big = scanPage('<img src="/a.png">'.repeat(3000), 'https://site.example/');
      expect(big.capped).to.equal(true);
      expect(big.references).to.have.length(2000);
    });

    it('decides whether a response is HTML from its type, or its first bytes when it has none', () => {
      expect(looksLikeHtml('text/html; charset=utf-8', '')).to.equal(true);
      expect(looksLikeHtml('application/json', '<html>')).to.equal(false);
      expect(looksLikeHtml(null, '  <!DOCTYPE html><p>')).to.equal(true);
      expect(looksLikeHtml(null, '{"a":1}')).to.equal(false);
    });
  });

  describe('single-valued headers', () => {
    it('reads X-Frame-Options as the HTML spec does', () => {
      expect(xFrameOptionsState(['SAMEORIGIN']).protects).to.equal(true);
      expect(xFrameOptionsState(['deny', 'sameorigin'])).to.include({ protects: true });
      expect(xFrameOptionsState(['ALLOW-FROM https://a.example']).protects).to.equal(false);
      expect(xFrameOptionsState(['allowall']).protects).to.equal(false);
      expect(xFrameOptionsState([])).to.deep.equal({ protects: false, display: '', note: 'absent' });
    });

    it('takes the last valid Referrer-Policy token, lets <meta> override the header, maps legacy keywords', () => {
      expect(effectiveReferrerPolicy(['unsafe-url', 'bogus', 'strict-origin'], [])).to.deep.equal({
        kind: 'safe',
        value: 'strict-origin',
        source: 'header',
      });
      expect(effectiveReferrerPolicy(['no-referrer'], ['always'])).to.deep.include({
        kind: 'leaky',
        value: 'unsafe-url',
      });
      expect(effectiveReferrerPolicy(['nonsense'], [])).to.deep.equal({ kind: 'invalid', value: 'nonsense' });
      expect(effectiveReferrerPolicy([], [])).to.deep.equal({ kind: 'default' });
    });

    it('parses Permissions-Policy as a structured-field dictionary', () => {
      expect(parsePermissionsPolicy('camera=(), geolocation=(self "https://a.example"), fullscreen=*')).to.deep.equal([
        'camera',
        'geolocation',
        'fullscreen',
      ]);
      expect(parsePermissionsPolicy("camera 'none'")).to.equal(null);
      expect(parsePermissionsPolicy('camera=(), ')).to.equal(null);
    });

    it('accepts one COOP/COEP/CORP token, with structured-field parameters where the header allows them', () => {
      const coop = ['same-origin', 'unsafe-none'];
      expect(tokenHeader(['same-origin; report-to="r"'], coop, true)).to.deep.equal({
        kind: 'valid',
        value: 'same-origin',
      });
      expect(tokenHeader(['same-origin', 'same-origin'], coop, true).kind).to.equal('invalid');
      expect(tokenHeader(['Same-Origin'], coop, true).kind).to.equal('invalid');
      expect(tokenHeader(['same-site; x'], ['same-site'], false).kind).to.equal('invalid');
      expect(tokenHeader([], coop, true)).to.deep.equal({ kind: 'absent' });
    });
  });

  describe('RFC 8941 items (COOP, COEP)', () => {
    it('rejects COOP and COEP values that are not one valid structured-field item, as browsers do', () => {
      const coep = ['require-corp', 'credentialless', 'unsafe-none'];
      const coop = ['same-origin', 'same-origin-allow-popups', 'unsafe-none'];
      // A peer analyzer's cases: a token parameter followed by a second word is no item at all.
      expect(tokenHeader(['require-corp; report-to=coep endpoint'], coep, true).kind).to.equal('invalid');
      expect(tokenHeader(['same-origin; report-to=coop endpoint'], coop, true).kind).to.equal('invalid');
      // Valid items: a string or token report-to (browsers ignore a non-string one, not the policy).
      expect(tokenHeader(['require-corp; report-to="coep-endpoint"'], coep, true)).to.deep.equal({
        kind: 'valid',
        value: 'require-corp',
      });
      expect(tokenHeader(['same-origin;report-to=coop'], coop, true).kind).to.equal('valid');
      expect(tokenHeader(['  same-origin  '], coop, true).kind).to.equal('valid');
      for (const bad of [
        '"same-origin"',
        'same-origin;',
        'same-origin; Report-To="r"',
        'same-origin,',
        'same origin',
      ]) {
        expect(tokenHeader([bad], coop, true).kind, bad).to.equal('invalid');
      }
    });

    it('parses every bare item type and its parameters, and nothing more', () => {
      expect(parseSfItem('a; b; c=?0; d=-1.5; e=:YQ==:; f="x\\"y"; g=*t/1')).to.deep.equal({
        item: { type: 'token', value: 'a' },
        params: new Map<string, unknown>([
          ['b', { type: 'boolean', value: true }],
          ['c', { type: 'boolean', value: false }],
          ['d', { type: 'decimal', value: -1.5 }],
          ['e', { type: 'bytes', value: 'YQ==' }],
          ['f', { type: 'string', value: 'x"y' }],
          ['g', { type: 'token', value: '*t/1' }],
        ]),
      });
      expect(parseSfItem('42')?.item).to.deep.equal({ type: 'integer', value: 42 });
      expect(parseSfItem(['a', 'b'])).to.equal(null);
      for (const bad of [
        '',
        '1234567890123456',
        '1.2345',
        '1.',
        '"unterminated',
        '"bad \\x"',
        ':@@:',
        '?2',
        'a;B=1',
        'é',
      ]) {
        expect(parseSfItem(bad), bad).to.equal(null);
      }
    });
  });

  describe('WAF challenge pages', () => {
    const page = (status: number, headers: Record<string, string[]>, body: string) => ({ status, headers, body });
    it('recognises vendor markers on blocking statuses only', () => {
      expect(challengeMarker(page(403, { 'cf-mitigated': ['challenge'] }, ''))).to.match(/cf-mitigated/);
      expect(challengeMarker(page(503, {}, '<title>Just a moment...</title>'))).to.match(/Just a moment/);
      expect(challengeMarker(page(429, {}, '<script src="https://geo.captcha-delivery.com/x.js">'))).to.equal(
        'DataDome',
      );
      expect(challengeMarker(page(202, { 'x-amzn-waf-action': ['challenge'] }, ''))).to.match(/x-amzn-waf-action/);
      // The same markup on a 200 is the site's own page (it may embed a CAPTCHA on a form).
      expect(challengeMarker(page(200, {}, '<script src="https://www.google.com/recaptcha/api.js">'))).to.equal(null);
      expect(challengeMarker(page(403, {}, '<h1>Forbidden</h1>'))).to.equal(null);
    });
  });
});
