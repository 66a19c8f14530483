/**
 * The lab's mail servers (LabHost.smtp): the smtp-server package on port 25 of the host's address,
 * with STARTTLS (a lab-CA certificate for the host's name by default) or without it (`starttls:
 * false` hides it), a chosen banner and TLS versions. It accepts and discards mail; the scanner never
 * sends any. For `dane: true` it also publishes the TLSA record of the certificate it serves.
 */
import { SMTPServer } from 'smtp-server';
import type { LabCa } from '../ca/lab-ca.js';
import type { LabHost } from '../hosts.js';
import { type RunningServer } from '../listen.js';
import { tlsOptionsFor } from '../web/web-server.js';
import type { LabZone } from '../zones/records.js';
import { daneZone } from './tlsa.js';

/** Open sessions are cut this long after stop() instead of smtp-server's default 30 s. */
const CLOSE_TIMEOUT_MS = 200;

async function startOne(host: LabHost, ca: LabCa): Promise<{ server: RunningServer; certPem: string }> {
  const smtp = host.smtp!;
  const tls = await tlsOptionsFor(
    host,
    { ...smtp.tls, certificate: { names: [host.name], ...smtp.tls?.certificate } },
    ca,
  );
  const server = new SMTPServer({
    name: host.name,
    banner: smtp.banner ?? 'Rampart lab mail server',
    // The lab has no reverse DNS; a PTR lookup would only add a timeout to every connection.
    disableReverseLookup: true,
    authOptional: true,
    hideSTARTTLS: smtp.starttls === false,
    logger: false,
    closeTimeout: CLOSE_TIMEOUT_MS,
    key: tls.key,
    cert: tls.cert,
    minVersion: tls.minVersion,
    maxVersion: tls.maxVersion,
    ...(tls.ciphers ? { ciphers: tls.ciphers } : {}),
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  // A client that drops mid-handshake (the scanner's timeouts) is not a lab failure.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', (error: Error) => reject(new Error(`lab SMTP ${host.address}:25: ${error.message}`)));
    server.listen(25, host.address, () => resolve());
  });
  return {
    server: { stop: () => new Promise<void>((done) => server.close(() => done())) },
    certPem: tls.cert,
  };
}

/**
 * `zones` is the lab's live zone list (the DNS server answers from it): DANE zones for the
 * certificates issued here are appended to it, and removed again on stop.
 */
export async function startSmtpServers(
  hosts: readonly LabHost[],
  zones: readonly LabZone[],
  ca: LabCa,
): Promise<RunningServer[]> {
  const running: RunningServer[] = [];
  const added: LabZone[] = [];
  const live = zones as LabZone[];
  const stopAll = async () => {
    for (const zone of added) live.splice(live.indexOf(zone), 1);
    await Promise.all(running.map((server) => server.stop()));
  };
  const started = await Promise.allSettled(
    hosts
      .filter((h) => h.smtp)
      .map(async (host) => {
        const { server, certPem } = await startOne(host, ca);
        running.push(server);
        if (host.smtp?.dane) {
          const zone = daneZone(host.name, certPem);
          added.push(zone);
          live.push(zone);
        }
      }),
  );
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  return [{ stop: stopAll }];
}
