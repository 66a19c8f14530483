import { expect } from 'chai';
import {
  cookieRole,
  isDeletion,
  parseSetCookie,
  prefixProblems,
  sameSiteOf,
} from '../../scanner/modules/cookies/set-cookie.js';

describe('scanner: Set-Cookie parsing', () => {
  it('reads the attributes case-insensitively and keeps only the value length', () => {
    const cookie = parseSetCookie(
      'SID=31d4d96e407aad42; path=/; DOMAIN=.Example.COM; secure; HTTPONLY; SameSite=Strict; Max-Age=3600; Partitioned',
    );
    expect(cookie).to.deep.equal({
      name: 'SID',
      valueLength: 16,
      secure: true,
      httpOnly: true,
      sameSiteRaw: 'Strict',
      domain: 'example.com',
      path: '/',
      maxAge: 3600,
      expires: null,
      partitioned: true,
    });
  });

  it('follows RFC 6265bis edge cases: no "=", empty lines, the last valued attribute wins, bad Path', () => {
    expect(parseSetCookie('justavalue')).to.include({ name: '', valueLength: 10 });
    expect(parseSetCookie('  ;  Secure')).to.equal(null);
    expect(parseSetCookie('a=b; SameSite=None; SameSite=Lax')?.sameSiteRaw).to.equal('Lax');
    expect(parseSetCookie('a=b; Path=relative')?.path).to.equal(null);
    expect(parseSetCookie('a=b; Max-Age=soon')?.maxAge).to.equal(null);
  });

  it('classifies SameSite values', () => {
    expect(sameSiteOf({ sameSiteRaw: 'LAX' })).to.equal('lax');
    expect(sameSiteOf({ sameSiteRaw: 'none' })).to.equal('none');
    expect(sameSiteOf({ sameSiteRaw: 'Sideways' })).to.equal('invalid');
    expect(sameSiteOf({ sameSiteRaw: '' })).to.equal('invalid');
    expect(sameSiteOf({ sameSiteRaw: null })).to.equal(null);
  });

  it('recognises deletions by Max-Age or a past Expires', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(isDeletion({ maxAge: 0, expires: null }, now)).to.equal(true);
    expect(isDeletion({ maxAge: null, expires: 'Thu, 01 Jan 1970 00:00:00 GMT' }, now)).to.equal(true);
    expect(isDeletion({ maxAge: null, expires: 'Fri, 01 Jan 2100 00:00:00 GMT' }, now)).to.equal(false);
    // Max-Age wins over Expires.
    expect(isDeletion({ maxAge: 60, expires: 'Thu, 01 Jan 1970 00:00:00 GMT' }, now)).to.equal(false);
    expect(isDeletion({ maxAge: null, expires: null }, now)).to.equal(false);
  });

  it('tells session, anti-CSRF and other cookies apart by name', () => {
    for (const name of [
      'PHPSESSID',
      'JSESSIONID',
      'connect.sid',
      'sid',
      'auth_token',
      'laravel_session',
      'remember_me',
      'jwt',
    ]) {
      expect(cookieRole(name), name).to.equal('session');
    }
    for (const name of ['csrftoken', 'XSRF-TOKEN', '_csrf']) expect(cookieRole(name), name).to.equal('csrf');
    for (const name of ['theme', 'lang', 'inside', '_ga']) expect(cookieRole(name), name).to.equal('other');
    // Routing cookies of the hosting platform, whatever their name suggests; a look-alike is still a session.
    for (const name of ['heroku-session-affinity', 'AWSALB', 'ARRAffinity', '__cflb']) {
      expect(cookieRole(name), name).to.equal('platform');
    }
    expect(cookieRole('heroku-session-affinity-app')).to.equal('session');
  });

  it('checks __Secure- and __Host- prefix rules', () => {
    const host = parseSetCookie('__Host-id=1; Path=/; Secure')!;
    expect(prefixProblems(host, true)).to.deep.equal([]);
    expect(prefixProblems(host, false)).to.deep.equal(['was set over plain HTTP']);
    expect(prefixProblems(parseSetCookie('__host-id=1; Secure; Domain=a.example; Path=/app')!, true)).to.deep.equal([
      'has Domain=a.example',
      'has Path=/app',
    ]);
    expect(prefixProblems(parseSetCookie('__Secure-x=1; Path=/')!, true)).to.deep.equal(['lacks Secure']);
    expect(prefixProblems(parseSetCookie('plain=1')!, false)).to.deep.equal([]);
  });
});
