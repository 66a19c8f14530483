import { expect } from 'chai';
import { labDnsClient } from '../../lab/lab-scan-deps.js';
import { labAddress } from '../../lab/net.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { DnsClient, memoizeResolver } from '../../scanner/network/dns-client.js';
import { parseMxData, recordsOfType } from '../../scanner/network/dns-records.js';
import { formatDnsServer, parseDnsServer, resolveDnsServers } from '../../scanner/network/dns-servers.js';

describe('scanner: DNS client (against the lab on 127.0.0.1)', () => {
  let lab: Lab;
  let client: DnsClient;
  before(async () => {
    lab = await startLab();
    client = labDnsClient(lab);
  });
  after(async () => lab.stop());

  it('returns records in presentation form with rcode NOERROR', async () => {
    const mxLookup = await client.query('mail-good.test', 'MX');
    expect(mxLookup).to.include({ status: 'answer', rcode: 'NOERROR', name: 'mail-good.test', type: 'MX' });
    expect(mxLookup.server).to.equal(lab.dns.address);
    expect(mxLookup.records).to.deep.equal([
      { name: 'mail-good.test', type: 'MX', ttl: 300, data: '10 mx1.mail-good.test.' },
    ]);
    expect(parseMxData(mxLookup.records[0]!.data)).to.deep.equal({ preference: 10, exchange: 'mx1.mail-good.test' });
    const aLookup = await client.query('MX1.Mail-Good.test.', 'A');
    expect(aLookup.records.map((r) => r.data)).to.deep.equal([labAddress(1, 25)]);
    const soa = await client.query('mail-good.test', 'SOA');
    expect(soa.records[0]!.data).to.match(/^ns1\.mail-good\.test\. hostmaster\.mail-good\.test\. \d+/);
  });

  it('tells NXDOMAIN from NODATA, both real answers', async () => {
    expect(await client.query('nothing.mail-good.test', 'TXT')).to.include({ status: 'nxdomain', rcode: 'NXDOMAIN' });
    expect(await client.query('mail-good.test', 'AAAA')).to.include({ status: 'nodata', rcode: 'NOERROR' });
  });

  it('falls back to TCP when the UDP answer is truncated', async () => {
    const lookup = await client.query('big-txt.test', 'TXT');
    expect(lookup.status).to.equal('answer');
    expect(recordsOfType(lookup, 'TXT')).to.have.length(10);
  });

  it('reports SERVFAIL, REFUSED and silence as errors, never as answers', async () => {
    expect(await client.query('spf-servfail.test', 'TXT')).to.include({ status: 'error', rcode: 'SERVFAIL' });
    expect(await client.query('not-in-the-lab.example', 'A')).to.include({ status: 'error', rcode: 'REFUSED' });
    const started = Date.now();
    const silent = await client.query('slow.spf-include-timeout.test', 'TXT');
    expect(silent).to.include({ status: 'error', rcode: null });
    expect(Date.now() - started).to.be.lessThan(1000);
  });

  it('tries the next server when one fails', async () => {
    // Port 9 on loopback is discard: nothing answers, so the first attempt times out.
    const twoServers = new DnsClient({
      servers: [{ host: '127.0.0.1', port: 9 }, parseDnsServer(lab.dns.address)],
      timeoutMs: 200,
      attempts: 2,
    });
    expect((await twoServers.query('mail-good.test', 'MX')).status).to.equal('answer');
  });

  it('memoizes one answer per name and type', async () => {
    const memo = memoizeResolver(client);
    const [first, second] = await Promise.all([
      memo.query('mail-good.test', 'TXT'),
      memo.query('MAIL-GOOD.test.', 'TXT'),
    ]);
    expect(first).to.equal(second);
    expect(memo.queryCount).to.equal(1);
  });

  describe('server list', () => {
    it('parses ip, ip:port and [ipv6]:port', () => {
      expect(parseDnsServer('9.9.9.9')).to.deep.equal({ host: '9.9.9.9', port: 53 });
      expect(parseDnsServer('127.0.0.1:5353')).to.deep.equal({ host: '127.0.0.1', port: 5353 });
      expect(parseDnsServer('2001:db8::53')).to.deep.equal({ host: '2001:db8::53', port: 53 });
      expect(parseDnsServer('[2001:db8::53]:5300')).to.deep.equal({ host: '2001:db8::53', port: 5300 });
      expect(formatDnsServer({ host: '2001:db8::53', port: 53 })).to.equal('[2001:db8::53]:53');
      for (const bad of ['dns.example', '1.2.3.4:0', '1.2.3.4:70000', '[nope]:53']) {
        expect(() => parseDnsServer(bad), bad).to.throw(/DNS server|bad port/);
      }
    });

    it('uses the configured servers, else the system ones', () => {
      expect(resolveDnsServers(['127.0.0.1:5300'])).to.deep.equal([{ host: '127.0.0.1', port: 5300 }]);
      // Only parses the system list; nothing is sent to it.
      for (const server of resolveDnsServers([])) expect(server.port).to.be.within(1, 65535);
    });
  });
});
