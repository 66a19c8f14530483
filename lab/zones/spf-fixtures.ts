/** Lab domains for the SPF checks: one failure (or edge that passes) per domain. */

import { mailDomain } from './mail-domain.js';
import { a, mx, txt } from './records.js';

const includes = (origin: string, count: number) =>
  Array.from({ length: count }, (_, i) => `include:s${i + 1}.${origin}`).join(' ');

export const SPF_FIXTURES = [
  mailDomain('spf-none.test', { spf: null }),
  mailDomain('spf-plus-all.test', { spf: ['v=spf1 mx +all'] }),
  mailDomain('spf-neutral-all.test', { spf: ['v=spf1 mx ?all'] }),
  mailDomain('spf-softfail.test', { spf: ['v=spf1 mx ~all'] }),
  // ~all that nothing enforces: no DMARC record, and DMARC at p=none.
  mailDomain('spf-softfail-no-dmarc.test', { spf: ['v=spf1 mx ~all'], dmarc: null }),
  mailDomain('spf-softfail-dmarc-none.test', {
    spf: ['v=spf1 mx ~all'],
    dmarc: ['v=DMARC1; p=none; rua=mailto:dmarc@spf-softfail-dmarc-none.test'],
  }),
  mailDomain('spf-softfail-dmarc-servfail.test', {
    spf: ['v=spf1 mx ~all'],
    faults: (o) => ({ [`_dmarc.${o}`]: 'servfail' }),
  }),
  mailDomain('spf-no-all.test', { spf: ['v=spf1 mx'] }),
  mailDomain('spf-multiple.test', { spf: ['v=spf1 mx -all', 'v=spf1 a -all'] }),
  mailDomain('spf-syntax-error.test', { spf: ['v=spf1 ip4:999.1.1.1 frobnicate:x -all'] }),
  mailDomain('spf-redirect.test', { spf: ['v=spf1 redirect=_spf.mail-provider.test'] }),
  // 5 includes, each with one `a`: exactly 10 lookups, which RFC 7208 still allows.
  mailDomain('spf-ten-lookups.test', {
    spf: [`v=spf1 ${includes('spf-ten-lookups.test', 5)} -all`],
    extra: (o) => [1, 2, 3, 4, 5].flatMap((i) => [txt(`s${i}.${o}`, 'v=spf1 a -all'), a(`s${i}.${o}`, '192.0.2.1')]),
  }),
  // 6 includes, each with `a` and `mx`: 18 lookups.
  mailDomain('spf-too-many-lookups.test', {
    spf: [`v=spf1 ${includes('spf-too-many-lookups.test', 6)} -all`],
    extra: (o) =>
      [1, 2, 3, 4, 5, 6].flatMap((i) => [
        txt(`s${i}.${o}`, 'v=spf1 a mx -all'),
        a(`s${i}.${o}`, '192.0.2.1'),
        mx(`s${i}.${o}`, 10, `mx1.${o}`),
      ]),
  }),
  // Three `a:` targets that do not exist: three void lookups, one over the limit of two.
  mailDomain('spf-void-lookups.test', {
    spf: ['v=spf1 a:gone1.spf-void-lookups.test a:gone2.spf-void-lookups.test a:gone3.spf-void-lookups.test mx -all'],
  }),
  mailDomain('spf-include-loop.test', {
    spf: ['v=spf1 include:loop.spf-include-loop.test -all'],
    extra: (o) => [txt(`loop.${o}`, `v=spf1 include:${o} -all`)],
  }),
  mailDomain('spf-include-missing.test', {
    spf: ['v=spf1 include:nospf.spf-include-missing.test -all'],
    extra: (o) => [txt(`nospf.${o}`, 'not an spf record')],
  }),
  mailDomain('spf-include-timeout.test', {
    spf: ['v=spf1 include:slow.spf-include-timeout.test -all'],
    faults: (o) => ({ [`slow.${o}`]: 'drop' }),
  }),
  mailDomain('spf-servfail.test', { faults: (o) => ({ [o]: 'servfail' }) }),
];
