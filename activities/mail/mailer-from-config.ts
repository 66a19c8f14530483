/** The mailer of every process (the API, a Temporal worker): SMTP_URL, or the outbox folder. */
import { join } from 'node:path';
import type { Config } from '../../config/env.js';
import { type Mailer, OutboxMailer, SmtpMailer } from './mailer.js';

export function mailerFromConfig(config: Pick<Config, 'smtpUrl' | 'dataDir'>, log: (line: string) => void): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl) : new OutboxMailer(join(config.dataDir, 'outbox'), log);
}
