import { expect } from 'chai';
import {
  COUCHDB_OPEN,
  DOCKER_OPEN,
  ELASTICSEARCH_AUTH,
  ELASTICSEARCH_OPEN,
  MONGODB_AUTH,
  MONGODB_OPEN,
} from '../../lab/ports/canned-replies.js';
import {
  MONGODB_LIST_DATABASES,
  readMongoReply,
  readTopLevelFields,
} from '../../scanner/modules/ports/mongodb-wire.js';
import type { PortObservation } from '../../scanner/modules/ports/observe-port.js';
import { PORT_PROBES, parseHttpReply, printable } from '../../scanner/modules/ports/port-probes.js';
import { type PortsEvidence, portKey } from '../../scanner/modules/ports/ports.collect.js';
import { PORTS_MODULE } from '../../scanner/modules/ports/ports.module.js';
import { RISKY_PORTS, RISKY_SERVICES } from '../../scanner/modules/ports/risky-services.js';
import { judge } from './judge.js';

const bytes = (text: string) => Buffer.from(text, 'latin1');
const classify = (probe: keyof typeof PORT_PROBES, reply: string) => PORT_PROBES[probe].classify(bytes(reply)).verdict;

describe('scanner: ports probes and checks (pure)', () => {
  it('keeps the risky list well formed: unique ids and ports, severities by the issue anchors', () => {
    expect(new Set(RISKY_SERVICES.map((s) => s.id)).size).to.equal(RISKY_SERVICES.length);
    expect(new Set(RISKY_PORTS).size).to.equal(RISKY_PORTS.length);
    const severity = (id: string) => RISKY_SERVICES.find((s) => s.id === id)?.severity;
    for (const id of ['redis', 'mongodb', 'elasticsearch', 'memcached', 'couchdb', 'telnet']) {
      expect(severity(id), id).to.equal('critical');
    }
    for (const id of ['mysql', 'postgresql', 'mssql', 'oracle', 'rdp', 'vnc', 'smb'])
      expect(severity(id), id).to.equal('high');
    expect(severity('ssh')).to.equal('medium');
    expect(severity('ftp')).to.equal('medium');
    // Every critical data store has a probe: critical is only ever claimed on proof.
    for (const s of RISKY_SERVICES.filter((s) => s.category === 'data_store' && s.severity === 'critical')) {
      expect(s.probe, s.id).to.be.a('string');
    }
  });

  it('escapes binary banners and cuts long ones', () => {
    expect(printable(bytes('\xff\xfd\x18login: \\\r\n'))).to.equal('\\xff\\xfd\\x18login: \\x5c\\r\\n');
    expect(printable(bytes('x'.repeat(300)), 10)).to.equal('xxxxxxxxxx...');
  });

  it('classifies Redis and Memcached replies', () => {
    expect(classify('redis', '+PONG\r\n')).to.equal('unauthenticated');
    expect(classify('redis', '-NOAUTH Authentication required.\r\n')).to.equal('auth_required');
    expect(classify('redis', '-DENIED Redis is running in protected mode\r\n')).to.equal('auth_required');
    expect(classify('redis', '-ERR unknown command\r\n')).to.equal('unrecognised');
    expect(classify('redis', '')).to.equal('unrecognised');
    expect(PORT_PROBES.redis.complete(bytes('+PO'))).to.equal(false);
    expect(classify('memcached', 'STAT pid 1\r\nEND\r\n')).to.equal('unauthenticated');
    expect(classify('memcached', 'CLIENT_ERROR unauthenticated\r\n')).to.equal('auth_required');
    expect(PORT_PROBES.memcached.complete(bytes('STAT pid 1\r\n'))).to.equal(false);
    expect(PORT_PROBES.memcached.complete(bytes('STAT pid 1\r\nEND\r\n'))).to.equal(true);
  });

  it('reads HTTP JSON answers: 200 with the service signature, 401/403, and anything else', () => {
    expect(parseHttpReply(bytes('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n[]'))).to.deep.include({
      status: 200,
      body: '[]',
      bodyBytes: 2,
    });
    expect(parseHttpReply(bytes('HTTP/1.1 200 OK\r\n'))).to.equal(null);
    expect(classify('elasticsearch', ELASTICSEARCH_OPEN[0]!.reply)).to.equal('unauthenticated');
    expect(classify('elasticsearch', ELASTICSEARCH_AUTH[0]!.reply)).to.equal('auth_required');
    expect(classify('couchdb', COUCHDB_OPEN[0]!.reply)).to.equal('unauthenticated');
    expect(classify('docker', DOCKER_OPEN[0]!.reply)).to.equal('unauthenticated');
    // A JSON 200 from something else on the port is not proof of an open Elasticsearch.
    expect(classify('elasticsearch', 'HTTP/1.1 200 OK\r\n\r\n{"hello":"world"}')).to.equal('unrecognised');
    expect(classify('couchdb', '\x16\x03\x01\x00')).to.equal('unrecognised');
    expect(PORT_PROBES.docker.complete(bytes(DOCKER_OPEN[0]!.reply))).to.equal(true);
    expect(PORT_PROBES.docker.complete(bytes(DOCKER_OPEN[0]!.reply.slice(0, -3)))).to.equal(false);
    const request = PORT_PROBES.couchdb.request('example.test', 5984).toString();
    expect(request).to.match(/^GET \/_all_dbs HTTP\/1\.0\r\nHost: example\.test:5984\r\n/);
  });

  it('speaks enough MongoDB wire protocol for listDatabases', () => {
    expect(MONGODB_LIST_DATABASES.readInt32LE(0)).to.equal(MONGODB_LIST_DATABASES.length);
    expect(MONGODB_LIST_DATABASES.readInt32LE(12)).to.equal(2013);
    const command = readTopLevelFields(MONGODB_LIST_DATABASES.subarray(21));
    expect(command).to.deep.equal({ listDatabases: 1, nameOnly: true, $db: 'admin' });
    expect(readMongoReply(bytes(MONGODB_OPEN[0]!.reply))).to.deep.include({ ok: true });
    expect(readMongoReply(bytes(MONGODB_AUTH[0]!.reply))).to.deep.equal({
      ok: false,
      code: 13,
      codeName: 'Unauthorized',
      errmsg: 'command listDatabases requires authentication',
    });
    expect(classify('mongodb', MONGODB_OPEN[0]!.reply)).to.equal('unauthenticated');
    expect(classify('mongodb', MONGODB_AUTH[0]!.reply)).to.equal('auth_required');
    expect(classify('mongodb', 'HTTP/1.0 400 Bad Request\r\n\r\n')).to.equal('unrecognised');
  });

  it('never loops or throws on a hostile BSON document', () => {
    // A string whose length is negative, then a document whose length is 0.
    const hostile = Buffer.from([32, 0, 0, 0, 0x02, 0x61, 0, 0xff, 0xff, 0xff, 0xff, 0x03, 0x62, 0, 0, 0, 0, 0, 0]);
    expect(readTopLevelFields(hostile)).to.deep.equal({});
    const reply = Buffer.alloc(40);
    reply.writeInt32LE(40, 0);
    reply.writeInt32LE(2013, 12);
    reply.writeInt32LE(-5, 21);
    expect(readMongoReply(reply)).to.equal(null);
  });

  describe('checks', () => {
    const redis = { run: (e: PortsEvidence) => judge(PORTS_MODULE, 'redis', e) };
    const ssh = { run: (e: PortsEvidence) => judge(PORTS_MODULE, 'ssh', e) };
    const observation = (address: string, port: number, extra: Partial<PortObservation>): PortObservation => ({
      address,
      port,
      service: 'x',
      state: 'closed',
      detail: '',
      duration_ms: 1,
      ...extra,
    });
    const evidence = (observations: PortObservation[]): PortsEvidence => ({
      domain: 'example.test',
      addresses: [...new Set(observations.map((o) => o.address))],
      skippedAddresses: [],
      observations: Object.fromEntries(observations.map((o) => [portKey(o.address, o.port), o])),
    });

    it('is unknown with no address, or when no address could be tested', () => {
      expect(redis.run(evidence([])).status).to.equal('unknown');
      const untested = redis.run(evidence([observation('2001:db8::1', 6379, { state: 'error', detail: 'no route' })]));
      expect(untested.status).to.equal('unknown');
      expect(untested.summary).to.contain('no route');
      expect(untested.evidence).to.deep.equal(['port:[2001:db8::1]:6379']);
    });

    it('passes closed and filtered alike, saying which, and names untested addresses', () => {
      const outcome = ssh.run(
        evidence([
          observation('192.0.2.1', 22, { state: 'closed' }),
          observation('192.0.2.2', 22, { state: 'filtered' }),
          observation('2001:db8::1', 22, { state: 'error' }),
        ]),
      );
      expect(outcome.status).to.equal('pass');
      expect(outcome.summary).to.contain('closed on 192.0.2.1').and.contain('filtered (no answer) on 192.0.2.2');
      expect(outcome.summary).to.contain('not tested on 2001:db8::1');
    });

    it('fails an open port on any address; critical and capped only with proof of no authentication', () => {
      const open = (verdict: 'unauthenticated' | 'auth_required' | 'unrecognised') =>
        redis.run(
          evidence([
            observation('192.0.2.1', 6379, { state: 'closed' }),
            observation('192.0.2.2', 6379, { state: 'open', probe: { sent: 'PING', reply: 'r', verdict } }),
          ]),
        );
      expect(open('unauthenticated')).to.deep.include({ status: 'fail', cap: 'exposed_data_store' });
      expect(open('unauthenticated').issue?.severity).to.equal('critical');
      expect(open('unauthenticated').issue?.finding).to.contain('192.0.2.2').and.not.contain('192.0.2.1');
      expect(open('auth_required').issue?.severity).to.equal('high');
      expect(open('auth_required').cap).to.equal(undefined);
      expect(open('unrecognised').issue?.severity).to.equal('high');
      expect(open('unrecognised').issue?.finding).to.contain('is not known');
    });
  });
});
