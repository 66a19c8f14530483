/**
 * The start-up warning for an unset PUBLIC_BASE_URL. Every link the service hands out (verification
 * and reset mails, the PDF's QR code, badge embeds) is built on it, and the default,
 * `http://localhost:<port>`, is right only for a browser on this machine opened at exactly that name:
 * a user on `127.0.0.1` or on the machine's own name gets a link to another origin, where the
 * dashboard's session does not follow (a newcomer saw "This link is not valid").
 */
import type { Config } from '../../config/env.js';

export function publicBaseUrlWarning(
  config: Pick<Config, 'publicBaseUrl' | 'publicBaseUrlSet' | 'host' | 'port'>,
): string | null {
  if (config.publicBaseUrlSet) return null;
  const where = ['0.0.0.0', '::'].includes(config.host) ? 'every address of this machine' : config.host;
  return (
    `PUBLIC_BASE_URL is not set: links in mails, QR codes and badges point at ${config.publicBaseUrl}, while the ` +
    `service listens on ${where} (port ${config.port}). Open the dashboard at that address, or set PUBLIC_BASE_URL ` +
    'to the address people use.'
  );
}
