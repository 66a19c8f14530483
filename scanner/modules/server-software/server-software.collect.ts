/**
 * Collects what a server says about its software, once: the disclosure headers of the home page
 * (https, else http) and the greetings on the SSH, FTP and SMTP ports of every target address, all
 * at the same time. The moment of the scan is kept with the evidence so the end-of-life verdict is a
 * pure function of it.
 */
import { httpExchange } from '../../network/http-client.js';
import type { ScanContext } from '../module.js';
import { BANNER_PORTS, type BannerEvidence, bannerKey, readBanner } from './banner-read.js';
import { DISCLOSURE_HEADERS } from './software-parse.js';

export interface HomePageEvidence {
  url: string;
  address: string;
  /** Absent when the request failed; `error` says why. */
  status?: number;
  /** Only the disclosure headers (lower-case names), every value kept. */
  headers?: Record<string, string[]>;
  error?: string;
}

export interface ServerSoftwareEvidence {
  domain: string;
  /** ISO time the scan ran; end-of-life dates are compared with it. */
  checkedAt: string;
  /** Home page requests in the order tried, keyed `http:<url>`; the last one with a status is used. */
  http: Record<string, HomePageEvidence>;
  /** Keyed `banner:<address>:<port>`. */
  banners: Record<string, BannerEvidence>;
}

export function httpKey(url: string): string {
  return `http:${url}`;
}

/** The home page response the checks read, with its key, or null when neither scheme answered. */
export function homePage(evidence: ServerSoftwareEvidence): { key: string; page: HomePageEvidence } | null {
  const answered = Object.entries(evidence.http).filter(([, page]) => page.status !== undefined);
  const last = answered.at(-1);
  return last ? { key: last[0], page: last[1] } : null;
}

async function fetchHomePage(context: ScanContext, address: string): Promise<Record<string, HomePageEvidence>> {
  const pages: Record<string, HomePageEvidence> = {};
  for (const scheme of ['https', 'http'] as const) {
    const url = `${scheme}://${context.domain}/`;
    try {
      // The headers are all we need; a small body cap keeps a large home page from costing time.
      const exchange = await httpExchange(url, address, context.network, {
        signal: context.signal,
        maxBodyBytes: 16 * 1024,
      });
      const headers: Record<string, string[]> = {};
      for (const name of DISCLOSURE_HEADERS) {
        const values = exchange.headers[name];
        if (values) headers[name] = values;
      }
      pages[httpKey(url)] = { url, address, status: exchange.status, headers };
      return pages;
    } catch (error) {
      if (context.signal.aborted) throw error;
      pages[httpKey(url)] = { url, address, error: (error as Error).message };
    }
  }
  return pages;
}

export async function collectServerSoftware(context: ScanContext, now: Date): Promise<ServerSoftwareEvidence> {
  const evidence: ServerSoftwareEvidence = {
    domain: context.domain,
    checkedAt: now.toISOString(),
    http: {},
    banners: {},
  };
  const first = context.addresses[0];
  const home = first === undefined ? Promise.resolve({}) : fetchHomePage(context, first);
  const banners = context.addresses.flatMap((address) =>
    BANNER_PORTS.map(({ port, service }) => readBanner(address, port, service, context)),
  );
  const [pages, read] = await Promise.all([home, Promise.all(banners)]);
  evidence.http = pages;
  for (const banner of read) evidence.banners[bannerKey(banner.address, banner.port)] = banner;
  return evidence;
}
