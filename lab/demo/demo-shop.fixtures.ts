/**
 * The lab domain the demonstration report is made from: `demo-shop.test`, a small online shop
 * configured the way many real ones are: mostly right, with the usual gaps. Mail: SPF soft-fail,
 * DMARC only monitoring (p=none), DKIM published. Web: HTTPS with a valid certificate that expires
 * in three weeks, a short HSTS max-age, no CSP, a session cookie without flags, version banners.
 * Ports: SSH and a plaintext FTP service. DNS: two working name servers (the lab's good ones), no
 * DNSSEC and no CAA. Registration: the lab registry's clean record. Hosts sit on
 * 127.<LAB_NET>.90.x (lab/net.ts), an octet no other fixture set uses (lab/fixtures/index.ts).
 *
 * Kept beside the demo generator rather than in lab/fixtures so `npm run demo:regenerate` owns its
 * input; the lab serves it like any other fixture set.
 */
import type { Answer } from 'dns-packet';
import { SECURE_DNS_NAME_SERVERS } from '../fixtures/dns.fixtures.js';
import { SECURE_REGISTRATION_ANSWER } from '../fixtures/reputation.fixtures.js';
import type { LabFixtureSet, LabHost } from '../hosts.js';
import { labAddress } from '../net.js';
import { labRdapHost } from '../rdap/rdap-records.js';
import { LAB_DKIM_KEY } from '../zones/mail-domain.js';
import { a, type LabZone, mx, ns, soa, txt } from '../zones/records.js';

export const DEMO_DOMAIN = 'demo-shop.test';

const WEB = labAddress(90, 10);
const MAIL = labAddress(90, 25);
const DAY_MS = 86_400_000;

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Demo Shop - handmade ceramics</title>
<script src="/assets/app.js"></script></head>
<body><h1>Demo Shop</h1><p>Handmade ceramics, shipped worldwide.</p>
<form action="/login" method="post"><input name="email"><input name="password" type="password"></form>
</body></html>`;

const webHost: LabHost = {
  name: DEMO_DOMAIN,
  address: WEB,
  http: { fallback: { status: 301, headers: { location: `https://${DEMO_DOMAIN}/` } } },
  https: {
    tls: { certificate: { names: [DEMO_DOMAIN, `www.${DEMO_DOMAIN}`], notAfter: new Date(Date.now() + 21 * DAY_MS) } },
    routes: {
      '/': {
        status: 200,
        headers: {
          server: 'nginx/1.18.0 (Ubuntu)',
          'x-powered-by': 'PHP/7.4.3',
          'strict-transport-security': 'max-age=300',
          'x-frame-options': 'SAMEORIGIN',
          'set-cookie': ['PHPSESSID=9f2c1e7a4b; path=/'],
        },
        body: page,
      },
      '/robots.txt': {
        status: 200,
        headers: { 'content-type': 'text/plain' },
        body: 'User-agent: *\nDisallow: /admin/\n',
      },
    },
    fallback: { status: 404, headers: { server: 'nginx/1.18.0 (Ubuntu)' }, body: '<h1>404 Not Found</h1>' },
  },
  listeners: [
    { port: 22, banner: 'SSH-2.0-OpenSSH_8.2p1 Ubuntu-4ubuntu0.5\r\n' },
    { port: 21, banner: '220 (vsFTPd 3.0.3)\r\n' },
  ],
};

const mailHost: LabHost = {
  name: `mx1.${DEMO_DOMAIN}`,
  address: MAIL,
  // The lab's SMTP server greets with '220 <name> ESMTP <banner>'.
  smtp: { banner: 'Postfix (Ubuntu)', starttls: true },
};

/** SOA and NS naming the lab's two good name servers, so the delegation itself is sound. */
function delegatedZone(origin: string, records: Answer[]): LabZone {
  const apexSoa = soa(origin) as Extract<Answer, { type: 'SOA' }>;
  const primary = { ...apexSoa, data: { ...apexSoa.data, mname: SECURE_DNS_NAME_SERVERS[0] ?? `ns1.${origin}` } };
  return { origin, records: [primary, ...SECURE_DNS_NAME_SERVERS.map((host) => ns(origin, host)), ...records] };
}

export const DEMO_FIXTURES: LabFixtureSet = {
  zones: [
    delegatedZone(DEMO_DOMAIN, [
      a(DEMO_DOMAIN, WEB),
      a(`www.${DEMO_DOMAIN}`, WEB),
      mx(DEMO_DOMAIN, 10, `mx1.${DEMO_DOMAIN}`),
      a(`mx1.${DEMO_DOMAIN}`, MAIL),
      txt(DEMO_DOMAIN, 'google-site-verification=demo-shop-lab-token'),
      txt(DEMO_DOMAIN, `v=spf1 mx a:mx1.${DEMO_DOMAIN} ~all`),
      txt(`_dmarc.${DEMO_DOMAIN}`, `v=DMARC1; p=none; rua=mailto:dmarc@${DEMO_DOMAIN}`),
      txt(`selector1._domainkey.${DEMO_DOMAIN}`, `v=DKIM1; k=rsa; p=${LAB_DKIM_KEY}`),
    ]),
  ],
  hosts: [webHost, mailHost, labRdapHost({ [DEMO_DOMAIN]: SECURE_REGISTRATION_ANSWER })],
};
