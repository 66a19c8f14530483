/**
 * The domain_registration module: the registry's RDAP record of the registrable domain (expiry,
 * transfer lock, registrar, DNSSEC delegation). Built by a factory so a test can point the bootstrap
 * at a lab copy; the scanner uses DOMAIN_REGISTRATION_MODULE, which reads IANA's file.
 */
import type { ScannerModule } from '../module.js';
import { BOOTSTRAP_KEY, DOMAIN_REGISTRATION_CHECKS, RDAP_KEY } from './domain-registration.checks.js';
import { collectDomainRegistration, type DomainRegistrationEvidence } from './domain-registration.collect.js';
import { DOMAIN_REGISTRATION_FINDINGS } from './domain-registration.findings.js';
import { createBootstrapCache, IANA_DNS_BOOTSTRAP_URL } from './rdap-bootstrap.js';

export function createDomainRegistrationModule(
  options: { bootstrapUrl?: string } = {},
): ScannerModule<DomainRegistrationEvidence> {
  const readBootstrap = createBootstrapCache();
  const bootstrapUrl = options.bootstrapUrl ?? IANA_DNS_BOOTSTRAP_URL;
  return {
    name: 'domain_registration',
    collect: (context) => collectDomainRegistration(context, { bootstrapUrl, readBootstrap }),
    publish: (e) => ({
      ...(e.bootstrap ? { [BOOTSTRAP_KEY]: e.bootstrap } : {}),
      ...(e.request
        ? {
            [RDAP_KEY]: {
              ...e.request,
              name: e.registrable,
              checked_at: e.checkedAt,
              // The parts of the record the checks read, as the registry published them.
              record: e.facts,
            },
          }
        : {}),
      ...e.dns,
    }),
    checks: [...DOMAIN_REGISTRATION_CHECKS],
    findings: DOMAIN_REGISTRATION_FINDINGS,
    // At most the bootstrap fetch and the RDAP request (with up to three redirects), each bounded by
    // the connect and I/O timeouts; more than this is a server not worth waiting for.
    timeoutMs: 15_000,
  };
}

export const DOMAIN_REGISTRATION_MODULE = createDomainRegistrationModule();
