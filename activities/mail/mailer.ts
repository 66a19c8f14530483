/**
 * Outgoing mail. With SMTP_URL, nodemailer delivers over SMTP; without it, each message is written
 * as an .eml file to `<data>/outbox/`, with its text part decoded in a .txt file of the same name
 * beside it, so a local user can still follow a verification or reset link. The log says only that a
 * mail was written and where, never its text: reset and verification links are live credentials,
 * and logs travel further than the data folder.
 * (The .eml is quoted-printable: long lines are broken with `=` and `=` is written `=3D`, so a link
 * copied from it does not work; the .txt is the text as sent.)
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { isSingleEmailAddress } from '../../core/email-address.js';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the text (a client report's PDF). */
  attachments?: MailAttachment[];
  /**
   * The display name of the sender (a white-label company name); the address stays MAIL_FROM's,
   * the one the deployment's mail server is set up to send as.
   */
  fromName?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export const MAIL_FROM = 'Rampart <no-reply@rampart.local>';

export const MAIL_FROM_ADDRESS = 'no-reply@rampart.local';

/** nodemailer's options for a message: the sender, and the fields it knows by the same names. */
function sendOptions(message: MailMessage) {
  const { fromName, ...rest } = message;
  return { from: fromName ? { name: fromName, address: MAIL_FROM_ADDRESS } : MAIL_FROM, ...rest };
}

/**
 * Every message goes to one address: nodemailer reads `a@x,b@y` or `Name <a@x>` as
 * recipients, so an address stored before the API refused lists must not mail third parties.
 */
function assertOneRecipient(to: string): void {
  if (!isSingleEmailAddress(to))
    throw new Error(`refused to send mail: ${JSON.stringify(to.slice(0, 300))} is not one e-mail address`);
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string) {
    const url = new URL(smtpUrl);
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 25)),
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      // Local relays and test sinks often have self-signed certificates; STARTTLS is still used when offered.
      tls: { rejectUnauthorized: url.searchParams.get('tls_verify') !== 'false' },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: MailMessage): Promise<void> {
    assertOneRecipient(message.to);
    await this.transport.sendMail(sendOptions(message));
  }

  close(): void {
    this.transport.close();
  }
}

export class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly folder: string,
    private readonly log: (line: string) => void,
  ) {}

  async send(message: MailMessage): Promise<void> {
    assertOneRecipient(message.to);
    const info = await this.transport.sendMail(sendOptions(message));
    mkdirSync(this.folder, { recursive: true });
    // At most 100 characters of the address: a 254-character one would pass the 255-byte limit on
    // file names. The random part keeps two messages to one address in the same millisecond apart;
    // `wx` refuses to overwrite, so a message is never silently lost.
    const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 100);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const base = join(this.folder, `${stamp}-${randomBytes(4).toString('hex')}-${safeTo}`);
    const file = `${base}.eml`;
    writeFileSync(file, info.message as Buffer, { flag: 'wx' });
    writeFileSync(`${base}.txt`, message.text, { flag: 'wx' });
    this.log(`mail to ${message.to} written to ${file} (text in ${base}.txt): ${message.subject}`);
  }

  close(): void {}
}
