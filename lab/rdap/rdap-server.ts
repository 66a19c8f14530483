/**
 * The lab's RDAP servers (RFC 7480/9082): for each address that carries `rdap` tables, a node:http
 * server on port 80 answering `GET /rdap/domain/<name>` with application/rdap+json, 404 for names it
 * does not hold, the chosen error statuses and slow answers, `/rdap/help`, and a bootstrap file at
 * `/bootstrap/dns.json` pointing `.test` at itself.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { LabHost } from '../hosts.js';
import { listen, type RunningServer, startAll } from '../listen.js';
import { bootstrapBody, isRdapHost, type LabRdapAnswer, rdapDomainBody, rdapErrorBody } from './rdap-records.js';

const DOMAIN_PATH = /^\/rdap\/domain\/([^/]+)$/;

function send(response: ServerResponse, status: number, body: unknown, type = 'application/rdap+json', extra = {}) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': type,
    'content-length': String(Buffer.byteLength(text)),
    // RFC 7480 section 5.6: RDAP servers answer browsers' cross-origin requests.
    'access-control-allow-origin': '*',
    ...extra,
  });
  response.end(response.req.method === 'HEAD' ? '' : text);
}

function answerDomain(answer: LabRdapAnswer | undefined, name: string, base: string, response: ServerResponse) {
  if (answer === undefined) return send(response, 404, rdapErrorBody(404, `${name} is not registered here.`));
  if (answer.kind === 'error') {
    const retry = answer.retryAfterSeconds === undefined ? {} : { 'retry-after': String(answer.retryAfterSeconds) };
    return send(response, answer.status, rdapErrorBody(answer.status, `Lab fault for ${name}.`), undefined, retry);
  }
  return send(response, 200, rdapDomainBody(name, answer.registration, base));
}

function handler(records: Map<string, LabRdapAnswer>, base: string, timers: Set<NodeJS.Timeout>) {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, 405, rdapErrorBody(405, 'Only GET and HEAD are supported.'), undefined, {
        allow: 'GET, HEAD',
      });
    }
    const path = new URL(request.url ?? '/', 'http://lab').pathname;
    if (path === '/bootstrap/dns.json') return send(response, 200, bootstrapBody(base), 'application/json');
    if (path === '/rdap/help') {
      return send(response, 200, { rdapConformance: ['rdap_level_0'], notices: [{ title: 'Lab RDAP server' }] });
    }
    const match = DOMAIN_PATH.exec(path);
    if (!match) return send(response, 400, rdapErrorBody(400, `Unsupported query ${path}.`));
    const name = decodeURIComponent(match[1]!).toLowerCase().replace(/\.$/, '');
    const answer = records.get(name);
    if (answer?.kind !== 'slow') return answerDomain(answer, name, base, response);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!response.destroyed)
        answerDomain({ kind: 'domain', registration: answer.registration }, name, base, response);
    }, answer.delayMs);
    timers.add(timer);
  };
}

/** The merged tables of every host at each address; a name given twice at one address is a fixture bug. */
export function rdapTables(hosts: readonly LabHost[]): Map<string, Map<string, LabRdapAnswer>> {
  const byAddress = new Map<string, Map<string, LabRdapAnswer>>();
  for (const host of hosts.filter(isRdapHost)) {
    const table = byAddress.get(host.address) ?? new Map<string, LabRdapAnswer>();
    for (const [name, answer] of Object.entries(host.rdap)) {
      const key = name.toLowerCase();
      if (table.has(key)) throw new Error(`lab RDAP: ${key} is defined twice at ${host.address}`);
      table.set(key, answer);
    }
    byAddress.set(host.address, table);
  }
  return byAddress;
}

export async function startRdapServers(hosts: readonly LabHost[]): Promise<RunningServer[]> {
  const started: Promise<RunningServer>[] = [];
  for (const [address, records] of rdapTables(hosts)) {
    const timers = new Set<NodeJS.Timeout>();
    const server = createServer(handler(records, `http://${address}/rdap/`, timers));
    started.push(
      listen(server, address, 80).then((listening) => ({
        stop: () => {
          for (const timer of timers) clearTimeout(timer);
          return listening.stop();
        },
      })),
    );
  }
  return startAll(started);
}
