import { expect } from 'chai';
import { LAB_DKIM_KEY } from '../../lab/zones/mail-domain.js';
import { isDkimRecord, parseDkimKey } from '../../scanner/modules/dns-email/dkim-key.js';
import { isDmarcRecord, parseDmarc, reportDomain } from '../../scanner/modules/dns-email/dmarc-record.js';

describe('scanner: DMARC and DKIM record parsing', () => {
  it('parses a full DMARC record, defaulting pct to 100 and sp to p', () => {
    const parsed = parseDmarc('v=DMARC1; p=quarantine; rua=mailto:a@x.test, mailto:b@y.test!10m; ruf=mailto:f@x.test');
    expect(parsed).to.deep.equal({
      ok: true,
      record: {
        p: 'quarantine',
        sp: null,
        pct: 100,
        testing: false,
        rua: ['mailto:a@x.test', 'mailto:b@y.test!10m'],
        ruf: ['mailto:f@x.test'],
      },
    });
    expect(reportDomain('mailto:b@Y.test!10m')).to.equal('y.test');
  });

  it('lists every reason a DMARC record is invalid', () => {
    const parsed = parseDmarc('v=DMARC1; sp=maybe; pct=150; t=x; rua=https://x.test');
    expect(parsed.ok).to.equal(false);
    if (parsed.ok) return;
    expect(parsed.errors).to.have.length(5);
    expect(parsed.errors.join()).to.contain('p tag is missing').and.contain('pct=150').and.contain('sp=maybe');
  });

  it('recognises DMARC records only by a leading v=DMARC1', () => {
    expect(isDmarcRecord('v=DMARC1; p=none')).to.equal(true);
    expect(isDmarcRecord('v=DMARC1')).to.equal(true);
    expect(isDmarcRecord('p=none; v=DMARC1')).to.equal(false);
    expect(isDmarcRecord('v=spf1 -all')).to.equal(false);
  });

  it('reads DKIM key size, revocation and garbage', () => {
    expect(parseDkimKey(`v=DKIM1; k=rsa; p=${LAB_DKIM_KEY}`)).to.deep.equal({
      keyType: 'rsa',
      revoked: false,
      bits: 2048,
      error: null,
    });
    expect(parseDkimKey('v=DKIM1; p=')).to.include({ revoked: true });
    expect(parseDkimKey('v=DKIM1; p=bm9wZQ==').error).to.match(/not a valid/);
    expect(parseDkimKey(`k=ed25519; p=${Buffer.alloc(32, 1).toString('base64')}`)).to.include({
      bits: 256,
      error: null,
    });
    expect(isDkimRecord('v=DKIM1; p=abc')).to.equal(true);
    expect(isDkimRecord('v=spf1 -all')).to.equal(false);
  });
});
