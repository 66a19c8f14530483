/** Lab domains for the DMARC and DKIM checks, plus a report collector for external rua tests. */

import { generateKeyPairSync } from 'node:crypto';
import { labAddress } from '../net.js';
import { LAB_DKIM_KEY, mailDomain } from './mail-domain.js';
import { a, txt, zone } from './records.js';

/** A 1024-bit RSA key: valid, but under RFC 8301's recommended 2048 bits. */
const WEAK_DKIM_KEY = generateKeyPairSync('rsa', { modulusLength: 1024 })
  .publicKey.export({ type: 'spki', format: 'der' })
  .toString('base64');

export const DMARC_FIXTURES = [
  mailDomain('dmarc-missing.test', { dmarc: null }),
  mailDomain('dmarc-none.test', { dmarc: ['v=DMARC1; p=none; rua=mailto:dmarc@dmarc-none.test'] }),
  mailDomain('dmarc-quarantine-partial.test', {
    dmarc: ['v=DMARC1; p=quarantine; pct=25; rua=mailto:dmarc@dmarc-quarantine-partial.test'],
  }),
  mailDomain('dmarc-testing.test', { dmarc: ['v=DMARC1; p=reject; t=y; rua=mailto:dmarc@dmarc-testing.test'] }),
  mailDomain('dmarc-sp-none.test', {
    dmarc: ['v=DMARC1; p=reject; sp=none; rua=mailto:dmarc@dmarc-sp-none.test'],
    // A subdomain with no DMARC record of its own: the organizational domain's sp=none governs it.
    extra: (o) => [a(`news.${o}`, labAddress(1, 80))],
  }),
  mailDomain('dmarc-no-rua.test', { dmarc: ['v=DMARC1; p=reject'] }),
  mailDomain('dmarc-invalid.test', { dmarc: ['v=DMARC1; p=bogus'] }),
  mailDomain('dmarc-multiple.test', {
    dmarc: ['v=DMARC1; p=reject; rua=mailto:a@dmarc-multiple.test', 'v=DMARC1; p=none'],
  }),
  mailDomain('dmarc-external-rua.test', { dmarc: ['v=DMARC1; p=reject; rua=mailto:reports@dmarc-collector.test'] }),
  mailDomain('dmarc-external-authorized.test', {
    dmarc: ['v=DMARC1; p=reject; rua=mailto:reports@dmarc-collector.test'],
  }),
  mailDomain('dmarc-timeout.test', { faults: (o) => ({ [`_dmarc.${o}`]: 'drop' }) }),
  // The collector authorises one of the two domains that send it reports (RFC 7489 section 7.1).
  zone('dmarc-collector.test', [txt('dmarc-external-authorized.test._report._dmarc.dmarc-collector.test', 'v=DMARC1')]),
];

export const DKIM_FIXTURES = [
  mailDomain('dkim-none.test', { dkim: {} }),
  mailDomain('dkim-custom-selector.test', { dkim: { rampart2024: `v=DKIM1; k=rsa; p=${LAB_DKIM_KEY}` } }),
  mailDomain('dkim-broken.test', { dkim: { selector1: 'v=DKIM1; k=rsa; p=this-is-not-a-key' } }),
  mailDomain('dkim-revoked.test', { dkim: { selector1: 'v=DKIM1; k=rsa; p=' } }),
  mailDomain('dkim-weak.test', { dkim: { google: `v=DKIM1; k=rsa; p=${WEAK_DKIM_KEY}` } }),
];
