/**
 * What a scanner module is (MDN Observatory style): collect evidence once, then run pure checks over
 * it. One registry array per module lists its checks; run-module.ts turns them into a ModuleResult.
 */
import type { ModuleName } from '../../../core/scan-model/module-names.js';
import type { CheckStatus, GradeCap, Issue } from '../../../core/scan-model/report.js';
import type { AllowList } from '../network/address-guard.js';
import type { DnsResolver } from '../network/dns-client.js';

/** Everything about the network a module may use; built once from config (scan-deps.ts). */
export interface ScanNetwork {
  /** SCANNER_ALLOWED_CIDRS, parsed: ranges exempt from the public-address rule. */
  allowList: AllowList;
  /** PEM roots trusted beyond Node's bundled Mozilla store (SCANNER_EXTRA_CA_CERTS, the lab CA). */
  extraCaCerts: readonly string[];
  /** RDAP base URL (SCANNER_RDAP_URL); null means IANA bootstrap data. */
  rdapUrl: string | null;
  /** DNS blocklist zones (SCANNER_DNSBL_ZONES or the defaults). */
  dnsblZones: readonly string[];
  timeouts: {
    /** One TCP connect (port probes, HTTP, TLS, SMTP). */
    connectMs: number;
    /** One exchange after connecting (an HTTP response, a banner, a TLS handshake). */
    ioMs: number;
  };
}

export interface ScanContext {
  /** Normalized (normalize-domain.ts) name being scanned. */
  domain: string;
  resolver: DnsResolver;
  /** DKIM selectors the owner gave, tried before the common ones. */
  dkimSelectors: readonly string[];
  /**
   * The domain's own addresses (A, then AAAA), already passed by the address guard when the scan
   * target was resolved. Connect to these, never to a fresh lookup of the domain (DNS rebinding).
   * Other hosts (an MX, a redirect target) go through network/host-addresses.ts, which guards them.
   */
  addresses: readonly string[];
  network: ScanNetwork;
  /** Aborted when the module's time is up: close sockets and stop. */
  signal: AbortSignal;
}

export interface CheckOutcome {
  status: CheckStatus;
  summary: string;
  issue?: Issue;
  cap?: GradeCap;
  /** Keys of the module evidence this outcome rests on. */
  evidence: string[];
}

export interface Check<E> {
  /** Short id within the module; the report shows `<module>.<id>`. */
  id: string;
  title: string;
  run(evidence: E): CheckOutcome;
}

export interface ScannerModule<E> {
  name: ModuleName;
  collect(context: ScanContext): Promise<E>;
  /** The raw material to publish in the report, keyed as the checks' `evidence` refer to it. */
  publish(evidence: E): Record<string, unknown>;
  checks: readonly Check<E>[];
  /** Time bound for the whole module; default DEFAULT_MODULE_TIMEOUT_MS (run-module.ts). */
  timeoutMs?: number;
}
