/**
 * The SECURE_DNS_* building blocks: a zone made with secureDnsZone, directly under `.test` like the
 * lead's all-pass domain, passes every check of dnssec, dns_hygiene and subdomains.
 */
import { expect } from 'chai';
import { DNS_FIXTURES, secureDnsZone } from '../../lab/fixtures/dns.fixtures.js';
import { labModuleContext } from '../../lab/lab-scan-deps.js';
import { labAddress } from '../../lab/net.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { a } from '../../lab/zones/records.js';
import { DNS_HYGIENE_MODULE } from '../../scanner/modules/dns-hygiene/dns-hygiene.module.js';
import { DNSSEC_MODULE } from '../../scanner/modules/dnssec/dnssec.module.js';
import { runModule } from '../../scanner/modules/run-module.js';
import { SUBDOMAINS_MODULE } from '../../scanner/modules/subdomains/subdomains.module.js';

const DOMAIN = 'dns-secure-demo.test';
const ADDRESS = labAddress(60, 40);

describe('lab: SECURE_DNS building blocks pass dnssec, dns_hygiene and subdomains', () => {
  let lab: Lab;
  before(async () => {
    const site = { name: DOMAIN, address: ADDRESS, https: { routes: { '/': { status: 200, body: 'ok' } } } };
    const zone = secureDnsZone(DOMAIN, [a(DOMAIN, ADDRESS), a(`www.${DOMAIN}`, ADDRESS)]);
    lab = await startLab({ fixtures: [DNS_FIXTURES, { zones: [zone], hosts: [site] }] });
  });
  after(async () => lab.stop());

  for (const module of [DNSSEC_MODULE, DNS_HYGIENE_MODULE, SUBDOMAINS_MODULE]) {
    it(`passes every ${module.name} check`, async () => {
      const started = Date.now();
      // biome-ignore lint/suspicious/noExplicitAny: the three modules have different evidence types.
      const result = await runModule(module as any, await labModuleContext(lab, DOMAIN), { timeoutMs: 4000 });
      expect(result.checks.filter((c) => c.status !== 'pass').map((c) => `${c.id}: ${c.summary}`)).to.deep.equal([]);
      expect(result.score).to.equal(100);
      expect(Date.now() - started).to.be.below(1000);
    });
  }
});
