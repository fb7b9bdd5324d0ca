import type { SessionCookieJar } from '@energy/trpc/context';
import { parse, serialize } from 'hono/utils/cookie';

export const SESSION_COOKIE = 'session';

export function readSessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE] || undefined;
}

/** HttpOnly, SameSite=Lax, Path=/, Secure in production (the Lucia guide's cookie). */
export function sessionCookieJar(headers: Headers, secure: boolean): SessionCookieJar {
  const base = { httpOnly: true, sameSite: 'Lax', path: '/', secure } as const;
  return {
    set(token, expiresAt) {
      headers.append('Set-Cookie', serialize(SESSION_COOKIE, token, { ...base, expires: expiresAt }));
    },
    clear() {
      headers.append('Set-Cookie', serialize(SESSION_COOKIE, '', { ...base, maxAge: 0 }));
    },
  };
}
