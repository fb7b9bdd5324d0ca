import { trpc } from '../../trpc';

/** How often the shell re-reads the count besides the live feed's refreshes (spec 001 §9: counters tick every 60 s). */
export const UNREAD_REFETCH_MS = 60_000;

/**
 * The caller's unread notifications, for the bell's dot and the sidebar badge: the given count (stories),
 * else the server's. Live events refresh it (useLiveInvalidation); a failed read shows no number.
 */
export function useUnreadCount(given: number | undefined): number {
  const counters = trpc.notification.counters.useQuery(undefined, { enabled: given === undefined, refetchInterval: UNREAD_REFETCH_MS });
  return given ?? counters.data?.unread ?? 0;
}
