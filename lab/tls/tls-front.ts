/**
 * The lab's TLS front (LabHost.tlsFront): port 443 of the host is a small TCP front that reads the
 * first record, relays it to a real HTTPS server (Node's OpenSSL, on an ephemeral port of the same
 * address), and passes everything through, unless the real server refuses the hello and the
 * protocol-level responder (legacy-responder.ts) would have accepted it, in which case the responder
 * answers instead. SSLv2 hellos go straight to the responder. Relaying, not handing the socket over,
 * keeps it independent of how Node's TLS server reads a socket that already has data consumed.
 */
import { createServer as createHttpsServer } from 'node:https';
import { connect, createServer, type Socket } from 'node:net';
import type { LabCa } from '../ca/lab-ca.js';
import type { LabHost, LabTlsFront } from '../hosts.js';
import { listen, type RunningServer, startAll } from '../listen.js';
import { tlsOptionsFor } from '../web/web-server.js';
import { firstRecordLength, parseHello } from './hello-codec.js';
import { canFinish, LegacyHandshake } from './legacy-handshake.js';
import { legacyAnswer } from './legacy-responder.js';

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;
const MAX_HELLO_BYTES = 16 * 1024;
const IDLE_MS = 5000;

function pemBlocks(pem: string): string[] {
  return pem.match(PEM_BLOCK) ?? [];
}

function derOf(pem: string): Buffer {
  return Buffer.from(pem.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
}

/** The certificate PEM the real server sends, altered as the fixture asks. */
async function chainPem(host: LabHost, front: LabTlsFront, issued: string, ca: LabCa): Promise<string> {
  if (front.chain === 'leaf-only') return pemBlocks(issued)[0]!;
  if (front.chain === 'with-unrelated') {
    const unrelated = await ca.issue({ names: [`unrelated.${host.name}`] });
    return `${issued}\n${unrelated.certPem}`;
  }
  return issued;
}

export async function startTlsFront(host: LabHost, front: LabTlsFront, ca: LabCa): Promise<RunningServer> {
  const options = await tlsOptionsFor(host, front.tls, ca);
  const cert = await chainPem(host, front, options.cert, ca);
  const chain = pemBlocks(cert).map(derOf);
  const real = createHttpsServer({ ...options, cert }, (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(`${host.name} (lab TLS front)\n`);
  });
  const backend = await listen(real, host.address, 0);

  const respond = (client: Socket, answer: Buffer, hello: Buffer) => {
    // An SSLv3/TLS first flight for a suite Node can still compute goes on to a real Finished, for
    // clients that count a suite only then (sslyze); otherwise the responder stops after its first flight.
    const version = answer[0] === 22 ? answer.readUInt16BE(9) : 0;
    const suite = answer[0] === 22 ? answer.readUInt16BE(44) : 0;
    if (version === 0 || !canFinish(suite)) {
      client.resume();
      client.end(answer);
      return;
    }
    const handshake = new LegacyHandshake(version, suite, hello, answer, options.key);
    client.on('data', (chunk: Buffer) => {
      const reply = handshake.feed(chunk);
      if (reply === null) client.destroy();
      else if (reply.length > 0) client.end(reply);
    });
    client.write(answer);
    client.resume();
  };

  const relay = (client: Socket, first: Buffer) => {
    const hello = parseHello(first);
    const upstream = connect(backend.port, host.address);
    let answered = false;
    const refused = () => {
      const answer = hello ? legacyAnswer(hello, front, chain) : null;
      upstream.destroy();
      if (answer) respond(client, answer, first);
      else client.destroy();
    };
    upstream.on('error', () => (answered ? client.destroy() : refused()));
    client.on('error', () => upstream.destroy());
    upstream.once('close', () => {
      if (!answered) refused();
    });
    upstream.once('data', (reply: Buffer) => {
      answered = true;
      // Content type 21: the real server's first word is an alert, a refusal the responder may overrule.
      if (reply[0] === 21 && hello?.format === 'tls') {
        const answer = legacyAnswer(hello, front, chain);
        if (answer) {
          upstream.destroy();
          return respond(client, answer, first);
        }
      }
      client.write(reply);
      upstream.pipe(client);
      client.pipe(upstream);
      client.resume();
    });
    upstream.write(first);
  };

  const server = createServer((client) => {
    let buffered = Buffer.alloc(0);
    client.setTimeout(IDLE_MS, () => client.destroy());
    client.on('error', () => client.destroy());
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const need = firstRecordLength(buffered);
      if ((need === null || buffered.length < need) && buffered.length < MAX_HELLO_BYTES) return;
      client.off('data', onData);
      client.pause();
      const hello = parseHello(buffered);
      const direct = hello?.format === 'sslv2' ? legacyAnswer(hello, front, chain) : null;
      if (direct) respond(client, direct, buffered);
      else relay(client, buffered);
    };
    client.on('data', onData);
  });
  // The backend is already bound: if the front cannot bind, release it before reporting the failure.
  const listening = await listen(server, host.address, 443).catch(async (error: unknown) => {
    await backend.stop();
    throw error;
  });
  return {
    stop: async () => {
      await Promise.all([listening.stop(), backend.stop()]);
    },
  };
}

export function startTlsFronts(hosts: readonly LabHost[], ca: LabCa): Promise<RunningServer[]> {
  return startAll(hosts.flatMap((host) => (host.tlsFront ? [startTlsFront(host, host.tlsFront, ca)] : [])));
}
