/**
 * The lab of the ownership tests: mail domains whose TXT records they change
 * while the lab runs, a site with HTTPS and HTTP whose verification file they set and remove, a site
 * with plain HTTP only, and a domain the test re-points at loopback outside the lab's range (the
 * address guard must refuse it). The sites are on 127.<LAB_NET>.200.x.
 */
import { expect } from 'chai';
import type { FastifyInstance } from 'fastify';
import type { LabFixtureSet } from '../../../lab/hosts.js';
import { labAddress } from '../../../lab/net.js';
import { setSiteRoute } from '../../../lab/site-switch.js';
import type { Lab } from '../../../lab/start-lab.js';
import { replaceZoneRecords } from '../../../lab/zone-switch.js';
import { mailDomain } from '../../../lab/zones/mail-domain.js';
import { a, txt, zone } from '../../../lab/zones/records.js';
import { bearer } from './monitoring-kit.js';

export const DNS_DOMAIN = 'own-dns.test';
export const SQUAT_DOMAIN = 'own-squat.test';
export const SITE_DOMAIN = 'own-site.test';
export const HTTP_ONLY_DOMAIN = 'own-http.test';
export const GUARDED_DOMAIN = 'own-guarded.test';
export const FILE_PATH = '/.well-known/rampart-verification.txt';

export const OWNERSHIP_FIXTURES: LabFixtureSet = {
  zones: [
    mailDomain(DNS_DOMAIN),
    mailDomain(SQUAT_DOMAIN),
    zone(SITE_DOMAIN, [a(SITE_DOMAIN, labAddress(200, 1))]),
    zone(HTTP_ONLY_DOMAIN, [a(HTTP_ONLY_DOMAIN, labAddress(200, 2))]),
    // Public (in the lab's range) when added; the test then points its apex at 127.0.0.1.
    mailDomain(GUARDED_DOMAIN),
  ],
  hosts: [
    { name: SITE_DOMAIN, address: labAddress(200, 1), http: { routes: {} }, https: { routes: {} } },
    { name: HTTP_ONLY_DOMAIN, address: labAddress(200, 2), http: { routes: {} } },
  ],
};

/** Replaces a mail domain's TXT records at the apex with its defaults plus `records` (SPF stays). */
export function publishTxt(lab: Pick<Lab, 'zones'>, domain: string, records: readonly string[], bad = false): void {
  const parts = bad ? { spf: ['v=spf1 +all'], dmarc: ['v=DMARC1; p=none'] } : {};
  const updated = mailDomain(domain, { ...parts, extra: (origin) => records.map((value) => txt(origin, value)) });
  replaceZoneRecords(lab.zones, domain, updated.records);
}

/** Serves (or with null, removes) the verification file on one scheme of a lab site. */
/** Points a mail domain's apex at 127.0.0.1, outside the lab's allowed range: a rebinding to loopback. */
export function pointApexAtLoopback(lab: Lab, domain: string, records: readonly string[]): void {
  const updated = mailDomain(domain, { extra: (origin) => records.map((value) => txt(origin, value)) });
  const apexAddress = (record: { type: string; name: string }) => record.type === 'A' && record.name === domain;
  replaceZoneRecords(lab.zones, domain, [
    ...updated.records.filter((record) => !apexAddress(record)),
    a(domain, '127.0.0.1'),
  ]);
}

export function serveFile(
  lab: Pick<Lab, 'hosts'>,
  domain: string,
  scheme: 'http' | 'https',
  body: string | null,
): void {
  setSiteRoute(
    lab.hosts,
    domain,
    scheme,
    FILE_PATH,
    body === null ? null : { status: 200, headers: { 'content-type': 'text/plain' }, body },
  );
}

export interface VerificationView {
  domain_id: number;
  domain: string;
  status: 'verified' | 'unverified';
  token: string;
  record: { type: 'TXT'; name: string; value: string };
  file: { url: string; content: string };
  method: 'dns' | 'file' | null;
  verified_at: string | null;
  checked_at: string | null;
  failure: string | null;
}

export async function verificationOf(app: FastifyInstance, key: string, domainId: number): Promise<VerificationView> {
  const response = await app.inject({
    method: 'GET',
    url: `/v1/domains/${domainId}/verification`,
    headers: bearer(key),
  });
  expect(response.statusCode, response.body).to.equal(200);
  return response.json();
}

export async function checkNow(app: FastifyInstance, key: string, domainId: number): Promise<VerificationView> {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/domains/${domainId}/verification/check`,
    headers: bearer(key),
  });
  expect(response.statusCode, response.body).to.equal(200);
  return response.json();
}
