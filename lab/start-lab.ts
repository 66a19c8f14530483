/**
 * Starts the lab: local servers on loopback that play the internet for tests and demos. The DNS
 * server answers for every fixture zone; each host (lab/hosts.ts) gets the servers it declares on
 * its own 127.<LAB_NET>.x.y address (lab/servers.ts lists the kinds); the lab CA signs their
 * certificates, and the scanner trusts it through `ca.rootPem`. An address already taken (another
 * lab on the same net) fails the start with a LabAddressInUseError that says what to change.
 */
import { explainBindError } from './address-in-use.js';
import { LabCa } from './ca/lab-ca.js';
import { type LabDnsServer, startDnsServer } from './dns/dns-server.js';
import { LAB_FIXTURES } from './fixtures/index.js';
import type { LabFixtureSet, LabHost } from './hosts.js';
import type { RunningServer } from './listen.js';
import { LAB_CIDR } from './net.js';
import { LAB_SERVER_KINDS } from './servers.js';
import type { LabZone } from './zones/records.js';

export interface LabOptions {
  /** Loopback address the DNS server listens on. */
  host?: string;
  /** DNS port; 0 (the default) picks a free one. */
  dnsPort?: number;
  /** Fixture sets to serve; default every set in lab/fixtures/index.ts. */
  fixtures?: readonly LabFixtureSet[];
  /** Only DNS: skip the CA and every host server (fast, for DNS-only tests). */
  dnsOnly?: boolean;
}

export interface Lab {
  dns: LabDnsServer;
  zones: readonly LabZone[];
  hosts: readonly LabHost[];
  ca: LabCa | null;
  /** The range to allow-list in SCANNER_ALLOWED_CIDRS. */
  cidr: string;
  stop(): Promise<void>;
}

export async function startLab(options: LabOptions = {}): Promise<Lab> {
  const fixtures = options.fixtures ?? LAB_FIXTURES;
  const zones = fixtures.flatMap((set) => set.zones);
  const hosts = options.dnsOnly ? [] : fixtures.flatMap((set) => set.hosts);
  const dns = await startDnsServer(zones, { host: options.host ?? '127.0.0.1', port: options.dnsPort ?? 0 }).catch(
    (error: unknown) => {
      throw explainBindError(error);
    },
  );
  const running: RunningServer[] = [];
  const stop = async () => {
    await Promise.all(running.map((server) => server.stop()));
    await dns.stop();
  };
  let ca: LabCa | null = null;
  try {
    if (hosts.length > 0) {
      ca = await LabCa.create();
      for (const kind of LAB_SERVER_KINDS) {
        running.push(...(await kind.start({ hosts, zones, ca, dns })));
      }
    }
  } catch (error) {
    await stop();
    throw explainBindError(error);
  }
  return { dns, zones, hosts, ca, cidr: LAB_CIDR, stop };
}
