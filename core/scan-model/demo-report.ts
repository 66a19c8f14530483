/**
 * The demonstration report: a full report of a fictional lab domain, labelled so no one takes it for
 * a scan of a real organisation. The lab's generator (lab/demo/) writes it and the API serves the
 * stored copy, so the shape sits here, below both.
 */
import type { ScanReport } from './report.js';

export interface DemoReport extends ScanReport {
  demo: true;
  notice: string;
  lab_domain: string;
  generated_at: string;
}
