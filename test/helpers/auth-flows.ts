/**
 * Requests and expectations shared by the account and password tests: the spec's 401 bodies,
 * the token response check, and the password-flow calls (reading reset tokens from the e-mails
 * the service really sent to the loopback mailbox).
 */
import { expect } from 'chai';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-app.js';
import { TestMailbox } from './mailbox.js';

export const AUTH_INVALID = { detail: 'Invalid or missing authentication' };
export const AUTH_REQUIRED = { detail: 'Authentication required' };
export const RESET_SUBJECT = /^Subject: Reset your Rampart password\r?$/m;
export const VERIFY_SUBJECT = /^Subject: Verify your Rampart e-mail address\r?$/m;
const TOKEN_RESPONSE_KEYS = ['access_token', 'csrf_token', 'expires_in', 'token_type'];

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Exactly the token response of docs/api-contract.md "Account and tokens", and nothing else. */
export function expectTokenResponse(response: LightMyRequestResponse): { access_token: string; csrf_token: string } {
  expect(response.statusCode, response.body).to.equal(200);
  const body = response.json();
  expect(Object.keys(body).sort()).to.deep.equal(TOKEN_RESPONSE_KEYS);
  expect(body.token_type).to.equal('bearer');
  expect(body.expires_in).to.equal(86400);
  expect(body.access_token)
    .to.be.a('string')
    .and.match(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(body.csrf_token).to.be.a('string').and.have.length.greaterThan(20);
  return body;
}

/** Calls against the app that `current()` returns (the suite builds it in a `before` hook). */
export function authFlows(current: () => TestApp) {
  const inject = (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers = {},
    cookies?: Record<string, string>,
  ) => current().app.inject({ method, url, payload: payload as object | undefined, headers, cookies });

  const requestReset = (payload: unknown) => inject('POST', '/v1/auth/password/reset-request', payload);
  const resetMailsTo = (email: string) =>
    current().mailbox.messages.filter((mail) => mail.to.includes(email) && RESET_SUBJECT.test(mail.raw));

  return {
    me: (headers: Record<string, string | undefined>, cookies?: Record<string, string>) =>
      inject('GET', '/v1/auth/me', undefined, headers, cookies),
    login: (email: string, password: string) => inject('POST', '/v1/auth/login', { email, password }),
    requestReset,
    resetPassword: (payload: unknown) => inject('POST', '/v1/auth/reset-password', payload),
    resetConfirm: (payload: unknown) => inject('POST', '/v1/auth/password/reset-confirm', payload),
    changePassword: (payload: unknown, headers: Record<string, string> = {}, cookies?: Record<string, string>) =>
      inject('POST', '/v1/auth/password/change', payload, headers, cookies),
    resetMailsTo,
    /** Requests a reset for `email` and returns the token of the reset e-mail that request produced. */
    async resetTokenFor(email: string): Promise<string> {
      const earlier = resetMailsTo(email).length;
      const response = await requestReset({ email });
      expect(response.statusCode, response.body).to.equal(200);
      await current().app.backgroundMail.drain();
      const mails = resetMailsTo(email);
      expect(mails, 'exactly one new reset e-mail').to.have.length(earlier + 1);
      return TestMailbox.tokenFrom(mails[earlier]!);
    },
  };
}
