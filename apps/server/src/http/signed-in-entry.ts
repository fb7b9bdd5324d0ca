import { DASHBOARD_PATHS, isRole } from '@energy/domain/roles';

/** The pages a signed-in user is sent on from: the dashboard entry and the sign-in page (spec 000 §2). */
const ENTRY_PAGES = new Set(['/', '/index.html', '/auth']);

/**
 * Where the server sends a signed-in user who asks for `/` or `/auth`: the role's dashboard, as the app's
 * DashboardEntry and AuthScreen do in the browser. Answered as a redirect, the browser loads the dashboard at once
 * instead of a blank frame that navigates after the scripts run (and React Router's <Navigate> cannot render on
 * the server). A role the platform does not know stays on `/`, where the app explains it.
 */
export function signedInEntryRedirect(pathname: string, role: string): string | undefined {
  return ENTRY_PAGES.has(pathname) && isRole(role) ? DASHBOARD_PATHS[role] : undefined;
}
