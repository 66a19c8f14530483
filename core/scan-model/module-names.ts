/**
 * The fifteen scanner modules of DESIGN.md section 5, with their exact report names. The order is
 * the order a full report lists them in; the first four form the quick assessment (docs/api-contract.md "What a scan covers").
 */
export const MODULE_NAMES = [
  'dns_email',
  'ssl',
  'headers',
  'ports',
  'mail_transport',
  'dnssec',
  'dns_hygiene',
  'https_enforcement',
  'cookies',
  'subdomains',
  'server_software',
  'sensitive_files',
  'security_txt',
  'reputation',
  'domain_registration',
] as const;

export type ModuleName = (typeof MODULE_NAMES)[number];

/** Batch, compare and the free scan run only these (docs/api-contract.md "What a scan covers": DNS/email, SSL, headers, ports). */
export const QUICK_MODULES: readonly ModuleName[] = ['dns_email', 'ssl', 'headers', 'ports'];

export function isModuleName(value: string): value is ModuleName {
  return (MODULE_NAMES as readonly string[]).includes(value);
}
