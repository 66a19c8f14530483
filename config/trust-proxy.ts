import { parseCidrList } from './parse.js';

/**
 * TRUST_PROXY: unset or `false` (clients connect directly), `true` (trust every hop: only behind a
 * proxy that strips client-sent X-Forwarded-For), a hop count, or a comma list of proxy addresses
 * and CIDR ranges.
 */
export function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return parseCidrList(raw).join(',');
}
