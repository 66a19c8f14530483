/**
 * The text of every e-mail Rampart sends. Links are absolute, from PUBLIC_BASE_URL, and open the
 * dashboard's pages (web/), which call the API and then remove the token from the address bar.
 */
import type { MailMessage } from '../../activities/mail/mailer.js';

export function verificationMail(to: string, baseUrl: string, token: string): MailMessage {
  const link = `${baseUrl}/app/verify-email?token=${encodeURIComponent(token)}`;
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
  const link = `${baseUrl}/app/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Reset your Rampart password',
    text: [
      'Someone (hopefully you) asked to reset the password of this Rampart account.',
      '',
      `Choose a new password by opening the link below within ${ttlMinutes} minutes (it works once):`,
      link,
      '',
      'Or, from a terminal, send the new password with this reset token:',
      token,
      '',
      `curl -X POST ${baseUrl}/v1/auth/reset-password -H 'Content-Type: application/json' \\`,
      `  -d '{"token": "${token}", "new_password": "<your new password>"}'`,
      '',
      'If you did not ask for this, ignore this message: your password is unchanged.',
    ].join('\n'),
  };
}

/** What the owner is told about a sign-in from an address the account had not signed in from. */
export interface NewSignInFacts {
  ipAddress: string;
  userAgent: string | null;
  method: string;
  at: Date;
}

export function newSignInAddressMail(to: string, baseUrl: string, facts: NewSignInFacts): MailMessage {
  return {
    to,
    subject: 'New sign-in to your Rampart account',
    text: [
      'Your Rampart account was just signed in to from an address it had not used before.',
      '',
      `When:       ${facts.at.toISOString()}`,
      `Address:    ${facts.ipAddress}`,
      `Browser:    ${facts.userAgent ?? 'not given'}`,
      `Signed in:  ${facts.method.replace('_', ' ')}`,
      '',
      `If this was you, nothing needs doing. The account's activity: ${baseUrl}/app/activity`,
      '',
      'If it was not you, reset your password now (every session ends) and replace the API key:',
      `${baseUrl}/app/forgot-password`,
    ].join('\n'),
  };
}
