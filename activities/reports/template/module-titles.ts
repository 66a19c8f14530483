/** The fifteen modules' names as a reader of the PDF knows them (the report's ids stay in brackets). */
import type { ModuleName } from '../../../core/scan-model/module-names.js';

export const MODULE_TITLES: Record<ModuleName, string> = {
  dns_email: 'E-mail authentication (SPF, DMARC, DKIM)',
  ssl: 'TLS certificate and protocols',
  headers: 'HTTP security headers',
  ports: 'Exposed network services',
  mail_transport: 'Mail server transport security',
  dnssec: 'DNSSEC',
  dns_hygiene: 'DNS configuration',
  https_enforcement: 'HTTPS enforcement (redirects, HSTS)',
  cookies: 'Cookie security',
  subdomains: 'Subdomains and takeover risk',
  server_software: 'Server software disclosure',
  sensitive_files: 'Exposed sensitive files',
  security_txt: 'security.txt contact',
  reputation: 'Blocklist reputation',
  domain_registration: 'Domain registration',
};
