/**
 * Which kind of finding each check produces. Each module has a default kind; checks whose finding is
 * of another kind are named in `byCheck` (matched on the check id's suffix after the module name,
 * as a prefix: `cert_` covers cert_expiry, cert_trust ...). A new check is therefore always mapped.
 */
import type { ModuleName } from '../../core/scan-model/module-names.js';
import type { FindingCategory } from './categories.js';

interface ModuleCategories {
  default: FindingCategory;
  /** Check-id prefixes (after `<module>.`) with a kind other than the default. */
  byCheck?: Record<string, FindingCategory>;
}

export const CHECK_CATEGORIES: Record<ModuleName, ModuleCategories> = {
  dns_email: { default: 'email_authentication' },
  ssl: { default: 'transport_encryption', byCheck: { certificate: 'certificate_management' } },
  headers: { default: 'web_application_security' },
  ports: { default: 'exposed_services' },
  mail_transport: {
    default: 'transport_encryption',
    byCheck: { mx: 'email_authentication', mta_sts: 'email_authentication', tls_rpt: 'email_authentication' },
  },
  dnssec: { default: 'dns_security' },
  dns_hygiene: { default: 'dns_security', byCheck: { private_addresses: 'data_exposure' } },
  https_enforcement: { default: 'transport_encryption', byCheck: { mixed: 'web_application_security' } },
  cookies: { default: 'web_application_security' },
  subdomains: { default: 'asset_inventory', byCheck: { dangling: 'dns_security' } },
  server_software: {
    default: 'unsupported_software',
    byCheck: { header_versions: 'secure_configuration', banner_versions: 'secure_configuration' },
  },
  sensitive_files: { default: 'data_exposure', byCheck: { admin: 'exposed_services' } },
  security_txt: { default: 'vulnerability_disclosure' },
  reputation: { default: 'threat_reputation' },
  domain_registration: { default: 'asset_inventory', byCheck: { dnssec: 'dns_security' } },
};

export function categoryOfCheck(checkId: string): FindingCategory {
  const dot = checkId.indexOf('.');
  const module = checkId.slice(0, dot) as ModuleName;
  const rest = checkId.slice(dot + 1);
  const entry = CHECK_CATEGORIES[module];
  if (!entry) throw new Error(`check ${checkId} belongs to no known module`);
  const match = Object.entries(entry.byCheck ?? {})
    .sort(([a], [b]) => b.length - a.length)
    .find(([prefix]) => rest.startsWith(prefix));
  return match ? match[1] : entry.default;
}
