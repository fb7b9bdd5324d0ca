import { en } from '@energy/i18n/messages/en/screens';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { emptyLogisticsMetrics, logisticsMetrics } from '../../../mocks/fixtures/dashboard';
import { dashboardHandlers, onceAsked } from '../../../mocks/dashboardHandlers';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { payableHandlers } from '../../../mocks/payableHandlers';
import { renderScreen } from '../../../test-utils/render';
import { LogisticsHubScreen } from './LogisticsHubScreen';

const renderDashboard = (
  handlers: RequestHandler[],
  role: keyof typeof sessionUsers = 'logistics',
  element = <LogisticsHubScreen />,
) =>
  renderScreen(element, {
    route: '/dashboard/logistics',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers, payableHandlers.list([])],
  });

const card = (label: string) => within(screen.getByRole('group', { name: label }));

describe('LogisticsHubScreen (/dashboard/logistics)', () => {
  it('asks for what is payable to it together with its figures, so that panel shows with them', async () => {
    const asked: string[] = [];
    renderDashboard([
      trpcMsw.dashboard.logisticsMetrics.query(async () => {
        await onceAsked(() => asked.includes('payable'));
        asked.push('figures answered');
        return logisticsMetrics;
      }),
      trpcMsw.settlement.payable.query(() => {
        asked.push('payable');
        return [];
      }),
    ]);
    expect(await screen.findByRole('group', { name: 'Active Shipments' })).toBeInTheDocument();
    expect(asked).toEqual(['payable', 'figures answered']);
  });

  it('speaks French: title, cards, panels and numbers written the French way', async () => {
    renderScreen(<LogisticsHubScreen />, {
      route: '/dashboard/logistics',
      language: 'fr',
      handlers: [
        authHandlers.signedInAs(sessionUsers.logistics),
        dashboardHandlers.logistics(),
        payableHandlers.list(),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Centre logistique' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Délai moyen de livraison' })).toHaveTextContent('18,4 h');
    expect(card('Utilisation de la flotte').getByText(/^50\s%$/u)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Alertes opérationnelles' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Liens : Centre logistique' })).toBeInTheDocument();
    expect(screen.queryByText('Logistics Hub')).not.toBeInTheDocument();
  });

  it('writes the paper alerts and the fleet statuses in French', async () => {
    renderScreen(<LogisticsHubScreen />, {
      route: '/dashboard/logistics',
      language: 'fr',
      handlers: [
        authHandlers.signedInAs(sessionUsers.logistics),
        dashboardHandlers.logistics(),
        payableHandlers.list(),
      ],
    });
    const alerts = within(await screen.findByRole('region', { name: 'Alertes opérationnelles' }, { timeout: 10_000 }));
    expect(alerts.getByRole('listitem', { name: /^Tunde Okoro : Permis expiré le / })).toBeInTheDocument();
    expect(alerts.getByText(/^Assurance expire le /)).toBeInTheDocument();
    expect(screen.queryByText(/License expired|Insurance expires/)).not.toBeInTheDocument();
    expect(screen.getByText('En maintenance')).toBeInTheDocument();
    expect(screen.getByText('Inactif')).toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
  });

  it('shows active shipments, fleet utilization, on-time delivery and mean delivery time, with the fleet and drivers', async () => {
    renderDashboard([dashboardHandlers.logistics()]);
    expect(await screen.findByRole('heading', { name: 'Logistics Hub' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Active Shipments' })).toHaveTextContent('2');
    expect(card('Fleet Utilization').getByText('50%')).toBeInTheDocument();
    expect(card('On-Time Delivery').getByText('87.5%')).toBeInTheDocument();
    expect(card('Avg Delivery Time').getByText('18.4 h')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Active Shipments' })).getByText('SHP-2026-000031'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Driver Performance' })).getByText('Emeka Nwosu'),
    ).toBeInTheDocument();
    const alerts = within(screen.getByRole('region', { name: 'Operational Alerts' }));
    expect(alerts.getByText(en.dashboard.logistics.overdue).nextSibling).toHaveTextContent('1');
    const links = within(screen.getByRole('navigation', { name: 'Logistics Hub links' }));
    expect(links.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/logistics',
      '/fleet/jobs',
      '/fleet',
    ]);
  });

  it('lists expired and expiring driver and vehicle papers under Operational Alerts, linked to the driver or vehicle', async () => {
    renderDashboard([dashboardHandlers.logistics()]);
    const alerts = within(await screen.findByRole('region', { name: 'Operational Alerts' }));
    expect(alerts.getByText(en.dashboard.logistics.expired).nextSibling).toHaveTextContent(
      String(logisticsMetrics.expiredPapers),
    );
    expect(alerts.getByText(en.dashboard.logistics.expiring).nextSibling).toHaveTextContent(
      String(logisticsMetrics.expiringPapers),
    );
    const [license, insurance] = logisticsMetrics.paperAlerts;
    const papers = within(alerts.getByRole('list', { name: en.dashboard.logistics.papers }));
    const lapsed = papers.getByRole('listitem', { name: `Tunde Okoro: License expired ${license?.expiresOn}` });
    expect(within(lapsed).getByText('Expired')).toBeInTheDocument();
    expect(within(lapsed).getByRole('link', { name: 'Tunde Okoro' })).toHaveAttribute('href', '/fleet/drivers');
    const expiring = papers.getByRole('listitem', { name: `KJA-210-BD: Insurance expires ${insurance?.expiresOn}` });
    expect(within(expiring).getByText('Expiring')).toBeInTheDocument();
    expect(within(expiring).getByRole('link', { name: 'KJA-210-BD' })).toHaveAttribute(
      'href',
      `/fleet/vehicles/${insurance?.id}`,
    );
    expect(alerts.queryByText(en.dashboard.logistics.noAlerts)).not.toBeInTheDocument();
  });

  it('shows zeros and empty states to a carrier with no records', async () => {
    renderDashboard([dashboardHandlers.logistics(emptyLogisticsMetrics)]);
    expect(await screen.findByText(en.dashboard.logistics.noShipments)).toBeInTheDocument();
    expect(card('Fleet Utilization').getByText('0%')).toBeInTheDocument();
    expect(screen.getByText(en.dashboard.logistics.noDrivers)).toBeInTheDocument();
    expect(screen.getByText(en.dashboard.logistics.noAlerts)).toBeInTheDocument();
    expect(screen.getByText(en.dashboard.logistics.noDeliveries)).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    renderDashboard([dashboardHandlers.logisticsFails()]);
    expect(await screen.findByText(en.dashboard.frame.failed)).toBeInTheDocument();
  });

  it('denies finance the logistics dashboard', async () => {
    renderDashboard(
      [],
      'finance',
      <ProtectedRoute>
        <LogisticsHubScreen />
      </ProtectedRoute>,
    );
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
  });
});
