/**
 * The settings a person wants to hear about when they change (`config_change`), read from a
 * report's evidence, never from its sentences: SPF, DMARC, MX, NS and CAA records, the certificate's
 * issuer and key, the TLS protocol set, open ports, HSTS and security.txt. Each reads as a string
 * (what it is), null (known to be absent) or undefined (not known this scan: a DNS timeout or
 * SERVFAIL, a module that timed out), and undefined never counts as a change.
 */
import type { DnsEvidence, ModuleResult, ScanReport } from '../../../core/scan-model/report.js';

export const WATCHED_SETTINGS = [
  'spf',
  'dmarc',
  'mx',
  'ns',
  'caa',
  'cert_issuer',
  'cert_key',
  'tls_protocols',
  'open_ports',
  'hsts',
  'security_txt',
] as const;
export type WatchedSetting = (typeof WATCHED_SETTINGS)[number];

/** How each setting is named to a person, in titles and messages. */
export const SETTING_LABELS: Readonly<Record<WatchedSetting, string>> = {
  spf: 'SPF record',
  dmarc: 'DMARC record',
  mx: 'MX records',
  ns: 'name servers (NS records)',
  caa: 'CAA records',
  cert_issuer: "certificate's issuer",
  cert_key: "certificate's key",
  tls_protocols: 'TLS protocols offered',
  open_ports: 'open ports',
  hsts: 'HSTS header',
  security_txt: 'security.txt',
};

export type SettingValues = Partial<Record<WatchedSetting, string | null>>;

function completed(report: ScanReport, name: ModuleResult['name']): ModuleResult | undefined {
  const module = report.modules.find((each) => each.name === name);
  return module?.status === 'completed' ? module : undefined;
}

function dnsAnswer(module: ModuleResult | undefined, key: string): DnsEvidence | undefined {
  const evidence = module?.evidence[key] as DnsEvidence | undefined;
  if (!evidence || evidence.status === 'error') return undefined;
  return evidence;
}

/** The records of one DNS answer (optionally only those `keep` selects), sorted: order is not a change. */
function recordSet(evidence: DnsEvidence | undefined, keep: (data: string) => boolean = () => true) {
  if (!evidence) return undefined;
  const values = evidence.records.map((record) => record.data.trim()).filter(keep);
  return values.length === 0 ? null : [...new Set(values)].sort().join(' | ');
}

const startsWith = (prefix: string) => (data: string) => data.toLowerCase().startsWith(prefix);

interface CertEvidence {
  chain?: { issuer?: string; key_type?: string; key_bits?: number | null; curve?: string | null }[];
}
interface TlsEvidence {
  reachability?: string;
  protocols?: Record<string, { status?: string }>;
}
interface PortEvidence {
  port?: number;
  service?: string;
  state?: string;
}
interface HttpEvidence {
  status?: number | null;
  headers?: Record<string, string[]>;
}

function evidenceOf<T>(module: ModuleResult | undefined, prefix: string): T[] {
  if (!module) return [];
  return Object.entries(module.evidence)
    .filter(([key]) => key.startsWith(prefix))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, value]) => value as T);
}

function certificateValues(report: ScanReport): Pick<SettingValues, 'cert_issuer' | 'cert_key'> {
  const leaf = evidenceOf<CertEvidence>(completed(report, 'ssl'), 'cert:').find((cert) => cert.chain?.[0])?.chain?.[0];
  if (!leaf) return {};
  const size = leaf.curve ?? (leaf.key_bits ? `${leaf.key_bits} bits` : null);
  return {
    cert_issuer: leaf.issuer ?? null,
    cert_key: leaf.key_type ? [leaf.key_type, size].filter(Boolean).join(' ') : null,
  };
}

function tlsProtocols(report: ScanReport): string | null | undefined {
  const endpoint = evidenceOf<TlsEvidence>(completed(report, 'ssl'), 'tls:').find((tls) => tls.reachability === 'tls');
  if (!endpoint?.protocols) return undefined;
  const offered = Object.entries(endpoint.protocols)
    .filter(([, probe]) => probe.status === 'offered')
    .map(([name]) => name)
    .sort();
  return offered.length === 0 ? null : offered.join(', ');
}

function openPorts(report: ScanReport): string | null | undefined {
  const module = completed(report, 'ports');
  if (!module) return undefined;
  const open = evidenceOf<PortEvidence>(module, 'port:')
    .filter((port) => port.state === 'open')
    .map((port) => ({ port: port.port ?? 0, label: `${port.port}/${port.service ?? 'tcp'}` }))
    .sort((a, b) => a.port - b.port);
  return open.length === 0 ? null : [...new Set(open.map((each) => each.label))].join(', ');
}

function hsts(report: ScanReport): string | null | undefined {
  const module = completed(report, 'https_enforcement');
  const page = module?.evidence[`http:https://${report.domain}/`] as HttpEvidence | undefined;
  if (!page || typeof page.status !== 'number') return undefined;
  const values = page.headers?.['strict-transport-security'] ?? [];
  return values.length === 0 ? null : values.join(', ');
}

function securityTxt(report: ScanReport): string | null | undefined {
  const check = completed(report, 'security_txt')?.checks.find((each) => each.id === 'security_txt.published');
  if (!check || check.status === 'unknown') return undefined;
  return check.status === 'pass' ? 'published' : null;
}

/** Every watched setting this report knows; a setting it does not know is left out. */
export function readWatchedSettings(report: ScanReport): SettingValues {
  const domain = report.domain;
  const email = completed(report, 'dns_email');
  const hygiene = completed(report, 'dns_hygiene');
  const mxModule = email ?? completed(report, 'mail_transport');
  const values: SettingValues = {
    spf: recordSet(dnsAnswer(email, `dns:TXT:${domain}`), startsWith('v=spf1')),
    dmarc: recordSet(dnsAnswer(email, `dns:TXT:_dmarc.${domain}`), startsWith('v=dmarc1')),
    mx: recordSet(dnsAnswer(mxModule, `dns:MX:${domain}`)),
    ns: recordSet(dnsAnswer(hygiene, `dns:NS:${domain}`)),
    caa: recordSet(dnsAnswer(hygiene, `dns:CAA:${domain}`)),
    ...certificateValues(report),
    tls_protocols: tlsProtocols(report),
    open_ports: openPorts(report),
    hsts: hsts(report),
    security_txt: securityTxt(report),
  };
  for (const key of WATCHED_SETTINGS) if (values[key] === undefined) delete values[key];
  return values;
}
