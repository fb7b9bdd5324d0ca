import type { PageQuery } from '@energy/domain/page-session';
import type { TSessionUser } from '@energy/domain/schemas/auth';
import { latestEventId } from '@energy/trpc/events/outbox';
import { createCaller } from '@energy/trpc/root';
import type { Context as HonoContext } from 'hono';
import { readSessionToken } from '../session/cookies';
import { pageQuery } from './page-query';
import { createRequestContext, type AppDeps } from './request-context';

export interface PageSession {
  /** The signed-in user, exactly as auth.me answers it; null without a live session. */
  user: TSessionUser | null;
  /** What the session check sets on the answer (a slid expiry, or clearing a dead cookie). */
  headers: Headers;
  /** The signed-in user's queries, for the page's first frame (pageQuery). */
  query?: PageQuery;
  /** The newest event before any of the frame's answers was read: the page's live feed replays what came after. */
  liveFrom?: string;
}

/**
 * The session of a page request, checked the way every API call checks it (createRequestContext: the
 * cookie, its expiry sliding, a dead cookie cleared) and answered by auth.me itself, so the page and the
 * API can never disagree on who is signed in or on the user's fields.
 */
export function pageSession(deps: AppDeps): (c: HonoContext) => Promise<PageSession> {
  return async (c) => {
    const headers = new Headers();
    if (!readSessionToken(c.req.header('cookie'), deps.secureCookies)) return { user: null, headers };
    const context = await createRequestContext(c, deps, headers);
    if (!context.user) return { user: null, headers };
    const caller = createCaller(context);
    const user = await caller.auth.me();
    return { user, headers, query: pageQuery(caller), liveFrom: String(await latestEventId(deps.db)) };
  };
}
