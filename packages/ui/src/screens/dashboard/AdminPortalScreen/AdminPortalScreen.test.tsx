import { en } from '@energy/i18n/messages/en/screens';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { adminMetrics, emptyAdminMetrics } from '../../../mocks/fixtures/dashboard';
import { adminConsoleHandlers } from '../../../mocks/adminConsoleHandlers';
import { adminCounts, idleAdminCounts } from '../../../mocks/fixtures/adminConsole';
import { dashboardHandlers, onceAsked } from '../../../mocks/dashboardHandlers';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { AdminPortalScreen } from './AdminPortalScreen';

const renderDashboard = (
  handlers: RequestHandler[],
  role: keyof typeof sessionUsers = 'admin',
  element = <AdminPortalScreen />,
) =>
  renderScreen(element, {
    route: '/dashboard/admin',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers, adminConsoleHandlers.counts()],
  });

const card = (label: string) => within(screen.getByRole('group', { name: label }));

describe('AdminPortalScreen (/dashboard/admin)', () => {
  it("asks for the console's counts together with its figures, so Quick Actions show with them", async () => {
    const asked: string[] = [];
    renderDashboard([
      trpcMsw.dashboard.adminMetrics.query(async () => {
        await onceAsked(() => asked.includes('counts'));
        asked.push('figures answered');
        return adminMetrics;
      }),
      trpcMsw.adminConsole.counts.query(() => {
        asked.push('counts');
        return adminCounts;
      }),
    ]);
    expect(await screen.findByRole('region', { name: 'Quick Actions' })).toBeInTheDocument();
    expect(asked).toEqual(['counts', 'figures answered']);
  });

  it('shows users, uptime since the server started, transactions and alerts, with health and activity', async () => {
    renderDashboard([dashboardHandlers.admin()]);
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Total Users' })).toHaveTextContent('6');
    expect(card('Platform Uptime').getByText('3d 4h 2m')).toBeInTheDocument();
    expect(card('Total Transactions').getByText('14')).toBeInTheDocument();
    expect(card('Active Alerts').getByText('3')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'System Health' })).getByText('Operational')).toBeInTheDocument();
    // In words, never the audit code.
    const activity = within(screen.getByRole('region', { name: 'Recent Activities' }));
    expect(activity.getByText('Payment processed')).toBeInTheDocument();
    expect(activity.queryByText('payment.process')).not.toBeInTheDocument();
  });

  it('speaks French: the recent activity in words, statuses, memory and latency in French units', async () => {
    renderScreen(<AdminPortalScreen />, {
      route: '/dashboard/admin',
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.admin), dashboardHandlers.admin(), adminConsoleHandlers.counts()],
    });
    const activity = within(await screen.findByRole('region', { name: 'Activités récentes' }, { timeout: 10_000 }));
    expect(activity.getByText('Paiement traité')).toBeInTheDocument();
    expect(activity.getByText('paiement → Encaissé')).toBeInTheDocument();
    expect(activity.queryByText(/Payment processed|captured/i)).not.toBeInTheDocument();
    expect(screen.getByText('180 Mo')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'État du système' })).getByText('1,2 ms')).toBeInTheDocument();
  });

  it('says there are no critical alerts or activity on an idle platform', async () => {
    renderDashboard([dashboardHandlers.admin(emptyAdminMetrics)]);
    expect(await screen.findByText(en.dashboard.admin.noAlerts)).toBeInTheDocument();
    expect(screen.getByText(en.dashboard.admin.noActivity)).toBeInTheDocument();
    expect(screen.getByText(en.dashboard.admin.noTransactions)).toBeInTheDocument();
  });

  it('offers Quick Actions for the work waiting now: the oldest KYB review, the open disputes, invite, create content', async () => {
    renderDashboard([dashboardHandlers.admin()]);
    const panel = within(await screen.findByRole('region', { name: en.dashboard.quickActions.title }));
    const kyb = await panel.findByRole('link', { name: /Review the oldest waiting KYB: Kano Fuel Traders/ });
    expect(kyb).toHaveAttribute('href', '/admin/kyb-kyc-reviews?reviewType=kyb&order=asc&q=Kano%20Fuel%20Traders');
    expect(panel.getByRole('link', { name: 'Open disputes (1)' })).toHaveAttribute(
      'href',
      '/admin/disputes?status=open',
    );
    expect(panel.getByRole('link', { name: 'Invite a user' })).toHaveAttribute('href', '/organizations');
    expect(panel.getByRole('link', { name: 'Create content' })).toHaveAttribute('href', '/admin/content');
  });

  it('leaves out the review and dispute actions when nothing waits', async () => {
    renderDashboard([dashboardHandlers.admin(), adminConsoleHandlers.counts(idleAdminCounts)]);
    const panel = within(await screen.findByRole('region', { name: en.dashboard.quickActions.title }));
    expect(await panel.findByRole('link', { name: 'Invite a user' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Create content' })).toBeInTheDocument();
    expect(panel.queryByRole('link', { name: /Review the oldest waiting KYB/ })).not.toBeInTheDocument();
    expect(panel.queryByRole('link', { name: /Open disputes/ })).not.toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    renderDashboard([dashboardHandlers.adminFails()]);
    expect(await screen.findByText(en.dashboard.frame.failed)).toBeInTheDocument();
  });

  it('denies a buyer the admin dashboard', async () => {
    renderDashboard(
      [],
      'buyer',
      <ProtectedRoute>
        <AdminPortalScreen />
      </ProtectedRoute>,
    );
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
  });
});
