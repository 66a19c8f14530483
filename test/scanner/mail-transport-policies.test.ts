import 'reflect-metadata';
import { createHash, webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { expect } from 'chai';
import { associationData, judgeDane, parseTlsa } from '../../scanner/modules/mail-transport/dane.js';
import {
  isStsRecord,
  mxMatchesPattern,
  parseStsPolicy,
  parseStsRecord,
  parseTlsRptRecord,
} from '../../scanner/modules/mail-transport/mail-policies.js';
import { ehloExtensions, SmtpProtocolError, takeReply } from '../../scanner/network/smtp-reply.js';

async function selfSignedPem(): Promise<string> {
  x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
  const keys = await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=mx.example.test',
    notBefore: new Date(Date.now() - 86_400_000),
    notAfter: new Date(Date.now() + 86_400_000),
    keys: keys as unknown as Parameters<typeof x509.X509CertificateGenerator.createSelfSigned>[0]['keys'],
    signingAlgorithm: algorithm,
  });
  return cert.toString('pem');
}

describe('scanner: mail_transport parsers (pure)', () => {
  describe('SMTP replies', () => {
    it('takes single and multi-line replies, keeping what follows', () => {
      expect(takeReply('220 mx.example ESMTP\r\n')).to.deep.equal({
        reply: { code: 220, lines: ['mx.example ESMTP'] },
        rest: '',
      });
      const ehlo = takeReply('250-mx.example\r\n250-PIPELINING\r\n250-STARTTLS\r\n250 SIZE 1000\r\n221 bye');
      expect(ehlo?.reply.lines).to.deep.equal(['mx.example', 'PIPELINING', 'STARTTLS', 'SIZE 1000']);
      expect(ehlo?.rest).to.equal('221 bye');
      expect(ehloExtensions(ehlo!.reply)).to.deep.equal(['PIPELINING', 'STARTTLS', 'SIZE']);
      expect(takeReply('250\n')?.reply).to.deep.equal({ code: 250, lines: [''] });
    });

    it('waits for the rest of a reply, and refuses what is not SMTP or too long', () => {
      expect(takeReply('250-mx.example\r\n250-STARTTLS\r\n')).to.equal(null);
      expect(takeReply('220 partial')).to.equal(null);
      expect(() => takeReply('HTTP/1.1 400 Bad Request\r\n')).to.throw(SmtpProtocolError);
      expect(() => takeReply('250-a\r\n251 b\r\n')).to.throw(SmtpProtocolError, /different codes/);
      expect(() => takeReply('2'.repeat(3000))).to.throw(SmtpProtocolError, /too long/);
      expect(() => takeReply('250-x\r\n'.repeat(150))).to.throw(SmtpProtocolError, /100 lines/);
    });
  });

  describe('MTA-STS', () => {
    it('reads the TXT record and its id', () => {
      expect(isStsRecord('v=STSv1; id=20240601T000000;')).to.equal(true);
      expect(isStsRecord('v=spf1 -all')).to.equal(false);
      expect(parseStsRecord('v=STSv1; id=20240601T000000;')).to.deep.equal({ id: '20240601T000000', problems: [] });
      expect(parseStsRecord('v=STSv1;').problems).to.deep.equal(['the record has no id']);
      expect(parseStsRecord('v=STSv1; id=2024-06-01').problems[0]).to.contain('letters and digits');
    });

    it('parses a policy and lists what is wrong with a bad one', () => {
      const good = parseStsPolicy(
        'version: STSv1\r\nmode: enforce\r\nmx: mx1.example.test\r\nmx: *.example.test\r\nmax_age: 604800\r\n',
      );
      expect(good).to.deep.equal({
        version: 'STSv1',
        mode: 'enforce',
        maxAge: 604800,
        mx: ['mx1.example.test', '*.example.test'],
        problems: [],
      });
      expect(parseStsPolicy('version: STSv1\nmode: none\nmax_age: 86400\n').problems).to.deep.equal([]);
      const bad = parseStsPolicy('<html>not found</html>\nmode: strict\nmax_age: 99999999999');
      expect(bad.problems).to.include('version is missing, not STSv1');
      expect(bad.problems.some((p) => p.startsWith('unknown mode "strict"'))).to.equal(true);
      expect(bad.problems.some((p) => p.startsWith('max_age'))).to.equal(true);
      expect(bad.problems).to.include('no mx patterns');
    });

    it('matches MX hosts against patterns as RFC 8461 section 4.1 says', () => {
      expect(mxMatchesPattern('mx1.example.test', 'mx1.example.test')).to.equal(true);
      expect(mxMatchesPattern('MX1.Example.Test.', 'mx1.example.test')).to.equal(true);
      expect(mxMatchesPattern('mx1.example.test', '*.example.test')).to.equal(true);
      expect(mxMatchesPattern('a.b.example.test', '*.example.test')).to.equal(false);
      expect(mxMatchesPattern('example.test', '*.example.test')).to.equal(false);
      expect(mxMatchesPattern('mx1.other.test', '*.example.test')).to.equal(false);
    });
  });

  it('parses TLS-RPT records', () => {
    expect(parseTlsRptRecord('v=TLSRPTv1; rua=mailto:tls@example.test,https://r.example.test/v1')).to.deep.equal({
      rua: ['mailto:tls@example.test', 'https://r.example.test/v1'],
      problems: [],
    });
    expect(parseTlsRptRecord('v=TLSRPTv1;').problems).to.deep.equal(['the record has no rua (where reports go)']);
    expect(parseTlsRptRecord('v=TLSRPTv1; rua=http://r.example.test').problems[0]).to.contain('neither a mailto');
  });

  describe('DANE', () => {
    let pem: string;
    before(async () => {
      pem = await selfSignedPem();
    });

    it('computes association data for every selector and matching type', () => {
      const cert = new x509.X509Certificate(pem);
      const spki = Buffer.from(cert.publicKey.rawData);
      const der = Buffer.from(cert.rawData);
      expect(associationData(pem, 1, 1)).to.equal(createHash('sha256').update(spki).digest('hex'));
      expect(associationData(pem, 0, 1)).to.equal(createHash('sha256').update(der).digest('hex'));
      expect(associationData(pem, 1, 2)).to.equal(createHash('sha512').update(spki).digest('hex'));
      expect(associationData(pem, 0, 0)).to.equal(der.toString('hex'));
      expect(associationData(pem, 2, 1)).to.equal(null);
    });

    it('matches DANE-EE records, and tells mismatch, unusable and unverifiable apart', () => {
      const spkiHash = associationData(pem, 1, 1)!.toUpperCase();
      const certHash = associationData(pem, 0, 1)!;
      expect(parseTlsa(`3 1 1 ${spkiHash}`)).to.deep.include({ usage: 3, selector: 1, matchingType: 1 });
      expect(parseTlsa('not a record')).to.equal(null);
      expect(judgeDane([`3 1 1 ${'00'.repeat(32)}`, `3 1 1 ${spkiHash}`], pem)).to.deep.equal({
        result: 'match',
        record: '3 1 1',
      });
      expect(judgeDane([`3 0 1 ${certHash}`], pem)).to.deep.equal({ result: 'match', record: '3 0 1' });
      expect(judgeDane([`3 1 1 ${'00'.repeat(32)}`], pem)).to.deep.equal({ result: 'mismatch', usable: 1 });
      expect(judgeDane([`1 0 1 ${certHash}`], pem)).to.deep.equal({ result: 'unusable' });
      expect(judgeDane([`2 0 1 ${'00'.repeat(32)}`, `3 1 1 ${'00'.repeat(32)}`], pem).result).to.equal('unverifiable');
    });
  });
});
