/** The mail that carries an export's download link. */
import type { AccountExport } from '../../db/entities/account-export.entity.js';
import type { MailMessage } from '../mail/mailer.js';

export const EXPORT_DOWNLOAD_PATH = '/v1/account/export/download';

export function exportDownloadUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl.replace(/\/$/, '')}${EXPORT_DOWNLOAD_PATH}?token=${encodeURIComponent(token)}`;
}

export function exportMail(to: string, publicBaseUrl: string, token: string, row: AccountExport): MailMessage {
  const megabytes = ((row.sizeBytes ?? 0) / 1_000_000).toFixed(1);
  return {
    to,
    subject: 'Your Rampart data export is ready',
    text: [
      'The export of your Rampart account you asked for is ready.',
      '',
      `Download it (JSON, ${megabytes} MB) while signed in to your account:`,
      exportDownloadUrl(publicBaseUrl, token),
      '',
      `The link works only for your account and expires at ${row.expiresAt.toISOString()}.`,
      'If you did not ask for an export, change your password: someone else may be signed in.',
    ].join('\n'),
  };
}
