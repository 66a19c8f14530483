import { expect } from 'chai';
import { interpretDnsblAnswer } from '../../scanner/modules/reputation/dnsbl-answer.js';
import {
  addressQueryName,
  canonicalAddress,
  domainQueryName,
  nibbleIpv6,
  reverseIpv4,
} from '../../scanner/modules/reputation/dnsbl-names.js';
import { parseDnsblSetting, parseDnsblSettings } from '../../scanner/modules/reputation/dnsbl-zones.js';
import type { ReputationEvidence } from '../../scanner/modules/reputation/reputation.collect.js';
import { REPUTATION_MODULE } from '../../scanner/modules/reputation/reputation.module.js';
import type { DnsLookup } from '../../scanner/network/dns-client.js';
import { judge } from './judge.js';

function lookup(name: string, type: string, status: DnsLookup['status'], data: string[] = []): DnsLookup {
  return {
    name,
    type,
    status,
    rcode: status === 'error' ? 'SERVFAIL' : status === 'nxdomain' ? 'NXDOMAIN' : 'NOERROR',
    records: data.map((d) => ({ name, type, ttl: 300, data: d })),
    server: '127.0.0.1:53',
    ...(status === 'error' ? { error: 'the server answered SERVFAIL' } : {}),
  };
}
const listedA = (...codes: string[]) => lookup('q', 'A', 'answer', codes);

describe('scanner: reputation, DNSBL names, zones and return codes (unit)', () => {
  describe('query names (RFC 5782 section 2)', () => {
    it('reverses IPv4 octets', () => {
      expect(reverseIpv4('192.0.2.99')).to.equal('99.2.0.192');
      expect(() => reverseIpv4('2001:db8::1')).to.throw(/not an IPv4/);
    });

    it('writes IPv6 as 32 reversed nibbles, as in the RFC example', () => {
      expect(nibbleIpv6('2001:db8:1:2:3:4:567:89ab')).to.equal(
        'b.a.9.8.7.6.5.0.4.0.0.0.3.0.0.0.2.0.0.0.1.0.0.0.8.b.d.0.1.0.0.2',
      );
      expect(nibbleIpv6('::1').split('.')).to.have.length(32);
    });

    it('asks about an IPv4-mapped address in IPv4 form, and skips IPv6 on IPv4-only lists', () => {
      expect(canonicalAddress('::ffff:192.0.2.7')).to.equal('192.0.2.7');
      const v4only = { zone: 'bl.example', ipv6: false };
      expect(addressQueryName('::ffff:192.0.2.7', v4only)).to.equal('7.2.0.192.bl.example');
      expect(addressQueryName('2001:db8::1', v4only)).to.equal(null);
      expect(addressQueryName('2001:db8::1', { zone: 'bl.example', ipv6: true })).to.match(
        /^1\.0\.0(\.0)+\.8\.b\.d\.0\.1\.0\.0\.2\.bl\.example$/,
      );
    });

    it('asks a domain list about the domain itself, never past 253 octets', () => {
      expect(domainQueryName('Example.COM.', { zone: 'dbl.example' })).to.equal('example.com.dbl.example');
      expect(
        domainQueryName(`${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`, {
          zone: 'dbl.example',
        }),
      ).to.equal(null);
    });
  });

  describe('zone settings', () => {
    it('knows the kind of well-known zones, and takes unknown ones for IP lists', () => {
      expect(parseDnsblSetting('zen.spamhaus.org')).to.include({ kind: 'ip', ipv6: true, source: 'known' });
      expect(parseDnsblSetting('dbl.spamhaus.org')).to.include({ kind: 'domain', source: 'known' });
      expect(parseDnsblSetting('bl.spamcop.net')).to.include({ kind: 'ip', ipv6: false });
      expect(parseDnsblSetting('rbl.example.net')).to.include({ kind: 'ip', ipv6: true, source: 'default' });
    });

    it("reads domain: and ip: prefixes, keeping a known zone's return codes", () => {
      expect(parseDnsblSetting('domain:rhsbl.example.net')).to.include({
        zone: 'rhsbl.example.net',
        kind: 'domain',
        source: 'prefix',
      });
      const zen = parseDnsblSetting('IP:zen.spamhaus.org.');
      expect(zen).to.include({ zone: 'zen.spamhaus.org', kind: 'ip', source: 'prefix' });
      expect('codes' in zen && zen.codes['127.0.0.10']?.class).to.equal('policy');
    });

    it('rejects entries that are not zones, and drops duplicates', () => {
      expect(parseDnsblSetting('url:bl.example.net')).to.deep.include({ error: 'unknown prefix (use domain: or ip:)' });
      expect(parseDnsblSetting('domain:not a zone')).to.deep.include({ error: 'not a DNS zone name' });
      const parsed = parseDnsblSettings(['zen.spamhaus.org', 'ZEN.spamhaus.org', 'bogus']);
      expect(parsed.zones.map((z) => z.zone)).to.deep.equal(['zen.spamhaus.org']);
      expect(parsed.rejected.map((r) => r.setting)).to.deep.equal(['bogus']);
    });
  });

  describe('return codes (RFC 5782 section 2.3)', () => {
    const zen = parseDnsblSetting('zen.spamhaus.org') as Exclude<
      ReturnType<typeof parseDnsblSetting>,
      { error: string }
    >;
    const dbl = parseDnsblSetting('dbl.spamhaus.org') as typeof zen;
    const other = parseDnsblSetting('rbl.example.net') as typeof zen;

    it('reads NXDOMAIN and NODATA as not listed', () => {
      expect(interpretDnsblAnswer(zen, lookup('q', 'A', 'nxdomain'), undefined)).to.deep.equal({ state: 'not_listed' });
      expect(interpretDnsblAnswer(zen, lookup('q', 'A', 'nodata'), undefined)).to.deep.equal({ state: 'not_listed' });
    });

    it("reads 127.x answers as listings, with the list's meaning and its TXT reason", () => {
      const verdict = interpretDnsblAnswer(
        zen,
        listedA('127.0.0.2'),
        lookup('q', 'TXT', 'answer', ['https://check.spamhaus.org/sbl/']),
      );
      expect(verdict).to.deep.equal({
        state: 'listed',
        codes: ['127.0.0.2'],
        meanings: ['Spamhaus SBL: a known spam source or spam operation'],
        policyOnly: false,
        reason: 'https://check.spamhaus.org/sbl/',
      });
      expect(interpretDnsblAnswer(other, listedA('127.0.0.3'), undefined)).to.deep.include({
        state: 'listed',
        meanings: ['listed (return code 127.0.0.3)'],
        reason: null,
      });
    });

    it('marks Spamhaus PBL-only answers as policy listings', () => {
      expect(interpretDnsblAnswer(zen, listedA('127.0.0.10', '127.0.0.11'), undefined)).to.include({
        policyOnly: true,
      });
      expect(interpretDnsblAnswer(zen, listedA('127.0.0.4', '127.0.0.11'), undefined)).to.include({
        policyOnly: false,
      });
    });

    it('never reads refusals, SERVFAIL or foreign answers as listings', () => {
      const refused = interpretDnsblAnswer(zen, listedA('127.255.255.254'), undefined);
      expect(refused).to.deep.equal({
        state: 'unknown',
        why: 'query refused: sent through a public or open resolver (127.255.255.254)',
      });
      expect(interpretDnsblAnswer(other, listedA('127.255.255.255'), undefined)).to.include({ state: 'unknown' });
      expect(interpretDnsblAnswer(other, listedA('127.0.0.1'), undefined)).to.include({ state: 'unknown' });
      expect(interpretDnsblAnswer(dbl, listedA('127.0.1.255'), undefined)).to.include({ state: 'unknown' });
      expect(interpretDnsblAnswer(zen, listedA('198.51.100.7'), undefined)).to.deep.include({ state: 'unknown' });
      expect(interpretDnsblAnswer(zen, lookup('q', 'A', 'error'), undefined)).to.deep.equal({
        state: 'unknown',
        why: 'the server answered SERVFAIL',
      });
    });
  });

  describe('checks over collected evidence', () => {
    const zones = parseDnsblSettings(['zen.spamhaus.org', 'dbl.spamhaus.org']).zones;
    const evidence = (
      dns: Record<string, DnsLookup>,
      overrides: Partial<ReputationEvidence> = {},
    ): ReputationEvidence => ({
      domain: 'example.com',
      zones,
      rejectedZones: [],
      webAddresses: ['192.0.2.10'],
      mxHosts: [],
      domains: ['example.com'],
      dns: {
        'dns:MX:example.com': lookup('example.com', 'MX', 'nodata'),
        'dns:A:10.2.0.192.zen.spamhaus.org': lookup('10.2.0.192.zen.spamhaus.org', 'A', 'nxdomain'),
        'dns:A:example.com.dbl.spamhaus.org': lookup('example.com.dbl.spamhaus.org', 'A', 'nxdomain'),
        ...dns,
      },
      ...overrides,
    });
    const run = (id: string, e: ReputationEvidence) => judge(REPUTATION_MODULE, id, e);

    it('passes clean answers and cites them as evidence', () => {
      const outcome = run('web_addresses', evidence({}));
      expect(outcome).to.include({ status: 'pass', summary: 'Not listed on zen.spamhaus.org.' });
      expect(outcome.evidence).to.include('dns:A:10.2.0.192.zen.spamhaus.org');
      expect(run('domain', evidence({})).status).to.equal('pass');
      expect(run('mail_addresses', evidence({})).summary).to.match(/publishes no mail host/);
    });

    it('gives a policy-only (PBL) listing medium and a spam listing high', () => {
      const pbl = run('web_addresses', evidence({ 'dns:A:10.2.0.192.zen.spamhaus.org': listedA('127.0.0.11') }));
      expect(pbl.status).to.equal('fail');
      expect(pbl.issue?.severity).to.equal('medium');
      expect(pbl.issue?.remediation).to.match(/mail relay/);
      const sbl = run(
        'web_addresses',
        evidence({ 'dns:A:10.2.0.192.zen.spamhaus.org': listedA('127.0.0.2', '127.0.0.11') }),
      );
      expect(sbl.issue?.severity).to.equal('high');
      expect(sbl.issue?.finding).to.contain('192.0.2.10 on zen.spamhaus.org').and.contain('Spamhaus SBL');
    });

    it('is unknown, not failed, when a list refuses, and when no list of the kind is configured', () => {
      const refused = run(
        'web_addresses',
        evidence({ 'dns:A:10.2.0.192.zen.spamhaus.org': listedA('127.255.255.254') }),
      );
      expect(refused.status).to.equal('unknown');
      expect(refused.issue).to.equal(undefined);
      expect(refused.summary).to.contain('open resolver');
      const ipOnly = evidence({}, { zones: parseDnsblSettings(['zen.spamhaus.org']).zones });
      expect(run('domain', ipOnly)).to.include({
        status: 'unknown',
        summary: 'No domain-based blocklist is configured (SCANNER_DNSBL_ZONES).',
      });
    });
  });
});
