import { request } from 'node:http';
import { expect } from 'chai';
import {
  REPUTATION_FIXTURES,
  SECURE_REGISTRATION,
  SECURE_REGISTRATION_ANSWER,
} from '../../lab/fixtures/reputation.fixtures.js';
import { LAB_RDAP_ADDRESS, LAB_RDAP_URL } from '../../lab/lab-services.js';
import type { RunningServer } from '../../lab/listen.js';
import { labAddress } from '../../lab/net.js';
import { type LabRdapHost, labRdapHost } from '../../lab/rdap/rdap-records.js';
import { rdapTables, startRdapServers } from '../../lab/rdap/rdap-server.js';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A plain HTTP exchange with a lab address (never anything else). */
function ask(address: string, path: string, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: address, port: 80, path, method, headers: { accept: 'application/rdap+json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.setTimeout(2000, () => req.destroy(new Error('lab RDAP server did not answer')));
    req.on('error', reject);
    req.end();
  });
}

describe('lab: RDAP server', () => {
  // The RDAP server alone: no DNS or CA is needed to talk to it by address.
  let servers: RunningServer[];
  before(async () => {
    servers = await startRdapServers(REPUTATION_FIXTURES.hosts);
  });
  after(async () => Promise.all(servers.map((server) => server.stop())));

  it('answers a domain query with an RFC 9083 domain object as application/rdap+json', async () => {
    const reply = await ask(LAB_RDAP_ADDRESS, '/rdap/domain/REP-CLEAN.test');
    expect(reply.status).to.equal(200);
    expect(reply.headers['content-type']).to.equal('application/rdap+json');
    expect(reply.headers['access-control-allow-origin']).to.equal('*');
    const body = JSON.parse(reply.body);
    expect(body).to.include({ objectClassName: 'domain', ldhName: 'REP-CLEAN.TEST' });
    expect(body.rdapConformance).to.include('rdap_level_0');
    expect(body.links[0].href).to.equal(`${LAB_RDAP_URL}domain/rep-clean.test`);
    const expiration = body.events.find((e: { eventAction: string }) => e.eventAction === 'expiration');
    expect(expiration.eventDate).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const days = (Date.parse(expiration.eventDate) - Date.now()) / 86_400_000;
    expect(days).to.be.within(364, 366);
    expect(body.entities[0].roles).to.deep.equal(['registrar']);
    expect(body.secureDNS.delegationSigned).to.equal(true);
  });

  it('answers 404 for unknown names and 429 with Retry-After for the throttled fixture, with error bodies', async () => {
    const missing = await ask(LAB_RDAP_ADDRESS, '/rdap/domain/reg-unknown.test');
    expect(missing.status).to.equal(404);
    expect(JSON.parse(missing.body)).to.include({ errorCode: 404, title: 'Not Found' });
    const throttled = await ask(LAB_RDAP_ADDRESS, '/rdap/domain/reg-throttled.test');
    expect(throttled.status).to.equal(429);
    expect(throttled.headers['retry-after']).to.equal('60');
  });

  it('serves a bootstrap file, help, HEAD, and refuses other methods and paths', async () => {
    const bootstrap = await ask(LAB_RDAP_ADDRESS, '/bootstrap/dns.json');
    expect(bootstrap.headers['content-type']).to.equal('application/json');
    expect(JSON.parse(bootstrap.body).services[0]).to.deep.equal([['test'], [LAB_RDAP_URL]]);
    expect((await ask(LAB_RDAP_ADDRESS, '/rdap/help')).status).to.equal(200);
    const head = await ask(LAB_RDAP_ADDRESS, '/rdap/domain/rep-clean.test', 'HEAD');
    expect(head).to.include({ status: 200, body: '' });
    expect((await ask(LAB_RDAP_ADDRESS, '/rdap/domain/rep-clean.test', 'POST')).status).to.equal(405);
    expect((await ask(LAB_RDAP_ADDRESS, '/rdap/entity/9995')).status).to.equal(400);
  });

  it('merges the tables of hosts that share an address, and refuses a name given twice', () => {
    const merged = rdapTables([
      labRdapHost({ 'a.test': SECURE_REGISTRATION_ANSWER }),
      labRdapHost({ 'b.test': SECURE_REGISTRATION_ANSWER }),
    ]);
    expect([...merged.get(LAB_RDAP_ADDRESS)!.keys()]).to.deep.equal(['a.test', 'b.test']);
    expect(() =>
      rdapTables([
        labRdapHost({ 'a.test': SECURE_REGISTRATION_ANSWER }),
        labRdapHost({ 'A.test': SECURE_REGISTRATION_ANSWER }),
      ]),
    ).to.throw(/a.test is defined twice/);
  });

  it('stops at once even with a slow answer pending', async () => {
    const address = labAddress(70, 201);
    const host: LabRdapHost = {
      name: 'rdap-slow.test',
      address,
      rdap: { 'slow.test': { kind: 'slow', delayMs: 5000, registration: SECURE_REGISTRATION } },
    };
    const servers = await startRdapServers([host]);
    const pending = ask(address, '/rdap/domain/slow.test').then(
      () => 'answered',
      () => 'closed',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await Promise.all(servers.map((server) => server.stop()));
    expect(Date.now() - started).to.be.below(500);
    expect(await pending).to.equal('closed');
  });
});
