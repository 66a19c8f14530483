/**
 * Every zone the lab's DNS server is authoritative for. All fixture names sit under `.test`, which
 * RFC 6761 reserves for testing, so no lab name can ever be a real domain.
 */
import { DKIM_FIXTURES, DMARC_FIXTURES } from './dmarc-fixtures.js';
import { mailDomain } from './mail-domain.js';
import { txt, zone } from './records.js';
import { SPF_FIXTURES } from './spf-fixtures.js';

/** A mail provider that customers include or redirect to. */
const MAIL_PROVIDER = zone('mail-provider.test', [txt('_spf.mail-provider.test', 'v=spf1 ip4:192.0.2.0/24 -all')]);

/** A TXT set larger than the 1232-byte EDNS buffer, so the answer must come over TCP. */
const BIG_TXT = zone(
  'big-txt.test',
  Array.from({ length: 10 }, (_, i) => txt('big-txt.test', `filler-${i}-${'x'.repeat(200)}`)),
);

export const LAB_ZONES = [
  mailDomain('mail-good.test', { spf: ['v=spf1 mx include:_spf.mail-provider.test -all'] }),
  MAIL_PROVIDER,
  BIG_TXT,
  ...SPF_FIXTURES,
  ...DMARC_FIXTURES,
  ...DKIM_FIXTURES,
];
