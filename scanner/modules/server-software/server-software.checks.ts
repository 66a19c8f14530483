/**
 * The server_software checks, pure over the collected evidence. Wording and severities:
 * server-software.findings.ts.
 */
import type { Check, CheckOutcome } from '../module.js';
import { lookupEol } from './eol-lookup.js';
import { homePage, type ServerSoftwareEvidence } from './server-software.collect.js';
import { SERVER_SOFTWARE_FINDINGS } from './server-software.findings.js';
import { type DisclosedSoftware, describeSoftware, hasVersion, parseBanner, parseHeader } from './software-parse.js';

const { out } = SERVER_SOFTWARE_FINDINGS;

export function headerSoftware(e: ServerSoftwareEvidence): DisclosedSoftware[] {
  const home = homePage(e);
  if (home === null) return [];
  return Object.entries(home.page.headers ?? {}).flatMap(([name, values]) =>
    values.flatMap((value) => parseHeader(name, value, home.key)),
  );
}

export function bannerSoftware(e: ServerSoftwareEvidence): DisclosedSoftware[] {
  return Object.entries(e.banners).flatMap(([key, banner]) => (banner.banner ? parseBanner(banner.banner, key) : []));
}

/** The header lines that carry the given software, as sent. */
function headerLines(e: ServerSoftwareEvidence, software: DisclosedSoftware[]): { name: string; value: string }[] {
  const headers = homePage(e)?.page.headers ?? {};
  const names = [...new Set(software.map((s) => s.field))];
  return names.map((name) => ({ name, value: (headers[name] ?? []).join(', ') }));
}

function noHomePage(e: ServerSoftwareEvidence): CheckOutcome {
  const tried = Object.entries(e.http);
  if (tried.length === 0) return out('header_versions.unknown.no_address', []);
  return out(
    'header_versions.unknown.no_web_server',
    tried.map(([key]) => key),
    { failures: tried.map(([, page]) => ({ url: page.url, error: String(page.error) })) },
  );
}

const port = (source: string) => source.replace(/^banner:/, '');

const headerVersions: Check<ServerSoftwareEvidence> = {
  id: 'header_versions',
  title: 'HTTP headers do not disclose software versions',
  outcomes: ['pass', 'versions_disclosed', 'unknown.no_address', 'unknown.no_web_server'],
  run(e) {
    const home = homePage(e);
    if (home === null) return noHomePage(e);
    const all = headerSoftware(e);
    const versioned = all.filter(hasVersion);
    if (versioned.length === 0) return out('header_versions.pass', [home.key], { headers: headerLines(e, all) });
    return out('header_versions.versions_disclosed', [home.key], {
      url: home.page.url,
      software: versioned.map(describeSoftware),
      headers: headerLines(e, versioned),
    });
  },
};

const bannerVersions: Check<ServerSoftwareEvidence> = {
  id: 'banner_versions',
  title: 'SSH, FTP and SMTP banners do not disclose software versions',
  outcomes: ['pass', 'pass.no_banners', 'versions_disclosed', 'unknown.no_address', 'unknown.unreadable'],
  run(e) {
    const keys = Object.keys(e.banners);
    if (keys.length === 0) return out('banner_versions.unknown.no_address', []);
    const versioned = bannerSoftware(e).filter(hasVersion);
    if (versioned.length > 0) {
      return out('banner_versions.versions_disclosed', [...new Set(versioned.map((s) => s.source))], {
        announced: versioned.map((s) => ({ port: port(s.source), software: describeSoftware(s) })),
        banners: versioned.map((s) => ({ port: port(s.source), banner: String(e.banners[s.source]?.banner) })),
      });
    }
    const failed = keys.filter((key) => e.banners[key]!.state === 'error');
    if (failed.length > 0) {
      return out('banner_versions.unknown.unreadable', failed, {
        failures: failed.map((key) => ({ port: port(key), error: String(e.banners[key]!.error) })),
      });
    }
    const open = keys.filter((key) => e.banners[key]!.state === 'open');
    if (open.length === 0) return out('banner_versions.pass.no_banners', keys);
    return out('banner_versions.pass', keys, { count: open.length });
  },
};

const endOfLife: Check<ServerSoftwareEvidence> = {
  id: 'end_of_life',
  title: 'No disclosed software is past its end of life',
  outcomes: ['pass', 'pass.no_versions', 'end_of_life', 'unknown.nothing_read'],
  run(e) {
    const now = new Date(e.checkedAt);
    const versioned = [...headerSoftware(e), ...bannerSoftware(e)].filter(hasVersion);
    const judged = versioned.map((software) => ({
      software,
      verdict: lookupEol(software.product, software.version, now),
    }));
    const ended = judged.filter((j) => j.verdict?.ended === true);
    if (ended.length > 0) {
      return out('end_of_life.end_of_life', [...new Set(ended.map((j) => j.software.source))], {
        software: ended.map(({ software, verdict }) => ({
          software: describeSoftware(software),
          product: verdict!.product.name,
          branch: verdict!.row.branch ?? null,
          below: verdict!.row.below ?? null,
          eol: verdict!.row.eol,
        })),
        sources: [...new Set(ended.map((j) => j.verdict!.row.source))],
      });
    }
    const readAnything = homePage(e) !== null || Object.values(e.banners).some((b) => b.state !== 'error');
    if (!readAnything) return out('end_of_life.unknown.nothing_read', []);
    const keys = [...new Set(versioned.map((s) => s.source))];
    if (versioned.length === 0) return out('end_of_life.pass.no_versions', keys);
    return out('end_of_life.pass', keys, { software: versioned.map(describeSoftware) });
  },
};

export const SERVER_SOFTWARE_CHECKS: Check<ServerSoftwareEvidence>[] = [headerVersions, bannerVersions, endOfLife];
