import { expect } from 'chai';
import { DomainNameError, normalizeDomain } from '../../scanner/domain/normalize-domain.js';

describe('scanner: normalizeDomain', () => {
  const accepted: [string, string][] = [
    ['example.com', 'example.com'],
    ['EXAMPLE.COM', 'example.com'],
    ['Example.Com.', 'example.com'],
    ['  www.example.com  ', 'www.example.com'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ['münchen.DE', 'xn--mnchen-3ya.de'],
    ['例え.テスト', 'xn--r8jz45g.xn--zckzah'],
    ['a-b.c-d.example', 'a-b.c-d.example'],
    ['123.example', '123.example'],
    ['mail-good.test', 'mail-good.test'],
    [`${'a'.repeat(63)}.com`, `${'a'.repeat(63)}.com`],
  ];
  for (const [input, expected] of accepted) {
    it(`accepts ${JSON.stringify(input)} as ${expected}`, () => {
      expect(normalizeDomain(input)).to.equal(expected);
    });
  }

  it('accepts a name of exactly 253 characters', () => {
    const name = `${'a'.repeat(62)}.${'b'.repeat(62)}.${'c'.repeat(61)}.${'d'.repeat(61)}.com`;
    expect(name.length).to.equal(253);
    expect(normalizeDomain(name)).to.equal(name);
  });

  const rejected: [string, RegExp][] = [
    ['', /empty/],
    ['   ', /empty/],
    ['localhost', /at least two labels/],
    ['com.', /at least two labels/],
    ['1.2.3.4', /IP addresses/],
    ['0x7f.1', /IP addresses/],
    ['127.1', /IP addresses|all digits/],
    ['::1', /IP addresses/],
    ['[2001:db8::1]', /IP addresses/],
    ['example.123', /not allowed|all digits/],
    ['https://example.com', /only the host name/],
    ['example.com/path', /only the host name/],
    ['example.com:443', /only the host name/],
    ['user@example.com', /only the host name/],
    ['exa mple.com', /only the host name/],
    ['a..b.com', /empty label/],
    ['.example.com', /empty label/],
    ['example.com..', /empty label/],
    ['-a.com', /hyphen/],
    ['a-.com', /hyphen/],
    ['a_b.com', /letters, digits and hyphens/],
    ['xn--zz.com', /not allowed/],
    ['exa*mple.com', /not allowed|letters/],
    [`${'a'.repeat(64)}.com`, /longer than 63/],
    // The URL host parser stops at a backslash and percent-decodes: neither may shorten or alter a name.
    ['good.test\\evil.test', /only the host name/],
    ['good.test\\', /only the host name/],
    ['\\\\evil.test', /only the host name/],
    ['exa%6dple.com', /not allowed/],
    ['example%2ecom', /not allowed/],
    ['a|b.com', /not allowed/],
    ['a"b.com', /not allowed/],
    ['a;b.com', /not allowed/],
    ['a\u0000b.com', /not allowed/],
  ];
  for (const [input, message] of rejected) {
    it(`rejects ${JSON.stringify(input)}`, () => {
      expect(() => normalizeDomain(input))
        .to.throw(DomainNameError)
        .with.property('message')
        .that.matches(message);
    });
  }

  it('never returns a shorter name than it was given: a backslash is refused, not cut at', () => {
    expect(() => normalizeDomain('good.test\\evil.test')).to.throw(DomainNameError, /not a valid domain name/);
  });

  it('rejects a name longer than 253 characters', () => {
    const name = `${'a'.repeat(62)}.${'b'.repeat(62)}.${'c'.repeat(62)}.${'d'.repeat(62)}.com`;
    expect(() => normalizeDomain(name)).to.throw(DomainNameError, /longer than 253/);
  });

  it('keeps the raw input on the error for the API to echo', () => {
    try {
      normalizeDomain('bad_name.com');
      expect.fail('should have thrown');
    } catch (error) {
      expect(error).to.be.instanceOf(DomainNameError);
      expect((error as DomainNameError).input).to.equal('bad_name.com');
      expect((error as DomainNameError).message).to.match(/^"bad_name.com" is not a valid domain name: /);
    }
  });
});
