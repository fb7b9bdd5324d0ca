import { AUTH_NOTICES } from '@energy/domain/notices';
import { ROLE_DISPLAY_NAMES, type Role } from '@energy/domain/roles';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUsers, unknownRoleUser, type SessionUserFixture } from '../../mocks/fixtures/auth';
import { authHandlers } from '../../mocks/handlers';
import { Route } from 'react-router';
import { rfqs } from '../../mocks/fixtures/procurement';
import { notificationHandlers } from '../../mocks/notificationHandlers';
import { offerHandlers, rfqHandlers } from '../../mocks/procurementHandlers';
import { RfqDetailScreen } from '../../screens/procurement/RfqDetailScreen/RfqDetailScreen';
import { renderRoutes, renderScreen } from '../../test-utils/render';
import { AppLayout } from './AppLayout';

function renderLayout(user: SessionUserFixture, route = '/dashboard/buyer', unreadCount?: number) {
  return renderScreen(
    <AppLayout unreadCount={unreadCount}>
      <p>Page content</p>
    </AppLayout>,
    { route, handlers: [authHandlers.signedInAs(user), authHandlers.logoutSucceeds()] },
  );
}

async function navigationLabels(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** Navigation items per role, in sidebar order (spec 000 §2, Layout), plus Settings under Account. */
const EXPECTED_NAVIGATION: Record<Role, string[]> = {
  admin: [
    'Dashboard',
    'Notifications',
    'RFQ & Quotes',
    'Offers',
    'Orders',
    'Contracts',
    'Payments',
    'Settlements',
    'Logistics',
    'Fleet Management',
    'Documents',
    'Organizations',
    'Admin Panel',
    'KYB/KYC Reviews',
    'Disputes',
    'Users',
    'Content',
    'Feature Flags',
    'Price Indices',
    'Analytics',
    'Audit Log',
    'Help Center',
    'Settings',
  ],
  buyer: ['Dashboard', 'Notifications', 'RFQ & Quotes', 'Orders', 'Contracts', 'Documents', 'Help Center', 'Settings'],
  supplier: [
    'Dashboard',
    'Notifications',
    'RFQ Opportunities',
    'My Quotes',
    'Orders',
    'Contracts',
    'Proof of Delivery',
    'Documents',
    'Help Center',
    'Settings',
  ],
  logistics: [
    'Dashboard',
    'Notifications',
    'Shipments',
    'Fleet Management',
    'Job Tracking',
    'Proof of Delivery',
    'Orders',
    'Documents',
    'Help Center',
    'Settings',
  ],
  finance: [
    'Dashboard',
    'Notifications',
    'Payments',
    'Settlements',
    'Orders',
    'Contracts',
    'Documents',
    'Help Center',
    'Settings',
  ],
};

describe('AppLayout', () => {
  it.each(Object.entries(EXPECTED_NAVIGATION))('shows %s their navigation and role display', async (role, labels) => {
    renderLayout(sessionUsers[role as Role]);
    expect(await navigationLabels()).toEqual(labels);
    const roleDisplay = screen.getByRole('textbox', { name: 'Role' });
    expect(roleDisplay).toHaveValue(ROLE_DISPLAY_NAMES[role as Role]);
    expect(roleDisplay).toBeDisabled();
  });

  it('gives the supplier RFQ Opportunities, My Quotes and Proof of Delivery at their paths', async () => {
    renderLayout(sessionUsers.supplier, '/offers');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'RFQ Opportunities' })).toHaveAttribute('href', '/rfq');
    expect(within(nav).getByRole('link', { name: 'My Quotes' })).toHaveAttribute('href', '/offers');
    expect(within(nav).getByRole('link', { name: 'Proof of Delivery' })).toHaveAttribute('href', '/pod');
  });

  it('does not show Payments to a buyer', async () => {
    renderLayout(sessionUsers.buyer);
    expect(await navigationLabels()).not.toContain('Payments');
  });

  it("groups the sidebar under the spec's headings", async () => {
    renderLayout(sessionUsers.logistics);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const group of ['Overview', 'Transport & Logistics', 'Account'])
      expect(within(nav).getByText(group)).toBeInTheDocument();
  });

  it('highlights the current page, and only the closest match', async () => {
    renderLayout(sessionUsers.logistics, '/fleet/jobs');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Job Tracking' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Fleet Management' })).not.toHaveAttribute('aria-current');
  });

  it('shows the user block, breadcrumb and bell, and the page', async () => {
    renderLayout(sessionUsers.finance, '/dashboard/finance');
    expect(await screen.findByText('Femi Lawal')).toBeInTheDocument();
    expect(screen.getAllByText('FL').length).toBeGreaterThan(0);
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByText('Dashboard')).toHaveAttribute('aria-current', 'page');
    expect(breadcrumb.queryByText('Overview')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open notifications' })).toHaveAttribute('href', '/notifications');
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('shows no unread badge while there is no unread count (never a made-up number)', async () => {
    renderLayout(sessionUsers.buyer);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveTextContent(/^Notifications$/);
  });

  it('shows the unread count on Notifications once there is one', async () => {
    renderLayout(sessionUsers.buyer, '/dashboard/buyer', 2);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: /Notifications/ })).toHaveTextContent('Notifications2');
  });

  it('shows 99+ from 100 unread on, in the sidebar badge and the bell, never a cut "1.."', async () => {
    renderLayout(sessionUsers.buyer, '/dashboard/buyer', 150);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: /Notifications/ })).toHaveTextContent(/^Notifications99\+$/);
    expect(screen.getByRole('link', { name: 'Open notifications (99+ unread)' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('shows 99 in full', async () => {
    renderLayout(sessionUsers.buyer, '/dashboard/buyer', 99);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: /Notifications/ })).toHaveTextContent(/^Notifications99$/);
    expect(screen.getByRole('link', { name: 'Open notifications (99 unread)' })).toBeInTheDocument();
  });

  it("reads the unread count from the server: the sidebar badge shows it, never the spec's fixed 3", async () => {
    renderScreen(
      <AppLayout>
        <p>Page content</p>
      </AppLayout>,
      {
        route: '/dashboard/buyer',
        handlers: [
          authHandlers.signedInAs(sessionUsers.buyer),
          notificationHandlers.counters({ unread: 7, highPriorityUnread: 2, today: 3 }),
        ],
      },
    );
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: /Notifications/ })).toHaveTextContent('Notifications7');
  });

  it('shows the raw role to a user whose role is unknown, with only Settings to go to', async () => {
    renderLayout(unknownRoleUser, '/');
    expect(await navigationLabels()).toEqual(['Settings']);
    expect(screen.getByRole('textbox', { name: 'Role' })).toHaveValue(unknownRoleUser.role);
  });

  it('Logout signs out with "Logged out" and goes to /auth', async () => {
    const { user } = renderLayout(sessionUsers.buyer);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Navigated to /auth')).toBeInTheDocument();
    // The notice stack loads with the first notice, so the notice shows once its chunk is in.
    expect(await screen.findByText(AUTH_NOTICES.loggedOut)).toBeInTheDocument();
    expect(screen.getByText(AUTH_NOTICES.loggedOutText)).toBeInTheDocument();
  });

  it('Logout that fails shows "Logout failed" and keeps the user in', async () => {
    const { user } = renderScreen(
      <AppLayout>
        <p>Page content</p>
      </AppLayout>,
      {
        route: '/dashboard/buyer',
        handlers: [authHandlers.signedInAs(sessionUsers.buyer), authHandlers.logoutFails('Try again later')],
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText(AUTH_NOTICES.logoutFailed)).toBeInTheDocument();
    expect(screen.getByText('Try again later')).toBeInTheDocument();
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it("builds the breadcrumb from the route, in the role's words", async () => {
    renderLayout(sessionUsers.supplier, '/offers');
    const breadcrumb = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByText('My Quotes')).toHaveAttribute('aria-current', 'page');
    expect(breadcrumb.queryByText('Dashboard')).not.toBeInTheDocument();
  });

  it('names the RFQ a detail page shows: RFQ & Quotes > its number', async () => {
    renderRoutes(
      <Route
        path="/rfq/:id"
        element={
          <AppLayout>
            <RfqDetailScreen />
          </AppLayout>
        }
      />,
      {
        route: `/rfq/${rfqs.published.id}`,
        handlers: [
          authHandlers.signedInAs(sessionUsers.buyer),
          rfqHandlers.byId(rfqs.published),
          offerHandlers.list([]),
        ],
      },
    );
    const breadcrumb = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));
    expect(await breadcrumb.findByText(rfqs.published.rfqNumber)).toHaveAttribute('aria-current', 'page');
    expect(breadcrumb.getByRole('link', { name: 'RFQ & Quotes' })).toHaveAttribute('href', '/rfq');
  });

  it('speaks the page language: navigation, groups, role display and the breadcrumb in French', async () => {
    renderScreen(
      <AppLayout unreadCount={3}>
        <p>Page content</p>
      </AppLayout>,
      {
        route: '/rfq/new',
        language: 'fr',
        handlers: [authHandlers.signedInAs(sessionUsers.buyer), authHandlers.logoutSucceeds()],
      },
    );
    const nav = within(await screen.findByRole('navigation', { name: 'Navigation principale' }, { timeout: 10_000 }));
    expect(nav.getByRole('link', { name: 'Demandes de prix et devis' })).toHaveAttribute('href', '/rfq');
    expect(nav.getByText('Achats')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rôle' })).toHaveValue('Tableau de bord acheteur');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Fil d’Ariane' }));
    expect(breadcrumb.getByText('Créer une demande de prix')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Ouvrir les notifications (3 non lues)' })).toBeInTheDocument();
  });
});
