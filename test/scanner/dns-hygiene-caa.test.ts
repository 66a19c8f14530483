import { expect } from 'chai';
import { caaCandidates, caaProblems, parseCaa } from '../../scanner/modules/dns-hygiene/caa.js';
import { networkOf } from '../../scanner/modules/dns-hygiene/name-servers.checks.js';

const props = (...data: string[]) => data.map((d) => parseCaa(d)!);

describe('scanner: dns_hygiene CAA and network rules (pure)', () => {
  it('parses the presentation form of CAA records', () => {
    expect(parseCaa('0 issue "letsencrypt.org"')).to.deep.equal({ flags: 0, tag: 'issue', value: 'letsencrypt.org' });
    expect(parseCaa('128 TBS "x; y"')).to.deep.equal({ flags: 128, tag: 'tbs', value: 'x; y' });
    expect(parseCaa('issue letsencrypt.org')).to.equal(null);
  });

  it('accepts issuers, parameters, deny-all and contact tags', () => {
    expect(
      caaProblems(
        props(
          '0 issue "letsencrypt.org; validationmethods=dns-01; accounturi=https://acme-v02.api.letsencrypt.org/acme/acct/1"',
          '0 issuewild ";"',
          '0 iodef "mailto:security@example.com"',
          '0 contactemail "security@example.com"',
        ),
      ),
    ).to.deep.equal([]);
  });

  it('reports URLs as issuers, bad iodef, unknown critical tags and sets without issue', () => {
    expect(caaProblems(props('0 issue "https://letsencrypt.org"'))[0]).to.match(/does not name a CA/);
    expect(caaProblems(props('0 issue "letsencrypt.org"', '0 iodef "security@example.com"'))[0]).to.match(/iodef/);
    expect(caaProblems(props('0 issue "letsencrypt.org"', '128 tbs "x"'))[0]).to.match(/critical tag "tbs"/);
    expect(caaProblems(props('0 iodef "mailto:a@example.com"'))).to.deep.equal([
      'no issue or issuewild property, so the set restricts no CA',
    ]);
  });

  it('climbs from the name to its registrable domain (RFC 8659 section 3)', () => {
    expect(caaCandidates('a.b.example.co.uk', 'example.co.uk')).to.deep.equal([
      'a.b.example.co.uk',
      'b.example.co.uk',
      'example.co.uk',
    ]);
    expect(caaCandidates('example.com', 'example.com')).to.deep.equal(['example.com']);
  });

  it('groups name server addresses by /24 and /48', () => {
    expect(networkOf('192.0.2.53')).to.equal('192.0.2.0/24');
    expect(networkOf('2001:db8:1:2::53')).to.equal('2001:db8:1::/48');
  });
});
