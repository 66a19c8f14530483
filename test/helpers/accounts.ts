/** Shortcuts for tests that need a signed-up or logged-in account. */
import { expect } from 'chai';
import type { FastifyInstance } from 'fastify';
import { TestMailbox } from './mailbox.js';

export const PASSWORD = 'correct horse battery staple';

export interface TestAccount {
  id: number;
  email: string;
  apiKey: string;
}

let counter = 0;

export async function signUp(app: FastifyInstance, email = `user${++counter}@example.com`, password = PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/v1/auth/signup', payload: { email, password } });
  expect(response.statusCode, response.body).to.equal(200);
  const body = response.json();
  return { id: body.id as number, email: body.email as string, apiKey: body.api_key as string };
}

export interface LoginResult {
  accessToken: string;
  csrfToken: string;
  sessionCookie: string;
}

export async function logIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<LoginResult> {
  const response = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
  expect(response.statusCode, response.body).to.equal(200);
  const cookie = response.cookies.find((c) => c.name === 'service_session');
  expect(cookie, 'session cookie').to.exist;
  const body = response.json();
  return { accessToken: body.access_token, csrfToken: body.csrf_token, sessionCookie: cookie?.value ?? '' };
}

/**
 * Verifies an account's address the way its owner does: the verification e-mail the sign-up sent
 * (read from the test mailbox over SMTP), and its link.
 */
export async function verifyAddress(t: { app: FastifyInstance; mailbox: TestMailbox }, email: string): Promise<void> {
  await t.app.backgroundMail.drain();
  const mail = await t.mailbox.waitFor(email.trim().toLowerCase(), /Verify your Rampart e-mail address/);
  const token = TestMailbox.tokenFrom(mail);
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/auth/verify-email?token=${encodeURIComponent(token)}`,
  });
  expect(response.statusCode, response.body).to.equal(200);
}
