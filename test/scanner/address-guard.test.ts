import { expect } from 'chai';
import {
  describeRejection,
  isAllowedAddress,
  judgeAddress,
  parseAllowList,
} from '../../scanner/network/address-guard.js';

describe('scanner: address guard (pure, no network)', () => {
  const publicAddresses = [
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '192.175.48.1', // AS112 anycast, globally reachable
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808', // NAT64 of 8.8.8.8
    '2002:808:808::1', // 6to4 of 8.8.8.8
  ];
  for (const address of publicAddresses) {
    it(`allows public ${address}`, () => {
      expect(isAllowedAddress(address)).to.equal(true);
    });
  }

  const blocked: [string, string][] = [
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.42.0.9', 'loopback'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.99', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.1', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001:db8:ffff::1', 'reserved'],
    ['3fff::1', 'reserved'],
    ['2001::1', 'teredo'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['100::1', 'discard'],
    ['2001:2::1', 'benchmarking'],
    ['::7f00:1', 'ipv4Compatible'],
    ['4000::1', 'unallocated'],
    ['64:ff9b:1::1', 'rfc6052'],
  ];
  for (const [address, range] of blocked) {
    it(`blocks ${address} (${range})`, () => {
      const verdict = judgeAddress(address);
      expect(verdict.allowed).to.equal(false);
      expect(verdict.range).to.equal(range);
    });
  }

  const embedded: [string, string, string][] = [
    ['::ffff:127.0.0.1', '127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', '10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', '169.254.169.254', 'linkLocal'],
    ['::ffff:0:192.168.0.1', '192.168.0.1', 'private'],
    ['64:ff9b::7f00:1', '127.0.0.1', 'loopback'],
    ['64:ff9b::c0a8:101', '192.168.1.1', 'private'],
    ['2002:7f00:1::', '127.0.0.1', 'loopback'],
    ['2002:a00:1::1', '10.0.0.1', 'private'],
    ['2002:6440:1::1', '100.64.0.1', 'carrierGradeNat'],
  ];
  for (const [address, inner, range] of embedded) {
    it(`judges ${address} by its embedded ${inner}`, () => {
      const verdict = judgeAddress(address);
      expect(verdict).to.include({ allowed: false, embeddedIPv4: inner, range });
    });
  }

  describe('IPv4-compatible addresses (::/96, deprecated by RFC 4291 section 2.5.5.1)', () => {
    // One address, several spellings: each must get the same verdict, and none is public (these
    // addresses are routed nowhere; judging them by the embedded IPv4 would invite ::10.0.0.1 tricks).
    const spellings: string[][] = [
      ['::8.8.8.8', '::808:808', '0:0:0:0:0:0:808:808', '0:0:0:0:0:0:8.8.8.8', '::0808:0808'],
      ['::10.0.0.1', '::a00:1', '0:0::a00:1'],
      ['::127.0.0.1', '::7f00:1'],
      ['::1.0.0.0', '::100:0'],
      ['::255.255.255.255', '::ffff:ffff'],
    ];
    for (const same of spellings) {
      it(`judges ${same.join(', ')} alike: not public (ipv4Compatible)`, () => {
        for (const address of same) {
          const verdict = judgeAddress(address);
          expect(verdict, address).to.include({ allowed: false, range: 'ipv4Compatible', allowListed: false });
          expect(verdict.embeddedIPv4, address).to.equal(undefined);
        }
      });
    }

    it('keeps :: and ::1 (inside ::/96) as unspecified and loopback in either spelling', () => {
      expect(judgeAddress('::0.0.0.0')).to.include({ allowed: false, range: 'unspecified' });
      expect(judgeAddress('::0.0.0.1')).to.include({ allowed: false, range: 'loopback' });
    });

    it('still judges the neighbouring embeddings by their IPv4 address, in either spelling', () => {
      const neighbours: [string, string, boolean][] = [
        ['::ffff:8.8.8.8', '8.8.8.8', true], // IPv4-mapped, ::ffff:0:0/96
        ['::ffff:808:808', '8.8.8.8', true],
        ['::ffff:10.0.0.1', '10.0.0.1', false],
        ['::ffff:a00:1', '10.0.0.1', false],
        ['64:ff9b::8.8.8.8', '8.8.8.8', true], // NAT64 well-known prefix
        ['64:ff9b::808:808', '8.8.8.8', true],
        ['64:ff9b::127.0.0.1', '127.0.0.1', false],
      ];
      for (const [address, inner, allowed] of neighbours) {
        expect(judgeAddress(address), address).to.include({ allowed, embeddedIPv4: inner });
      }
    });

    it('lets an allow-listed ::/96 range exempt them, whichever way they are written', () => {
      for (const range of ['::808:800/120', '::8.8.8.0/120']) {
        const allowList = parseAllowList([range]);
        expect(judgeAddress('::8.8.8.8', allowList), range).to.include({ allowed: true, allowListed: true });
        expect(judgeAddress('::808:808', allowList), range).to.include({ allowed: true, allowListed: true });
        expect(judgeAddress('::ffff:8.8.8.8', allowList).allowListed, range).to.equal(false);
      }
    });
  });

  it('throws for something that is not an address, so a host name never slips through', () => {
    for (const value of ['example.com', '127.1', '0x7f000001', '', '1.2.3.256', '::ffff:1.2.3']) {
      expect(() => judgeAddress(value), value).to.throw(/is not an IP address/);
    }
  });

  describe('allow list (SCANNER_ALLOWED_CIDRS)', () => {
    const allowList = parseAllowList(['127.0.0.0/8', 'fd00:1ab::/32', '198.51.100.7']);

    it('exempts addresses inside the listed ranges and says so', () => {
      expect(judgeAddress('127.0.0.53', allowList)).to.include({ allowed: true, allowListed: true, range: 'loopback' });
      expect(judgeAddress('fd00:1ab::2', allowList)).to.include({ allowed: true, allowListed: true });
      expect(judgeAddress('198.51.100.7', allowList)).to.include({ allowed: true, allowListed: true });
    });

    it('matches an embedded IPv4 against IPv4 ranges too', () => {
      expect(judgeAddress('::ffff:127.0.0.1', allowList).allowed).to.equal(true);
    });

    it('leaves everything outside the ranges as it was', () => {
      expect(isAllowedAddress('10.0.0.1', allowList)).to.equal(false);
      expect(isAllowedAddress('198.51.100.8', allowList)).to.equal(false);
      expect(isAllowedAddress('fd00:1ac::1', allowList)).to.equal(false);
      expect(judgeAddress('8.8.8.8', allowList)).to.include({ allowed: true, allowListed: false });
    });

    it('rejects a malformed range with a clear message', () => {
      expect(() => parseAllowList(['10.0.0.0/33'])).to.throw(/not a CIDR range/);
      expect(() => parseAllowList(['nonsense'])).to.throw(/not a CIDR range/);
    });
  });

  it('describes a rejection with the address and its range', () => {
    const message = describeRejection('evil.example', judgeAddress('64:ff9b::a00:1'));
    expect(message).to.equal(
      'evil.example resolves to 64:ff9b::a00:1 (carrying 10.0.0.1), which is in non-public address space (private); only public internet hosts can be scanned',
    );
  });
});
