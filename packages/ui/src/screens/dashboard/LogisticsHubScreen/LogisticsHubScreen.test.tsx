import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { emptyLogisticsMetrics } from '../../../mocks/fixtures/dashboard';
import { dashboardHandlers } from '../../../mocks/dashboardHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { DASHBOARD_TEXTS } from '../shared/DashboardFrame';
import { LOGISTICS_HUB_TEXTS, LogisticsHubScreen } from './LogisticsHubScreen';

const renderDashboard = (handlers: RequestHandler[], role: keyof typeof sessionUsers = 'logistics', element = <LogisticsHubScreen />) =>
  renderScreen(element, { route: '/dashboard/logistics', handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers] });

const card = (label: string) => within(screen.getByRole('group', { name: label }));

describe('LogisticsHubScreen (/dashboard/logistics)', () => {
  it('shows active shipments, fleet utilization, on-time delivery and mean delivery time, with the fleet and drivers', async () => {
    renderDashboard([dashboardHandlers.logistics()]);
    expect(await screen.findByRole('heading', { name: 'Logistics Hub' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Active Shipments' })).toHaveTextContent('2');
    expect(card('Fleet Utilization').getByText('50%')).toBeInTheDocument();
    expect(card('On-Time Delivery').getByText('87.5%')).toBeInTheDocument();
    expect(card('Avg Delivery Time').getByText('18.4 h')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Active Shipments' })).getByText('SHP-2026-000031')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Driver Performance' })).getByText('Emeka Nwosu')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Operational Alerts' })).getByText('1')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Logistics Hub links' }));
    expect(links.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/logistics', '/fleet/jobs', '/fleet']);
  });

  it('shows zeros and empty states to a carrier with no records', async () => {
    renderDashboard([dashboardHandlers.logistics(emptyLogisticsMetrics)]);
    expect(await screen.findByText(LOGISTICS_HUB_TEXTS.noShipments)).toBeInTheDocument();
    expect(card('Fleet Utilization').getByText('0%')).toBeInTheDocument();
    expect(screen.getByText(LOGISTICS_HUB_TEXTS.noDrivers)).toBeInTheDocument();
    expect(screen.getByText(LOGISTICS_HUB_TEXTS.noAlerts)).toBeInTheDocument();
    expect(screen.getByText(LOGISTICS_HUB_TEXTS.noDeliveries)).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    renderDashboard([dashboardHandlers.logisticsFails()]);
    expect(await screen.findByText(DASHBOARD_TEXTS.failed)).toBeInTheDocument();
  });

  it('denies finance the logistics dashboard', async () => {
    renderDashboard([], 'finance', <ProtectedRoute><LogisticsHubScreen /></ProtectedRoute>);
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
  });
});
