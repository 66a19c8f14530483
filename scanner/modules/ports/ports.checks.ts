/**
 * One check per risky service (risky-services.ts), pure over the collected observations. Open on any
 * probed address fails; closed and filtered both pass (nothing answers from the internet), and the
 * summary says which; an address that could not be tested at all makes the check unknown only when
 * no address could be tested. Severities, caps and wording: ports.findings.ts.
 */
import type { Check, CheckOutcome } from '../module.js';
import type { PortObservation } from './observe-port.js';
import { type PortsEvidence, portKey } from './ports.collect.js';
import { PORTS_FINDINGS } from './ports.findings.js';
import { RISKY_SERVICES, type RiskyService } from './risky-services.js';

const { out } = PORTS_FINDINGS;

const addressesOf = (observations: PortObservation[]) => observations.map((o) => o.address);

/** The outcome of an open service, from what its probe (if any) found. */
function judgeOpen(service: RiskyService, open: PortObservation[], keys: string[]): CheckOutcome {
  const addresses = addressesOf(open);
  if (!service.probe) {
    const banner = open.find((o) => o.banner)?.banner;
    // The whole banner is in the evidence; the sentence keeps its start (a MySQL handshake is long).
    const short = banner && banner.length > 80 ? `${banner.slice(0, 80)}...` : banner;
    return out(`${service.id}.open`, keys, { open: addresses, banner: short || null });
  }
  const unauthenticated = open.find((o) => o.probe?.verdict === 'unauthenticated');
  if (unauthenticated) {
    const probe = unauthenticated.probe!;
    return out(`${service.id}.open_unauthenticated`, keys, { open: addresses, sent: probe.sent, reply: probe.reply });
  }
  const refused = open.find((o) => o.probe?.verdict === 'auth_required');
  if (refused) return out(`${service.id}.open_auth_required`, keys, { open: addresses, reply: refused.probe!.reply });
  const reply = open[0]?.probe?.reply ?? 'no reply';
  return out(`${service.id}.open_auth_unknown`, keys, { open: addresses, reply });
}

function runServiceCheck(service: RiskyService, e: PortsEvidence): CheckOutcome {
  const keys = e.addresses.map((address) => portKey(address, service.port));
  if (keys.length === 0) return out(`${service.id}.unknown.no_address`, []);
  const observations = keys.map((key) => e.observations[key]).filter((o): o is PortObservation => o !== undefined);
  const open = observations.filter((o) => o.state === 'open');
  if (open.length > 0) return judgeOpen(service, open, keys);
  const closed = observations.filter((o) => o.state === 'closed');
  const filtered = observations.filter((o) => o.state === 'filtered');
  const untested = observations.filter((o) => o.state === 'error');
  if (closed.length + filtered.length === 0) {
    return out(`${service.id}.unknown.untested`, keys, {
      untested: untested.map((o) => ({ address: o.address, detail: o.detail })),
    });
  }
  return out(`${service.id}.pass`, keys, {
    closed: addressesOf(closed),
    filtered: addressesOf(filtered),
    untested: addressesOf(untested),
  });
}

export const PORTS_CHECKS: Check<PortsEvidence>[] = RISKY_SERVICES.map((service) => ({
  id: service.id,
  title: `${service.service} (${service.port}/tcp) not exposed`,
  outcomes: [
    'pass',
    'unknown.no_address',
    'unknown.untested',
    ...(service.probe ? ['open_unauthenticated', 'open_auth_required', 'open_auth_unknown'] : ['open']),
  ],
  run: (e: PortsEvidence) => runServiceCheck(service, e),
}));
