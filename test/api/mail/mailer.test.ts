/**
 * The two Mailer implementations (activities/mail/mailer.ts) and background sending: the outbox folder used
 * when SMTP_URL is unset, real SMTP delivery, and a failing relay that must not break a request.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { FastifyBaseLogger } from 'fastify';
import { MAIL_FROM, type Mailer, type MailMessage, OutboxMailer, SmtpMailer } from '../../../activities/mail/mailer.js';
import { BackgroundMail } from '../../../api/mail/send-in-background.js';
import { verificationMail } from '../../../api/mail/templates.js';
import { TestMailbox } from '../../helpers/mailbox.js';

const MESSAGE: MailMessage = {
  to: 'reader@example.com',
  subject: 'Outbox subject line',
  text: 'Hello from the outbox.\nA second line of text.',
};

/** The .eml text with quoted-printable soft breaks and `=3D` undone, as a mail reader shows it. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('OutboxMailer', () => {
  let dir: string;
  let folder: string;
  let lines: string[];
  let mailer: OutboxMailer;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rampart-outbox-'));
    folder = join(dir, 'data', 'outbox'); // not there yet: the mailer creates it
    lines = [];
    mailer = new OutboxMailer(folder, (line) => lines.push(line));
  });
  afterEach(() => {
    mailer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const emlFiles = () => readdirSync(folder).filter((name) => name.endsWith('.eml'));

  it('writes one .eml file with headers, subject and body, and logs where, never the text', async () => {
    await mailer.send(MESSAGE);
    const files = emlFiles();
    expect(files).to.have.length(1);
    expect(files[0]).to.match(/\.eml$/);
    expect(files[0]).to.include('reader@example.com');

    const content = readFileSync(join(folder, files[0]!), 'utf8');
    expect(content).to.match(/^Subject: Outbox subject line$/m);
    expect(content).to.match(/^To: reader@example.com$/m);
    expect(content).to.match(/^From: Rampart <no-reply@rampart.local>$/m);
    expect(content).to.include('Hello from the outbox.\nA second line of text.');

    expect(lines).to.have.length(1);
    expect(lines[0]).to.include('reader@example.com');
    expect(lines[0]).to.include(join(folder, files[0]!));
    expect(lines[0]).to.include('Outbox subject line');
    expect(lines[0]).not.to.include('Hello from the outbox');
  });

  it('writes the text part, decoded, in a .txt file of the same name beside each .eml', async () => {
    await mailer.send(MESSAGE);
    const names = readdirSync(folder).sort();
    expect(names).to.have.length(2);
    const [eml, txt] = names as [string, string];
    expect(eml).to.match(/\.eml$/);
    expect(txt).to.equal(eml.replace(/\.eml$/, '.txt'));
    expect(readFileSync(join(folder, txt), 'utf8')).to.equal(MESSAGE.text);
    expect(lines[0]).to.include(join(folder, txt));
  });

  it('the .txt of a verification e-mail holds the link whole, with no quoted-printable breaks', async () => {
    const token = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const mail = verificationMail('new.user@example.com', 'http://localhost:8000', token);
    await mailer.send(mail);
    const [eml] = emlFiles();
    const raw = readFileSync(join(folder, eml!), 'utf8');
    const link = `http://localhost:8000/app/verify-email?token=${token}`;
    expect(raw, 'the .eml is what mail readers decode, not what people copy from').to.not.include(link);
    const text = readFileSync(join(folder, eml!.replace(/\.eml$/, '.txt')), 'utf8');
    expect(text).to.equal(mail.text);
    expect(text.split('\n')).to.include(link);
    // The log says a mail was written, not its live link.
    expect(lines).to.have.length(1);
    expect(lines[0]).to.include('Verify your Rampart e-mail address');
    expect(lines.join('\n')).not.to.include(token);
  });

  it('keeps every message when several go to one address at once', async () => {
    const messages = Array.from({ length: 5 }, (_, i) => ({ ...MESSAGE, subject: `Message number ${i}` }));
    await Promise.all(messages.map((message) => mailer.send(message)));
    const files = emlFiles();
    expect(files).to.have.length(5);
    expect(readdirSync(folder)).to.have.length(10);
    const subjects = files.map((name) => /^Subject: (.*)$/m.exec(readFileSync(join(folder, name), 'utf8'))?.[1]).sort();
    expect(subjects).to.deep.equal(messages.map((m) => m.subject));
  });

  it('a verification e-mail in the outbox carries a followable link', async () => {
    await mailer.send(
      verificationMail('new.user@example.com', 'http://localhost:8000', 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'),
    );
    const [file] = emlFiles();
    const content = decoded(readFileSync(join(folder, file!), 'utf8'));
    expect(content).to.include(
      'http://localhost:8000/app/verify-email?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    );
    expect(TestMailbox.tokenFrom({ to: ['new.user@example.com'], raw: content })).to.equal(
      'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    );
  });

  it('the longest address sign-up accepts (254 characters) still gets its file', async () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(53)}.example`;
    expect(longest).to.have.length(254);
    await mailer.send({ ...MESSAGE, to: longest });
    const files = emlFiles();
    expect(files).to.have.length(1);
    expect(readFileSync(join(folder, files[0]!), 'utf8')).to.include(MESSAGE.text);
    expect(lines[0]).to.include(longest);
  });

  it('a recipient address cannot steer the file out of the outbox folder', async () => {
    // Not one address (a dot-atom has no `..`): refused before anything is written.
    let refused: unknown = null;
    await mailer.send({ ...MESSAGE, to: '../../escape/x@example.com' }).catch((error) => {
      refused = error;
    });
    expect(String(refused)).to.match(/not one e-mail address/);
    expect(readdirSync(dir)).to.deep.equal([]);
    // `/` is a valid character of a local part: kept out of the file name all the same.
    await mailer.send({ ...MESSAGE, to: 'a/b/escape@example.com' });
    expect(readdirSync(dir).sort()).to.deep.equal(['data']);
    const files = emlFiles();
    expect(files).to.have.length(1);
    expect(files[0]).to.not.include('/');
  });
});

describe('SmtpMailer', () => {
  it('delivers over SMTP to the loopback mailbox', async () => {
    const mailbox = new TestMailbox();
    const mailer = new SmtpMailer(await mailbox.start());
    try {
      await mailer.send({ ...MESSAGE, to: 'smtp.reader@example.com', subject: 'Sent over SMTP' });
      const mail = await mailbox.waitFor('smtp.reader@example.com', /^Subject: Sent over SMTP\r?$/m, 5000);
      expect(mail.to).to.deep.equal(['smtp.reader@example.com']);
      expect(mail.raw).to.match(/^From: Rampart <no-reply@rampart.local>\r?$/m);
      expect(mail.raw).to.include('Hello from the outbox.\r\nA second line of text.');
      expect(MAIL_FROM).to.equal('Rampart <no-reply@rampart.local>');
    } finally {
      mailer.close();
      await mailbox.stop();
    }
  });

  it('rejects when the relay cannot be reached', async () => {
    const mailbox = new TestMailbox();
    const url = await mailbox.start();
    await mailbox.stop(); // nothing listens on that port any more: connection refused at once
    const mailer = new SmtpMailer(url);
    try {
      const error = await mailer.send(MESSAGE).then(
        () => null,
        (caught: unknown) => caught as NodeJS.ErrnoException,
      );
      expect(error, 'send must reject').to.be.instanceOf(Error);
      expect(error?.code).to.be.oneOf(['ECONNREFUSED', 'ECONNECTION', 'ESOCKET']);
    } finally {
      mailer.close();
    }
  });
});

describe('BackgroundMail', () => {
  it('a failing mailer never throws into the caller; the failure is logged and drain settles', async () => {
    const errors: unknown[][] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    const failing: Mailer = {
      send: () => Promise.reject(new Error('relay is down')),
      close: () => {},
    };
    const background = new BackgroundMail(failing, log);
    expect(() => background.send(MESSAGE)).to.not.throw();
    await background.drain();
    expect(errors).to.have.length(1);
    expect(errors[0]![1]).to.equal('mail delivery failed');
    expect(errors[0]![0]).to.deep.include({ subject: MESSAGE.subject });
  });

  it('drain waits for every pending message', async () => {
    const sent: string[] = [];
    const slow: Mailer = {
      send: (message) =>
        new Promise((resolve) =>
          setTimeout(() => {
            sent.push(message.subject);
            resolve();
          }, 20),
        ),
      close: () => {},
    };
    const background = new BackgroundMail(slow, { error: () => {} } as unknown as FastifyBaseLogger);
    background.send({ ...MESSAGE, subject: 'one' });
    background.send({ ...MESSAGE, subject: 'two' });
    expect(sent).to.deep.equal([]);
    await background.drain();
    expect(sent.sort()).to.deep.equal(['one', 'two']);
  });

  it('compose: sends what the work returns, nothing for null, and logs work that fails', async () => {
    const sent: string[] = [];
    const errors: unknown[][] = [];
    const recording: Mailer = {
      send: async (message) => {
        sent.push(message.subject);
      },
      close: () => {},
    };
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    const background = new BackgroundMail(recording, log);
    let ran = false;
    background.compose('found', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      ran = true;
      return { ...MESSAGE, subject: 'found' };
    });
    background.compose('nothing to send', async () => null);
    expect(() => background.compose('broken', () => Promise.reject(new Error('database is down')))).to.not.throw();
    expect(ran).to.equal(false);
    await background.drain();
    expect(ran).to.equal(true);
    expect(sent).to.deep.equal(['found']);
    expect(errors).to.have.length(1);
    expect(errors[0]![0]).to.deep.include({ purpose: 'broken' });
    expect(errors[0]![1]).to.equal('background mail failed');
  });
});
