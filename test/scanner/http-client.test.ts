import { expect } from 'chai';
import { CORE_FIXTURES } from '../../lab/fixtures/core.fixtures.js';
import { labModuleContext, labScanDeps } from '../../lab/lab-scan-deps.js';
import { LAB_PRIVATE_ADDRESS, labAddress } from '../../lab/net.js';
import { type Lab, startLab } from '../../lab/start-lab.js';
import { LAB_ZONES } from '../../lab/zones/index.js';
import { headerValue, httpExchange } from '../../scanner/network/http-client.js';
import { fetchFollowingRedirects } from '../../scanner/network/redirects.js';
import { BlockedAddressError } from '../../scanner/network/tcp-connect.js';
import { resolveScanTarget, ScanTargetError } from '../../scanner/scan-target.js';

describe('scanner: scan targets, the pinned HTTP client and redirects (lab)', () => {
  let lab: Lab;
  before(async () => {
    lab = await startLab({ fixtures: [CORE_FIXTURES, { zones: LAB_ZONES, hosts: [] }] });
  });
  after(async () => lab.stop());

  const target = (domain: string) => {
    const deps = labScanDeps(lab);
    return resolveScanTarget(domain, deps, deps.newResolver());
  };
  const refusal = async (domain: string) => {
    try {
      await target(domain);
    } catch (error) {
      expect(error).to.be.instanceOf(ScanTargetError);
      return error as ScanTargetError;
    }
    throw new Error(`${domain} was accepted`);
  };

  it('resolves a target once, normalising the name, and keeps only guard-approved addresses', async () => {
    expect(await target('WEB-CORE.test.')).to.deep.include({ domain: 'web-core.test', addresses: [labAddress(1, 10)] });
  });

  it('refuses unresolvable, non-public and mixed targets with the message the API shows', async () => {
    expect((await refusal('nowhere-at-all.test')).message).to.equal('Could not resolve nowhere-at-all.test');
    expect((await refusal('empty-name.test')).message).to.equal('Could not resolve empty-name.test');
    const privateTarget = await refusal('private-target.test');
    expect(privateTarget.reason).to.equal('non_public');
    expect(privateTarget.message).to.contain(LAB_PRIVATE_ADDRESS).and.contain('loopback');
    expect((await refusal('mixed-target.test')).message).to.contain('127.0.99.1');
    expect((await refusal('bad..name')).reason).to.equal('invalid');
  });

  it('accepts a mail-only domain (MX, no address) with no addresses to connect to', async () => {
    expect(await target('mail-only.test')).to.deep.include({ domain: 'mail-only.test', addresses: [] });
  });

  it('talks to the pinned address with the name in Host and SNI, and verifies the lab certificate', async () => {
    const deps = labScanDeps(lab);
    const exchange = await httpExchange('https://web-core.test/', labAddress(1, 10), deps.network);
    expect(exchange.status).to.equal(200);
    expect(exchange.body).to.contain('<title>core</title>');
    expect(exchange.tls).to.deep.include({ authorized: true, error: null });
    // Without the lab root the same certificate is untrusted, and the page is still read.
    const untrusting = labScanDeps(lab, { extraCaCerts: [] });
    const unverified = await httpExchange('https://web-core.test/', labAddress(1, 10), untrusting.network);
    expect(unverified.status).to.equal(200);
    expect(unverified.tls?.authorized).to.equal(false);
    expect(unverified.tls?.error).to.match(/UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT/);
  });

  it('refuses to connect to an address outside the allow-list without sending a packet', async () => {
    const deps = labScanDeps(lab);
    let caught: unknown;
    try {
      await httpExchange('http://x.test/', LAB_PRIVATE_ADDRESS, deps.network);
    } catch (error) {
      caught = error;
    }
    expect(caught).to.be.instanceOf(BlockedAddressError);
  });

  it('caps the body it reads', async () => {
    const deps = labScanDeps(lab);
    const exchange = await httpExchange('https://web-core.test/big', labAddress(1, 10), deps.network);
    expect(exchange.bodyTruncated).to.equal(true);
    expect(exchange.body.length).to.equal(512 * 1024);
  });

  it('follows redirects hop by hop and stops at loops, refused hosts and other schemes', async () => {
    const context = { ...(await labModuleContext(lab, 'web-core.test')), signal: new AbortController().signal };
    const chain = await fetchFollowingRedirects('http://web-core.test/hop', context);
    expect(chain.error).to.equal(null);
    expect(chain.hops.map((hop) => [hop.url, hop.status])).to.deep.equal([
      ['http://web-core.test/hop', 301],
      ['https://web-core.test/', 200],
    ]);
    expect(headerValue(chain.hops[0]!, 'Location')).to.equal('https://web-core.test/');
    expect((await fetchFollowingRedirects('https://web-core.test/loop', context)).error).to.match(/redirect loop/);
    const refused = await fetchFollowingRedirects('https://web-core.test/to-private', context);
    expect(refused.final).to.equal(null);
    expect(refused.error).to.contain('non-public address 127.0.99.1');
    expect((await fetchFollowingRedirects('https://web-core.test/to-ftp', context)).error).to.match(
      /ftp: URL; not followed/,
    );
  });
});
