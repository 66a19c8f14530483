/**
 * Every implemented scanner module by report name. A module joins the scanner by adding one line
 * here; a name with no module yet is reported as an error module (never silently skipped).
 */
import type { ModuleName } from '../../core/scan-model/module-names.js';
import { COOKIES_MODULE } from './cookies/cookies.module.js';
import { DNS_EMAIL_MODULE } from './dns-email/dns-email.module.js';
import { DNS_HYGIENE_MODULE } from './dns-hygiene/dns-hygiene.module.js';
import { DNSSEC_MODULE } from './dnssec/dnssec.module.js';
import { DOMAIN_REGISTRATION_MODULE } from './domain-registration/domain-registration.module.js';
import { HEADERS_MODULE } from './headers/headers.module.js';
import { HTTPS_ENFORCEMENT_MODULE } from './https-enforcement/https-enforcement.module.js';
import { MAIL_TRANSPORT_MODULE } from './mail-transport/mail-transport.module.js';
import type { ScannerModule } from './module.js';
import { PORTS_MODULE } from './ports/ports.module.js';
import { REPUTATION_MODULE } from './reputation/reputation.module.js';
import { SECURITY_TXT_MODULE } from './security-txt/security-txt.module.js';
import { SENSITIVE_FILES_MODULE } from './sensitive-files/sensitive-files.module.js';
import { SERVER_SOFTWARE_MODULE } from './server-software/server-software.module.js';
import { SSL_MODULE } from './ssl/ssl.module.js';
import { SUBDOMAINS_MODULE } from './subdomains/subdomains.module.js';

// biome-ignore lint/suspicious/noExplicitAny: each module has its own evidence type.
export const SCANNER_MODULES: Partial<Record<ModuleName, ScannerModule<any>>> = {
  dns_email: DNS_EMAIL_MODULE,
  ssl: SSL_MODULE,
  headers: HEADERS_MODULE,
  ports: PORTS_MODULE,
  mail_transport: MAIL_TRANSPORT_MODULE,
  dnssec: DNSSEC_MODULE,
  dns_hygiene: DNS_HYGIENE_MODULE,
  https_enforcement: HTTPS_ENFORCEMENT_MODULE,
  cookies: COOKIES_MODULE,
  subdomains: SUBDOMAINS_MODULE,
  server_software: SERVER_SOFTWARE_MODULE,
  sensitive_files: SENSITIVE_FILES_MODULE,
  security_txt: SECURITY_TXT_MODULE,
  reputation: REPUTATION_MODULE,
  domain_registration: DOMAIN_REGISTRATION_MODULE,
};
