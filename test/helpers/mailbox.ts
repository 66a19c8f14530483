/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives, so tests read the
 * verification and reset e-mails the service actually sent over SMTP.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export class TestMailbox {
  readonly messages: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private waiters: Array<() => void> = [];

  async start(): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** Waits (at most `timeoutMs`) for a message to `to` whose raw text matches `pattern`. */
  async waitFor(to: string, pattern: RegExp = /./, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((mail) => mail.to.includes(to) && pattern.test(mail.raw));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Pulls a token out of a mail body: the value of `token=` in a link, or a line after "token". */
  static tokenFrom(mail: ReceivedMail): string {
    const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const fromLink = /token=([A-Za-z0-9_-]{20,})/.exec(body);
    if (fromLink?.[1]) return fromLink[1];
    const fromLine = /token[^\n]*:\s*\r?\n([A-Za-z0-9_-]{20,})/i.exec(body);
    if (fromLine?.[1]) return fromLine[1];
    throw new Error(`no token in mail:\n${body}`);
  }

  clear(): void {
    this.messages.length = 0;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
