/**
 * The lab's web servers: for each host with `http` or `https`, a node:http(s) server on the host's
 * own loopback address at port 80 or 443, answering from the host's LabSite table.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { LabCa } from '../ca/lab-ca.js';
import type { LabHost, LabResponse, LabSite, LabTls } from '../hosts.js';
import { listen, type RunningServer, startAll } from '../listen.js';

function answer(site: LabSite, request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const found: LabResponse = site.routes?.[path] ?? site.fallback ?? { status: 404, body: '' };
  const body = request.method === 'HEAD' ? '' : (found.body ?? '');
  const headers: Record<string, string | string[]> = { 'content-length': String(Buffer.byteLength(found.body ?? '')) };
  for (const [name, value] of Object.entries(found.headers ?? {})) headers[name.toLowerCase()] = value;
  if (!('content-type' in headers) && (found.body ?? '') !== '') headers['content-type'] = 'text/html; charset=utf-8';
  response.writeHead(found.status, headers);
  response.end(body);
}

/** TLS options for a host: its certificate from the lab CA, and the protocol range it asked for. */
export async function tlsOptionsFor(host: LabHost, tls: LabTls | undefined, ca: LabCa) {
  const names = tls?.certificate?.names ?? [host.name, `www.${host.name}`];
  const issued = await ca.issue({ ...tls?.certificate, names });
  const legacy =
    tls?.minVersion === 'TLSv1' ||
    tls?.minVersion === 'TLSv1.1' ||
    tls?.maxVersion === 'TLSv1' ||
    tls?.maxVersion === 'TLSv1.1';
  return {
    cert: issued.chainPem,
    key: issued.keyPem,
    minVersion: tls?.minVersion ?? 'TLSv1.2',
    maxVersion: tls?.maxVersion ?? 'TLSv1.3',
    // OpenSSL 3 refuses TLS 1.0/1.1 and small keys at its default security level; a fixture that asks
    // for them must get them, or the lab would hide the very findings it exists to produce.
    ciphers: tls?.ciphers ?? (legacy || (tls?.certificate?.rsaBits ?? 2048) < 2048 ? 'DEFAULT@SECLEVEL=0' : undefined),
  } as const;
}

async function startHttps(host: LabHost, site: NonNullable<LabHost['https']>, ca: LabCa): Promise<RunningServer> {
  const options = await tlsOptionsFor(host, site.tls, ca);
  return listen(
    createHttpsServer(options, (req, res) => answer(site, req, res)),
    host.address,
    443,
  );
}

export function startWebServers(hosts: readonly LabHost[], ca: LabCa): Promise<RunningServer[]> {
  // Every start is handed to startAll at once: a bind that fails while another host's certificate
  // is still being issued must already have a handler, or it is an unhandled rejection.
  return startAll(
    hosts.flatMap((host) => [
      ...(host.http
        ? [
            listen(
              createHttpServer((req, res) => answer(host.http!, req, res)),
              host.address,
              80,
            ),
          ]
        : []),
      ...(host.https ? [startHttps(host, host.https, ca)] : []),
    ]),
  );
}
