/**
 * One check per risky service (risky-services.ts), pure over the collected observations. Open on any
 * probed address fails; closed and filtered both pass (nothing answers from the internet), and the
 * summary says which; an address that could not be tested at all makes the check unknown only when
 * no address could be tested. A probed data store is critical (with the exposed_data_store cap)
 * only when the probe proves it needs no credentials; one that demands them, or whose reply is not
 * recognised, is high: reachable from the internet, but not proven open to everyone.
 */
import type { Issue, Severity } from '../../../../core/scan-model/report.js';
import type { Check, CheckOutcome } from '../module.js';
import type { PortObservation } from './observe-port.js';
import { type PortsEvidence, portKey } from './ports.collect.js';
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

function listAddresses(observations: PortObservation[]): string {
  return observations.map((o) => o.address).join(', ');
}

/** Severity, cap and wording of an open service, from what its probe (if any) found. */
function judgeOpen(
  service: RiskyService,
  open: PortObservation[],
): { severity: Severity; exposed: boolean; how: string } {
  if (!service.probe) {
    const banner = open.find((o) => o.banner)?.banner;
    // The whole banner is in the evidence; the sentence keeps its start (a MySQL handshake is long).
    const short = banner && banner.length > 80 ? `${banner.slice(0, 80)}...` : banner;
    return { severity: service.severity, exposed: false, how: short ? ` (banner: ${short})` : '' };
  }
  const unauthenticated = open.find((o) => o.probe?.verdict === 'unauthenticated');
  if (unauthenticated) {
    const probe = unauthenticated.probe!;
    return {
      severity: service.severity,
      exposed: true,
      how: ` and answers ${probe.sent} without authentication (${probe.reply})`,
    };
  }
  const refused = open.find((o) => o.probe?.verdict === 'auth_required');
  if (refused) {
    return { severity: 'high', exposed: false, how: ` and demands credentials (${refused.probe!.reply})` };
  }
  const reply = open[0]?.probe?.reply ?? 'no reply';
  return { severity: 'high', exposed: false, how: `; whether it demands credentials is not known (${reply})` };
}

function runServiceCheck(service: RiskyService, e: PortsEvidence): CheckOutcome {
  const keys = e.addresses.map((address) => portKey(address, service.port));
  if (keys.length === 0) {
    return { status: 'unknown', summary: `${e.domain} has no address to probe (a mail-only domain).`, evidence: [] };
  }
  const observations = keys.map((key) => e.observations[key]).filter((o): o is PortObservation => o !== undefined);
  const open = observations.filter((o) => o.state === 'open');
  const port = `${service.port}/tcp`;
  if (open.length > 0) {
    const judged = judgeOpen(service, open);
    const issue: Issue = {
      severity: judged.severity,
      finding: `${service.service} (${port}) is reachable from the internet on ${listAddresses(open)}${judged.how}: ${service.why}.`,
      remediation: remediation(service),
    };
    const exposedDataStore = judged.exposed && service.category === 'data_store';
    return {
      status: 'fail',
      summary: `${service.service} (${port}) is open on ${listAddresses(open)}${judged.how}.`,
      issue,
      ...(exposedDataStore ? { cap: 'exposed_data_store' as const } : {}),
      evidence: keys,
    };
  }
  const closed = observations.filter((o) => o.state === 'closed');
  const filtered = observations.filter((o) => o.state === 'filtered');
  const untested = observations.filter((o) => o.state === 'error');
  if (closed.length + filtered.length === 0) {
    const why = untested.map((o) => `${o.address}: ${o.detail}`).join('; ');
    return { status: 'unknown', summary: `${port} could not be tested (${why}).`, evidence: keys };
  }
  const parts = [
    closed.length ? `closed on ${listAddresses(closed)}` : '',
    filtered.length ? `filtered (no answer) on ${listAddresses(filtered)}` : '',
    untested.length ? `not tested on ${listAddresses(untested)}` : '',
  ].filter(Boolean);
  return {
    status: 'pass',
    summary: `${service.service} (${port}) is not reachable: ${parts.join('; ')}.`,
    evidence: keys,
  };
}

export const PORTS_CHECKS: Check<PortsEvidence>[] = RISKY_SERVICES.map((service) => ({
  id: service.id,
  title: `${service.service} (${service.port}/tcp) not exposed`,
  run: (e: PortsEvidence) => runServiceCheck(service, e),
}));
