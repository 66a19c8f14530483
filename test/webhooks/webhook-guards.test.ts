/**
 * The pure and network-level guards of webhook delivery: the URL rule (HTTPS, or http://localhost
 * only), the address judgement at attempt time (SSRF), the pinned POST's timeout and connection
 * failures, and the sealed secrets. Network parts talk only to receivers started here on loopback.
 */
import { expect } from 'chai';
import { judgedAddresses, postWebhook } from '../../activities/webhooks/pinned-post.js';
import { newSigningSecret, SecretBox } from '../../activities/webhooks/secret-box.js';
import { webhookUrlProblem } from '../../core/webhooks/webhook-url.js';
import { LAB_PRIVATE_ADDRESS } from '../../lab/net.js';
import { EMPTY_ALLOW_LIST, parseAllowList } from '../../scanner/network/address-guard.js';
import { type Canary, startCanary } from '../security/canary.js';
import { TestReceiver } from './receiver.js';

describe('webhook URL rule (pure)', () => {
  it('accepts HTTPS anywhere and plain HTTP only for localhost, any port and path', () => {
    for (const url of [
      'https://hooks.example.com/rampart',
      'https://hooks.example.com:8443/a/b?c=d',
      'https://203.0.113.9/hook',
      'http://localhost/hook',
      'http://localhost:3000/webhooks/in?x=1',
      'http://LOCALHOST:8080/',
    ]) {
      expect(webhookUrlProblem(url), url).to.equal(null);
    }
  });

  it('refuses every other plain-HTTP host, other schemes, credentials, fragments and junk', () => {
    const rule = 'Must be an HTTPS URL, or http://localhost for local development';
    const cases: [string, string][] = [
      ['http://127.0.0.1/hook', rule],
      ['http://127.0.0.1:8080/hook', rule],
      ['http://[::1]:8080/hook', rule],
      ['http://localhost.example.com/hook', rule],
      ['http://example.com/hook', rule],
      ['ftp://example.com/hook', rule],
      ['ws://localhost/hook', rule],
      ['localhost:3000', rule],
      ['', rule],
      ['https://user:secret@example.com/hook', 'Must not contain a user name or password'],
      ['http://me@localhost/hook', 'Must not contain a user name or password'],
      ['https://example.com/hook#frag', 'Must not contain a fragment'],
      [`https://example.com/${'a'.repeat(2100)}`, 'Must be at most 2048 characters'],
    ];
    for (const [url, message] of cases) expect(webhookUrlProblem(url), url).to.equal(message);
  });
});

describe('webhook address judgement at attempt time (SSRF)', () => {
  const resolver = (answers: Record<string, string[]>) => async (host: string) => {
    const found = answers[host];
    if (!found) throw Object.assign(new Error(`queryA ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };

  it('allows public addresses and loopback for http://localhost only', async () => {
    const resolve = resolver({ 'hooks.example.com': ['203.0.113.10', '2001:db8::1'] });
    // 203.0.113.0/24 and 2001:db8::/32 are documentation ranges: not public, so use the allow-list to admit them.
    const docs = parseAllowList(['203.0.113.0/24', '2001:db8::/32']);
    expect(await judgedAddresses(new URL('https://hooks.example.com/x'), docs, resolve)).to.deep.equal({
      addresses: ['203.0.113.10', '2001:db8::1'],
    });
    // localhost is loopback by definition (RFC 6761): no resolver is asked, whatever it would say.
    // With WEBHOOK_ALLOW_LOCALHOST (the fourth argument).
    expect(
      await judgedAddresses(new URL('http://localhost:1234/x'), EMPTY_ALLOW_LIST, async () => ['10.9.9.9'], true),
    ).to.deep.equal({ addresses: ['127.0.0.1', '::1'] });
    expect(await judgedAddresses(new URL('https://8.8.8.8/x'), EMPTY_ALLOW_LIST, resolve)).to.deep.equal({
      addresses: ['8.8.8.8'],
    });
  });

  it('refuses a name that resolves (now) to private, loopback or mixed addresses, and one that does not resolve', async () => {
    const resolve = resolver({
      'internal.example.com': ['10.0.0.5'],
      'loop.example.com': ['127.0.0.1'],
      'mixed.example.com': ['8.8.8.8', '192.168.1.1'],
      'mapped.example.com': ['::ffff:169.254.169.254'],
    });
    const cases: [string, RegExp][] = [
      ['https://internal.example.com/x', /resolves to 10\.0\.0\.5 \(private\), which is not a public address/],
      ['https://loop.example.com/x', /^deliveries to localhost are disabled on this server$/],
      ['https://mixed.example.com/x', /resolves to 192\.168\.1\.1 \(private\)/],
      ['https://mapped.example.com/x', /169\.254\.169\.254|linkLocal/],
      ['https://[fd00::1]/x', /fd00::1 \(uniqueLocal\)/],
      ['https://gone.example.com/x', /could not resolve gone\.example\.com: ENOTFOUND/],
    ];
    for (const [url, reason] of cases) {
      const verdict = await judgedAddresses(new URL(url), EMPTY_ALLOW_LIST, resolve);
      expect(verdict, url).to.have.property('refused').that.matches(reason);
    }
    // WEBHOOK_ALLOWED_CIDRS exempts a range (an internal receiver an operator allows on purpose).
    expect(
      await judgedAddresses(new URL('https://internal.example.com/x'), parseAllowList(['10.0.0.0/8']), resolve),
    ).to.deep.equal({
      addresses: ['10.0.0.5'],
    });
  });

  it('refuses loopback without WEBHOOK_ALLOW_LOCALHOST; 127.0.0.0/8 in WEBHOOK_ALLOWED_CIDRS opens the addresses, not the name', async () => {
    const disabled = { refused: 'deliveries to localhost are disabled on this server' };
    const resolve = resolver({ 'loop.example.com': ['127.0.0.1'] });
    for (const url of ['http://localhost:1234/x', 'https://localhost/x', 'https://127.0.0.1/x', 'https://[::1]/x']) {
      expect(await judgedAddresses(new URL(url), EMPTY_ALLOW_LIST, resolve), url).to.deep.equal(disabled);
    }
    const loopback = parseAllowList(['127.0.0.0/8']);
    expect(await judgedAddresses(new URL('http://localhost:1234/x'), loopback, resolve)).to.deep.equal(disabled);
    expect(await judgedAddresses(new URL('https://127.0.0.1/x'), loopback, resolve)).to.deep.equal({
      addresses: ['127.0.0.1'],
    });
    expect(await judgedAddresses(new URL('https://loop.example.com/x'), loopback, resolve)).to.deep.equal({
      addresses: ['127.0.0.1'],
    });
    // With the flag, loopback stays the exception of the http://localhost spelling alone.
    expect(await judgedAddresses(new URL('https://127.0.0.1/x'), EMPTY_ALLOW_LIST, resolve, true))
      .to.have.property('refused')
      .that.matches(/127\.0\.0\.1 \(loopback\), which is not a public address/);
  });

  it('fails the attempt with the reason when the host turned private, without connecting', async () => {
    const outcome = await postWebhook('https://internal.example.com/x', {}, '{}', {
      allowList: EMPTY_ALLOW_LIST,
      allowLocalhost: true,
      timeoutMs: 2_000,
      bodyCapBytes: 1024,
      resolve: async () => ['10.1.2.3'],
    });
    expect(outcome).to.include({ ok: false, status: null, address: null });
    expect(outcome.error).to.match(/10\.1\.2\.3 \(private\), which is not a public address/);
  });
});

describe('webhook POST on loopback: timeouts and refused connections', () => {
  const sink = new TestReceiver();
  let port = 0;
  before(async () => {
    port = await sink.start();
  });
  after(() => sink.stop());

  it('counts no answer within the bound as a failed attempt', async () => {
    sink.answer = () => 'hang';
    const outcome = await postWebhook(
      `http://localhost:${port}/slow`,
      { 'content-type': 'application/json' },
      '{"a":1}',
      {
        allowList: EMPTY_ALLOW_LIST,
        allowLocalhost: true,
        timeoutMs: 300,
        bodyCapBytes: 1024,
      },
    );
    expect(outcome).to.include({ ok: false, status: null, error: 'no answer within 300 ms' });
    expect(outcome.durationMs).to.be.within(250, 2_000);
    expect(sink.requests.at(-1)?.body).to.equal('{"a":1}');
  });

  it('counts a refused connection as a failed attempt, after trying every judged address', async () => {
    const closed = new TestReceiver();
    const closedPort = await closed.start();
    await closed.stop();
    const outcome = await postWebhook(`http://localhost:${closedPort}/`, {}, '{}', {
      allowList: EMPTY_ALLOW_LIST,
      allowLocalhost: true,
      timeoutMs: 2_000,
      bodyCapBytes: 1024,
    });
    expect(outcome.ok).to.equal(false);
    expect(outcome.error).to.match(/^connection failed: ECONNREFUSED/);
  });
});

describe('webhook POST on loopback: redirects are never followed', () => {
  const receiver = new TestReceiver();
  let port = 0;
  let canaries: Canary[] = [];
  let canaryPort = 0;
  before(async () => {
    port = await receiver.start();
    // The canaries share a port free a moment ago: one on this machine's loopback (which
    // http://localhost may reach, so a followed redirect would land there) and one on the lab's
    // "private" loopback address, outside every allowed range.
    const probe = new TestReceiver();
    canaryPort = await probe.start();
    await probe.stop();
    canaries = [await startCanary('127.0.0.1', [canaryPort]), await startCanary(LAB_PRIVATE_ADDRESS, [canaryPort])];
  });
  after(async () => {
    await receiver.stop();
    for (const canary of canaries) await canary.stop();
  });

  it('counts 301, 302, 303, 307 and 308 to a canary as failed attempts, with 0 connections to it', async () => {
    const targets = [
      `http://localhost:${canaryPort}/stolen`,
      `http://127.0.0.1:${canaryPort}/stolen`,
      `http://${LAB_PRIVATE_ADDRESS}:${canaryPort}/stolen`,
      `https://${LAB_PRIVATE_ADDRESS}:${canaryPort}/stolen`,
    ];
    const codes = [301, 302, 303, 307, 308];
    const cases = codes.flatMap((status) => targets.map((location) => ({ status, location })));
    receiver.answer = (index) => {
      const { status, location } = cases[index % cases.length] as { status: number; location: string };
      return { status, headers: { location }, body: 'moved' };
    };
    const before = receiver.requests.length;
    for (const { status } of cases) {
      const outcome = await postWebhook(`http://localhost:${port}/hook`, {}, '{"a":1}', {
        allowList: EMPTY_ALLOW_LIST,
        allowLocalhost: true,
        timeoutMs: 2_000,
        bodyCapBytes: 1024,
      });
      expect(outcome).to.include({ ok: false, status });
      expect(outcome.error).to.equal(`answered ${status} (a redirect; redirects are not followed)`);
    }
    expect(receiver.requests.length - before).to.equal(cases.length);
    const connections = canaries.reduce((sum, canary) => sum + canary.connections(), 0);
    console.log(`      redirects answered: ${cases.length} (${codes.join(', ')}), canary connections: ${connections}`);
    expect(connections).to.equal(0);
  });
});

describe('webhook secrets', () => {
  it('are whsec_ and 32 random bytes, sealed with AES-GCM bound to the endpoint and the key', () => {
    const secret = newSigningSecret();
    expect(secret).to.match(/^whsec_/);
    expect(Buffer.from(secret.slice(6), 'base64')).to.have.length(32);
    expect(newSigningSecret()).to.not.equal(secret);
    const box = new SecretBox('a-key-with-enough-entropy-0123456789');
    const sealed = box.seal(secret, 12);
    expect(sealed).to.not.include(secret.slice(6, 16));
    expect(box.seal(secret, 12)).to.not.equal(sealed, 'a fresh IV each time');
    expect(box.open(sealed, 12)).to.equal(secret);
    expect(() => box.open(sealed, 13)).to.throw();
    expect(() => new SecretBox('another-key-with-enough-entropy-99').open(sealed, 12)).to.throw();
    const tampered = Buffer.from(sealed, 'base64url');
    tampered[tampered.length - 1] = (tampered.at(-1) ?? 0) ^ 1;
    expect(() => box.open(tampered.toString('base64url'), 12)).to.throw();
  });
});
