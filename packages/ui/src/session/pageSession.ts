import { PAGE_SESSION_ELEMENT_ID } from '@energy/domain/page-session';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../trpc';

const TEXT_FIELDS = ['id', 'username', 'email', 'firstName', 'lastName', 'role'] as const;
const NULLABLE_FIELDS = ['organizationId', 'organizationName'] as const;

/** The shape auth.me answers; checked by hand so the first page does not load zod for it. */
function isSessionUser(value: unknown): value is TSessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((field) => typeof record[field] === 'string') &&
    NULLABLE_FIELDS.every((field) => record[field] === null || typeof record[field] === 'string')
  );
}

/** The session user the server wrote into this page (a signed-in load of index.html), if any. */
export function readPageSession(doc: Document = document): TSessionUser | undefined {
  const text = doc.getElementById(PAGE_SESSION_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isSessionUser(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the page's session user in the cache as auth.me's answer, so the first render is already signed in
 * and the screen's own queries go out at once. Without one (signed out, or a page from an older server)
 * auth.me is asked as before.
 */
export function seedPageSession(queryClient: QueryClient, doc: Document = document): void {
  const user = readPageSession(doc);
  if (user) seedSessionUser(queryClient, user);
}

const sessionQueryKey = () => getQueryKey(trpc.auth.me, undefined, 'query');

/** `user` in the cache as auth.me's answer: the page's own on the client, the request's on the server. */
export function seedSessionUser(queryClient: QueryClient, user: TSessionUser): void {
  queryClient.setQueryData(sessionQueryKey(), user);
}

/** Whether `queryKey` is auth.me's, which the page carries on its own (the session user). */
export const isSessionQueryKey = (queryKey: readonly unknown[]): boolean =>
  JSON.stringify(queryKey) === JSON.stringify(sessionQueryKey());
