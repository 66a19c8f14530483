/** The dns_email module: SPF, DMARC and DKIM checks in report order, over one collected evidence set. */
import type { ScannerModule } from '../module.js';
import { DKIM_CHECKS } from './dkim.checks.js';
import { DMARC_CHECKS } from './dmarc.checks.js';
import { collectDnsEmail, type DnsEmailEvidence } from './dns-email.collect.js';
import { DNS_EMAIL_FINDINGS } from './dns-email.findings.js';
import { SPF_CHECKS } from './spf.checks.js';

export const DNS_EMAIL_MODULE: ScannerModule<DnsEmailEvidence> = {
  name: 'dns_email',
  collect: collectDnsEmail,
  publish: (evidence) => ({ ...evidence.dns }),
  checks: [...SPF_CHECKS, ...DMARC_CHECKS, ...DKIM_CHECKS],
  findings: DNS_EMAIL_FINDINGS,
  timeoutMs: 8000,
};
