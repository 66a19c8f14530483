/**
 * Every outcome of the ports module by code (`ports.<service id>.<outcome>`, findings.ts), built from
 * the risky-service table (risky-services.ts): one check per service, worded with its name, port and
 * reason. An open port without a probe fails with the service's severity; a probed service (data
 * stores, some databases) is `open_unauthenticated` with the service's severity (and, for a data
 * store, the exposed_data_store cap) only when the probe proves no credentials are needed, and high
 * when it demands them (`open_auth_required`) or its reply is not recognised (`open_auth_unknown`).
 */
import { type AnyWording, defineFindings, fail, pass, unknown, type Wording } from '../findings.js';
import { RISKY_SERVICES, type RiskyService } from './risky-services.js';

function remediation(service: RiskyService): string {
  const port = `${service.port}/tcp`;
  switch (service.id) {
    case 'ssh':
      return `Allow ${port} only from known networks (firewall, VPN or a bastion host), with key-only logins and password authentication disabled.`;
    case 'telnet':
      return `Disable telnet and block ${port}; use SSH, reachable only from known networks, instead.`;
    case 'ftp':
      return `Replace FTP with SFTP or HTTPS uploads and block ${port} at the firewall.`;
  }
  switch (service.category) {
    case 'data_store':
    case 'database':
      return `Block ${port} at the firewall or bind ${service.service} to a private interface, require authentication, and reach it over a private network or VPN.`;
    case 'remote_login':
      return `Put ${service.service} behind a VPN or remote-access gateway with multi-factor authentication and block ${port} from the internet.`;
    default:
      return `Block ${port} from the internet; expose ${service.service} only on a private network or VPN.`;
  }
}

type Open = { open: string[] };
type Pass = { closed: string[]; filtered: string[]; untested: string[] };
type Untested = { untested: { address: string; detail: string }[] };

/** An open port, worded with what its probe found (`how`, a clause after the addresses). */
function open<P extends Open>(service: RiskyService, how: (p: P) => string, severity = service.severity, cap = false) {
  const name = `${service.service} (${service.port}/tcp)`;
  return fail<P>({
    summary: (p) => `${name} is open on ${p.open.join(', ')}${how(p)}.`,
    severity,
    finding: (p) => `${name} is reachable from the internet on ${p.open.join(', ')}${how(p)}: ${service.why}.`,
    remediation: remediation(service),
    ...(cap ? { cap: 'exposed_data_store' as const } : {}),
  });
}

function entries(service: RiskyService): Record<string, AnyWording> {
  const port = `${service.port}/tcp`;
  const common = {
    pass: pass<Pass>((p) => {
      const parts = [
        p.closed.length ? `closed on ${p.closed.join(', ')}` : '',
        p.filtered.length ? `filtered (no answer) on ${p.filtered.join(', ')}` : '',
        p.untested.length ? `not tested on ${p.untested.join(', ')}` : '',
      ].filter(Boolean);
      return `${service.service} (${port}) is not reachable: ${parts.join('; ')}.`;
    }),
    'unknown.no_address': unknown((p) => `${p.domain} has no address to probe (a mail-only domain).`),
    'unknown.untested': unknown<Untested>(
      (p) => `${port} could not be tested (${p.untested.map((u) => `${u.address}: ${u.detail}`).join('; ')}).`,
    ),
  };
  if (!service.probe) {
    return {
      ...common,
      open: open<Open & { banner: string | null }>(service, (p) => (p.banner ? ` (banner: ${p.banner})` : '')),
    };
  }
  return {
    ...common,
    open_unauthenticated: open<Open & { sent: string; reply: string }>(
      service,
      (p) => ` and answers ${p.sent} without authentication (${p.reply})`,
      service.severity,
      service.category === 'data_store',
    ),
    open_auth_required: open<Open & { reply: string }>(service, (p) => ` and demands credentials (${p.reply})`, 'high'),
    open_auth_unknown: open<Open & { reply: string }>(
      service,
      (p) => `; whether it demands credentials is not known (${p.reply})`,
      'high',
    ),
  };
}

type PortsTable = Record<`${string}.pass`, Wording<Pass>> &
  Record<`${string}.unknown.no_address`, Wording> &
  Record<`${string}.unknown.untested`, Wording<Untested>> &
  Record<`${string}.open`, Wording<Open & { banner: string | null }>> &
  Record<`${string}.open_unauthenticated`, Wording<Open & { sent: string; reply: string }>> &
  Record<`${string}.open_auth_required` | `${string}.open_auth_unknown`, Wording<Open & { reply: string }>>;

export const PORTS_FINDINGS = defineFindings(
  'ports',
  Object.fromEntries(
    RISKY_SERVICES.flatMap((service) =>
      Object.entries(entries(service)).map(([outcome, wording]) => [`${service.id}.${outcome}`, wording]),
    ),
  ) as PortsTable,
);
