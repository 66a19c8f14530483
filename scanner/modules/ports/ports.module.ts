/**
 * The ports module: TCP connect to a fixed list of risky services (risky-services.ts) on every
 * scan-target address, concurrently, then one pass/fail check per service. Evidence: one entry per
 * address and port (`port:<address>:<port>`) with the state, and the banner or probe reply.
 */
import type { ScannerModule } from '../module.js';
import { PORTS_CHECKS } from './ports.checks.js';
import { collectPorts, type PortsEvidence } from './ports.collect.js';
import { PORTS_FINDINGS } from './ports.findings.js';

export const PORTS_MODULE: ScannerModule<PortsEvidence> = {
  name: 'ports',
  collect: collectPorts,
  publish: (evidence) => ({
    ...evidence.observations,
    ...(evidence.skippedAddresses.length > 0 ? { 'ports:skipped_addresses': evidence.skippedAddresses } : {}),
  }),
  checks: PORTS_CHECKS,
  findings: PORTS_FINDINGS,
  // Every probe runs at once: one connect timeout, then one I/O bound for open ports (3 s + 5 s by
  // default); the rest is margin for a loaded scanner.
  timeoutMs: 12_000,
};
