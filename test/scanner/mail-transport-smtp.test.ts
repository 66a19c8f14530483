import { createServer, type Server, type Socket } from 'node:net';
import { expect } from 'chai';
import { LAB_CIDR, LAB_PRIVATE_ADDRESS, labAddress } from '../../lab/net.js';
import type { MailTransportEvidence } from '../../scanner/modules/mail-transport/mail-transport.collect.js';
import { MAIL_TRANSPORT_MODULE } from '../../scanner/modules/mail-transport/mail-transport.module.js';
import type { ScanNetwork } from '../../scanner/modules/module.js';
import { parseAllowList } from '../../scanner/network/address-guard.js';
import type { SmtpProbe } from '../../scanner/network/smtp-client.js';
import { probeSmtp } from '../../scanner/network/smtp-client.js';
import { judge } from './judge.js';

/** Hostile or broken SMTP servers, each a few lines of raw socket code on its own lab address. */
const BEHAVIOURS: Record<string, (socket: Socket) => void> = {
  silent: () => {},
  http: (socket) => socket.write('HTTP/1.1 400 Bad Request\r\n\r\n'),
  endless: (socket) => {
    const timer = setInterval(() => socket.write('220-still greeting you\r\n'.repeat(50)), 5);
    socket.on('close', () => clearInterval(timer));
    socket.on('error', () => clearInterval(timer));
  },
  refusing: (socket) => socket.end('554 5.7.1 No SMTP service here\r\n'),
  starttls454: (socket) => {
    socket.write('220 mx.example.test ESMTP\r\n');
    socket.on('data', (data) => {
      const line = String(data);
      if (line.startsWith('EHLO')) socket.write('250-mx.example.test\r\n250-STARTTLS\r\n250 8BITMIME\r\n');
      else if (line.startsWith('STARTTLS')) socket.write('454 4.7.0 TLS not available due to temporary reason\r\n');
    });
  },
};

describe('scanner: SMTP client against broken and hostile servers', () => {
  const servers: Server[] = [];
  const address: Record<string, string> = {};
  const network: ScanNetwork = {
    allowList: parseAllowList([LAB_CIDR]),
    extraCaCerts: [],
    rdapUrl: null,
    dnsblZones: [],
    timeouts: { connectMs: 500, ioMs: 300 },
  };

  before(async () => {
    let n = 200;
    for (const [name, behave] of Object.entries(BEHAVIOURS)) {
      const host = labAddress(40, n++);
      address[name] = host;
      const server = createServer((socket) => {
        socket.on('error', () => {});
        behave(socket);
      });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(25, host, resolve));
    }
  });
  after(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  const probe = (name: string, signal?: AbortSignal) =>
    probeSmtp('mx.example.test', address[name]!, { network, signal });

  it('gives up on a server that never greets, after one I/O bound', async () => {
    const started = Date.now();
    const result = await probe('silent');
    expect(result).to.include({ connected: true, greeting: null, starttls_offered: false });
    expect(result.error).to.equal('greeting: no reply within 300 ms');
    expect(Date.now() - started).to.be.below(800);
  });

  it('refuses to read a non-SMTP answer as SMTP', async () => {
    expect((await probe('http')).error).to.match(/^greeting: not an SMTP reply: "HTTP\/1.1 400 Bad Request"/);
  });

  it('bounds an endless greeting', async () => {
    const result = await probe('endless');
    expect(result.error).to.match(/^greeting: (reply longer than 100 lines|server sent too much)/);
    expect(result.duration_ms).to.be.below(800);
  });

  it('reports a refusing greeting and a STARTTLS the server will not start', async () => {
    const refusing = await probe('refusing');
    expect(refusing.greeting).to.equal('554 5.7.1 No SMTP service here');
    expect(refusing.error).to.contain('not 220');
    const tls454 = await probe('starttls454');
    expect(tls454).to.include({ starttls_offered: true, tls: null });
    expect(tls454.extensions).to.deep.equal(['STARTTLS', '8BITMIME']);
    expect(tls454.starttls_reply).to.match(/^454 4\.7\.0/);
    expect(tls454.error).to.match(/^STARTTLS: STARTTLS answered 454/);
  });

  it('stops when the module is aborted', async () => {
    const abort = new AbortController();
    setTimeout(() => abort.abort(new Error('module timed out')), 50);
    const started = Date.now();
    const result = await probe('silent', abort.signal);
    expect(result.error).to.equal('greeting: aborted (module timed out)');
    expect(Date.now() - started).to.be.below(250);
  });

  it('turns these conversations into starttls verdicts: a refused STARTTLS fails, a silent server is unknown', async () => {
    const starttls = (probe: SmtpProbe) => {
      const evidence: MailTransportEvidence = {
        domain: 'example.test',
        dns: {
          'dns:MX:example.test': {
            name: 'example.test',
            type: 'MX',
            status: 'answer',
            rcode: 'NOERROR',
            records: [{ name: 'example.test', type: 'MX', ttl: 300, data: '10 mx.example.test.' }],
            server: null,
          },
        },
        mx: [{ host: 'mx.example.test', preference: 10 }],
        nullMx: false,
        examined: [{ host: 'mx.example.test', preference: 10 }],
        addressing: { 'mx.example.test': { allowed: [probe.address], refused: [], dns_failed: false } },
        smtp: { 'mx.example.test': probe },
        sts: null,
      };
      return judge(MAIL_TRANSPORT_MODULE, 'starttls', evidence);
    };
    const refused = starttls(await probe('starttls454'));
    expect(refused.status).to.equal('fail');
    expect(refused.issue?.severity).to.equal('high');
    expect(refused.issue?.finding).to.contain('offers STARTTLS but TLS fails').and.contain('454');
    const silent = starttls(await probe('silent'));
    expect(silent.status).to.equal('unknown');
    expect(silent.summary).to.contain('did not complete EHLO');
  });

  it('never connects to an address the guard refuses', async () => {
    const result = await probeSmtp('mx.example.test', LAB_PRIVATE_ADDRESS, { network });
    expect(result.connected).to.equal(false);
    expect(result.error).to.contain('not a public address');
  });
});
