/**
 * What a scanner module is (MDN Observatory style): collect evidence once, then run pure checks over
 * it. One registry array per module lists its checks; run-module.ts turns them into a ModuleResult.
 */
import type { ModuleName } from '../model/module-names.js';
import type { CheckStatus, GradeCap, Issue } from '../model/report.js';
import type { DnsResolver } from '../network/dns-client.js';

export interface ScanContext {
  /** Normalized (normalize-domain.ts) name being scanned. */
  domain: string;
  resolver: DnsResolver;
  /** DKIM selectors the owner gave, tried before the common ones. */
  dkimSelectors: readonly string[];
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
}
