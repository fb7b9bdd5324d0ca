import type { Role } from '@energy/domain/roles';
import { isRole } from '@energy/domain/roles';
import { useSessionUser } from './useSessionUser';

export interface SessionParty {
  role: Role | null;
  organizationId: string | null;
}

/** The signed-in user's role and organization; the routes guard entry, this only shapes what is shown. */
export function useSessionParty(): SessionParty {
  const session = useSessionUser();
  if (session.status !== 'signed-in') return { role: null, organizationId: null };
  return { role: isRole(session.user.role) ? session.user.role : null, organizationId: session.user.organizationId };
}
