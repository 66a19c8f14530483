/** What the export activities need from the configuration: where links point and the key that signs them. */
import type { Config } from '../../config/env.js';
import type { Secrets } from '../../config/secrets.js';
import { exportLinkKey } from './export-link.js';

export interface AccountDataSettings {
  publicBaseUrl: string;
  linkKey: Buffer;
}

export function accountDataSettingsFromConfig(config: Readonly<Config>, secrets: Secrets): AccountDataSettings {
  return { publicBaseUrl: config.publicBaseUrl, linkKey: exportLinkKey(secrets.apiKeySecret) };
}
