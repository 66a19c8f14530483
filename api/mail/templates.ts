/** The text of every e-mail Rampart sends. Links are absolute, from PUBLIC_BASE_URL. */
import type { MailMessage } from './mailer.js';

export function verificationMail(to: string, baseUrl: string, token: string): MailMessage {
  const link = `${baseUrl}/v1/auth/verify-email?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Verify your Rampart e-mail address',
    text: [
      'Welcome to Rampart.',
      '',
      'Confirm this e-mail address by opening the link below within 24 hours:',
      link,
      '',
      'If you did not create a Rampart account, ignore this message.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, baseUrl: string, token: string, ttlMinutes: number): MailMessage {
  return {
    to,
    subject: 'Reset your Rampart password',
    text: [
      'Someone (hopefully you) asked to reset the password of this Rampart account.',
      '',
      `Reset token (valid for ${ttlMinutes} minutes, usable once):`,
      token,
      '',
      'To choose a new password, send it with the token:',
      `curl -X POST ${baseUrl}/v1/auth/reset-password -H 'Content-Type: application/json' \\`,
      `  -d '{"token": "${token}", "new_password": "<your new password>"}'`,
      '',
      'If you did not ask for this, ignore this message: your password is unchanged.',
    ].join('\n'),
  };
}
