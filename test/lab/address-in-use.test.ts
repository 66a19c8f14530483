import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { explainBindError, LabAddressInUseError } from '../../lab/address-in-use.js';
import { findFreeLabNet, isLabNetFree, labProbeAddress } from '../../lab/lab-net-probe.js';
import { LAB_NET, labAddress } from '../../lab/net.js';
import { startLab } from '../../lab/start-lab.js';

/** Holds address:port the way another lab would. */
function hold(address: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, address, () => resolve(server));
  });
}

function release(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

// An octet no fixture uses (lab/fixtures/index.ts), so holding it disturbs no other test.
const TAKEN = labAddress(240, 1);

describe('lab: an address already in use', () => {
  it('fails the start with which address is taken and what to set instead', async () => {
    const holder = await hold(TAKEN, 80);
    try {
      const started = startLab({
        fixtures: [{ zones: [], hosts: [{ name: 'taken.test', address: TAKEN, http: {}, https: {} }] }],
      });
      const error = await started.then(
        (lab) => lab.stop().then(() => null),
        (caught: unknown) => caught,
      );
      expect(error).to.be.instanceOf(LabAddressInUseError);
      expect((error as Error).message).to.equal(
        `Lab address ${TAKEN}:80 is already in use: another lab (npm run lab) or test run probably uses the ` +
          `same net, RAMPART_LAB_NET=${LAB_NET}. Set RAMPART_LAB_NET to another value (1-254).`,
      );
      // The servers that did start (port 443) were stopped: the address is free again but for the holder.
      await release(await hold(TAKEN, 443));
    } finally {
      await release(holder);
    }
  });

  it('reads the address from UDP bind errors and from a child process message too', () => {
    const udp = Object.assign(new Error(`bind EADDRINUSE ${labAddress(240, 2)}:53`), { code: 'EADDRINUSE' });
    expect((explainBindError(udp) as Error).message).to.contain(`${labAddress(240, 2)}:53 is already in use`);
    const child = new Error(`drop listener ${TAKEN}:22: listen EADDRINUSE: address already in use ${TAKEN}:22`);
    expect(explainBindError(child)).to.be.instanceOf(LabAddressInUseError);
    const other = new Error('listen EACCES: permission denied 127.0.0.1:80');
    expect(explainBindError(other)).to.equal(other);
  });

  it('says only "another process" for a taken address outside the lab net (a fixed LAB_DNS_PORT)', () => {
    const error = explainBindError(
      Object.assign(new Error('x'), { code: 'EADDRINUSE', address: '127.0.0.1', port: 5353 }),
    );
    expect((error as Error).message).to.equal(
      'Lab address 127.0.0.1:5353 is already in use by another process; choose another port.',
    );
  });

  it('npm run lab prints that one line and exits 1, without a stack', async function () {
    this.timeout(60_000);
    const { host, port } = labProbeAddress(LAB_NET);
    const holder = await hold(host, port);
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'lab/run.ts'], {
        env: {
          ...process.env,
          RAMPART_LAB_NET: String(LAB_NET),
          RAMPART_DATA_DIR: join(tmpdir(), 'rampart-lab-collision'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).to.equal(1);
      expect(stdout).to.equal('');
      expect(stderr.trim()).to.equal(
        `Lab address ${host}:${port} is already in use: another lab (npm run lab) or test run probably uses the ` +
          `same net, RAMPART_LAB_NET=${LAB_NET}. Set RAMPART_LAB_NET to another value (1-254).`,
      );
    } finally {
      await release(holder);
    }
  });

  it('a test run given no net moves to a free one when the preferred net is taken', async () => {
    const { host, port } = labProbeAddress(LAB_NET);
    expect(await isLabNetFree(LAB_NET)).to.equal(true);
    expect(await findFreeLabNet(LAB_NET)).to.equal(LAB_NET);
    const holder = await hold(host, port);
    try {
      expect(await isLabNetFree(LAB_NET)).to.equal(false);
      const other = await findFreeLabNet(LAB_NET);
      expect(other).to.not.equal(LAB_NET);
      expect(await isLabNetFree(other)).to.equal(true);
    } finally {
      await release(holder);
    }
  });
});
