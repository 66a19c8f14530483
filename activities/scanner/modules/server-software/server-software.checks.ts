/**
 * The server_software checks, pure over the collected evidence. Disclosing a version is low (it only
 * saves an attacker a step); running a release past its upstream end of life is high, because known
 * vulnerabilities in it will never be fixed. A product named without a version is not a finding.
 */
import type { Check, CheckOutcome } from '../module.js';
import { type EolVerdict, lookupEol } from './eol-lookup.js';
import { homePage, type ServerSoftwareEvidence } from './server-software.collect.js';
import { type DisclosedSoftware, describeSoftware, hasVersion, parseBanner, parseHeader } from './software-parse.js';

const unknown = (summary: string, evidence: string[]): CheckOutcome => ({ status: 'unknown', summary, evidence });
const pass = (summary: string, evidence: string[]): CheckOutcome => ({ status: 'pass', summary, evidence });

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

function headerLines(e: ServerSoftwareEvidence, software: DisclosedSoftware[]): string {
  const headers = homePage(e)?.page.headers ?? {};
  const names = [...new Set(software.map((s) => s.field))];
  return names.map((name) => `${name}: ${(headers[name] ?? []).join(', ')}`).join('; ');
}

function noHomePage(e: ServerSoftwareEvidence): CheckOutcome {
  const tried = Object.entries(e.http);
  if (tried.length === 0) return unknown(`${e.domain} has no address to request its home page from.`, []);
  const reasons = tried.map(([, page]) => `${page.url}: ${page.error}`).join('; ');
  return unknown(
    `No web server answered (${reasons}).`,
    tried.map(([key]) => key),
  );
}

const headerVersions: Check<ServerSoftwareEvidence> = {
  id: 'header_versions',
  title: 'HTTP headers do not disclose software versions',
  run(e) {
    const home = homePage(e);
    if (home === null) return noHomePage(e);
    const all = headerSoftware(e);
    const versioned = all.filter(hasVersion);
    if (versioned.length === 0) {
      const named = all.length > 0 ? ` (${headerLines(e, all)})` : '';
      return pass(`The home page headers name no software version${named}.`, [home.key]);
    }
    const lines = headerLines(e, versioned);
    return {
      status: 'fail',
      summary: `Versions disclosed: ${versioned.map(describeSoftware).join(', ')}.`,
      issue: {
        severity: 'low',
        finding: `${home.page.url} discloses software versions in its response headers (${lines}).`,
        remediation:
          'Stop announcing versions: ServerTokens Prod and ServerSignature Off (Apache), server_tokens off (nginx), ' +
          'expose_php = Off (PHP), enableVersionHeader="false" and removing X-Powered-By (ASP.NET/IIS), and drop ' +
          'X-Generator and version comments in Via at the proxy.',
      },
      evidence: [home.key],
    };
  },
};

const bannerVersions: Check<ServerSoftwareEvidence> = {
  id: 'banner_versions',
  title: 'SSH, FTP and SMTP banners do not disclose software versions',
  run(e) {
    const keys = Object.keys(e.banners);
    if (keys.length === 0) return unknown(`${e.domain} has no address whose services could be read.`, []);
    const versioned = bannerSoftware(e).filter(hasVersion);
    if (versioned.length > 0) {
      const where = versioned.map((s) => `${s.source.replace(/^banner:/, '')} announces ${describeSoftware(s)}`);
      return {
        status: 'fail',
        summary: `${where.join('; ')}.`,
        issue: {
          severity: 'low',
          finding: `Service banners of ${e.domain} disclose software versions: ${versioned
            .map((s) => `"${e.banners[s.source]?.banner}" (${s.source.replace(/^banner:/, '')})`)
            .join(', ')}.`,
          remediation:
            'Configure neutral greetings (ServerIdent off in ProFTPD, ftpd_banner in vsftpd, smtpd_banner = $myhostname ' +
            'ESMTP in Postfix, smtp_banner in Exim). OpenSSH always sends its version: keep it current and limit ' +
            'port 22 to the networks that need it.',
        },
        evidence: [...new Set(versioned.map((s) => s.source))],
      };
    }
    const failed = keys.filter((key) => e.banners[key]!.state === 'error');
    if (failed.length > 0) {
      const reasons = failed.map((key) => `${key.replace(/^banner:/, '')}: ${e.banners[key]!.error}`);
      return unknown(`Some service ports could not be read (${reasons.join('; ')}).`, failed);
    }
    const open = keys.filter((key) => e.banners[key]!.state === 'open');
    return pass(
      open.length === 0
        ? 'No SSH, FTP or SMTP service sent a banner.'
        : `${open.length} banner(s) read; none names a version.`,
      keys,
    );
  },
};

function describeEol(software: DisclosedSoftware, verdict: EolVerdict): string {
  return `${describeSoftware(software)} (${verdict.product.name} ${verdict.row.branch ?? `before ${verdict.row.below}`}, end of life ${verdict.row.eol})`;
}

const endOfLife: Check<ServerSoftwareEvidence> = {
  id: 'end_of_life',
  title: 'No disclosed software is past its end of life',
  run(e) {
    const now = new Date(e.checkedAt);
    const versioned = [...headerSoftware(e), ...bannerSoftware(e)].filter(hasVersion);
    const judged = versioned.map((software) => ({
      software,
      verdict: lookupEol(software.product, software.version, now),
    }));
    const ended = judged.filter((j) => j.verdict?.ended === true);
    if (ended.length > 0) {
      const list = ended.map((j) => describeEol(j.software, j.verdict!));
      const sources = [...new Set(ended.map((j) => j.verdict!.row.source))];
      return {
        status: 'fail',
        summary: `Past upstream end of life: ${list.join('; ')}.`,
        issue: {
          severity: 'high',
          finding: `${e.domain} runs software past its upstream end of life: ${list.join('; ')}. No security fixes are released for it (sources: ${sources.join('; ')}).`,
          remediation:
            'Upgrade to a supported release of each product listed. If your distribution still backports security fixes to this version, confirm it and hide the version string.',
        },
        evidence: [...new Set(ended.map((j) => j.software.source))],
      };
    }
    const readAnything = homePage(e) !== null || Object.values(e.banners).some((b) => b.state !== 'error');
    if (!readAnything) return unknown('Neither the web server nor any service banner could be read.', []);
    const keys = [...new Set(versioned.map((s) => s.source))];
    if (versioned.length === 0) return pass('No version is disclosed, so none is known to be past end of life.', keys);
    return pass(`Disclosed versions are not past end of life: ${versioned.map(describeSoftware).join(', ')}.`, keys);
  },
};

export const SERVER_SOFTWARE_CHECKS: Check<ServerSoftwareEvidence>[] = [headerVersions, bannerVersions, endOfLife];
