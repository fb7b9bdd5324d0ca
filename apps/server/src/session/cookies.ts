import type { SecondStepCookie, SessionCookieJar } from '@energy/trpc/context';
import { parse, serialize } from 'hono/utils/cookie';

export const SESSION_COOKIE = 'session';

/**
 * The session cookie's name. With Secure cookies (production) it is `__Host-session`: browsers then take it only
 * when Secure, with Path=/ and no Domain, so a sibling subdomain cannot plant or overwrite a session
 * (RFC 6265bis §4.1.3.2). Development keeps the plain name: a `__Host-` cookie needs https.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** The session token of a Cookie header; only the cookie of this name counts (in production a plain `session` is not ours). */
export function readSessionToken(cookieHeader: string | undefined, secure: boolean): string | undefined {
  if (!cookieHeader) return undefined;
  const name = sessionCookieName(secure);
  return parse(cookieHeader, name)[name] || undefined;
}

/** HttpOnly, SameSite=Lax, Path=/, no Domain; Secure and `__Host-` in production (the Lucia guide's cookie). */
export function sessionCookieJar(headers: Headers, secure: boolean): SessionCookieJar {
  const name = sessionCookieName(secure);
  const base = { httpOnly: true, sameSite: 'Lax', path: '/', secure } as const;
  return {
    set(token, expiresAt) {
      headers.append('Set-Cookie', serialize(name, token, { ...base, expires: expiresAt }));
    },
    clear() {
      headers.append('Set-Cookie', serialize(name, '', { ...base, maxAge: 0 }));
    },
  };
}

export const SECOND_STEP_COOKIE = 'two_factor';

/** The second step of a sign-in (after the password, before the code): the same flags as the session cookie. */
export function secondStepCookie(
  headers: Headers,
  secure: boolean,
  cookieHeader: string | undefined,
): SecondStepCookie {
  const name = secure ? `__Host-${SECOND_STEP_COOKIE}` : SECOND_STEP_COOKIE;
  const base = { httpOnly: true, sameSite: 'Lax', path: '/', secure } as const;
  return {
    token: cookieHeader ? parse(cookieHeader, name)[name] || undefined : undefined,
    set(token, expiresAt) {
      headers.append('Set-Cookie', serialize(name, token, { ...base, expires: expiresAt }));
    },
    clear() {
      headers.append('Set-Cookie', serialize(name, '', { ...base, maxAge: 0 }));
    },
  };
}
