/**
 * What sensitive_files asks for, as data: every path, the check it belongs to, the signature that
 * proves a hit (content-signatures.ts), and the severity of an exposure with the reason for it. A
 * check fails with the code of its most severe exposed path (sensitive-files.findings.ts).
 */
import type { Severity } from '../../../core/scan-model/report.js';
import type { SignatureId } from './content-signatures.js';

export type ProbeGroup =
  | 'source_metadata'
  | 'environment_file'
  | 'backup_files'
  | 'directory_listing'
  | 'admin_interfaces';

/** Kinds of exposure, each with one severity and reason (the last part of a failure's code). */
export type Exposure =
  | 'git_repository'
  | 'svn_metadata'
  | 'ds_store'
  | 'env_file'
  | 'site_archive'
  | 'database_dump'
  | 'wp_config_backup'
  | 'htpasswd'
  | 'directory_listing'
  | 'phpmyadmin'
  | 'admin_login'
  | 'wordpress_login'
  | 'server_status'
  | 'spring_env';

export interface Probe {
  path: string;
  /**
   * What an exposed path is, as the last part of the outcome code (`sensitive_files.<group>.<exposure>`):
   * paths of one exposure share its severity and reason (sensitive-files.findings.ts checks that).
   */
  exposure: Exposure;
  group: ProbeGroup;
  signature: SignatureId;
  severity: Severity;
  /** What an exposure gives away: the reason for the severity, quoted in the finding. */
  why: string;
  /**
   * A weak signature (a login form) could appear on any page, so it counts only when the response
   * differs from the site's answer for a path that does not exist (soft-404.ts).
   */
  weak?: boolean;
}

export const PROBES: readonly Probe[] = [
  {
    path: '/.git/HEAD',
    exposure: 'git_repository',
    group: 'source_metadata',
    signature: 'git_head',
    severity: 'critical',
    why: 'the Git repository can be downloaded: all source code and its history, often with credentials',
  },
  {
    path: '/.git/config',
    exposure: 'git_repository',
    group: 'source_metadata',
    signature: 'git_config',
    severity: 'critical',
    why: 'the Git repository can be downloaded: all source code and its history, often with credentials',
  },
  {
    path: '/.svn/entries',
    exposure: 'svn_metadata',
    group: 'source_metadata',
    signature: 'svn_entries',
    severity: 'high',
    why: 'Subversion metadata reveals file names and, in old working copies, lets the source be rebuilt',
  },
  {
    path: '/.DS_Store',
    exposure: 'ds_store',
    group: 'source_metadata',
    signature: 'ds_store',
    severity: 'low',
    why: 'a macOS folder index lists file names, including ones not linked from the site',
  },
  {
    path: '/.env',
    exposure: 'env_file',
    group: 'environment_file',
    signature: 'env_file',
    severity: 'critical',
    why: 'environment files hold database passwords, API keys and signing secrets',
  },
  {
    path: '/backup.zip',
    exposure: 'site_archive',
    group: 'backup_files',
    signature: 'zip',
    severity: 'critical',
    why: 'a site archive contains its source code and usually its configuration secrets',
  },
  {
    path: '/site.tar.gz',
    exposure: 'site_archive',
    group: 'backup_files',
    signature: 'gzip',
    severity: 'critical',
    why: 'a site archive contains its source code and usually its configuration secrets',
  },
  {
    path: '/backup.sql',
    exposure: 'database_dump',
    group: 'backup_files',
    signature: 'sql_dump',
    severity: 'critical',
    why: 'a database dump exposes every record, including user data and password hashes',
  },
  {
    path: '/db.sql',
    exposure: 'database_dump',
    group: 'backup_files',
    signature: 'sql_dump',
    severity: 'critical',
    why: 'a database dump exposes every record, including user data and password hashes',
  },
  {
    path: '/database.sql',
    exposure: 'database_dump',
    group: 'backup_files',
    signature: 'sql_dump',
    severity: 'critical',
    why: 'a database dump exposes every record, including user data and password hashes',
  },
  {
    path: '/wp-config.php.bak',
    exposure: 'wp_config_backup',
    group: 'backup_files',
    signature: 'php_config',
    severity: 'critical',
    why: 'a copy of wp-config.php served as text gives the database password and authentication keys',
  },
  {
    path: '/.htpasswd',
    exposure: 'htpasswd',
    group: 'backup_files',
    signature: 'htpasswd',
    severity: 'high',
    why: 'password hashes can be cracked offline; they protect the areas the file guards',
  },
  ...['/', '/uploads/', '/backup/', '/files/', '/images/'].map(
    (path): Probe => ({
      path,
      exposure: 'directory_listing',
      group: 'directory_listing',
      signature: 'directory_listing',
      severity: 'medium',
      why: 'a directory listing shows every file in the folder, including ones never meant to be linked',
    }),
  ),
  {
    path: '/phpmyadmin/',
    exposure: 'phpmyadmin',
    group: 'admin_interfaces',
    signature: 'phpmyadmin',
    severity: 'medium',
    why: 'a database administration login is open to password guessing and to phpMyAdmin vulnerabilities',
  },
  {
    path: '/admin/',
    exposure: 'admin_login',
    group: 'admin_interfaces',
    signature: 'login_form',
    severity: 'low',
    weak: true,
    why: 'an administration login is reachable from the internet and open to password guessing',
  },
  {
    path: '/wp-admin/',
    exposure: 'wordpress_login',
    group: 'admin_interfaces',
    signature: 'wordpress_login',
    severity: 'low',
    why: 'the WordPress login is reachable from the internet and open to password guessing',
  },
  {
    path: '/server-status',
    exposure: 'server_status',
    group: 'admin_interfaces',
    signature: 'apache_status',
    severity: 'medium',
    why: 'Apache mod_status shows live requests, client addresses and internal URLs',
  },
  {
    path: '/actuator/env',
    exposure: 'spring_env',
    group: 'admin_interfaces',
    signature: 'spring_env',
    severity: 'high',
    why: 'the Spring Boot environment endpoint lists configuration properties, often including credentials',
  },
];

/** Probes at most this many paths at once: fast on a healthy server, gentle on a slow one. */
export const PROBE_CONCURRENCY = 8;
