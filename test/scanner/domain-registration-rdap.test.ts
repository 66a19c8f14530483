import { expect } from 'chai';
import {
  type DomainRegistrationEvidence,
  rdapDomainUrl,
} from '../../scanner/modules/domain-registration/domain-registration.collect.js';
import { DOMAIN_REGISTRATION_MODULE } from '../../scanner/modules/domain-registration/domain-registration.module.js';
import { parseBootstrap, rdapBaseUrlsFor } from '../../scanner/modules/domain-registration/rdap-bootstrap.js';
import {
  daysUntil,
  parseRdapDomain,
  type RdapDomainFacts,
  RdapFormatError,
  rdapErrorText,
  transferLocks,
} from '../../scanner/modules/domain-registration/rdap-domain.js';
import { judge } from './judge.js';

/** Trimmed from a real .com registry answer (Verisign), names changed. */
const VERISIGN_STYLE = {
  objectClassName: 'domain',
  handle: '2336799_DOMAIN_COM-VRSN',
  ldhName: 'EXAMPLE.COM',
  links: [{ value: 'https://rdap.verisign.com/com/v1/domain/EXAMPLE.COM', rel: 'self', type: 'application/rdap+json' }],
  status: ['client delete prohibited', 'client transfer prohibited', 'client update prohibited'],
  entities: [
    {
      objectClassName: 'entity',
      handle: '376',
      roles: ['registrar'],
      publicIds: [{ type: 'IANA Registrar ID', identifier: '376' }],
      vcardArray: [
        'vcard',
        [
          ['version', {}, 'text', '4.0'],
          ['fn', {}, 'text', 'Example Registrar, LLC'],
        ],
      ],
      entities: [{ objectClassName: 'entity', roles: ['abuse'], vcardArray: ['vcard', [['fn', {}, 'text', '']]] }],
    },
  ],
  events: [
    { eventAction: 'registration', eventDate: '1995-08-14T04:00:00Z' },
    { eventAction: 'expiration', eventDate: '2030-08-13T04:00:00Z' },
    { eventAction: 'last update of RDAP database', eventDate: '2024-05-01T12:00:00Z' },
  ],
  secureDNS: {
    delegationSigned: true,
    dsData: [
      {
        keyTag: 370,
        algorithm: 13,
        digestType: 2,
        digest: 'BE74359954660069D5C63D200C39F5603827D7DD02B56F120EE9F3A86764247C',
      },
    ],
  },
  nameservers: [{ objectClassName: 'nameserver', ldhName: 'A.IANA-SERVERS.NET' }],
  rdapConformance: ['rdap_level_0', 'icann_rdap_response_profile_0'],
};

describe('scanner: domain_registration, RDAP parsing and bootstrap (unit)', () => {
  describe('RDAP domain objects (RFC 9083)', () => {
    it('reads expiration, statuses, the registrar and secureDNS from a registry answer', () => {
      expect(parseRdapDomain(VERISIGN_STYLE)).to.deep.equal({
        ldhName: 'EXAMPLE.COM',
        handle: '2336799_DOMAIN_COM-VRSN',
        statuses: ['client delete prohibited', 'client transfer prohibited', 'client update prohibited'],
        events: [
          { action: 'registration', date: '1995-08-14T04:00:00Z' },
          { action: 'expiration', date: '2030-08-13T04:00:00Z' },
          { action: 'last update of RDAP database', date: '2024-05-01T12:00:00Z' },
        ],
        expiration: '2030-08-13T04:00:00Z',
        registrar: { name: 'Example Registrar, LLC', ianaId: '376', handle: '376' },
        secureDns: { delegationSigned: true, dsRecords: 1, keyRecords: 0 },
      });
    });

    it('finds a registrar nested under another entity, and leaves absent parts null', () => {
      const nested = {
        objectClassName: 'domain',
        entities: [
          {
            roles: ['registrant'],
            entities: [{ roles: ['registrar'], vcardArray: VERISIGN_STYLE.entities[0]!.vcardArray }],
          },
        ],
        events: [{ eventAction: 'expiration', eventDate: 'not a date' }],
      };
      const facts = parseRdapDomain(nested);
      expect(facts.registrar).to.deep.equal({ name: 'Example Registrar, LLC', ianaId: null, handle: null });
      expect(facts).to.include({ statuses: null, expiration: null, secureDns: null, ldhName: null });
    });

    it('refuses answers that are not domain objects', () => {
      expect(() => parseRdapDomain({ objectClassName: 'entity' })).to.throw(RdapFormatError, /not "domain"/);
      expect(() => parseRdapDomain([1, 2])).to.throw(RdapFormatError, /not a JSON object/);
    });

    it('recognises transfer locks in RDAP and EPP spelling', () => {
      expect(transferLocks(['active', 'client transfer prohibited'])).to.deep.equal(['client transfer prohibited']);
      expect(transferLocks(['serverTransferProhibited', 'clientUpdateProhibited'])).to.deep.equal([
        'serverTransferProhibited',
      ]);
      expect(transferLocks(['client delete prohibited', 'pending transfer'])).to.deep.equal([]);
    });

    it('counts whole days, negative once past, and reads error bodies', () => {
      expect(daysUntil('2030-01-31T00:00:00Z', '2030-01-01T00:00:00Z')).to.equal(30);
      expect(daysUntil('2030-01-01T00:00:00Z', '2030-01-01T12:00:00Z')).to.equal(-1);
      expect(rdapErrorText('{"errorCode":404,"title":"Not Found","description":["No such domain."]}')).to.equal(
        'Not Found: No such domain.',
      );
      expect(rdapErrorText('<html>')).to.equal(null);
    });

    it('builds the domain query URL under the base, with or without its final slash', () => {
      expect(rdapDomainUrl('https://rdap.example.net/v1/', 'example.com')).to.equal(
        'https://rdap.example.net/v1/domain/example.com',
      );
      expect(rdapDomainUrl('https://rdap.example.net/v1', 'xn--bcher-kva.example')).to.equal(
        'https://rdap.example.net/v1/domain/xn--bcher-kva.example',
      );
    });
  });

  describe('IANA bootstrap (RFC 9224)', () => {
    const sample = {
      version: '1.0',
      publication: '2024-05-01T00:00:00Z',
      services: [
        [['com', 'net'], ['https://rdap.verisign.com/com/v1/']],
        [['uk'], ['http://rdap.nominet.uk/uk/', 'https://rdap.nominet.uk/uk/']],
        [['co.uk'], ['https://rdap.example-sld.uk/']],
        [['org'], ['https://rdap.publicinterestregistry.org/rdap/']],
      ],
    };
    const services = parseBootstrap(sample);

    it('finds the service of a domain by its TLD, preferring https', () => {
      expect(rdapBaseUrlsFor('example.com', services)).to.deep.equal(['https://rdap.verisign.com/com/v1/']);
      expect(rdapBaseUrlsFor('EXAMPLE.NET.', services)).to.deep.equal(['https://rdap.verisign.com/com/v1/']);
      expect(rdapBaseUrlsFor('example.org.uk', services)).to.deep.equal([
        'https://rdap.nominet.uk/uk/',
        'http://rdap.nominet.uk/uk/',
      ]);
    });

    it('takes the longest matching entry, and nothing for an unserved TLD', () => {
      expect(rdapBaseUrlsFor('shop.example.co.uk', services)).to.deep.equal(['https://rdap.example-sld.uk/']);
      expect(rdapBaseUrlsFor('example.de', services)).to.deep.equal([]);
      // A label must match whole: "xcom" is not under "com".
      expect(rdapBaseUrlsFor('xcom', services)).to.deep.equal([]);
    });

    it('rejects a file without the services structure', () => {
      expect(() => parseBootstrap({ version: '1.0' })).to.throw(/no "services" array/);
      expect(() => parseBootstrap({ services: [[['com'], 'https://x/']] })).to.throw(/service 0/);
    });
  });

  describe('expiry thresholds', () => {
    const now = '2030-01-01T00:00:00.000Z';
    const facts = (expiration: string | null): RdapDomainFacts => ({ ...parseRdapDomain(VERISIGN_STYLE), expiration });
    const evidence = (expiration: string | null): DomainRegistrationEvidence => ({
      domain: 'example.com',
      registrable: 'example.com',
      checkedAt: now,
      bootstrap: null,
      request: null,
      facts: facts(expiration),
      unavailable: null,
      dns: {},
    });
    const expiry = (expiration: string | null) => judge(DOMAIN_REGISTRATION_MODULE, 'expiry', evidence(expiration));
    const inDays = (days: number) => new Date(Date.parse(now) + days * 86_400_000).toISOString();

    it('is critical once expired, high under 30 days, medium under 90, pass from 90', () => {
      expect(expiry(inDays(-1)).issue?.severity).to.equal('critical');
      expect(expiry(now).issue?.severity).to.equal('critical');
      expect(expiry(inDays(29)).issue?.severity).to.equal('high');
      expect(expiry(inDays(30)).issue?.severity).to.equal('medium');
      expect(expiry(inDays(89)).issue?.severity).to.equal('medium');
      expect(expiry(inDays(90))).to.include({ status: 'pass' });
    });

    it('is unknown when the registry publishes no expiration', () => {
      expect(expiry(null)).to.include({ status: 'unknown' });
    });
  });
});
