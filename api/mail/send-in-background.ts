/**
 * Mail leaves after the response, never inside it: a slow or failing SMTP relay must not slow
 * sign-up, and a reset request must take the same time whether or not the account exists
 * (`npm run bench:enumeration` measures it). Pending work is tracked so shutdown can wait for it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../activities/mail/mailer.js';

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

  /**
   * Runs `compose` after the response and sends the message it returns, if any. For answers that
   * must not depend on what the work finds (a reset request for an unknown address does nothing,
   * for a known one it writes a token): the response path then does the same work for both.
   */
  compose(purpose: string, compose: () => Promise<MailMessage | null>): void {
    // setImmediate: start only once the current response has been written, not in the same
    // microtask run (an SQLite commit there would delay the answer it is meant not to delay).
    const composing = new Promise<void>((resolve) => setImmediate(resolve))
      .then(compose)
      .then((message) => (message ? this.mailer.send(message) : undefined))
      .catch((error: unknown) => this.log.error({ err: error, purpose }, 'background mail failed'))
      .finally(() => this.pending.delete(composing));
    this.pending.add(composing);
  }

  async drain(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
