/**
 * Content signatures: how a response proves it really is the file a probe asked for, rather than a
 * friendly error page that answers 200 (soft 404). Pure functions over the status, Content-Type and
 * the start of the body (decoded as UTF-8 by the HTTP client, so binary magic is matched on what that
 * decoding leaves: bytes >= 0x80 become U+FFFD).
 */

export interface ProbeResponse {
  status: number;
  /** Lower-cased media type without parameters, or null. */
  contentType: string | null;
  location: string | null;
  body: string;
}

/** What the probe table names; each id maps to one matcher below. */
export type SignatureId =
  | 'git_head'
  | 'git_config'
  | 'env_file'
  | 'svn_entries'
  | 'ds_store'
  | 'zip'
  | 'gzip'
  | 'sql_dump'
  | 'php_config'
  | 'htpasswd'
  | 'directory_listing'
  | 'phpmyadmin'
  | 'login_form'
  | 'wordpress_login'
  | 'apache_status'
  | 'spring_env';

/** True when the body is an HTML document (a page, not a raw file). */
export function looksLikeHtml(body: string): boolean {
  return /^\s*(?:<!doctype html|<html|<head|<body|<\?xml[^>]*>\s*<!doctype html)/i.test(body) || /<\/html>/i.test(body);
}

const isType = (r: ProbeResponse, ...types: string[]) => r.contentType !== null && types.includes(r.contentType);
const ok = (r: ProbeResponse) => r.status >= 200 && r.status < 300;

/** Lines that look like configuration assignments, among the meaningful (non-blank, non-comment) lines. */
function envAssignments(body: string): { assignments: number; meaningful: number } {
  const lines = body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const assignments = lines.filter((line) => /^(?:export\s+)?[A-Za-z_][A-Za-z0-9_.]*\s*=/.test(line)).length;
  return { assignments, meaningful: lines.length };
}

const MATCHERS: Record<SignatureId, (r: ProbeResponse) => boolean> = {
  // HEAD holds a symbolic ref or, when detached, a commit id.
  git_head: (r) => ok(r) && /^(?:ref: refs\/\S+|[0-9a-f]{40}|[0-9a-f]{64})\s*$/.test(r.body),
  git_config: (r) => ok(r) && !looksLikeHtml(r.body) && /^\s*\[core\]/m.test(r.body),
  // Mostly KEY=VALUE lines, at least two of them, and not a page.
  env_file: (r) => {
    if (!ok(r) || looksLikeHtml(r.body)) return false;
    const { assignments, meaningful } = envAssignments(r.body);
    return assignments >= 2 && assignments >= meaningful * 0.8;
  },
  // Subversion 1.7+ leaves only the format number ("12"); older working copies list entries after it.
  svn_entries: (r) =>
    ok(r) &&
    !looksLikeHtml(r.body) &&
    (/^\d{1,2}\s*$/.test(r.body) || /^\d{1,2}\n\n?dir\n/.test(r.body) || /<wc-entries\b/.test(r.body)),
  ds_store: (r) => ok(r) && r.body.startsWith('\u0000\u0000\u0000\u0001Bud1'),
  zip: (r) =>
    ok(r) &&
    (r.body.startsWith('PK\u0003\u0004') ||
      r.body.startsWith('PK\u0005\u0006') ||
      isType(r, 'application/zip', 'application/x-zip-compressed')),
  gzip: (r) =>
    ok(r) &&
    ((r.body.charCodeAt(0) === 0x1f &&
      [0x8b, 0xfffd].includes(r.body.charCodeAt(1)) &&
      r.body.charCodeAt(2) === 0x08) ||
      isType(
        r,
        'application/gzip',
        'application/x-gzip',
        'application/x-tar',
        'application/x-gtar',
        'application/x-compressed-tar',
      )),
  sql_dump: (r) =>
    ok(r) &&
    !looksLikeHtml(r.body) &&
    (/^-- (?:MySQL dump|MariaDB dump|PostgreSQL database dump)/m.test(r.body) ||
      /^\s*(?:CREATE TABLE|INSERT INTO|DROP TABLE(?: IF EXISTS)?)\s+[`"\w]/im.test(r.body) ||
      isType(r, 'application/sql', 'application/x-sql')),
  php_config: (r) =>
    ok(r) && /<\?php/.test(r.body) && /\bdefine\s*\(\s*['"]DB_(?:NAME|USER|PASSWORD|HOST)['"]/.test(r.body),
  htpasswd: (r) =>
    ok(r) &&
    !looksLikeHtml(r.body) &&
    /^[^:\s<>]+:(?:\$apr1\$|\$2[aby]\$|\{SHA\}|\$[156]\$|[./0-9A-Za-z]{13}\s*$)/m.test(r.body),
  // Apache and nginx autoindex, Python's http.server, IIS directory browsing.
  directory_listing: (r) =>
    ok(r) &&
    (/<title>\s*Index of \//i.test(r.body) ||
      /<h1>\s*Index of \//i.test(r.body) ||
      /<title>\s*Directory listing for \//i.test(r.body) ||
      /\[To Parent Directory\]/i.test(r.body)),
  phpmyadmin: (r) =>
    ok(r) &&
    /phpMyAdmin/.test(r.body) &&
    /(?:pma_username|name="pma_|phpmyadmin\.css|PMA_commonParams|<form)/i.test(r.body),
  // A generic admin page: reachable and asking for a password. Only meaningful when the site does not
  // answer the same page everywhere (soft-404.ts compares it with the baseline).
  login_form: (r) => ok(r) && /<input[^>]+type\s*=\s*["']?password/i.test(r.body),
  // /wp-admin/ sends visitors who are not logged in to wp-login.php.
  wordpress_login: (r) =>
    ((r.status === 301 || r.status === 302) && /\/wp-login\.php/.test(r.location ?? '')) ||
    (ok(r) && /\bwp-login\.php\b/.test(r.body) && /\buser_login\b/.test(r.body)),
  apache_status: (r) =>
    ok(r) && (/<title>\s*Apache Status\s*<\/title>/i.test(r.body) || /Apache Server Status for/i.test(r.body)),
  spring_env: (r) =>
    ok(r) && !looksLikeHtml(r.body) && /"activeProfiles"\s*:/.test(r.body) && /"propertySources"\s*:/.test(r.body),
};

export function matchesSignature(id: SignatureId, response: ProbeResponse): boolean {
  return MATCHERS[id](response);
}
