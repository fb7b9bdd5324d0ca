import { createContext, useContext, type ReactNode } from 'react';
import { trpc } from '../../trpc';

/** How often the shell re-reads the count besides the live feed's refreshes (spec 001 §9: counters tick every 60 s). */
export const UNREAD_REFETCH_MS = 60_000;

const UnreadCount = createContext(0);

/**
 * The caller's unread notifications, for the bell's dot and the sidebar badge: the given count (stories),
 * else the server's, read once for the shell. Live events refresh it (useLiveInvalidation); a failed read
 * shows no number.
 *
 * Held in a context rather than read by the layout, so a new count re-renders the bell and the badge only:
 * read by AppLayout, its arrival drew the whole shell (header, every navigation link) again in one
 * synchronous task while the page was loading.
 */
export function UnreadCountProvider({ given, children }: { given: number | undefined; children: ReactNode }) {
  const counters = trpc.notification.counters.useQuery(undefined, {
    enabled: given === undefined,
    refetchInterval: UNREAD_REFETCH_MS,
  });
  return <UnreadCount.Provider value={given ?? counters.data?.unread ?? 0}>{children}</UnreadCount.Provider>;
}

/** The unread count the shell shows (0 outside an UnreadCountProvider). */
export function useUnreadCount(): number {
  return useContext(UnreadCount);
}

/** The unread count as the shell writes it: "7", "99", then "99+" (the shared number badge's rule). */
export { COUNT_SHOWN_MAX as UNREAD_SHOWN_MAX, countLabel as unreadLabel } from '../../components/CountBadge';
