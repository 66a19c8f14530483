import { expect } from 'chai';
import { isSpfRecord, parseSpf, targetDomain } from '../../scanner/modules/dns-email/spf-record.js';
import { walkSpf } from '../../scanner/modules/dns-email/spf-walk.js';
import type { DnsLookup } from '../../scanner/network/dns-client.js';

describe('scanner: SPF parsing and walking (pure)', () => {
  it('recognises SPF records by their version tag only', () => {
    expect(isSpfRecord('v=spf1 -all')).to.equal(true);
    expect(isSpfRecord('V=SPF1')).to.equal(true);
    expect(isSpfRecord('v=spf10 -all')).to.equal(false);
    expect(isSpfRecord('google-site-verification=x')).to.equal(false);
  });

  it('parses qualifiers, mechanisms and modifiers', () => {
    const { terms, errors } = parseSpf(
      'v=spf1 ip4:192.0.2.0/24 -ip6:2001:db8::/32 ~a/24 mx:mail.example.com ?include:x.example redirect=y.example',
    );
    expect(errors).to.deep.equal([]);
    expect(terms.map((t) => (t.kind === 'mechanism' ? `${t.qualifier}${t.mechanism}` : t.name))).to.deep.equal([
      '+ip4',
      '-ip6',
      '~a',
      '+mx',
      '?include',
      'redirect',
    ]);
  });

  it('collects syntax errors instead of throwing', () => {
    expect(parseSpf('v=spf1 ip4:999.1.1.1 frobnicate:x include -all').errors).to.deep.equal([
      'ip4:999.1.1.1 is not an IPv4 address or range',
      '"frobnicate:x" is not a valid SPF mechanism or modifier',
      'include needs a domain',
    ]);
    expect(parseSpf('v=spf1 redirect=a.example redirect=b.example').errors).to.deep.equal([
      'redirect= appears more than once',
    ]);
  });

  it('finds the target of a mechanism', () => {
    expect(targetDomain(null, 'example.com')).to.equal('example.com');
    expect(targetDomain('Mail.Example.com/24', 'example.com')).to.equal('mail.example.com');
  });

  it('asks for what it has not seen, then counts lookups once answers are there', () => {
    const answers: Record<string, DnsLookup> = {};
    const lookup = (name: string, type: string) => answers[`${type} ${name}`];
    const record = 'v=spf1 include:inc.example a ptr -all';
    const first = walkSpf('example.com', record, lookup);
    expect(first.missing).to.deep.equal([
      { name: 'inc.example', type: 'TXT' },
      { name: 'example.com', type: 'A' },
      { name: 'example.com', type: 'AAAA' },
    ]);
    const answer = (name: string, type: string, status: DnsLookup['status'], data?: string): DnsLookup => ({
      name,
      type,
      status,
      rcode: status === 'nxdomain' ? 'NXDOMAIN' : 'NOERROR',
      records: data ? [{ name, type, ttl: 60, data }] : [],
      server: 'test',
    });
    answers['TXT inc.example'] = answer('inc.example', 'TXT', 'answer', 'v=spf1 exists:gone.example -all');
    answers['A example.com'] = answer('example.com', 'A', 'nodata');
    answers['AAAA example.com'] = answer('example.com', 'AAAA', 'nodata');
    answers['A gone.example'] = answer('gone.example', 'A', 'nxdomain');
    const done = walkSpf('example.com', record, lookup);
    expect(done.missing).to.deep.equal([]);
    expect(done).to.include({ lookups: 4, voidLookups: 2, allQualifier: '-' });
  });
});
