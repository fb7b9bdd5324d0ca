import { describe, expect, it } from 'vitest';
import { readSessionToken, sessionCookieJar } from './cookies';

describe('session cookie', () => {
  it('is Secure in production', () => {
    const headers = new Headers();
    const expires = new Date(Date.now() + 86_400_000);
    sessionCookieJar(headers, true).set('tok', expires);
    expect(headers.get('set-cookie')).toBe(`session=tok; Path=/; Expires=${expires.toUTCString()}; HttpOnly; Secure; SameSite=Lax`);
  });

  it('is read back from a Cookie header among others', () => {
    expect(readSessionToken('theme=dark; session=abc123; x=1')).toBe('abc123');
    expect(readSessionToken(undefined)).toBeUndefined();
  });
});
