import { createServer, type Server } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { expect } from 'chai';
import { LabCa } from '../../lab/ca/lab-ca.js';
import { LAB_CIDR, labAddress } from '../../lab/net.js';
import { PROBES } from '../../scanner/modules/sensitive-files/probe-table.js';
import { collectSensitiveFiles } from '../../scanner/modules/sensitive-files/sensitive-files.collect.js';
import type { DnsResolver } from '../../scanner/network/dns-client.js';
import { type HttpRequestOptions, httpExchange } from '../../scanner/network/http-client.js';
import { withKeepAlive } from '../../scanner/network/keep-alive.js';
import { createScanDeps, type ScanDeps } from '../../scanner/scan-deps.js';

/** A lab address no fixture uses: this test's own HTTPS server, not the lab's. */
const ADDRESS = labAddress(250, 7);
const NAME = 'keep-alive.test';

describe('scanner: kept-alive connections (keep-alive.ts, a loopback HTTPS server)', () => {
  let server: Server;
  let port: number;
  let deps: ScanDeps;
  /** TLS handshakes the server completed, and requests it answered. */
  let handshakes = 0;
  let requests = 0;
  /** When set, the server drops every connection at its second request, without an answer. */
  let dropSecondRequest = false;
  /** TCP connections open at the server now. */
  let open = 0;
  const requestsOn = new WeakMap<Socket, number>();

  before(async () => {
    const ca = await LabCa.create();
    const issued = await ca.issue({ names: [NAME] });
    server = createServer({ cert: issued.chainPem, key: issued.keyPem }, (request, response) => {
      const socket = request.socket;
      const seen = (requestsOn.get(socket) ?? 0) + 1;
      requestsOn.set(socket, seen);
      if (dropSecondRequest && seen === 2) {
        socket.destroy();
        return;
      }
      requests += 1;
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(`path ${request.url}`);
    });
    server.on('connection', (socket: Socket) => {
      open += 1;
      socket.on('close', () => {
        open -= 1;
      });
    });
    server.on('secureConnection', () => {
      handshakes += 1;
    });
    // Port 443: the sensitive_files module asks https://<domain>/ with no port.
    await new Promise<void>((resolve) => server.listen(443, ADDRESS, resolve));
    port = (server.address() as AddressInfo).port;
    deps = createScanDeps({ dnsServers: [], allowedCidrs: [LAB_CIDR], extraCaCerts: [ca.rootPem] });
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    handshakes = 0;
    requests = 0;
    dropSecondRequest = false;
  });

  const get = (path: string, options?: HttpRequestOptions) =>
    httpExchange(`https://${NAME}:${port}${path}`, ADDRESS, deps.network, options);

  it('answers 19 requests, 8 at a time, over at most 8 verified connections, and closes them after', async () => {
    const paths = Array.from({ length: 19 }, (_, i) => `/probe-${i}`);
    const answers = await withKeepAlive('https:', 8, async (agent) => {
      const first = await get(paths[0]!, { agent });
      const rest: Awaited<ReturnType<typeof get>>[] = [];
      for (let at = 1; at < paths.length; at += 8) {
        rest.push(...(await Promise.all(paths.slice(at, at + 8).map((path) => get(path, { agent })))));
      }
      return [first, ...rest];
    });
    expect(answers.map((answer) => answer.body)).to.deep.equal(paths.map((path) => `path ${path}`));
    // Every answer, also on a reused connection, carries its connection's verification.
    expect(answers.map((answer) => answer.tls)).to.deep.equal(
      answers.map(() => ({ authorized: true, error: null, protocol: 'TLSv1.3' })),
    );
    expect(requests).to.equal(19);
    expect(handshakes).to.be.within(1, 8);
    // The agent is destroyed when the use ends: no connection is left open behind the module.
    await waitFor(() => open === 0);
  });

  it('sensitive_files asks its baseline and every probe path over at most 8 connections', async () => {
    const evidence = await collectSensitiveFiles({
      domain: NAME,
      addresses: [ADDRESS],
      // The domain's own address is given: nothing here is looked up.
      resolver: {} as DnsResolver,
      dkimSelectors: [],
      network: deps.network,
      signal: new AbortController().signal,
    });
    expect(evidence.origin).to.equal(`https://${NAME}`);
    expect(Object.keys(evidence.probes)).to.have.length(PROBES.length);
    // The home page (its own connection), the baseline and the probes: each answered.
    expect(requests).to.equal(2 + PROBES.length);
    // One connection per request was 2 + PROBES.length handshakes.
    expect(handshakes).to.be.within(2, 9);
    await waitFor(() => open === 0);
  });

  it('without an agent, every request is a connection and a handshake of its own', async () => {
    await Promise.all(['/a', '/b', '/c'].map((path) => get(path)));
    expect({ requests, handshakes }).to.deep.equal({ requests: 3, handshakes: 3 });
  });

  it('asks again once on a new connection when the server dropped a kept-alive one', async () => {
    dropSecondRequest = true;
    const [first, second] = await withKeepAlive('https:', 1, async (agent) => [
      await get('/one', { agent }),
      await get('/two', { agent }),
    ]);
    expect([first?.body, second?.body]).to.deep.equal(['path /one', 'path /two']);
    // The first connection answered once and was dropped at the second request; the retry opened another.
    expect({ requests, handshakes }).to.deep.equal({ requests: 2, handshakes: 2 });
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !condition(); attempt++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).to.equal(true);
}
