import { REFRESHED_BY, type RefreshKey } from '@energy/domain/entities/registry';
import { useEffect, useRef } from 'react';
import { trpc } from '../trpc';

type Utils = ReturnType<typeof trpc.useUtils>;
/**
 * Refetches one router's queries. Which routers an event makes stale is its kind's descriptor's `events.refreshes`
 * (REFRESHED_BY), each the name of a router of the AppRouter: a name that root.ts does not mount fails here.
 */
const invalidate = (utils: Utils, router: RefreshKey): Promise<void> => utils[router].invalidate();

/** One transition writes several events at once (an award: four); their refreshes are gathered this long. */
const GATHER_MS = 150;

/**
 * Keeps the open screens current: listens to the live feed (events.live over server-sent events) and
 * refetches the queries of the records each event touches, so another party's change shows without a
 * reload. It starts after event `from` when given (a page drawn by the server), and the link resumes from the last
 * event id after a dropped connection. Mounted once, by
 * LiveInvalidation, for the signed-in user.
 */
export function useLiveInvalidation(from?: string): void {
  const utils = trpc.useUtils();
  const pending = useRef(new Set<RefreshKey>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // After `from` (the first frame's answers were read after it), so nothing that changed meanwhile is missed.
  trpc.events.live.useSubscription(from === undefined ? undefined : { lastEventId: from }, {
    onData: ({ data }) => {
      for (const router of REFRESHED_BY[data.entityType]) pending.current.add(router);
      if (timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        for (const router of pending.current) void invalidate(utils, router);
        pending.current.clear();
      }, GATHER_MS);
    },
    // The link reconnects by itself; a refusal (a session that ended) is the session screens' to show.
    onError: () => undefined,
  });
}
