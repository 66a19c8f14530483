/**
 * What the lab RDAP server answers, as data: per domain name, a registration (turned into a domain
 * object shaped like a gTLD registry's answer, RFC 9083 plus the ICANN response profile), an error
 * status, or a registration answered slowly. An RDAP server is a lab host with an `rdap` table; the
 * server kind (rdap-server.ts) merges the tables of hosts that share an address.
 */
import type { LabHost } from '../hosts.js';
import { LAB_RDAP_ADDRESS, LAB_RDAP_HOST } from '../lab-services.js';

export interface LabRegistration {
  /** The expiration event; null for a registry that publishes none (several ccTLDs do not). */
  expires: Date | null;
  registered: Date;
  /** RDAP status values (RFC 8056 form, e.g. "client transfer prohibited"); null leaves `status` out. */
  statuses: string[] | null;
  /** null leaves the registrar entity out. */
  registrar: { name: string; ianaId: string } | null;
  /** secureDNS.delegationSigned; null leaves secureDNS out. */
  delegationSigned: boolean | null;
}

export type LabRdapAnswer =
  | { kind: 'domain'; registration: LabRegistration }
  | { kind: 'error'; status: 404 | 429 | 500 | 503; retryAfterSeconds?: number }
  | { kind: 'slow'; delayMs: number; registration: LabRegistration };

export interface LabRdapHost extends LabHost {
  /** Lower-case domain name -> answer; names not in the table get 404. */
  rdap: Record<string, LabRdapAnswer>;
}

export function isRdapHost(host: LabHost): host is LabRdapHost {
  return typeof (host as Partial<LabRdapHost>).rdap === 'object';
}

/** An RDAP server entry at the lab's RDAP address (LAB_RDAP_URL); several such hosts share one server. */
export function labRdapHost(rdap: Record<string, LabRdapAnswer>): LabRdapHost {
  return { name: LAB_RDAP_HOST, address: LAB_RDAP_ADDRESS, rdap };
}

/** RDAP dates are RFC 3339 without fractions, as registries print them. */
const rdapDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const CONFORMANCE = ['rdap_level_0', 'icann_rdap_technical_implementation_guide_1', 'icann_rdap_response_profile_1'];

const NOTICES = [
  {
    title: 'Terms of Use',
    description: ['Lab registry: every record here is fictional test data.'],
  },
  {
    title: 'Status Codes',
    description: ['For more information on domain status codes, please visit https://icann.org/epp'],
    links: [{ href: 'https://icann.org/epp', rel: 'glossary', type: 'text/html', value: 'https://icann.org/epp' }],
  },
];

function vcard(fn: string, extra: unknown[][] = []) {
  return ['vcard', [['version', {}, 'text', '4.0'], ['fn', {}, 'text', fn], ...extra]];
}

function registrarEntity(registrar: NonNullable<LabRegistration['registrar']>) {
  return {
    objectClassName: 'entity',
    handle: registrar.ianaId,
    roles: ['registrar'],
    publicIds: [{ type: 'IANA Registrar ID', identifier: registrar.ianaId }],
    vcardArray: vcard(registrar.name),
    entities: [
      {
        objectClassName: 'entity',
        roles: ['abuse'],
        vcardArray: vcard('', [
          ['tel', { type: 'voice' }, 'uri', 'tel:+1.5555550100'],
          ['email', {}, 'text', 'abuse@registrar.lab-rbl.test'],
        ]),
      },
    ],
  };
}

/** A domain object for `name` as a thick gTLD registry returns it. */
export function rdapDomainBody(name: string, registration: LabRegistration, baseUrl: string) {
  const self = `${baseUrl}domain/${name}`;
  const events = [
    { eventAction: 'registration', eventDate: rdapDate(registration.registered) },
    ...(registration.expires ? [{ eventAction: 'expiration', eventDate: rdapDate(registration.expires) }] : []),
    { eventAction: 'last changed', eventDate: rdapDate(registration.registered) },
    { eventAction: 'last update of RDAP database', eventDate: rdapDate(new Date()) },
  ];
  const signed = registration.delegationSigned;
  return {
    objectClassName: 'domain',
    handle: `${name.replace(/\W/g, '').toUpperCase()}_DOMAIN_TEST-LAB`,
    ldhName: name.toUpperCase(),
    links: [{ value: self, rel: 'self', href: self, type: 'application/rdap+json' }],
    ...(registration.statuses ? { status: registration.statuses } : {}),
    ...(registration.registrar ? { entities: [registrarEntity(registration.registrar)] } : {}),
    events,
    ...(signed === null
      ? {}
      : {
          secureDNS: signed
            ? {
                delegationSigned: true,
                dsData: [{ keyTag: 40452, algorithm: 13, digestType: 2, digest: 'AB'.repeat(32) }],
              }
            : { delegationSigned: false },
        }),
    nameservers: [1, 2].map((n) => ({ objectClassName: 'nameserver', ldhName: `NS${n}.${name.toUpperCase()}` })),
    rdapConformance: CONFORMANCE,
    notices: NOTICES,
  };
}

const ERROR_TITLES: Record<number, string> = {
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An RFC 9083 section 6 error body. */
export function rdapErrorBody(status: number, description: string) {
  return {
    errorCode: status,
    title: ERROR_TITLES[status] ?? 'Error',
    description: [description],
    rdapConformance: CONFORMANCE,
  };
}

/** A copy of IANA's bootstrap file (RFC 9224) that sends `.test` to this server. */
export function bootstrapBody(baseUrl: string) {
  return {
    version: '1.0',
    publication: rdapDate(new Date()),
    description: 'Lab RDAP bootstrap file for Domain Name System registrations',
    services: [
      [['test'], [baseUrl]],
      [['example'], ['https://rdap.example.invalid/']],
    ],
  };
}
