/**
 * Every kind of lab server, started in this order by lab/start-lab.ts. Each entry reads its own part
 * of the hosts (lab/hosts.ts) and returns something to stop. A new kind of server (SMTP, raw port
 * listeners, RDAP) adds one line here and keeps its code in its own folder.
 */
import type { LabCa } from './ca/lab-ca.js';
import type { LabDnsServer } from './dns/dns-server.js';
import { startNameServers } from './dns/name-servers.js';
import type { LabHost } from './hosts.js';
import { type RunningServer } from './listen.js';
import { startPortListeners } from './ports/port-listeners.js';
import { startRdapServers } from './rdap/rdap-server.js';
import { startSmtpServers } from './smtp/smtp-servers.js';
import { startWebServers } from './web/web-server.js';
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
  { name: 'rdap', start: ({ hosts }) => startRdapServers(hosts) },
  { name: 'ports', start: ({ hosts }) => startPortListeners(hosts) },
  { name: 'smtp', start: ({ hosts, zones, ca }) => startSmtpServers(hosts, zones, ca) },
  { name: 'dns', start: ({ hosts, dns }) => startNameServers(hosts, dns) },
  { name: 'tls-front', start: async ({ hosts, ca }) => (await import('./tls/tls-front.js')).startTlsFronts(hosts, ca) },
];
