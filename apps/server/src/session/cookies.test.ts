import { describe, expect, it } from 'vitest';
import { readSessionToken, sessionCookieJar } from './cookies';

describe('session cookie', () => {
  it('is __Host-session in production: Secure, Path=/, no Domain', () => {
    const headers = new Headers();
    const expires = new Date(Date.now() + 86_400_000);
    sessionCookieJar(headers, true).set('tok', expires);
    expect(headers.get('set-cookie')).toBe(
      `__Host-session=tok; Path=/; Expires=${expires.toUTCString()}; HttpOnly; Secure; SameSite=Lax`,
    );
  });

  it('keeps the plain name without Secure (development over http, where __Host- cookies are refused)', () => {
    const headers = new Headers();
    sessionCookieJar(headers, false).clear();
    expect(headers.get('set-cookie')).toBe('session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });

  it('is read back from a Cookie header among others, under its own name only', () => {
    expect(readSessionToken('theme=dark; session=abc123; x=1', false)).toBe('abc123');
    expect(readSessionToken('theme=dark; __Host-session=abc123', true)).toBe('abc123');
    // In production a plain `session` cookie (which a sibling subdomain could set) is not the session.
    expect(readSessionToken('session=planted', true)).toBeUndefined();
    expect(readSessionToken(undefined, false)).toBeUndefined();
  });
});
