import { expect } from 'chai';
import { compareVersions, lookupEol, numericVersion } from '../../scanner/modules/server-software/eol-lookup.js';
import { EOL_PRODUCTS, EOL_TABLE } from '../../scanner/modules/server-software/eol-table.js';
import { hasVersion, parseBanner, parseHeader } from '../../scanner/modules/server-software/software-parse.js';

const header = (name: string, value: string) =>
  parseHeader(name, value, 'http:x').map((s) => [s.product, s.version] as [string, string | null]);
const banner = (text: string) =>
  parseBanner(text, 'banner:x').map((s) => [s.product, s.version] as [string, string | null]);

describe('scanner: server_software parsing (unit)', () => {
  it('reads every product/version token of a Server header, ignoring platform comments', () => {
    expect(header('Server', 'Apache/2.4.41 (Ubuntu) OpenSSL/1.1.1f mod_perl/2.0.11 Perl/v5.30.0')).to.deep.equal([
      ['Apache', '2.4.41'],
      ['OpenSSL', '1.1.1f'],
      ['mod_perl', '2.0.11'],
      ['Perl', 'v5.30.0'],
    ]);
    expect(header('Server', 'nginx/1.18.0 (Ubuntu)')).to.deep.equal([['nginx', '1.18.0']]);
    expect(header('Server', 'Microsoft-IIS/7.5')).to.deep.equal([['Microsoft-IIS', '7.5']]);
    expect(header('Server', 'nginx')).to.deep.equal([['nginx', null]]);
    expect(header('Server', 'Apache')).to.deep.equal([['Apache', null]]);
  });

  it('reads X-Powered-By lists, ASP.NET version headers and X-Generator', () => {
    expect(header('X-Powered-By', 'PHP/7.4.3')).to.deep.equal([['PHP', '7.4.3']]);
    expect(header('X-Powered-By', 'PHP/5.6.40-0+deb8u12, ASP.NET')).to.deep.equal([
      ['PHP', '5.6.40-0+deb8u12'],
      ['ASP.NET', null],
    ]);
    expect(header('X-AspNet-Version', '4.0.30319')).to.deep.equal([['ASP.NET', '4.0.30319']]);
    expect(header('X-AspNetMvc-Version', '5.2')).to.deep.equal([['ASP.NET MVC', '5.2']]);
    expect(header('X-Generator', 'Drupal 9 (https://www.drupal.org)')).to.deep.equal([['Drupal', '9']]);
    expect(header('X-Generator', 'WordPress 6.4.2')).to.deep.equal([['WordPress', '6.4.2']]);
    expect(header('X-Generator', 'Joomla! - Open Source Content Management')).to.deep.equal([['Joomla!', null]]);
  });

  it('reads software from Via comments only, never the protocol version', () => {
    expect(header('Via', '1.1 varnish (Varnish/6.0), 1.1 proxy.internal:3128 (squid/3.5.27)')).to.deep.equal([
      ['Varnish', '6.0'],
      ['squid', '3.5.27'],
    ]);
    expect(header('Via', '1.1 vegur')).to.deep.equal([]);
    expect(header('Via', 'HTTP/1.1 edge (CloudFront)')).to.deep.equal([['CloudFront', null]]);
  });

  it('reads SSH identification strings without mistaking the protocol version for the software', () => {
    expect(banner('SSH-2.0-OpenSSH_7.4')).to.deep.equal([['OpenSSH', '7.4']]);
    expect(banner('SSH-2.0-OpenSSH_8.2p1 Ubuntu-4ubuntu0.5\r\n')).to.deep.equal([['OpenSSH', '8.2p1']]);
    expect(banner('SSH-2.0-dropbear_2019.78')).to.deep.equal([['dropbear', '2019.78']]);
    expect(banner('SSH-2.0-OpenSSH_for_Windows_8.1')).to.deep.equal([['OpenSSH_for_Windows', '8.1']]);
    expect(banner('SSH-2.0-AWSCodeCommit')).to.deep.equal([['AWSCodeCommit', null]]);
  });

  it('reads FTP and SMTP greetings by product name', () => {
    expect(banner('220 ProFTPD 1.3.5 Server (ProFTPD Default Installation) [10.0.0.4]')).to.deep.equal([
      ['ProFTPD', '1.3.5'],
    ]);
    expect(banner('220 ProFTPD Server (Debian) [::ffff:10.0.0.4]')).to.deep.equal([['ProFTPD', null]]);
    expect(banner('220 (vsFTPd 3.0.3)')).to.deep.equal([['vsFTPd', '3.0.3']]);
    expect(banner('220-FileZilla Server 0.9.60 beta')).to.deep.equal([['FileZilla Server', '0.9.60']]);
    expect(banner('220 mail.example.com ESMTP Exim 4.92 Mon, 01 Jan 2024 10:00:00 +0000')).to.deep.equal([
      ['Exim', '4.92'],
    ]);
    expect(banner('220 mail.example.com ESMTP Postfix (Ubuntu)')).to.deep.equal([['Postfix', null]]);
    expect(banner('220 mx.example.com ESMTP Sendmail 8.15.2/8.15.2; Mon, 1 Jan 2024')).to.deep.equal([
      ['Sendmail', '8.15.2'],
    ]);
    expect(banner('220 FTP server ready.')).to.deep.equal([]);
  });

  it('treats only a version with a digit as a disclosure', () => {
    const [named] = parseHeader('server', 'nginx', 'k');
    const [versioned] = parseHeader('server', 'nginx/1.25.3', 'k');
    expect(hasVersion(named!)).to.equal(false);
    expect(hasVersion(versioned!)).to.equal(true);
  });
});

describe('scanner: server_software end-of-life table (unit)', () => {
  const at = new Date('2026-01-01T00:00:00Z');

  it('takes the leading numbers of a version and compares them numerically', () => {
    expect(numericVersion('8.2p1')).to.deep.equal([8, 2]);
    expect(numericVersion('5.6.40-0+deb8u12')).to.deep.equal([5, 6, 40]);
    expect(numericVersion('1.0.2k-fips')).to.deep.equal([1, 0, 2]);
    expect(numericVersion('beta')).to.deep.equal([]);
    expect(compareVersions([1, 10], [1, 9])).to.be.greaterThan(0);
    expect(compareVersions([1, 0], [1, 0, 0])).to.equal(0);
  });

  it('finds ended branches, ranges and products by alias', () => {
    expect(lookupEol('Apache', '2.2.15', at)).to.deep.include({ ended: true });
    expect(lookupEol('Apache', '2.2.15', at)?.row).to.include({ branch: '2.2', eol: '2017-07-11' });
    expect(lookupEol('PHP', '5.6.40-0+deb8u12', at)?.row.eol).to.equal('2018-12-31');
    expect(lookupEol('PHP', '4.4.9', at)?.row.below).to.equal('5.3');
    expect(lookupEol('Microsoft-IIS', '7.5', at)?.row.eol).to.equal('2020-01-14');
    expect(lookupEol('OpenSSH', '7.4', at)?.ended).to.equal(true);
    expect(lookupEol('nginx', '1.18.0', at)?.ended).to.equal(true);
    expect(lookupEol('OpenSSL', '1.0.2k-fips', at)?.row.branch).to.equal('1.0.2');
  });

  it('treats versions without a row, or before their date, as supported', () => {
    expect(lookupEol('Apache', '2.4.62', at)).to.equal(null);
    expect(lookupEol('OpenSSH', '9.6p1', at)).to.equal(null);
    expect(lookupEol('Microsoft-IIS', '10.0', at)).to.equal(null);
    expect(lookupEol('ProFTPD', '1.3.5', at)).to.equal(null);
    // PHP 8.2 ends on 2026-12-31: supported at the start of 2026, ended a year later.
    expect(lookupEol('PHP', '8.2.12', at)?.ended).to.equal(false);
    expect(lookupEol('PHP', '8.2.12', new Date('2027-01-01T00:00:00Z'))?.ended).to.equal(true);
    // A bare major version cannot be placed in a two-part branch.
    expect(lookupEol('PHP', '7', at)).to.equal(null);
  });

  it('keeps the table well formed: known products, real dates, one way of matching per row', () => {
    const ids = new Set(EOL_PRODUCTS.map((p) => p.id));
    for (const row of EOL_TABLE) {
      expect(ids.has(row.product), row.product).to.equal(true);
      expect(row.eol).to.match(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(row.eol))).to.equal(false);
      expect((row.branch === undefined) !== (row.below === undefined), JSON.stringify(row)).to.equal(true);
      expect(row.source).to.match(/https:\/\//);
    }
  });
});
