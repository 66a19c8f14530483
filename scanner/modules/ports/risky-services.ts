/**
 * The risky services the ports module looks for, as data: one row per TCP port, each its own check.
 * Severities follow the anchors: unauthenticated data stores and cleartext remote login are
 * critical, databases, remote desktops, file sharing and remote administration high, SSH and FTP
 * medium. A row with a `probe` is a service whose danger depends on authentication: the probe
 * (port-probes.ts) decides, and only a confirmed unauthenticated service gets `severity`; one that
 * demands credentials, or whose reply is not recognised, is reported high (ports.checks.ts).
 */
import type { Severity } from '../../../core/scan-model/report.js';
import type { ProbeName } from './port-probes.js';

export type ServiceCategory = 'data_store' | 'database' | 'remote_login' | 'remote_admin' | 'file_sharing';

export interface RiskyService {
  /** Check id within the module (`ports.<id>`). */
  id: string;
  port: number;
  service: string;
  category: ServiceCategory;
  /** Severity when open (for a probed service: when the probe shows it needs no credentials). */
  severity: Severity;
  /** Why exposure matters, used in the finding. */
  why: string;
  /** The server speaks first (SSH, FTP, telnet, MySQL, VNC): wait briefly for its banner. */
  banner?: boolean;
  probe?: ProbeName;
}

export const RISKY_SERVICES: readonly RiskyService[] = [
  {
    id: 'ftp',
    port: 21,
    service: 'FTP',
    category: 'file_sharing',
    severity: 'medium',
    why: 'FTP sends credentials and files in clear text and is a common target of password guessing',
    banner: true,
  },
  {
    id: 'ssh',
    port: 22,
    service: 'SSH',
    category: 'remote_login',
    severity: 'medium',
    why: 'an internet-facing SSH login draws constant password guessing; it should be limited to known networks or a bastion',
    banner: true,
  },
  {
    id: 'telnet',
    port: 23,
    service: 'Telnet',
    category: 'remote_login',
    severity: 'critical',
    why: 'Telnet sends logins and whole sessions in clear text and is a favourite of botnets',
    banner: true,
  },
  {
    id: 'rpcbind',
    port: 111,
    service: 'rpcbind (portmapper)',
    category: 'remote_admin',
    severity: 'medium',
    why: 'rpcbind lists internal RPC services (NFS among them) and is abused for DDoS amplification',
  },
  {
    id: 'msrpc',
    port: 135,
    service: 'Microsoft RPC endpoint mapper',
    category: 'remote_admin',
    severity: 'medium',
    why: 'the Windows RPC endpoint mapper exposes internal services and has a long history of remote exploits',
  },
  {
    id: 'netbios',
    port: 139,
    service: 'NetBIOS session (SMB over NetBIOS)',
    category: 'file_sharing',
    severity: 'high',
    why: 'Windows file sharing must never face the internet (worms such as WannaCry spread through it)',
  },
  {
    id: 'smb',
    port: 445,
    service: 'SMB',
    category: 'file_sharing',
    severity: 'high',
    why: 'Windows file sharing must never face the internet (worms such as WannaCry spread through it)',
  },
  {
    id: 'rsync',
    port: 873,
    service: 'rsync daemon',
    category: 'file_sharing',
    severity: 'medium',
    why: 'rsync modules are often readable without credentials, leaking backups and source trees',
    banner: true,
  },
  {
    id: 'mssql',
    port: 1433,
    service: 'Microsoft SQL Server',
    category: 'database',
    severity: 'high',
    why: 'a database reachable from the internet is one weak password away from a data breach',
  },
  {
    id: 'oracle',
    port: 1521,
    service: 'Oracle database listener',
    category: 'database',
    severity: 'high',
    why: 'a database reachable from the internet is one weak password away from a data breach',
  },
  {
    id: 'nfs',
    port: 2049,
    service: 'NFS',
    category: 'file_sharing',
    severity: 'high',
    why: 'NFS trusts client-supplied identities; exported file systems are readable from anywhere',
  },
  {
    id: 'docker_api',
    port: 2375,
    service: 'Docker Engine API (plain HTTP)',
    category: 'remote_admin',
    severity: 'critical',
    why: 'the plain-HTTP Docker API has no authentication: whoever reaches it runs containers as root on the host',
    probe: 'docker',
  },
  {
    id: 'etcd',
    port: 2379,
    service: 'etcd client API',
    category: 'data_store',
    severity: 'high',
    why: 'etcd holds cluster configuration and Kubernetes secrets',
  },
  {
    id: 'mysql',
    port: 3306,
    service: 'MySQL / MariaDB',
    category: 'database',
    severity: 'high',
    why: 'a database reachable from the internet is one weak password away from a data breach',
    banner: true,
  },
  {
    id: 'rdp',
    port: 3389,
    service: 'Remote Desktop (RDP)',
    category: 'remote_login',
    severity: 'high',
    why: 'exposed RDP is the most common entry point of ransomware (password guessing, BlueKeep-class bugs)',
  },
  {
    id: 'postgresql',
    port: 5432,
    service: 'PostgreSQL',
    category: 'database',
    severity: 'high',
    why: 'a database reachable from the internet is one weak password away from a data breach',
  },
  {
    id: 'vnc',
    port: 5900,
    service: 'VNC',
    category: 'remote_login',
    severity: 'high',
    why: 'VNC often uses a short password or none, and gives full control of a desktop',
    banner: true,
  },
  {
    id: 'couchdb',
    port: 5984,
    service: 'CouchDB',
    category: 'data_store',
    severity: 'critical',
    why: 'an open CouchDB lets anyone read, change and delete every database',
    probe: 'couchdb',
  },
  {
    id: 'winrm',
    port: 5985,
    service: 'Windows Remote Management (HTTP)',
    category: 'remote_admin',
    severity: 'high',
    why: 'WinRM gives remote PowerShell; over plain HTTP it invites credential attacks',
  },
  {
    id: 'redis',
    port: 6379,
    service: 'Redis',
    category: 'data_store',
    severity: 'critical',
    why: 'an open Redis lets anyone read and overwrite its data, and often execute code on the host',
    probe: 'redis',
  },
  {
    id: 'cassandra',
    port: 9042,
    service: 'Cassandra (CQL)',
    category: 'database',
    severity: 'high',
    why: 'Cassandra accepts any client by default (AllowAllAuthenticator)',
  },
  {
    id: 'elasticsearch',
    port: 9200,
    service: 'Elasticsearch',
    category: 'data_store',
    severity: 'critical',
    why: 'an open Elasticsearch lets anyone read and delete every index; such clusters are wiped and ransomed daily',
    probe: 'elasticsearch',
  },
  {
    id: 'kubelet',
    port: 10250,
    service: 'Kubernetes kubelet API',
    category: 'remote_admin',
    severity: 'high',
    why: 'the kubelet API can run commands in every pod on the node when anonymous access is left on',
  },
  {
    id: 'memcached',
    port: 11211,
    service: 'Memcached',
    category: 'data_store',
    severity: 'critical',
    why: 'an open Memcached leaks cached data (sessions, tokens) and is abused for DDoS amplification',
    probe: 'memcached',
  },
  {
    id: 'mongodb',
    port: 27017,
    service: 'MongoDB',
    category: 'data_store',
    severity: 'critical',
    why: 'an open MongoDB lets anyone read and delete every database; such servers are wiped and ransomed daily',
    probe: 'mongodb',
  },
];

/** The port list, e.g. for `nmap -p`. */
export const RISKY_PORTS: readonly number[] = RISKY_SERVICES.map((service) => service.port);
