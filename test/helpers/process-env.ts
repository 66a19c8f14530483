/**
 * The environment for the real entry points run as child processes (api/server.ts, the worker): a
 * data folder, the database, fixed secrets, and, with a lab, the SCANNER_* settings that point the
 * scanner at it (what `npm run lab` prints), the lab CA written into the data folder.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAB_DNSBL_ZONES, LAB_RDAP_URL } from '../../lab/lab-services.js';
import { LAB_NET } from '../../lab/net.js';
import type { Lab } from '../../lab/start-lab.js';
import { TEST_SECRET } from './build-app.js';

export function processEnv(options: { dir: string; databaseUrl: string; lab?: Lab }): Record<string, string> {
  const env: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    RAMPART_DATA_DIR: options.dir,
    // Fastify's "Server listening at" line, which the tests wait for, is an info line.
    LOG_LEVEL: 'info',
    JWT_SECRET: TEST_SECRET,
    API_KEY_SECRET: `${TEST_SECRET}-keys`,
    // The drills' webhook receivers listen on loopback (http://localhost:<port>).
    WEBHOOK_ALLOW_LOCALHOST: 'true',
  };
  if (!options.lab) return env;
  const caFile = join(options.dir, 'lab-ca.pem');
  writeFileSync(caFile, options.lab.ca?.rootPem ?? '');
  return {
    ...env,
    RAMPART_LAB_NET: String(LAB_NET),
    SCANNER_DNS_SERVERS: options.lab.dns.address,
    SCANNER_ALLOWED_CIDRS: options.lab.cidr,
    SCANNER_EXTRA_CA_CERTS: caFile,
    SCANNER_RDAP_URL: LAB_RDAP_URL,
    SCANNER_DNSBL_ZONES: LAB_DNSBL_ZONES.join(','),
  };
}
