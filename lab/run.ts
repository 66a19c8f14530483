/**
 * `npm run lab`: starts the lab for a person and prints the environment that points the scanner
 * (CLI or service) at it. LAB_DNS_PORT picks the DNS port; RAMPART_LAB_NET the host range. When
 * another lab holds the same addresses it prints which one and exits with code 1.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LabAddressInUseError } from './address-in-use.js';
import { LAB_DNSBL_ZONES, LAB_RDAP_URL } from './lab-services.js';
import { startLab } from './start-lab.js';

const lab = await startLab({ dnsPort: Number(process.env.LAB_DNS_PORT ?? 0) }).catch((error: unknown) => {
  // A taken address is an operator's situation, not a bug: one line saying what to do, no stack.
  if (!(error instanceof LabAddressInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const dir = resolve(process.env.RAMPART_DATA_DIR ?? 'data', 'lab');
mkdirSync(dir, { recursive: true });
const caFile = join(dir, 'lab-ca.pem');
if (lab.ca) writeFileSync(caFile, lab.ca.rootPem);

console.log(`Rampart lab running: ${lab.zones.length} zones, ${lab.hosts.length} hosts on ${lab.cidr}.
  DNS (UDP+TCP, authoritative): ${lab.dns.address}
  lab CA root: ${caFile}

Point the scanner at it (CLI or npm start):
  export SCANNER_DNS_SERVERS=${lab.dns.address}
  export SCANNER_ALLOWED_CIDRS=${lab.cidr}
  export SCANNER_EXTRA_CA_CERTS=${caFile}
  export SCANNER_RDAP_URL=${LAB_RDAP_URL}
  export SCANNER_DNSBL_ZONES=${LAB_DNSBL_ZONES.join(',')}
  # Local development only: webhooks to receivers on http://localhost:<port>.
  export WEBHOOK_ALLOW_LOCALHOST=true

Try:   npx rampart scan rampart-secure.test
       dig @${lab.dns.host} -p ${lab.dns.port} TXT mail-good.test
Stop with Ctrl-C.`);

const shutdown = async () => {
  await lab.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
