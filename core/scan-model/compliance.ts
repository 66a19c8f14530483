/**
 * The report's compliance section as data. Only the shape lives here, beside the report that holds
 * it; the frameworks' controls and the mapping from findings to controls are the scanner's
 * (activities/scanner/compliance/).
 */
import type { Severity } from './report.js';

export type FrameworkId = 'soc2' | 'pci_dss_4' | 'hipaa' | 'nist_csf_2' | 'iso_27001_2022' | 'cis_v8';

export interface AffectedControl {
  control: string;
  title: string;
  /** The most severe finding behind this control. */
  severity: Severity;
  /** Ids of the failed checks behind it, e.g. `ssl.cert_expiry`. */
  checks: string[];
  findings: string[];
}

export interface FrameworkSection {
  framework: FrameworkId;
  name: string;
  version: string;
  /** Controls this scan can speak to (every control any kind of finding maps to). */
  controls_assessed: number;
  affected_controls: AffectedControl[];
}

export interface ComplianceSection {
  /** Automated external checks support, but never replace, an audit: said in every report. */
  disclaimer: string;
  frameworks: FrameworkSection[];
}
