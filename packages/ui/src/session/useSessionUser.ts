import type { TSessionUser } from '@energy/domain/schemas/auth';
import { trpc } from '../trpc';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: TSessionUser }
  | { status: 'error'; message: string; retry: () => void };

/**
 * The session as the screens see it. auth.me answers 401 when nobody is signed in: that is "no user",
 * not a failure. Any other failure (server down) is kept apart so it is not mistaken for a sign-out.
 */
export function useSessionUser(): SessionState {
  const me = trpc.auth.me.useQuery();
  if (me.data) return { status: 'signed-in', user: me.data };
  if (me.isPending && me.fetchStatus !== 'idle') return { status: 'loading' };
  if (me.error && me.error.data?.code !== 'UNAUTHORIZED') {
    return { status: 'error', message: me.error.message, retry: () => void me.refetch() };
  }
  return { status: 'signed-out' };
}
