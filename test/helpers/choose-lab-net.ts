/**
 * Loaded by mocha before any test file (.mocharc.json `require`): when RAMPART_LAB_NET is not set and
 * the default lab net is taken (a developer's `npm run lab`, another test run), this run moves to a
 * free net instead of failing every lab test with EADDRINUSE. It must run before anything imports
 * lab/net.ts, which reads the variable once. A net set explicitly is kept: the lab then says plainly
 * if it is taken.
 */
import { DEFAULT_LAB_NET, findFreeLabNet, labProbeAddress } from '../../lab/lab-net-probe.js';

const given = process.env.RAMPART_LAB_NET;
if (given === undefined || given.trim() === '') {
  const net = await findFreeLabNet(DEFAULT_LAB_NET);
  if (net !== DEFAULT_LAB_NET) {
    const { host, port } = labProbeAddress(DEFAULT_LAB_NET);
    console.log(
      `${host}:${port} is in use (another lab on net ${DEFAULT_LAB_NET}?): this run uses RAMPART_LAB_NET=${net}.`,
    );
  }
  // Child processes (API and worker processes in end-to-end tests) inherit it too.
  process.env.RAMPART_LAB_NET = String(net);
}
