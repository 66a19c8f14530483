/**
 * What a scanner module is (MDN Observatory style): collect evidence once, then run pure checks over
 * it. One registry array per module lists its checks; run-module.ts turns them into a ModuleResult.
 */
import type { ModuleName } from '../../core/scan-model/module-names.js';
import type { CheckStatus, GradeCap, Issue, Severity } from '../../core/scan-model/report.js';
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

/** JSON values a check's params may hold: they are published in the report beside the code. */
export type ParamValue =
  | string
  | number
  | boolean
  | null
  | readonly ParamValue[]
  | { readonly [key: string]: ParamValue };
export type Params = { readonly [key: string]: ParamValue };

/**
 * What a check returns: a stable code (`<module>.<check id>.<outcome>`, see findings.ts) and the
 * values its wording needs. The words (summary, issue, cap) come from the module's findings table.
 */
export interface CheckOutcome {
  status: CheckStatus;
  code: string;
  params: Params;
  /** Keys of the module evidence this outcome rests on. */
  evidence: string[];
}

/** The words of one outcome, rendered from its code and params. */
export interface RenderedOutcome {
  summary: string;
  issue?: Issue;
  cap?: GradeCap;
}

/** A module's findings table (findings.ts builds one): every code the module can emit, with its wording. */
export interface FindingTable {
  module: ModuleName;
  /** Every code, `<module>.<check id>.<outcome>`, in table order. */
  readonly codes: readonly string[];
  /** The status a code stands for; throws for a code not in the table. */
  statusOf(code: string): CheckStatus;
  /** The severity of a failing code, else null; throws for a code not in the table. */
  severityOf(code: string): Severity | null;
  /** Summary, issue and cap of an outcome; `domain` is the scanned domain every sentence may use. */
  render(outcome: Pick<CheckOutcome, 'code' | 'params'>, domain: string): RenderedOutcome;
}

export interface Check<E> {
  /** Short id within the module; the report shows `<module>.<id>`. */
  id: string;
  title: string;
  /**
   * Every outcome this check can return, as the part of its code after `<module>.<id>.` (`pass`,
   * `missing`, `unknown.timeout`): each check declares its possible results (MDN Observatory style),
   * and test/scanner/finding-codes.test.ts holds the declarations and the findings table to each other.
   */
  outcomes: readonly string[];
  run(evidence: E): CheckOutcome;
}

export interface ScannerModule<E> {
  name: ModuleName;
  collect(context: ScanContext): Promise<E>;
  /** The raw material to publish in the report, keyed as the checks' `evidence` refer to it. */
  publish(evidence: E): Record<string, unknown>;
  checks: readonly Check<E>[];
  /** The wording of every code the checks can return (`<module>.findings.ts`). */
  findings: FindingTable;
  /** Time bound for the whole module; default DEFAULT_MODULE_TIMEOUT_MS (run-module.ts). */
  timeoutMs?: number;
}
