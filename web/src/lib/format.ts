/** Dates and numbers as people read them, in the browser's locale. */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** A missing time (the API document leaves some timestamps optional) reads as a dash. */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');
export const formatDate = (iso: string | null | undefined) => (iso ? dateOnly.format(new Date(iso)) : '—');

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Module ids as headings: `dns_email` -> `DNS & e-mail`. */
const MODULE_LABELS: Record<string, string> = {
  dns_email: 'DNS & e-mail authentication',
  ssl: 'SSL/TLS',
  headers: 'HTTP security headers',
  ports: 'Open ports',
  mail_transport: 'Mail transport',
  dnssec: 'DNSSEC',
  dns_hygiene: 'DNS hygiene',
  https_enforcement: 'HTTPS enforcement',
  cookies: 'Cookies',
  subdomains: 'Subdomains',
  server_software: 'Server software',
  sensitive_files: 'Sensitive files',
  security_txt: 'security.txt',
  reputation: 'Reputation',
  domain_registration: 'Domain registration',
};

export const moduleLabel = (name: string) => MODULE_LABELS[name] ?? name.replace(/_/g, ' ');
