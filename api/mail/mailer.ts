/**
 * The mail transport lives in activities/mail/mailer.ts (activities send mail too: the webhook
 * auto-disable notice); the API's mail texts keep importing their message type from here.
 */
export type { Mailer, MailMessage } from '../../activities/mail/mailer.js';
