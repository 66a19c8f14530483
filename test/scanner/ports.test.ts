import { expect } from 'chai';
import type { ModuleResult } from '../../core/scan-model/report.js';
import { PORTS_ADDRESSES, PORTS_FIXTURES } from '../../lab/fixtures/ports.fixtures.js';
import { labModuleContext, labScanDeps } from '../../lab/lab-scan-deps.js';
import { LAB_PRIVATE_ADDRESS } from '../../lab/net.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import type { PortObservation } from '../../scanner/modules/ports/observe-port.js';
import { PORTS_MODULE } from '../../scanner/modules/ports/ports.module.js';
import { RISKY_SERVICES } from '../../scanner/modules/ports/risky-services.js';
import { runModule } from '../../scanner/modules/run-module.js';
import { ConnectTimeoutError, connectTcp } from '../../scanner/network/tcp-connect.js';

describe('scanner: ports module against the lab', () => {
  let lab: Lab;
  const connectMs = 1000;
  before(async () => {
    lab = await startLab({ fixtures: [PORTS_FIXTURES] });
  });
  after(async () => lab.stop());

  const scan = async (domain: string, options: { addresses?: string[]; ioMs?: number } = {}) => {
    const deps = labScanDeps(lab, { connectTimeoutMs: connectMs, ioTimeoutMs: options.ioMs ?? 2000 });
    const context = await labModuleContext(lab, domain, { deps, addresses: options.addresses });
    return runModule(PORTS_MODULE, context);
  };
  const check = (result: ModuleResult, id: string) => result.checks.find((c) => c.id === `ports.${id}`)!;
  const observation = (result: ModuleResult, address: string, port: number) =>
    result.evidence[`port:${address}:${port}`] as PortObservation;
  const failing = (result: ModuleResult) => result.checks.filter((c) => c.status === 'fail').map((c) => c.id);

  it('passes every check when every risky port is closed, with the state of each port as evidence', async () => {
    const result = await scan('ports-closed.test');
    expect(result.status).to.equal('completed');
    expect(result.checks).to.have.length(RISKY_SERVICES.length);
    expect(result.checks.every((c) => c.status === 'pass')).to.equal(true);
    expect(result.score).to.equal(100);
    expect(observation(result, PORTS_ADDRESSES.closed, 6379)).to.include({ state: 'closed', service: 'Redis' });
    expect(check(result, 'redis').evidence).to.deep.equal([`port:${PORTS_ADDRESSES.closed}:6379`]);
    expect(check(result, 'redis').summary).to.contain('closed on');
  });

  it('fails an unauthenticated Redis as critical with the exposed_data_store cap, PONG as evidence', async () => {
    const result = await scan('ports-redis-open.test');
    expect(failing(result)).to.deep.equal(['ports.redis']);
    expect(check(result, 'redis')).to.deep.include({ status: 'fail', cap: 'exposed_data_store' });
    expect(check(result, 'redis').issue).to.have.all.keys('severity', 'finding', 'remediation');
    expect(check(result, 'redis').issue?.severity).to.equal('critical');
    expect(check(result, 'redis').issue?.finding).to.contain('6379').and.contain('+PONG');
    expect(observation(result, PORTS_ADDRESSES.redisOpen, 6379).probe).to.deep.equal({
      sent: 'PING',
      reply: '+PONG',
      verdict: 'unauthenticated',
    });
  });

  it('fails a Redis that demands a password as high, without the cap', async () => {
    const result = await scan('ports-redis-auth.test');
    expect(check(result, 'redis').issue?.severity).to.equal('high');
    expect(check(result, 'redis').cap).to.equal(undefined);
    expect(observation(result, PORTS_ADDRESSES.redisAuth, 6379).probe?.verdict).to.equal('auth_required');
  });

  it('fails MySQL (with its handshake as banner) and RDP as high', async () => {
    const result = await scan('ports-db.test');
    expect(failing(result)).to.have.members(['ports.mysql', 'ports.rdp']);
    expect(check(result, 'mysql').issue?.severity).to.equal('high');
    expect(check(result, 'rdp').issue?.severity).to.equal('high');
    expect(observation(result, PORTS_ADDRESSES.db, 3306).banner).to.contain('8.0.36-0ubuntu0.22.04.1');
    expect(observation(result, PORTS_ADDRESSES.db, 3389)).to.include({ state: 'open' });
  });

  it('fails SSH as medium and telnet as critical, quoting their banners', async () => {
    const ssh = await scan('ports-ssh.test');
    expect(failing(ssh)).to.deep.equal(['ports.ssh']);
    expect(check(ssh, 'ssh').issue?.severity).to.equal('medium');
    expect(check(ssh, 'ssh').issue?.finding).to.contain('SSH-2.0-OpenSSH_9.6p1');
    const telnet = await scan('ports-telnet.test');
    expect(failing(telnet)).to.deep.equal(['ports.telnet']);
    expect(check(telnet, 'telnet').issue?.severity).to.equal('critical');
    expect(observation(telnet, PORTS_ADDRESSES.telnet, 23).banner).to.match(/^\\xff\\xfd\\x18.*login: $/);
  });

  it('fails every check when every risky port is open, each with its own severity', async () => {
    const result = await scan('ports-all-open.test');
    expect(result.checks.every((c) => c.status === 'fail')).to.equal(true);
    for (const service of RISKY_SERVICES) {
      expect(check(result, service.id).issue?.severity, service.id).to.equal(service.severity);
    }
    const capped = result.checks.filter((c) => c.cap === 'exposed_data_store').map((c) => c.id);
    expect(capped).to.have.members(
      ['redis', 'memcached', 'elasticsearch', 'couchdb', 'mongodb'].map((id) => `ports.${id}`),
    );
    // The Docker API is not a data store: critical (so the critical cap applies), not exposed_data_store.
    expect(check(result, 'docker_api').cap).to.equal(undefined);
    expect(result.score).to.equal(0);
    expect(result.issues).to.have.length(RISKY_SERVICES.length);
  });

  it('fails data stores that demand credentials as high, each probe recognising the refusal', async () => {
    const result = await scan('ports-stores-auth.test');
    const probed = ['redis', 'memcached', 'elasticsearch', 'couchdb', 'docker_api', 'mongodb'];
    expect(failing(result)).to.have.members(probed.map((id) => `ports.${id}`));
    for (const id of probed) {
      const service = RISKY_SERVICES.find((s) => s.id === id)!;
      expect(check(result, id).issue?.severity, id).to.equal('high');
      expect(observation(result, PORTS_ADDRESSES.storesAuth, service.port).probe?.verdict, id).to.equal(
        'auth_required',
      );
    }
    expect(result.checks.some((c) => c.cap)).to.equal(false);
  });

  it('fails an open data store that does not answer its probe as high ("not known"), within one I/O bound', async () => {
    const result = await scan('ports-silent.test', { ioMs: 300 });
    expect(failing(result)).to.have.members(['ports.redis', 'ports.elasticsearch']);
    expect(check(result, 'redis').issue?.finding).to.contain('is not known');
    expect(observation(result, PORTS_ADDRESSES.silent, 6379).probe?.verdict).to.equal('unrecognised');
    expect(result.duration_ms).to.be.below(300 + 500);
  });

  it('passes a host whose ports all drop SYNs, as filtered, within one connect timeout plus a little', async () => {
    // The lab really drops: a bare connect gets no answer at all.
    const deps = labScanDeps(lab);
    const attempt = connectTcp(PORTS_ADDRESSES.drop, 6379, { allowList: deps.network.allowList, timeoutMs: 300 });
    await attempt.then(
      () => expect.fail('the drop listener answered'),
      (error) => expect(error).to.be.instanceOf(ConnectTimeoutError),
    );
    const result = await scan('ports-drop.test');
    expect(result.checks.every((c) => c.status === 'pass')).to.equal(true);
    expect(observation(result, PORTS_ADDRESSES.drop, 27017)).to.include({ state: 'filtered' });
    expect(check(result, 'mongodb').summary).to.contain('filtered (no answer)');
    expect(result.duration_ms)
      .to.be.at.least(connectMs)
      .and.below(connectMs + 500);
  });

  it('is unknown for a domain with no address, and never connects to an address the guard refuses', async () => {
    const mailOnly = await scan('ports-closed.test', { addresses: [] });
    expect(mailOnly.checks.every((c) => c.status === 'unknown')).to.equal(true);
    // Nothing to test (policy 2026.1): no address, so no score, never 100.
    expect(mailOnly.score).to.equal(null);
    expect(mailOnly.not_assessed_reason).to.match(/^Nothing to test: /);
    const refused = await scan('ports-closed.test', { addresses: [LAB_PRIVATE_ADDRESS] });
    expect(refused.checks.every((c) => c.status === 'unknown')).to.equal(true);
    expect(observation(refused, LAB_PRIVATE_ADDRESS, 6379)).to.include({ state: 'error' });
    expect(observation(refused, LAB_PRIVATE_ADDRESS, 6379).detail).to.contain('not a public address');
  });
});
