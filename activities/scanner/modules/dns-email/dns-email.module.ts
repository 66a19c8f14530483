/**
 * The dns_email module. Its registry lists the checks in report order; DMARC and DKIM checks join
 * SPF_CHECKS here as they are written (issue 3), over the same collected evidence.
 */
import type { ScannerModule } from '../module.js';
import { collectDnsEmail, type DnsEmailEvidence } from './dns-email.collect.js';
import { SPF_CHECKS } from './spf.checks.js';

export const DNS_EMAIL_MODULE: ScannerModule<DnsEmailEvidence> = {
  name: 'dns_email',
  collect: collectDnsEmail,
  publish: (evidence) => ({ ...evidence.dns }),
  checks: [...SPF_CHECKS],
};
