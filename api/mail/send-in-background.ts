/**
 * Mail leaves after the response, never inside it: a slow or failing SMTP relay must not slow
 * sign-up, and a reset request must take the same time whether or not the account exists.
 * Pending sends are tracked so shutdown can wait for them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer.js';

export class BackgroundMail {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  send(message: MailMessage): void {
    const sending = this.mailer
      .send(message)
      .catch((error: unknown) => this.log.error({ err: error, subject: message.subject }, 'mail delivery failed'))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  async drain(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
