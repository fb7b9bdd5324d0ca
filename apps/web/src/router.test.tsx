import { DASHBOARD_PATHS, LANDING_PATHS, ROLES } from '@energy/domain/roles';
import { checkRouteAccess, ROUTES } from '@energy/domain/routes';
import { COMING_SOON_TEXT, LANDING_TEXTS } from '@energy/ui/screens/system/ComingSoonScreen/ComingSoonScreen';
import { renderRoutes } from '@energy/ui/test-utils/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Relative: the ui package exports only .tsx subpaths, and the mocks are plain .ts modules.
import { sessionUsers, unknownRoleUser } from '@energy/ui/mocks/fixtures/auth';
import { buyerMetrics } from '@energy/ui/mocks/fixtures/dashboard';
import { cancelOnlyOrderList } from '@energy/ui/mocks/fixtures/fulfilment';
import { dashboardHandlers } from '@energy/ui/mocks/dashboardHandlers';
import { jobHandlers, tenderHandlers } from '@energy/ui/mocks/fleetWorkHandlers';
import { orderHandlers } from '@energy/ui/mocks/fulfilmentHandlers';
import { authHandlers } from '@energy/ui/mocks/handlers';
import { rfqHandlers } from '@energy/ui/mocks/procurementHandlers';
import { invitationHandlers, memberHandlers } from '@energy/ui/mocks/organizationHandlers';
import { settingsHandlers } from '@energy/ui/mocks/settingsHandlers';
import { appRoutes, builtScreenPaths } from './router';

const app = { withNavigationProbe: false };

describe('app routes', () => {
  it('shows "404 Page Not Found" for an unknown path', async () => {
    renderRoutes(appRoutes, { ...app, route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('sends a visitor without a session from a protected page to the sign-in screen', async () => {
    renderRoutes(appRoutes, { ...app, route: '/orders' });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('takes a buyer from / to the Procurement Dashboard inside the layout, with its figures', async () => {
    renderRoutes(appRoutes, {
      ...app,
      route: '/',
      handlers: [authHandlers.signedInAs(sessionUsers.buyer), dashboardHandlers.buyer()],
    });
    // The first visit imports the dashboard's chunk with @mantine/charts and recharts: slow on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Procurement Dashboard' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Active RFQs' })).toHaveTextContent(
      String(buyerMetrics.activeRfqs),
    );
    expect(screen.queryByText(COMING_SOON_TEXT)).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows an unknown role the role configuration card on /', async () => {
    renderRoutes(appRoutes, { ...app, route: '/', handlers: [authHandlers.signedInAs(unknownRoleUser)] });
    expect(await screen.findByRole('heading', { name: 'Role Configuration Required' })).toBeInTheDocument();
  });

  it('shows the denial page inside the layout for a page the role may not open', async () => {
    renderRoutes(appRoutes, { ...app, route: '/payments', handlers: [authHandlers.signedInAs(sessionUsers.buyer)] });
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
  });

  it.each(['/admin'])('denies %s to a non-admin instead of showing the coming-soon page', async (path) => {
    renderRoutes(appRoutes, { ...app, route: path, handlers: [authHandlers.signedInAs(sessionUsers.buyer)] });
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.queryByText(COMING_SOON_TEXT)).not.toBeInTheDocument();
  });

  it('opens Orders for finance, from its navigation', async () => {
    const { user } = renderRoutes(appRoutes, {
      ...app,
      route: '/dashboard/finance',
      handlers: [
        authHandlers.signedInAs(sessionUsers.finance),
        dashboardHandlers.finance(),
        orderHandlers.list(cancelOnlyOrderList),
      ],
    });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { name: 'Order Management' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access Restricted' })).not.toBeInTheDocument();
  });

  it.each([
    ['/fleet/tenders', 'Tender Inbox'],
    ['/fleet/assignments', 'Driver Assignment'],
    ['/fleet/jobs', 'Live Job Tracking'],
  ])('opens %s (%s) for logistics, and denies it to a supplier', async (path, title) => {
    const handlers = [tenderHandlers.list(), jobHandlers.list(), jobHandlers.summary()];
    const { unmount } = renderRoutes(appRoutes, {
      ...app,
      route: path,
      handlers: [authHandlers.signedInAs(sessionUsers.logistics), ...handlers],
    });
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    unmount();
    renderRoutes(appRoutes, { ...app, route: path, handlers: [authHandlers.signedInAs(sessionUsers.supplier)] });
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
  });

  it('opens the Create RFQ form at /rfq/new for a buyer', async () => {
    renderRoutes(appRoutes, {
      ...app,
      route: '/rfq/new',
      handlers: [authHandlers.signedInAs(sessionUsers.buyer), rfqHandlers.list()],
    });
    expect(await screen.findByRole('dialog', { name: 'Create RFQ' })).toBeInTheDocument();
    expect(screen.queryByText(COMING_SOON_TEXT)).not.toBeInTheDocument();
  });

  const comingSoonRoutes = ROUTES.filter(
    (route) => !route.public && route.path !== '/' && !builtScreenPaths.includes(route.path),
  );
  const signedInPages = comingSoonRoutes.map((route) => {
    const path = route.path.replace(':id', '42');
    const role = ROLES.find((candidate) => checkRouteAccess(candidate, path).allowed);
    return [path, route.title, role] as const;
  });

  it.each(signedInPages)(
    'renders %s as "%s" (coming soon, or the landing links) for a %s',
    async (path, title, role) => {
      expect(role, `no role may open ${path}`).toBeDefined();
      if (!role) return;
      renderRoutes(appRoutes, { ...app, route: path, handlers: [authHandlers.signedInAs(sessionUsers[role])] });
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      const landing = path === DASHBOARD_PATHS[role] || path === LANDING_PATHS[role];
      if (landing) expect(screen.getByRole('region', { name: LANDING_TEXTS.workingScreens })).toBeInTheDocument();
      else expect(screen.getByText(COMING_SOON_TEXT)).toBeInTheDocument();
    },
  );

  it('opens /settings?tab=organization on the organization members card', async () => {
    renderRoutes(appRoutes, {
      ...app,
      route: '/settings?tab=organization',
      handlers: [
        authHandlers.signedInAs(sessionUsers.buyer),
        settingsHandlers.organization(),
        memberHandlers.list(),
        invitationHandlers.list(),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Organization members' })).toBeInTheDocument();
    expect(screen.queryByText(COMING_SOON_TEXT)).not.toBeInTheDocument();
  });

  it('redirects a signed-in user away from /auth', async () => {
    renderRoutes(appRoutes, {
      ...app,
      route: '/auth',
      handlers: [authHandlers.signedInAs(sessionUsers.finance), dashboardHandlers.finance()],
    });
    expect(await screen.findByRole('heading', { name: 'Finance Portal' })).toBeInTheDocument();
  });
});
