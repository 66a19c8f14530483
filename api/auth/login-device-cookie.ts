/**
 * The device cookie of OWASP's "Slow down online guessing attacks with device cookies": a browser
 * that logged in to an account successfully carries a signed token naming that account, and the
 * login throttle (login-throttle.ts) still lets it try when the account's ceiling of failures from
 * everywhere has been reached by someone else. The token holds no address: it is the SHA-256 of
 * the e-mail and the issue time, signed with HMAC-SHA256 under a key derived from the JWT secret.
 * Sent only to the login path, HttpOnly, SameSite=Strict.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256Hex } from './tokens.js';

export const DEVICE_COOKIE = 'service_device';
const LOGIN_PATH = '/v1/auth/login';
export const DEVICE_COOKIE_DAYS = 180;

function signature(secret: string, email: string, issuedAt: number): Buffer {
  return createHmac('sha256', `login-device-cookie:${secret}`)
    .update(`${sha256Hex(email)}.${issuedAt}`)
    .digest();
}

export function deviceToken(secret: string, email: string, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return `${issuedAt}.${signature(secret, email, issuedAt).toString('base64url')}`;
}

/** Whether `token` was issued for `email` by this deployment within DEVICE_COOKIE_DAYS of `now`. */
export function isDeviceTokenValid(secret: string, email: string, token: string | undefined, now: Date): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const issuedAt = Number(match[1]);
  const age = now.getTime() / 1000 - issuedAt;
  if (age < -60 || age > DEVICE_COOKIE_DAYS * 86_400) return false;
  const given = Buffer.from(match[2] as string, 'base64url');
  return timingSafeEqual(given, signature(secret, email, issuedAt));
}

export function hasValidDeviceCookie(request: FastifyRequest, secret: string, email: string, now: Date): boolean {
  return isDeviceTokenValid(secret, email, request.cookies[DEVICE_COOKIE], now);
}

export function setDeviceCookie(reply: FastifyReply, secret: string, email: string, now: Date, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, deviceToken(secret, email, now), {
    path: LOGIN_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}
