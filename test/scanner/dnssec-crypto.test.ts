/**
 * DNSSEC wire forms and cryptography against the examples the RFCs publish: these were produced by
 * other implementations, so passing them pins canonical form, key tags, DS digests and signature
 * verification to the standard, not merely to our own signer.
 */
import { createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { expect } from 'chai';
import type { Answer } from 'dns-packet';
import { dsDigest, verifyRrsig } from '../../scanner/modules/dnssec/dnssec-crypto.js';
import {
  canonicalRdata,
  countLabels,
  type DnskeyFields,
  keyTag,
  nameToWire,
  type RrsigFields,
  signingInput,
  toWireRecord,
} from '../../scanner/modules/dnssec/dnssec-wire.js';

/** 20100909100439 -> seconds since the epoch. */
function time(stamp: string): number {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(stamp)!;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) / 1000;
}

const key = (flags: number, algorithm: number, publicKey: string): DnskeyFields => ({
  flags,
  protocol: 3,
  algorithm,
  publicKey,
});

function rrsig(fields: Omit<RrsigFields, 'typeCovered' | 'originalTtl'> & { typeCovered?: string }): RrsigFields {
  return { typeCovered: 'A', originalTtl: 3600, ...fields };
}

const wwwA = (address: string, owner = 'www.example.net') =>
  toWireRecord({ type: 'A', name: owner, ttl: 3600, data: address } as Answer);

describe('scanner: DNSSEC wire form and crypto (RFC test vectors)', () => {
  describe('RFC 4034 section 5.4 and RFC 4509: key tag and DS digests', () => {
    const dskey = key(
      256,
      5,
      'AQOeiiR0GOMYkDshWoSKz9XzfwJr1AYtsmx3TGkJaNXVbfi/2pHm822aJ5iI9BMzNXxeYCmZDRD99WYwYqUSdjMmmAphXdvxegXd/M5+X7OrzKBaMbCVdFLUUh6DhweJBjEVv5f2wwjM9XzcnOf+EPbtG9DMBmADjFDc2w/rljwvFw==',
    );
    it('computes key tag 60485 and the SHA-1 digest 2BB183AF...', () => {
      expect(keyTag(dskey)).to.equal(60485);
      expect(dsDigest('dskey.example.com', dskey, 1)).to.equal('2bb183af5f22588179a53b0a98631fad1a292118');
    });
    it('computes the SHA-256 digest of RFC 4509 section 2.3, whatever the case of the owner', () => {
      const expected = 'd4b7d520e7bb5f0f67674a0cceb1e3e0614b93c4f9e99b8383f6a1e4469da50a';
      expect(dsDigest('dskey.example.com.', dskey, 2)).to.equal(expected);
      expect(dsDigest('DSKEY.Example.COM', dskey, 2)).to.equal(expected);
    });
    it('has no digest for GOST (3), which is not implemented', () => {
      expect(dsDigest('dskey.example.com', dskey, 3)).to.equal(null);
    });
  });

  describe('RFC 5702 section 6: RSA/SHA-256 and RSA/SHA-512', () => {
    const inception = time('20000101000000');
    const expiration = time('20300101000000');
    const cases = [
      {
        algorithm: 8,
        tag: 9033,
        publicKey: 'AwEAAcFcGsaxxdgiuuGmCkVImy4h99CqT7jwY3pexPGcnUFtR2Fh36BponcwtkZ4cAgtvd4Qs8PkxUdp6p/DlUmObdk=',
        signature: 'kRCOH6u7l0QGy9qpC9l1sLncJcOKFLJ7GhiUOibu4teYp5VE9RncriShZNz85mwlMgNEacFYK/lPtPiVYP4bwg==',
      },
      {
        algorithm: 10,
        tag: 3740,
        publicKey:
          'AwEAAdHoNTOW+et86KuJOWRDp1pndvwb6Y83nSVXXyLA3DLroROUkN6X0O6pnWnjJQujX/AyhqFDxj13tOnD9u/1kTg7cV6rklMrZDtJCQ5PCl/D7QNPsgVsMu1J2Q8gpMpztNFLpPBz1bWXjDtaR7ZQBlZ3PFY12ZTSncorffcGmhOL',
        signature:
          'tsb4wnjRUDnB1BUi+t6TMTXThjVnG+eCkWqjvvjhzQL1d0YRoOe0CbxrVDYd0xDtsuJRaeUw1ep94PzEWzr0iGYgZBWm/zpq+9fOuagYJRfDqfReKBzMweOLDiNa8iP5g9vMhpuv6OPlvpXwm9Sa9ZXIbNl1MBGk0fthPgxdDLw=',
      },
    ];
    for (const c of cases) {
      it(`verifies the algorithm ${c.algorithm} example (key tag ${c.tag}) and rejects a flipped bit`, () => {
        const dnskey = key(256, c.algorithm, c.publicKey);
        expect(keyTag(dnskey)).to.equal(c.tag);
        const sig = rrsig({
          algorithm: c.algorithm,
          labels: 3,
          expiration,
          inception,
          keyTag: c.tag,
          signerName: 'example.net',
          signature: c.signature,
        });
        const data = signingInput(sig, [wwwA('192.0.2.91')]);
        expect(verifyRrsig(sig, dnskey, data)).to.equal(true);
        const tampered = signingInput(sig, [wwwA('192.0.2.92')]);
        expect(verifyRrsig(sig, dnskey, tampered)).to.equal(false);
      });
    }
  });

  describe('RFC 6605 section 6: ECDSA P-256 and P-384', () => {
    const cases = [
      {
        algorithm: 13,
        tag: 55648,
        digestType: 2,
        digest: 'b4c8c1fe2e7477127b27115656ad6256f424625bf5c1e2770ce6d6e37df61d17',
        publicKey: 'GojIhhXUN/u4v54ZQqGSnyhWJwaubCvTmeexv7bR6edbkrSqQpF64cYbcB7wNcP+e+MAnLr+Wi9xMWyQLc8NAA==',
        times: ['20100909100439', '20100812100439'],
        signature: 'qx6wLYqmh+l9oCKTN6qIc+bw6ya+KJ8oMz0YP107epXAyGmt+3SNruPFKG7tZoLBLlUzGGus7ZwmwWep666VCw==',
      },
      {
        algorithm: 14,
        tag: 10771,
        digestType: 4,
        digest: '72d7b62976ce06438e9c0bf319013cf801f09ecc84b8d7e9495f27e305c6a9b0563a9b5f4d288405c3008a946df983d6',
        publicKey:
          'xKYaNhWdGOfJ+nPrL8/arkwf2EY3MDJ+SErKivBVSum1w/egsXvSADtNJhyem5RCOpgQ6K8X1DRSEkrbYQ+OB+v8/uX45NBwY8rp65F6Glur8I/mlVNgF6W/qTI37m40',
        times: ['20100909102025', '20100812102025'],
        signature:
          '/L5hDKIvGDyI1fcARX3z65qrmPsVz73QD1Mr5CEqOiLP95hxQouuroGCeZOvzFaxsT8Glr74hbavRKayJNuydCuzWTSSPdz7wnqXL5bdcJzusdnI0RSMROxxwGipWcJm',
      },
    ];
    for (const c of cases) {
      it(`matches the DS and verifies the RRSIG of the algorithm ${c.algorithm} example`, () => {
        const dnskey = key(257, c.algorithm, c.publicKey);
        expect(keyTag(dnskey)).to.equal(c.tag);
        expect(dsDigest('example.net', dnskey, c.digestType)).to.equal(c.digest);
        const sig = rrsig({
          algorithm: c.algorithm,
          labels: 3,
          expiration: time(c.times[0]!),
          inception: time(c.times[1]!),
          keyTag: c.tag,
          signerName: 'example.net.',
          signature: c.signature,
        });
        expect(verifyRrsig(sig, dnskey, signingInput(sig, [wwwA('192.0.2.1')]))).to.equal(true);
        // The owner is signed in lowercase: a mixed-case answer verifies the same.
        expect(verifyRrsig(sig, dnskey, signingInput(sig, [wwwA('192.0.2.1', 'WWW.Example.Net')]))).to.equal(true);
        // The RRSIG fields are signed too: a shifted inception no longer verifies.
        const shifted = { ...sig, inception: sig.inception + 1 };
        expect(verifyRrsig(shifted, dnskey, signingInput(shifted, [wwwA('192.0.2.1')]))).to.equal(false);
      });
    }
  });

  describe('RFC 8080 section 6.1 (with erratum 4935): Ed25519', () => {
    const seed = 'ODIyNjAzODQ2MjgwODAxMjI2NDUxOTAyMDQxNDIyNjI=';
    const publicKey = 'l02Woi0iS8Aa25FQkUd9RMzZHJpBoRQwAQEX1SxZJA4=';
    const mx = toWireRecord({
      type: 'MX',
      name: 'example.com',
      ttl: 3600,
      data: { preference: 10, exchange: 'mail.example.com' },
    });
    const sig = rrsig({
      typeCovered: 'MX',
      algorithm: 15,
      labels: 2,
      expiration: 1440021600,
      inception: 1438207200,
      keyTag: 3613,
      signerName: 'example.com',
      signature: 'oL9krJun7xfBOIWcGHi7mag5/hdZrKWw15jPGrHpjQeRAvTdszaPD+QLs3fx8A4M3e23mRZ9VrbpMngwcrqNAg==',
    });

    it('derives the published key and DS from the published private key', () => {
      const privateKey = createPrivateKey({
        key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(seed, 'base64')]),
        format: 'der',
        type: 'pkcs8',
      });
      const raw = Buffer.from(createPublicKey(privateKey).export({ format: 'jwk' }).x!, 'base64url');
      expect(raw.toString('base64')).to.equal(publicKey);
      const dnskey = key(257, 15, publicKey);
      expect(keyTag(dnskey)).to.equal(3613);
      expect(dsDigest('example.com', dnskey, 2)).to.equal(
        '3aa5ab37efce57f737fc1627013fee07bdf241bd10f3b1964ab55c78e79a304b',
      );
      // Ed25519 is deterministic: signing our signing input reproduces the erratum's signature exactly.
      const signature = sign(null, signingInput(sig, [mx]), privateKey).toString('base64');
      expect(signature).to.equal(sig.signature);
    });

    it('verifies the signature and refuses it under another key', () => {
      expect(verifyRrsig(sig, key(257, 15, publicKey), signingInput(sig, [mx]))).to.equal(true);
      const other = key(257, 15, 'zPnZ/QwEe7S8C5SPz2OfS5RR40ATk2/rYnE9xHIEijs=');
      expect(keyTag(other)).to.equal(35217);
      expect(verifyRrsig(sig, other, signingInput(sig, [mx]))).to.equal(false);
    });
  });

  describe('canonical form (RFC 4034 section 6)', () => {
    it('lowercases names in SOA RDATA and owner names', () => {
      const soa = (mname: string, rname: string) =>
        ({
          type: 'SOA',
          name: 'Example.NET',
          ttl: 300,
          data: { mname, rname, serial: 1, refresh: 2, retry: 3, expire: 4, minimum: 5 },
        }) as Answer;
      const upper = soa('NS1.Example.net', 'Host.Example.net');
      const lower = soa('ns1.example.net', 'host.example.net');
      expect(canonicalRdata(upper).equals(canonicalRdata(lower))).to.equal(true);
      expect(nameToWire('Example.NET.').equals(nameToWire('example.net'))).to.equal(true);
      expect(nameToWire('.').equals(Buffer.from([0]))).to.equal(true);
    });

    it('orders an RRset by RDATA, so answer order does not change the signed data', () => {
      const sig = rrsig({
        algorithm: 13,
        labels: 3,
        expiration: 2,
        inception: 1,
        keyTag: 1,
        signerName: 'example.net',
        signature: '',
      });
      const forward = signingInput(sig, [wwwA('192.0.2.1'), wwwA('192.0.2.2')]);
      const backward = signingInput(sig, [wwwA('192.0.2.2'), wwwA('192.0.2.1'), wwwA('192.0.2.2')]);
      expect(forward.equals(backward)).to.equal(true);
    });

    it('signs a wildcard expansion as the wildcard owner', () => {
      expect(countLabels('*.example.net')).to.equal(2);
      const sig = rrsig({
        algorithm: 13,
        labels: 2,
        expiration: 2,
        inception: 1,
        keyTag: 1,
        signerName: 'example.net',
        signature: '',
      });
      const expanded = signingInput(sig, [wwwA('192.0.2.1', 'anything.example.net')]);
      const wildcard = signingInput(sig, [wwwA('192.0.2.1', '*.example.net')]);
      expect(expanded.equals(wildcard)).to.equal(true);
    });
  });
});
