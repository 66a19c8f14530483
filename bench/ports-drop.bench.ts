/**
 * `npm run bench:ports-drop`: the whole ports module against ports-drop.test, a lab host whose every
 * risky port silently drops SYNs (lab/ports/drop-listeners.ts), with the production connect timeout
 * (3 s, scan-deps.ts) and the tests' (1 s). Target: the module finishes within one connect
 * timeout plus 1 s, because every probe runs at once.
 */

import { PORTS_ADDRESSES, PORTS_FIXTURES } from '../lab/fixtures/ports.fixtures.js';
import { labModuleContext, labScanDeps } from '../lab/lab-scan-deps.js';
import { startLab } from '../lab/start-lab.js';
import type { PortObservation } from '../scanner/modules/ports/observe-port.js';
import { PORTS_MODULE } from '../scanner/modules/ports/ports.module.js';
import { RISKY_PORTS } from '../scanner/modules/ports/risky-services.js';
import { runModule } from '../scanner/modules/run-module.js';

const ROUNDS = 3;
const lab = await startLab({ fixtures: [PORTS_FIXTURES] });
let met = true;
try {
  console.log(
    `ports module vs ports-drop.test (${PORTS_ADDRESSES.drop}): ${RISKY_PORTS.length} ports, all dropping SYNs`,
  );
  for (const connectMs of [3000, 1000]) {
    const deps = labScanDeps(lab, { connectTimeoutMs: connectMs, ioTimeoutMs: 5000 });
    for (let round = 1; round <= ROUNDS; round++) {
      const context = await labModuleContext(lab, 'ports-drop.test', { deps });
      const started = performance.now();
      const result = await runModule(PORTS_MODULE, context);
      const wall = performance.now() - started;
      const observations = Object.values(result.evidence) as PortObservation[];
      const filtered = observations.filter((o) => o.state === 'filtered').length;
      const passed = result.checks.filter((c) => c.status === 'pass').length;
      const within = wall <= connectMs + 1000;
      met &&= within;
      console.log(
        `connect timeout ${connectMs} ms, round ${round}: module ${result.status} in ${wall.toFixed(0)} ms ` +
          `(timeout + ${(wall - connectMs).toFixed(0)} ms; target <= timeout + 1000 ms: ${within ? 'met' : 'MISSED'}); ` +
          `${filtered}/${observations.length} ports filtered, ${passed}/${result.checks.length} checks pass`,
      );
    }
  }
} finally {
  await lab.stop();
}
console.log(met ? 'target met in every round' : 'target missed in at least one round');
process.exitCode = met ? 0 : 1;
