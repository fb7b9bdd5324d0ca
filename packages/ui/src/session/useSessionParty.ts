import type { Role } from '@energy/domain/roles';
import { isRole } from '@energy/domain/roles';
import { useEffect } from 'react';
import { trpc } from '../trpc';
import { useCachedSessionUser } from './sessionPreferences';

export interface SessionParty {
  role: Role | null;
  organizationId: string | null;
}

/** The signed-in user's role and organization; the routes guard entry, this only shapes what is shown. */
export function useSessionParty(): SessionParty {
  const user = useCachedSessionUser();
  const utils = trpc.useUtils();
  // Asks for the session when the cache has none yet (a screen shown alone); a signed-in page always has it.
  useEffect(() => {
    if (!user) void utils.auth.me.prefetch();
  }, [user, utils]);
  if (!user) return { role: null, organizationId: null };
  return { role: isRole(user.role) ? user.role : null, organizationId: user.organizationId };
}
