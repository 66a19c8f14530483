/**
 * `npm run demo`: the service with the lab, in one command, for a first look without the internet.
 * It starts the lab (every fixture domain, `demo-shop.test` included), builds the dashboard if its
 * sources changed, and runs the API (`api/server.ts`) as a child process whose scanner talks only to
 * the lab: its DNS server, address range, CA, RDAP and blocklists. The demo keeps its own database,
 * secrets and outbox in `data/demo/` (RAMPART_DATA_DIR), so it never mixes with `npm start`'s data.
 * PORT (default 8000) picks the API's port; RAMPART_LAB_NET and LAB_DNS_PORT as for `npm run lab`.
 * Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LabAddressInUseError } from '../lab/address-in-use.js';
import { demoLabFixtures } from '../lab/demo/build-demo-report.js';
import { DEMO_DOMAIN } from '../lab/demo/demo-shop.fixtures.js';
import { LAB_DNSBL_ZONES, LAB_RDAP_URL } from '../lab/lab-services.js';
import { startLab } from '../lab/start-lab.js';
import { ensureDashboardBuilt } from './build-dashboard.js';

const port = Number(process.env.PORT ?? 8000);
const base = `http://localhost:${port}`;
const dataDir = resolve(process.env.RAMPART_DATA_DIR ?? join('data', 'demo'));

const lab = await startLab({ dnsPort: Number(process.env.LAB_DNS_PORT ?? 0), fixtures: demoLabFixtures() }).catch(
  (error: unknown) => {
    // A taken address is an operator's situation, not a bug: one line saying what to do, no stack.
    if (!(error instanceof LabAddressInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);
mkdirSync(dataDir, { recursive: true });
const caFile = join(dataDir, 'lab-ca.pem');
if (lab.ca) writeFileSync(caFile, lab.ca.rootPem);
await ensureDashboardBuilt();

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? base,
  RAMPART_DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? `sqlite:${join(dataDir, 'rampart.db')}`,
  SCANNER_DNS_SERVERS: lab.dns.address,
  SCANNER_ALLOWED_CIDRS: lab.cidr,
  SCANNER_EXTRA_CA_CERTS: caFile,
  SCANNER_RDAP_URL: LAB_RDAP_URL,
  SCANNER_DNSBL_ZONES: LAB_DNSBL_ZONES.join(','),
};
const api = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], { stdio: 'inherit', env });

const outbox = join(dataDir, 'outbox');
console.log(`
Rampart demo: the API on ${base} (dashboard ${base}/app/, documentation ${base}/docs), its scanner
pointed at the lab (${lab.zones.length} fixture domains on ${lab.cidr}, DNS ${lab.dns.address}); data in ${dataDir}.

Try, in another terminal (docs: README "A first session with curl"):
  curl -s -X POST ${base}/v1/auth/signup -H 'Content-Type: application/json' \\
    -d '{"email": "you@example.com", "password": "a long passphrase"}'      # note the api_key
  ls ${outbox}                                   # the verification mail (.txt): open its link
  curl -s -X POST ${base}/v1/scan -H 'X-API-Key: rp_...' -H 'Content-Type: application/json' \\
    -d '{"domain": "${DEMO_DOMAIN}"}'                                          # => {"job_id": ...}
Other lab domains: rampart-secure.test (passes every check), mail-good.test, mx-nostarttls.test
(lab/fixtures/). Stop with Ctrl-C.
`);

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  if (api.exitCode === null) api.kill('SIGTERM');
  await new Promise<void>((done) => (api.exitCode !== null ? done() : api.once('exit', () => done())));
  await lab.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
api.once('exit', (code) => void stop(code ?? 1));
