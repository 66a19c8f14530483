/**
 * `npm run bench:ports`: the ports module against nmap's TCP connect scan on the lab, fixture by
 * fixture. For each lab address it runs the module, then `nmap -sT -Pn -n -p <RISKY_PORTS> <address>`
 * (Debian's nmap: `apt-get install -y nmap`), prints each port's state from both tools, the agreement
 * count, and the wall times and their ratio. Only lab addresses are ever scanned (checked below).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PORTS_FIXTURES } from '../lab/fixtures/ports.fixtures.js';
import { labModuleContext, labScanDeps } from '../lab/lab-scan-deps.js';
import { LAB_CIDR } from '../lab/net.js';
import { startLab } from '../lab/start-lab.js';
import type { PortObservation } from '../scanner/modules/ports/observe-port.js';
import { PORTS_MODULE } from '../scanner/modules/ports/ports.module.js';
import { RISKY_PORTS, RISKY_SERVICES } from '../scanner/modules/ports/risky-services.js';
import { runModule } from '../scanner/modules/run-module.js';
import { judgeAddress, parseAllowList } from '../scanner/network/address-guard.js';

const run = promisify(execFile);
const LAB_ONLY = parseAllowList([LAB_CIDR]);

/** nmap's XML, reduced to port -> state (open, closed, filtered, ...). */
function parseNmapXml(xml: string): Map<number, string> {
  const states = new Map<number, string>();
  for (const match of xml.matchAll(/<port protocol="tcp" portid="(\d+)"><state state="([a-z|]+)"/g)) {
    states.set(Number(match[1]), match[2]!);
  }
  // Ports nmap folds into <extraports state="closed" count="N"> are not listed one by one.
  const extra = /<extraports state="([a-z|]+)"/.exec(xml)?.[1];
  if (extra) for (const port of RISKY_PORTS) if (!states.has(port)) states.set(port, extra);
  return states;
}

async function nmap(address: string): Promise<{ states: Map<number, string>; ms: number }> {
  // Never point nmap anywhere but the lab: the address must sit inside LAB_CIDR and nowhere else.
  if (!judgeAddress(address, LAB_ONLY).allowListed) throw new Error(`${address} is not a lab address`);
  const started = performance.now();
  const { stdout } = await run('nmap', ['-sT', '-Pn', '-n', '-p', RISKY_PORTS.join(','), '-oX', '-', address], {
    maxBuffer: 4 * 1024 * 1024,
  });
  return { states: parseNmapXml(stdout), ms: performance.now() - started };
}

try {
  await run('nmap', ['--version']);
} catch {
  console.error('nmap is not installed: run `apt-get update && apt-get install -y nmap` (Debian), then retry.');
  process.exit(1);
}

const lab = await startLab({ fixtures: [PORTS_FIXTURES] });
const deps = labScanDeps(lab);
const { connectMs, ioMs } = deps.network.timeouts;
const nmapVersion = (await run('nmap', ['--version'])).stdout.split('\n')[0];
console.log(`ports module vs ${nmapVersion} (nmap -sT -Pn -n), ${RISKY_PORTS.length} ports per address`);
console.log(`module timeouts: connect ${connectMs} ms, I/O ${ioMs} ms; lab ${LAB_CIDR}\n`);

const domains = PORTS_FIXTURES.zones.map((zone) => zone.origin);
const short = (state: string) => ({ open: 'o', closed: 'c', filtered: 'f', error: 'e' })[state] ?? state;
/** domain -> port -> [rampart state, nmap state] */
const states = new Map<string, Map<number, [string, string]>>();
const lines: string[] = [];
let agreeTotal = 0;
let rampartTotal = 0;
let nmapTotal = 0;
try {
  for (const domain of domains) {
    const context = await labModuleContext(lab, domain, { deps });
    const address = context.addresses[0]!;
    const started = performance.now();
    const result = await runModule(PORTS_MODULE, context);
    const rampartMs = performance.now() - started;
    const theirs = await nmap(address);
    const byPort = new Map<number, [string, string]>();
    for (const port of RISKY_PORTS) {
      const ours = (result.evidence[`port:${address}:${port}`] as PortObservation | undefined)?.state ?? 'none';
      byPort.set(port, [ours, theirs.states.get(port) ?? 'none']);
    }
    states.set(domain, byPort);
    const agree = [...byPort.values()].filter(([ours, nmapState]) => ours === nmapState).length;
    agreeTotal += agree;
    rampartTotal += rampartMs;
    nmapTotal += theirs.ms;
    lines.push(
      `${domain.padEnd(24)} ${address.padEnd(14)} agree ${String(agree).padStart(2)}/${RISKY_PORTS.length}  ` +
        `rampart ${rampartMs.toFixed(0).padStart(5)} ms  nmap ${theirs.ms.toFixed(0).padStart(5)} ms  ` +
        `ratio ${(rampartMs / theirs.ms).toFixed(2)}`,
    );
  }
  console.log('per port, rampart/nmap (o open, c closed, f filtered):');
  const labels = domains.map((d) => d.replace(/^ports-/, '').replace(/\.test$/, ''));
  console.log(`${'port'.padStart(5)} ${'check'.padEnd(14)} ${labels.map((l) => l.padEnd(11)).join(' ')}`);
  for (const service of RISKY_SERVICES) {
    const cells = domains.map((domain) => {
      const [ours, nmapState] = states.get(domain)!.get(service.port)!;
      const cell = `${short(ours)}/${short(nmapState)}${ours === nmapState ? '' : ' !'}`;
      return cell.padEnd(11);
    });
    console.log(`${String(service.port).padStart(5)} ${service.id.padEnd(14)} ${cells.join(' ')}`);
  }
  console.log('\nper fixture:');
  for (const line of lines) console.log(line);
  const total = domains.length * RISKY_PORTS.length;
  console.log(
    `\nagreement: ${agreeTotal}/${total} port states; wall time rampart ${rampartTotal.toFixed(0)} ms, ` +
      `nmap ${nmapTotal.toFixed(0)} ms, ratio rampart/nmap ${(rampartTotal / nmapTotal).toFixed(2)}`,
  );
} finally {
  await lab.stop();
}
