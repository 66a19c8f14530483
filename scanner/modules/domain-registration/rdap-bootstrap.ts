/**
 * Finding a domain's RDAP server from IANA's bootstrap registry (RFC 9224): pure lookup over the
 * bootstrap JSON, plus a guarded fetch that keeps the file for a day (IANA asks clients to cache it;
 * it changes a few times a month). Used only when SCANNER_RDAP_URL is unset.
 */
import type { ScanContext } from '../module.js';
import { guardedGet } from './guarded-get.js';

export const IANA_DNS_BOOTSTRAP_URL = 'https://data.iana.org/rdap/dns.json';

/** Each service: the DNS labels it serves (`com`, `xn--p1ai`, ...) and its base URLs. */
export type BootstrapServices = { entries: string[]; urls: string[] }[];

/** Throws when the JSON is not an RFC 9224 bootstrap file. */
export function parseBootstrap(json: unknown): BootstrapServices {
  const services = (json as { services?: unknown } | null)?.services;
  if (!Array.isArray(services)) throw new Error('no "services" array');
  return services.map((service, index) => {
    const [entries, urls] = Array.isArray(service) ? service : [];
    const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
    if (!strings(entries) || !strings(urls)) throw new Error(`service ${index} is not [[labels], [urls]]`);
    return { entries: (entries as string[]).map((e) => e.toLowerCase().replace(/\.$/, '')), urls: urls as string[] };
  });
}

/**
 * The base URLs for a domain: the service whose entry is the longest label-wise suffix of the name
 * (RFC 9224 section 4), https URLs first (section 5: clients should prefer them). Empty when none.
 */
export function rdapBaseUrlsFor(domain: string, services: BootstrapServices): string[] {
  const name = domain.toLowerCase().replace(/\.$/, '');
  let best: { labels: number; urls: string[] } | null = null;
  for (const service of services) {
    for (const entry of service.entries) {
      if (entry === '' || !(name === entry || name.endsWith(`.${entry}`))) continue;
      const labels = entry.split('.').length;
      if (best === null || labels > best.labels) best = { labels, urls: service.urls };
    }
  }
  if (best === null) return [];
  const https = best.urls.filter((url) => url.startsWith('https:'));
  return [...https, ...best.urls.filter((url) => !url.startsWith('https:'))];
}

export interface BootstrapRead {
  url: string;
  services: BootstrapServices | null;
  error: string | null;
  /** True when this scan reused a copy fetched earlier. */
  cached: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A per-process cache of bootstrap files; only good copies are kept, so a failure is retried next scan. */
export function createBootstrapCache(ttlMs = DAY_MS) {
  const copies = new Map<string, { services: BootstrapServices; fetchedAt: number }>();
  return async function readBootstrap(
    url: string,
    context: Pick<ScanContext, 'resolver' | 'network' | 'signal'>,
  ): Promise<BootstrapRead> {
    const copy = copies.get(url);
    if (copy && Date.now() - copy.fetchedAt < ttlMs) return { url, services: copy.services, error: null, cached: true };
    const got = await guardedGet(url, context, 'application/json');
    if (got.response === null) return { url, services: null, error: got.error, cached: false };
    if (got.response.status !== 200) {
      return { url, services: null, error: `${url} answered ${got.response.status}`, cached: false };
    }
    try {
      const services = parseBootstrap(JSON.parse(got.response.body));
      copies.set(url, { services, fetchedAt: Date.now() });
      return { url, services, error: null, cached: false };
    } catch (error) {
      return {
        url,
        services: null,
        error: `${url} is not a bootstrap file: ${(error as Error).message}`,
        cached: false,
      };
    }
  };
}
