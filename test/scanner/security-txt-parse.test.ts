import { expect } from 'chai';
import { SIGNED_SECURITY_TXT } from '../../lab/fixtures-support/signed-security-txt.js';
import type { SecurityTxtEvidence } from '../../scanner/modules/security-txt/security-txt.collect.js';
import { SECURITY_TXT_MODULE } from '../../scanner/modules/security-txt/security-txt.module.js';
import {
  isContactUri,
  looksLikeSecurityTxt,
  parseRfc3339,
  parseSecurityTxt,
  unwrapSigned,
} from '../../scanner/modules/security-txt/security-txt-parse.js';
import { judge } from './judge.js';

describe('scanner: security.txt parsing (unit)', () => {
  it('reads fields case-insensitively, skips comments and blank lines, keeps unknown fields', () => {
    const parsed = parseSecurityTxt(
      '# comment\r\nCONTACT: mailto:a@b.test\r\n\r\nexpires:2030-01-01T00:00:00Z\nX-Custom: kept\nnot a field\n',
    );
    expect(parsed.signed).to.equal(false);
    expect(parsed.fields.map((f) => [f.name, f.value, f.line])).to.deep.equal([
      ['contact', 'mailto:a@b.test', 2],
      ['expires', '2030-01-01T00:00:00Z', 4],
      ['x-custom', 'kept', 5],
    ]);
    expect(parsed.errors).to.deep.equal(['line 6 is not a field: "not a field"']);
  });

  it('parses inside a real PGP clear-signed message', () => {
    const parsed = parseSecurityTxt(SIGNED_SECURITY_TXT);
    expect(parsed.signed).to.equal(true);
    expect(parsed.errors).to.deep.equal([]);
    expect(parsed.fields.filter((f) => f.name === 'contact').map((f) => f.value)).to.deep.equal([
      'mailto:security@site-sectxt-signed.test',
      'https://site-sectxt-signed.test/report',
    ]);
    // Nothing from the armor headers or the signature block leaks into the fields.
    expect(parsed.fields.map((f) => f.name)).not.to.include('hash');
  });

  it('undoes dash-escaping and rejects a signed message without its signature block', () => {
    const signed = [
      '-----BEGIN PGP SIGNED MESSAGE-----',
      'Hash: SHA512',
      '',
      'Contact: mailto:a@b.test',
      '- -----not a header',
      '-----BEGIN PGP SIGNATURE-----',
      '',
      'iQ==',
      '-----END PGP SIGNATURE-----',
    ].join('\n');
    expect(unwrapSigned(signed).body).to.equal('Contact: mailto:a@b.test\n-----not a header');
    const cut = unwrapSigned(signed.split('-----BEGIN PGP SIGNATURE-----')[0]!);
    expect(cut).to.deep.include({ signed: true, body: '' });
    expect(cut.error).to.match(/no complete signature/);
  });

  it('tells a security.txt from an HTML soft 404 or unrelated text', () => {
    expect(looksLikeSecurityTxt('Contact: mailto:a@b.test\n')).to.equal(true);
    expect(looksLikeSecurityTxt(SIGNED_SECURITY_TXT)).to.equal(true);
    expect(looksLikeSecurityTxt('<!doctype html><html><body>Contact: us</body></html>')).to.equal(false);
    expect(looksLikeSecurityTxt('User-agent: *\nDisallow: /\n')).to.equal(false);
  });

  it('accepts RFC 3339 date-times only', () => {
    expect(parseRfc3339('2030-01-31T23:59:59Z')?.toISOString()).to.equal('2030-01-31T23:59:59.000Z');
    expect(parseRfc3339('2030-01-31T23:59:59.5+02:00')?.toISOString()).to.equal('2030-01-31T21:59:59.500Z');
    expect(parseRfc3339('2030-01-31t23:59:59z')?.toISOString()).to.equal('2030-01-31T23:59:59.000Z');
    expect(parseRfc3339('2030-02-30T00:00:00Z')).to.equal(null);
    expect(parseRfc3339('2030-01-31')).to.equal(null);
    expect(parseRfc3339('2030-01-31T23:59:59')).to.equal(null);
    expect(parseRfc3339('Thu, 31 Jan 2030 23:59:59 GMT')).to.equal(null);
  });

  it('accepts Contact URIs, not bare addresses or plain-http pages', () => {
    expect(isContactUri('mailto:security@example.test')).to.equal(true);
    expect(isContactUri('https://example.test/report')).to.equal(true);
    expect(isContactUri('tel:+1-201-555-0123')).to.equal(true);
    expect(isContactUri('security@example.test')).to.equal(false);
    expect(isContactUri('http://example.test/report')).to.equal(false);
    expect(isContactUri('mailto:')).to.equal(false);
  });
});

describe('scanner: security.txt checks over evidence (unit)', () => {
  const URL_WK = 'https://x.test/.well-known/security.txt';
  const evidence = (body: string, checkedAt = '2026-01-01T00:00:00.000Z'): SecurityTxtEvidence => ({
    domain: 'x.test',
    checkedAt,
    attempts: {
      [`http:${URL_WK}`]: {
        url: URL_WK,
        location: 'well-known',
        final_url: URL_WK,
        status: 200,
        content_type: 'text/plain; charset=utf-8',
        body,
        is_security_txt: true,
      },
    },
  });
  const run = (body: string, id: string, checkedAt?: string) =>
    judge(SECURITY_TXT_MODULE, id, evidence(body, checkedAt));

  it('fails Expires when it is missing, repeated, malformed or past, and judges it at checkedAt', () => {
    const contact = 'Contact: mailto:a@x.test\n';
    expect(run(contact, 'expires').issue?.finding).to.contain('has no Expires field');
    const twice = `${contact}Expires: 2026-06-01T00:00:00Z\nExpires: 2026-07-01T00:00:00Z\n`;
    expect(run(twice, 'expires').issue?.finding).to.contain('has 2 Expires fields');
    expect(run(`${contact}Expires: next year\n`, 'expires').issue?.finding).to.contain('not an RFC 3339');
    const june = `${contact}Expires: 2026-06-01T00:00:00Z\n`;
    expect(run(june, 'expires').status).to.equal('pass');
    expect(run(june, 'expires', '2026-06-02T00:00:00.000Z').issue?.finding).to.contain('expired on 2026-06-01');
  });

  it('fails the one-year recommendation only for a valid Expires more than 365 days ahead', () => {
    const at = (expires: string) => `Contact: mailto:a@x.test\nExpires: ${expires}\n`;
    expect(run(at('2026-12-31T00:00:00Z'), 'expires_within_year').status).to.equal('pass');
    expect(run(at('2027-06-01T00:00:00Z'), 'expires_within_year')).to.deep.include({ status: 'fail' });
    expect(run(at('2027-06-01T00:00:00Z'), 'expires_within_year').issue?.severity).to.equal('low');
    expect(run(at('2020-01-01T00:00:00Z'), 'expires_within_year').status).to.equal('unknown');
  });

  it('fails Contact when it is not a URI, and passes Canonical only when it lists the fetched URL', () => {
    expect(run('Contact: security@x.test\n', 'contact').issue?.finding).to.contain('no valid Contact URI');
    expect(run(`Canonical: ${URL_WK}\n`, 'canonical').status).to.equal('pass');
    expect(run('Canonical: https://y.test/.well-known/security.txt\n', 'canonical').status).to.equal('fail');
    expect(run('Contact: mailto:a@x.test\n', 'canonical').summary).to.contain('optional');
  });
});
