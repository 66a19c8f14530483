/**
 * Collects the sensitive_files evidence: finds the site's origin (https, else http, following the
 * home page's redirects while they stay on the domain), asks for a path that cannot exist (the
 * soft-404 baseline), then requests every path of the probe table, at most PROBE_CONCURRENCY at once.
 * Each probe is one request to the pinned address, redirects not followed (a redirect is an answer).
 * The baseline and the probes share at most PROBE_CONCURRENCY kept-alive connections
 * (keep-alive.ts): one TLS handshake per connection, not per path.
 */
import { randomBytes } from 'node:crypto';
import type { Agent } from 'node:http';
import { type HttpExchange, headerValue, httpExchange } from '../../network/http-client.js';
import { withKeepAlive } from '../../network/keep-alive.js';
import { addressFor, fetchFollowingRedirects } from '../../network/redirects.js';
import type { ScanContext } from '../module.js';
import { mapBounded } from './bounded-map.js';
import type { ProbeResponse } from './content-signatures.js';
import { previewBody } from './preview.js';
import { PROBE_CONCURRENCY, PROBES } from './probe-table.js';
import { isBlockedSite, isCatchAll, judgeProbe, type ProbeVerdict } from './soft-404.js';

export interface ProbeEvidence {
  path: string;
  url: string;
  status?: number;
  content_type?: string | null;
  /** Start of the body, secrets redacted (preview.ts). */
  first_bytes?: string;
  verdict: ProbeVerdict | 'error';
  reason: string;
}

export interface SensitiveFilesEvidence {
  domain: string;
  /** e.g. `https://www.example.com`; null when no web server answered. */
  origin: string | null;
  /** Why there is no origin (no address, connection refused, ...). */
  originError?: string;
  /** The random path's answer and what it says about the site. */
  baseline: (ProbeEvidence & { key: string; catch_all: boolean; blocked_site: boolean }) | null;
  /** Keyed `http:<url>`, in probe-table order. */
  probes: Record<string, ProbeEvidence>;
}

/** Bodies past this are not needed by any signature; large backups are cut off, never downloaded. */
const PROBE_BODY_BYTES = 32 * 1024;

export function probeKey(url: string): string {
  return `http:${url}`;
}

export function toProbeResponse(exchange: HttpExchange): ProbeResponse {
  const type = headerValue(exchange, 'content-type');
  return {
    status: exchange.status,
    contentType: type === null ? null : type.split(';')[0]!.trim().toLowerCase(),
    location: headerValue(exchange, 'location'),
    body: exchange.body,
  };
}

/** A host the scan may treat as the site itself: the domain or one of its subdomains (www). */
function onDomain(hostname: string, domain: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === domain || host.endsWith(`.${domain}`);
}

async function findOrigin(context: ScanContext): Promise<{ origin: string } | { error: string }> {
  const errors: string[] = [];
  for (const scheme of ['https', 'http'] as const) {
    const start = `${scheme}://${context.domain}/`;
    const chain = await fetchFollowingRedirects(start, context, { maxBodyBytes: 16 * 1024 });
    if (context.signal.aborted) throw context.signal.reason ?? new Error('aborted');
    // The last response whose host is still the site's (a redirect to another company is not followed).
    const onSite = chain.hops.filter((hop) => onDomain(new URL(hop.url).hostname, context.domain)).at(-1);
    if (onSite) return { origin: new URL(onSite.url).origin };
    errors.push(chain.error ?? `${start}: no response`);
  }
  return { error: errors.join('; ') };
}

async function request(
  url: string,
  address: string,
  context: ScanContext,
  agent: Agent,
): Promise<{ response: ProbeResponse } | { error: string }> {
  try {
    const exchange = await httpExchange(url, address, context.network, {
      signal: context.signal,
      maxBodyBytes: PROBE_BODY_BYTES,
      agent,
    });
    return { response: toProbeResponse(exchange) };
  } catch (error) {
    if (context.signal.aborted) throw error;
    return { error: (error as Error).message };
  }
}

function describe(path: string, url: string, response: ProbeResponse) {
  return {
    path,
    url,
    status: response.status,
    content_type: response.contentType,
    first_bytes: previewBody(response.body),
  };
}

export async function collectSensitiveFiles(context: ScanContext): Promise<SensitiveFilesEvidence> {
  const evidence: SensitiveFilesEvidence = { domain: context.domain, origin: null, baseline: null, probes: {} };
  const found = await findOrigin(context);
  if ('error' in found) return { ...evidence, originError: found.error };
  const origin = found.origin;
  const address = await addressFor(new URL(origin).hostname, context);
  if ('error' in address) return { ...evidence, originError: address.error };
  evidence.origin = origin;

  const protocol = new URL(origin).protocol === 'https:' ? 'https:' : 'http:';
  return withKeepAlive(protocol, PROBE_CONCURRENCY, (agent) =>
    probeSite(evidence, origin, address.address, context, agent),
  );
}

async function probeSite(
  evidence: SensitiveFilesEvidence,
  origin: string,
  address: string,
  context: ScanContext,
  agent: Agent,
): Promise<SensitiveFilesEvidence> {
  const baselinePath = `/rampart-not-found-${randomBytes(8).toString('hex')}`;
  const baselineUrl = `${origin}${baselinePath}`;
  const answer = await request(baselineUrl, address, context, agent);
  if ('error' in answer) {
    evidence.baseline = {
      key: probeKey(baselineUrl),
      path: baselinePath,
      url: baselineUrl,
      verdict: 'error',
      reason: answer.error,
      catch_all: false,
      blocked_site: false,
    };
    return evidence;
  }
  const baseline = { path: baselinePath, response: answer.response };
  evidence.baseline = {
    key: probeKey(baselineUrl),
    ...describe(baselinePath, baselineUrl, answer.response),
    verdict: 'absent',
    reason: 'a path that cannot exist, asked for to learn how the site answers missing files',
    catch_all: isCatchAll(answer.response),
    blocked_site: isBlockedSite(answer.response),
  };

  const results = await mapBounded(PROBES, PROBE_CONCURRENCY, async (probe): Promise<ProbeEvidence> => {
    const url = `${origin}${probe.path}`;
    const got = await request(url, address, context, agent);
    if ('error' in got) return { path: probe.path, url, verdict: 'error', reason: got.error };
    return { ...describe(probe.path, url, got.response), ...judgeProbe(probe, got.response, baseline) };
  });
  for (const result of results) evidence.probes[probeKey(result.url)] = result;
  return evidence;
}
