/**
 * Every kind of lab server, started in this order by lab/start-lab.ts. Each entry reads its own part
 * of the hosts (lab/hosts.ts) and returns something to stop. A new kind of server (SMTP, raw port
 * listeners, RDAP) adds one line here and keeps its code in its own folder.
 */
import type { LabCa } from './ca/lab-ca.js';
import type { LabDnsServer } from './dns/dns-server.js';
import type { LabHost } from './hosts.js';
import { type RunningServer, startWebServers } from './web/web-server.js';
import type { LabZone } from './zones/records.js';

export interface LabServerContext {
  hosts: readonly LabHost[];
  zones: readonly LabZone[];
  ca: LabCa;
  dns: LabDnsServer;
}

export interface LabServerKind {
  name: string;
  start(context: LabServerContext): Promise<RunningServer[]>;
}

export const LAB_SERVER_KINDS: LabServerKind[] = [
  { name: 'web', start: ({ hosts, ca }) => startWebServers(hosts, ca) },
];
