import { languageOfHeader } from '@energy/i18n/languages';
import { localizeMessage } from '@energy/i18n/localize';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '@energy/trpc/errors';
import type { Context } from 'hono';
import { refuse } from './refusal';

/** The header of every "try again" answer (503): how long to wait first. */
export const RETRY_AFTER: Readonly<Record<string, string>> = { 'Retry-After': String(RETRY_AFTER_SECONDS) };

/**
 * 503 with Retry-After, in the error shape and the caller's language, for a request that failed outside a
 * procedure because the database could not be reached (a page's session, health) or the server is stopping.
 */
export function refuseUnavailable(c: Context, requestId: string | undefined): Response {
  for (const [name, value] of Object.entries(RETRY_AFTER)) c.header(name, value);
  const message = localizeMessage(SERVICE_UNAVAILABLE_MESSAGE, languageOfHeader(c.req.header('accept-language')));
  return refuse(c, 503, message, requestId ? { requestId } : {});
}
