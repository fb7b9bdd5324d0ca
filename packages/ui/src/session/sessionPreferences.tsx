import type { TSessionUser } from '@energy/domain/schemas/auth';
import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { trpc } from '../trpc';

/** Marks "no provider above": the hooks then read the cache themselves. */
const NO_PROVIDER = Symbol('no session provider');

const SessionContext = createContext<TSessionUser | undefined | typeof NO_PROVIDER>(NO_PROVIDER);

/**
 * The session user as the cache holds it, for everything below, read by one auth.me observer without asking for it.
 * Mounted once, in AppProviders. useUiLanguage, the colour scheme and zone (UserSettings), useDisplay,
 * useDefaultCurrency and useSessionParty read it here: each holding an observer of its own, the dozens of components
 * of a page that show a date or an amount spent 20-75 ms of its load (at a phone's speed) creating and subscribing
 * them (bench/profile-page.ts).
 */
export function SessionPreferencesProvider({ children }: { children: ReactNode }) {
  const me = trpc.auth.me.useQuery(undefined, { enabled: false });
  return <SessionContext.Provider value={me.data}>{children}</SessionContext.Provider>;
}

const ME_KEY = getQueryKey(trpc.auth.me, undefined, 'query');
const ME_HASH = hashKey(ME_KEY);

interface CachedSession {
  subscribe: (listener: () => void) => () => void;
  read: () => TSessionUser | undefined;
}

const cachedSessions = new WeakMap<QueryClient, CachedSession>();

/** The session user in `queryClient`'s cache as a store (stable functions per cache, so React subscribes once). */
function cachedSession(queryClient: QueryClient): CachedSession {
  let store = cachedSessions.get(queryClient);
  if (!store) {
    store = {
      subscribe: (listener) =>
        queryClient.getQueryCache().subscribe((event) => {
          if (event.query.queryHash === ME_HASH) listener();
        }),
      read: () => queryClient.getQueryData<TSessionUser>(ME_KEY),
    };
    cachedSessions.set(queryClient, store);
  }
  return store;
}

const unsubscribed = () => () => {};
const nothing = () => undefined;

/**
 * The signed-in user as the session carries it (undefined before sign-in), following a saved change at once; never
 * asks for the session. From the SessionPreferencesProvider above, else (a hook's test with a bare query client)
 * from the cache directly.
 */
export function useCachedSessionUser(): TSessionUser | undefined {
  const provided = useContext(SessionContext);
  const queryClient = useQueryClient();
  const outside = provided === NO_PROVIDER;
  const store = outside ? cachedSession(queryClient) : undefined;
  const cached = useSyncExternalStore(store?.subscribe ?? unsubscribed, store?.read ?? nothing, store?.read ?? nothing);
  return outside ? cached : provided;
}
