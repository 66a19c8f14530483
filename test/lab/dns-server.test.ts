import { expect } from 'chai';
import { answerQuestion } from '../../lab/dns/zone-lookup.js';
import { labDnsClient } from '../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { cname, txt, zone } from '../../lab/zones/records.js';
import { DnsClient } from '../../scanner/network/dns-client.js';
import { parseDnsServer } from '../../scanner/network/dns-servers.js';

describe('lab: authoritative DNS server', () => {
  const zones = [
    zone('alpha.test', [
      txt('alpha.test', 'hello'),
      cname('www.alpha.test', 'alpha.test'),
      txt('a.b.alpha.test', 'deep'),
    ]),
  ];

  it('answers NODATA for a name that exists without the type, NXDOMAIN for one that does not', () => {
    expect(answerQuestion(zones, 'alpha.test', 'MX')).to.include({ kind: 'answer', rcode: 'NOERROR' });
    expect(answerQuestion(zones, 'b.alpha.test', 'TXT')).to.include({ rcode: 'NOERROR' }); // empty non-terminal
    expect(answerQuestion(zones, 'nope.alpha.test', 'TXT')).to.include({ rcode: 'NXDOMAIN' });
  });

  it('chases a CNAME inside its zones and refuses names outside them', () => {
    const result = answerQuestion(zones, 'www.alpha.test', 'TXT');
    expect(result.kind === 'answer' && result.answers.map((r) => r.type)).to.deep.equal(['CNAME', 'TXT']);
    expect(answerQuestion(zones, 'example.com', 'A')).to.deep.equal({ kind: 'refused' });
  });

  describe('over real sockets on 127.0.0.1', () => {
    let lab: Lab;
    let client: DnsClient;
    before(async () => {
      lab = await startLab();
      client = labDnsClient(lab);
    });
    after(async () => lab.stop());

    it('listens on loopback and reports host:port', () => {
      expect(lab.dns.host).to.equal('127.0.0.1');
      expect(lab.dns.address).to.equal(`127.0.0.1:${lab.dns.port}`);
      expect(lab.dns.port).to.be.greaterThan(0);
    });

    it('serves the fixture zones', async () => {
      const lookup = await client.query('mail-good.test', 'TXT');
      expect(lookup.records.map((r) => r.data)).to.include('v=spf1 mx include:_spf.mail-provider.test -all');
    });

    it('applies faults: servfail answers SERVFAIL, drop stays silent', async () => {
      expect(await client.query('spf-servfail.test', 'TXT')).to.include({ status: 'error', rcode: 'SERVFAIL' });
      const dropped = await client.query('_dmarc.dmarc-timeout.test', 'TXT');
      expect(dropped.status).to.equal('error');
      expect(dropped.error).to.match(/^timeout/);
    });

    it('stops cleanly, after which the port no longer answers', async () => {
      const own = await startLab({ fixtures: [{ zones, hosts: [] }] });
      const ownClient = new DnsClient({ servers: [parseDnsServer(own.dns.address)], timeoutMs: 200, attempts: 1 });
      expect((await ownClient.query('alpha.test', 'TXT')).status).to.equal('answer');
      await own.stop();
      expect((await ownClient.query('alpha.test', 'TXT')).status).to.equal('error');
    });
  });
});
