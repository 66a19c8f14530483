/**
 * End-of-life data for software that servers commonly name in headers and banners, bundled so a scan
 * needs no outside lookup. A row matches a version by `branch` (the version starts with these numeric
 * components: branch 7.4 matches 7.4.3) or by `below` (every version lower than this one). A version
 * no row matches is treated as supported. Dates are the upstream end of security support; a Linux
 * distribution may backport fixes for longer, and a banner cannot say so, which is why the finding
 * names the upstream date and its source.
 *
 * Update by adding rows (dates from the source URLs); versions that have a future `eol` are listed
 * too, so the table stays right as time passes without a code change.
 */

export interface EolProduct {
  /** Stable id used by the rows. */
  id: string;
  /** Name shown in findings. */
  name: string;
  /** Lower-case product names as they appear in headers and banners. */
  aliases: readonly string[];
}

export interface EolRow {
  product: string;
  /** Numeric components the version must start with, e.g. `2.2`. */
  branch?: string;
  /** Every version strictly lower than this one. */
  below?: string;
  /** End of upstream security support, YYYY-MM-DD (UTC). */
  eol: string;
  /** Where the date comes from. */
  source: string;
}

export const EOL_PRODUCTS: readonly EolProduct[] = [
  { id: 'apache-httpd', name: 'Apache HTTP Server', aliases: ['apache', 'apache httpd', 'httpd'] },
  { id: 'nginx', name: 'nginx', aliases: ['nginx'] },
  { id: 'php', name: 'PHP', aliases: ['php'] },
  { id: 'iis', name: 'Microsoft IIS', aliases: ['microsoft-iis', 'iis'] },
  { id: 'openssl', name: 'OpenSSL', aliases: ['openssl'] },
  { id: 'openssh', name: 'OpenSSH', aliases: ['openssh', 'openssh_for_windows'] },
];

const APACHE = 'https://endoflife.date/apache (https://httpd.apache.org/security_report.html)';
const NGINX = 'https://endoflife.date/nginx (each nginx branch ends when the next stable or mainline ships)';
const PHP = 'https://www.php.net/eol.php';
const WINDOWS = 'https://learn.microsoft.com/lifecycle/products/ (IIS follows its Windows Server release)';
const OPENSSL = 'https://openssl-library.org/policies/releasestrat/ and https://endoflife.date/openssl';

export const EOL_TABLE: readonly EolRow[] = [
  { product: 'apache-httpd', branch: '2.2', eol: '2017-07-11', source: APACHE },
  { product: 'apache-httpd', branch: '2.0', eol: '2013-07-10', source: APACHE },
  { product: 'apache-httpd', branch: '1.3', eol: '2010-02-03', source: APACHE },

  { product: 'nginx', branch: '1.29', eol: '2026-05-13', source: NGINX },
  { product: 'nginx', branch: '1.28', eol: '2026-04-14', source: NGINX },
  { product: 'nginx', branch: '1.27', eol: '2025-06-24', source: NGINX },
  { product: 'nginx', branch: '1.26', eol: '2025-04-23', source: NGINX },
  { product: 'nginx', branch: '1.25', eol: '2024-05-29', source: NGINX },
  { product: 'nginx', branch: '1.24', eol: '2024-04-23', source: NGINX },
  { product: 'nginx', branch: '1.23', eol: '2023-05-23', source: NGINX },
  { product: 'nginx', branch: '1.22', eol: '2023-04-11', source: NGINX },
  { product: 'nginx', branch: '1.21', eol: '2022-06-21', source: NGINX },
  // 1.20 stable was the last of the older branches to end (when 1.22.0 shipped); the rest ended earlier.
  { product: 'nginx', below: '1.21', eol: '2022-05-24', source: NGINX },

  { product: 'php', branch: '8.5', eol: '2029-12-31', source: PHP },
  { product: 'php', branch: '8.4', eol: '2028-12-31', source: PHP },
  { product: 'php', branch: '8.3', eol: '2027-12-31', source: PHP },
  { product: 'php', branch: '8.2', eol: '2026-12-31', source: PHP },
  { product: 'php', branch: '8.1', eol: '2025-12-31', source: PHP },
  { product: 'php', branch: '8.0', eol: '2023-11-26', source: PHP },
  { product: 'php', branch: '7.4', eol: '2022-11-28', source: PHP },
  { product: 'php', branch: '7.3', eol: '2021-12-06', source: PHP },
  { product: 'php', branch: '7.2', eol: '2020-11-30', source: PHP },
  { product: 'php', branch: '7.1', eol: '2019-12-01', source: PHP },
  { product: 'php', branch: '7.0', eol: '2019-01-10', source: PHP },
  { product: 'php', branch: '5.6', eol: '2018-12-31', source: PHP },
  { product: 'php', branch: '5.5', eol: '2016-07-21', source: PHP },
  { product: 'php', branch: '5.4', eol: '2015-09-14', source: PHP },
  { product: 'php', branch: '5.3', eol: '2014-08-14', source: PHP },
  // PHP 5.2 and older, down to PHP 4 (ended 2008-08-08): 5.2 was the last of them to end.
  { product: 'php', below: '5.3', eol: '2011-01-06', source: PHP },

  // IIS 10.0 ships with every Windows Server since 2016, so its version alone says nothing about support.
  { product: 'iis', branch: '8', eol: '2023-10-10', source: `${WINDOWS}: Windows Server 2012 / 2012 R2` },
  { product: 'iis', branch: '7', eol: '2020-01-14', source: `${WINDOWS}: Windows Server 2008 / 2008 R2` },
  { product: 'iis', branch: '6', eol: '2015-07-14', source: `${WINDOWS}: Windows Server 2003` },
  { product: 'iis', below: '6', eol: '2010-07-13', source: `${WINDOWS}: Windows 2000 Server` },

  { product: 'openssl', branch: '3.3', eol: '2026-04-09', source: OPENSSL },
  { product: 'openssl', branch: '3.2', eol: '2025-11-23', source: OPENSSL },
  { product: 'openssl', branch: '3.1', eol: '2025-03-14', source: OPENSSL },
  { product: 'openssl', branch: '3.0', eol: '2026-09-07', source: OPENSSL },
  { product: 'openssl', branch: '1.1.1', eol: '2023-09-11', source: OPENSSL },
  { product: 'openssl', branch: '1.1.0', eol: '2019-09-11', source: OPENSSL },
  { product: 'openssl', branch: '1.0.2', eol: '2019-12-31', source: OPENSSL },
  { product: 'openssl', branch: '1.0.1', eol: '2016-12-31', source: OPENSSL },
  { product: 'openssl', below: '1.0.1', eol: '2015-12-31', source: OPENSSL },

  // Upstream OpenSSH fixes only its current release and publishes no end-of-life dates
  // (https://lists.mindrot.org/pipermail/openssh-unix-dev/2023-October/040973.html). Releases before
  // 8.0 live on only in distributions whose support has ended: CentOS/RHEL 7 (7.4p1) and Debian 10
  // (7.9p1) on 2024-06-30, Ubuntu 18.04 (7.6p1) standard support on 2023-05-31.
  {
    product: 'openssh',
    below: '8.0',
    eol: '2024-06-30',
    source: 'https://www.debian.org/releases/buster/ and https://www.redhat.com/en/topics/linux/centos-linux-eol',
  },
];
