/**
 * Every outcome of the server_software module by code (`server_software.<check>.<outcome>`,
 * findings.ts). Disclosing a version is low (it only saves an attacker a step); running a release past
 * its upstream end of life is high, because known vulnerabilities in it will never be fixed. A product
 * named without a version is not a finding.
 */
import { defineFindings, fail, pass, plural, unknown } from '../findings.js';

type Header = { name: string; value: string };
const headerLines = (headers: readonly Header[]) => headers.map((h) => `${h.name}: ${h.value}`).join('; ');

/** Software past end of life: `nginx 1.14.2 (nginx 1.14, end of life 2019-04-23)`. */
export type EndOfLife = { software: string; product: string; branch: string | null; below: string | null; eol: string };
const endOfLife = (list: readonly EndOfLife[]) =>
  list.map((x) => `${x.software} (${x.product} ${x.branch ?? `before ${x.below}`}, end of life ${x.eol})`).join('; ');

export const SERVER_SOFTWARE_FINDINGS = defineFindings('server_software', {
  'header_versions.pass': pass<{ headers: Header[] }>(
    (p) =>
      `The home page headers name no software version${p.headers.length > 0 ? ` (${headerLines(p.headers)})` : ''}.`,
  ),
  'header_versions.versions_disclosed': fail<{ url: string; software: string[]; headers: Header[] }>({
    summary: (p) => `Versions disclosed: ${p.software.join(', ')}.`,
    severity: 'low',
    finding: (p) => `${p.url} discloses software versions in its response headers (${headerLines(p.headers)}).`,
    remediation:
      'Stop announcing versions: ServerTokens Prod and ServerSignature Off (Apache), server_tokens off (nginx), ' +
      'expose_php = Off (PHP), enableVersionHeader="false" and removing X-Powered-By (ASP.NET/IIS), and drop ' +
      'X-Generator and version comments in Via at the proxy.',
  }),
  'header_versions.unknown.no_address': unknown((p) => `${p.domain} has no address to request its home page from.`),
  'header_versions.unknown.no_web_server': unknown<{ failures: { url: string; error: string }[] }>(
    (p) => `No web server answered (${p.failures.map((f) => `${f.url}: ${f.error}`).join('; ')}).`,
  ),
  'banner_versions.pass': pass<{ count: number }>((p) => `${plural(p.count, 'banner')} read; none names a version.`),
  'banner_versions.pass.no_banners': pass('No SSH, FTP or SMTP service sent a banner.'),
  'banner_versions.versions_disclosed': fail<{
    announced: { port: string; software: string }[];
    banners: { port: string; banner: string }[];
  }>({
    summary: (p) => `${p.announced.map((a) => `${a.port} announces ${a.software}`).join('; ')}.`,
    severity: 'low',
    finding: (p) =>
      `Service banners of ${p.domain} disclose software versions: ${p.banners.map((b) => `"${b.banner}" (${b.port})`).join(', ')}.`,
    remediation:
      'Configure neutral greetings (ServerIdent off in ProFTPD, ftpd_banner in vsftpd, smtpd_banner = $myhostname ' +
      'ESMTP in Postfix, smtp_banner in Exim). OpenSSH always sends its version: keep it current and limit ' +
      'port 22 to the networks that need it.',
  }),
  'banner_versions.unknown.no_address': unknown((p) => `${p.domain} has no address whose services could be read.`),
  'banner_versions.unknown.unreadable': unknown<{ failures: { port: string; error: string }[] }>(
    (p) => `Some service ports could not be read (${p.failures.map((f) => `${f.port}: ${f.error}`).join('; ')}).`,
  ),
  'end_of_life.pass': pass<{ software: string[] }>(
    (p) => `Disclosed versions are not past end of life: ${p.software.join(', ')}.`,
  ),
  'end_of_life.pass.no_versions': pass('No version is disclosed, so none is known to be past end of life.'),
  'end_of_life.end_of_life': fail<{ software: EndOfLife[]; sources: string[] }>({
    summary: (p) => `Past upstream end of life: ${endOfLife(p.software)}.`,
    severity: 'high',
    finding: (p) =>
      `${p.domain} runs software past its upstream end of life: ${endOfLife(p.software)}. No security fixes are released for it (sources: ${p.sources.join('; ')}).`,
    remediation:
      'Upgrade to a supported release of each product listed. If your distribution still backports security fixes to this version, confirm it and hide the version string.',
  }),
  'end_of_life.unknown.nothing_read': unknown('Neither the web server nor any service banner could be read.'),
});
