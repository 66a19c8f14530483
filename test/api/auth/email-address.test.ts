/**
 * One address per account: `a@x.example,b@y.example` was accepted at sign-up
 * and the verification mail went to both. The rule (core/email-address.ts) as a table, then at every
 * door that takes an address and mails it: sign-up and the reset request answer 422, and nothing
 * reaches the mailbox (a real SMTP server on loopback); the mail transport itself refuses a list.
 */
import { expect } from 'chai';
import { SmtpMailer } from '../../../activities/mail/mailer.js';
import { isSingleEmailAddress } from '../../../core/email-address.js';
import { signUp } from '../../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';

/** Addresses mail software reads as several recipients, a name, a comment or a route. */
const HOSTILE = [
  'a@x.example,b@y.example',
  'a@x.example, b@y.example',
  'a@x.example;b@y.example',
  'a@x.example b@y.example',
  'Boss <boss@example.com>',
  '<boss@example.com>',
  'boss@example.com (Boss)',
  '"a,b"@example.com',
  'a@b@example.com',
  '@relay.example:boss@example.com',
  'boss@[127.0.0.1]',
  'boss@example.com\r\nBcc: c@z.example',
  'boss@example.com\nb@y.example',
  'boss@-example.com',
  'boss@example..com',
  '.boss@example.com',
  'bo..ss@example.com',
  'boss@example',
  'boss@example.123',
  `${'a'.repeat(65)}@example.com`,
];

describe('one e-mail address (pure rule)', () => {
  it('accepts ordinary and RFC 5322 atext addresses', () => {
    for (const address of [
      'boss@example.com',
      'first.last+tag@mail.example.co.uk',
      "o'neil@example.com",
      'x_y-z@sub-domain.example',
      `${'a'.repeat(64)}@example.com`,
      'a@xn--bcher-kva.example',
    ]) {
      expect(isSingleEmailAddress(address), address).to.equal(true);
    }
  });

  it('refuses lists, names, comments, routes, literals and malformed domains', () => {
    for (const address of HOSTILE) expect(isSingleEmailAddress(address), address).to.equal(false);
  });
});

forEachDatabase('one e-mail address at the doors', (database) => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(database);
  });
  after(() => t.close());

  const invalid = [{ field: 'email', message: 'Must be a valid email' }];

  it('sign-up answers 422 for every hostile address and mails no one', async () => {
    for (const email of HOSTILE) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/signup',
        payload: { email, password: 'correct horse battery staple' },
      });
      expect([response.statusCode, response.json()], email).to.deep.equal([422, { detail: invalid }]);
    }
    await t.app.backgroundMail.drain();
    expect(t.mailbox.messages).to.have.length(0);
  });

  it('the reset request answers 422 for a hostile address, known or not, and 200 alike for valid ones', async () => {
    const known = await signUp(t.app);
    await t.app.backgroundMail.drain();
    const before = t.mailbox.messages.length;
    const request = (email: string) =>
      t.app.inject({ method: 'POST', url: '/v1/auth/password/reset-request', payload: { email } });
    for (const email of [`${known.email},b@y.example`, 'a@x.example,b@y.example', `Me <${known.email}>`]) {
      const response = await request(email);
      expect([response.statusCode, response.json()], email).to.deep.equal([422, { detail: invalid }]);
    }
    await t.app.backgroundMail.drain();
    expect(t.mailbox.messages.length).to.equal(before);
    // Valid addresses still get one answer, registered or not (no enumeration).
    const [forKnown, forUnknown] = await Promise.all([request(known.email), request('nobody@example.com')]);
    expect([forKnown.statusCode, forKnown.body]).to.deep.equal([forUnknown.statusCode, forUnknown.body]);
    expect(forKnown.statusCode).to.equal(200);
  });

  it('the mail transport refuses a recipient that is not one address, and sends nothing', async () => {
    const mailer = new SmtpMailer(t.config.smtpUrl as string);
    try {
      await t.app.backgroundMail.drain();
      const before = t.mailbox.messages.length;
      let refused: unknown = null;
      await mailer.send({ to: 'a@x.example,b@y.example', subject: 'x', text: 'x' }).catch((error) => {
        refused = error;
      });
      expect(String(refused)).to.match(/not one e-mail address/);
      await mailer.send({ to: 'one@example.com', subject: 'x', text: 'x' });
      await t.mailbox.waitFor('one@example.com');
      expect(t.mailbox.messages.length).to.equal(before + 1);
    } finally {
      mailer.close();
    }
  });
});
