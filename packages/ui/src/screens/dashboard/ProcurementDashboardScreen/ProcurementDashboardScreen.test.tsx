import { en } from '@energy/i18n/messages/en/screens';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  buyerMetrics,
  emptyBuyerMetrics,
  noRateBuyerMetrics,
  severalCurrencyBuyerMetrics,
} from '../../../mocks/fixtures/dashboard';
import { dashboardHandlers, onceAsked } from '../../../mocks/dashboardHandlers';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { ProcurementDashboardScreen } from './ProcurementDashboardScreen';

const renderDashboard = (
  handlers: RequestHandler[],
  role: keyof typeof sessionUsers = 'buyer',
  screenElement = <ProcurementDashboardScreen />,
) =>
  renderScreen(screenElement, {
    route: '/dashboard/buyer',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
  });

const gatedDashboard = (
  <ProtectedRoute>
    <ProcurementDashboardScreen />
  </ProtectedRoute>
);

const card = (label: string) => within(screen.getByRole('group', { name: label }));

describe('ProcurementDashboardScreen (/dashboard/buyer)', () => {
  it("shows the organization's four figures, its active RFQs and recent orders", async () => {
    renderDashboard([dashboardHandlers.buyer()]);
    expect(await screen.findByRole('heading', { name: 'Procurement Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Active RFQs' })).toHaveTextContent('3');
    expect(card('Pending Orders').getByText('2')).toBeInTheDocument();
    expect(card('Total Spend (MTD)').getByText('₦1,250,000.00')).toBeInTheDocument();
    expect(card('Cost Savings').getByText('₦85,000.00')).toBeInTheDocument();
    expect(card('Cost Savings').getByText('6.4% below the mean offer')).toBeInTheDocument();
    const rfqs = within(screen.getByRole('region', { name: 'Active RFQs' }));
    expect(rfqs.getByRole('link', { name: buyerMetrics.activeRfqList[0]?.rfqNumber })).toHaveAttribute(
      'href',
      `/rfq/${buyerMetrics.activeRfqList[0]?.id}`,
    );
    expect(
      within(screen.getByRole('region', { name: 'Recent Orders' })).getByText('ORD-2026-000044'),
    ).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Procurement Dashboard links' }));
    expect(links.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/rfq', '/rfq', '/orders']);
  });

  it("adds spend of several currencies up in the user's currency, labelled as converted, beside each currency's", async () => {
    // Behind the session gate, as in the app: the user's currency (the buyer's is dollars) goes first.
    renderDashboard([dashboardHandlers.buyer(severalCurrencyBuyerMetrics)], 'buyer', gatedDashboard);
    // €100.00 x 1.08 + ₦1,532,750.00 x 0.000652 + $1,250.00 = $108.00 + $999.353 + $1,250.00 = $2,357.353 -> $2,357.35.
    const spend = within(await screen.findByRole('group', { name: 'Total Spend (MTD)' }));
    // Each currency's total stays: dollars first, the others in the server's order.
    expect(spend.getByText('$1,250.00 · €100.00 · ₦1,532,750.00')).toBeInTheDocument();
    expect(spend.getByText('≈ $2,357.35 total, converted at the rates of Nov 26, 2026')).toBeInTheDocument();
    // Savings in naira only: ₦85,000.00 x 0.000652 = $55.42.
    expect(
      card('Cost Savings').getByText('≈ $55.42 total, converted at the rates of Nov 26, 2026'),
    ).toBeInTheDocument();
  });

  it('says the converted total is unavailable, and why, when a currency has no exchange rate', async () => {
    renderDashboard([dashboardHandlers.buyer(noRateBuyerMetrics)], 'buyer', gatedDashboard);
    const spend = within(await screen.findByRole('group', { name: 'Total Spend (MTD)' }));
    expect(spend.getByText('$1,250.00 · €100.00 · ₦1,532,750.00')).toBeInTheDocument();
    expect(spend.getByText('Converted total unavailable: no exchange rate on or before today')).toBeInTheDocument();
    expect(screen.queryByText(/converted at the rates of/)).not.toBeInTheDocument();
  });

  it('shows zeros and empty states to an organization with no records', async () => {
    renderDashboard([dashboardHandlers.buyer(emptyBuyerMetrics)]);
    expect(await screen.findByText(en.dashboard.procurement.noActiveRfqs)).toBeInTheDocument();
    expect(card('Active RFQs').getByText('0')).toBeInTheDocument();
    expect(card('Total Spend (MTD)').getByText('₦0.00')).toBeInTheDocument();
    expect(screen.getByText(en.dashboard.procurement.noOrders)).toBeInTheDocument();
    expect(screen.getByText(en.dashboard.procurement.noSpend)).toBeInTheDocument();
  });

  it('opens the Create RFQ form from Create New RFQ', async () => {
    const { user } = renderDashboard([dashboardHandlers.buyer()]);
    await user.click(await screen.findByRole('button', { name: en.dashboard.procurement.createRfq }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create RFQ' }));
    expect(await dialog.findByRole('textbox', { name: /Title/ })).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    renderDashboard([dashboardHandlers.buyerFails()]);
    expect(await screen.findByText(en.dashboard.frame.failed)).toBeInTheDocument();
  });

  it('asks for its budgets together with its figures, so Budget Status shows with them', async () => {
    const asked: string[] = [];
    renderDashboard(
      [
        trpcMsw.dashboard.buyerMetrics.query(async () => {
          await onceAsked(() => asked.includes('budgets'));
          asked.push('figures answered');
          return buyerMetrics;
        }),
        trpcMsw.budget.list.query(() => {
          asked.push('budgets');
          return [];
        }),
      ],
      'buyer',
      gatedDashboard,
    );
    expect(await screen.findByText(en.procurement.budget.empty)).toBeInTheDocument();
    expect(asked).toEqual(['budgets', 'figures answered']);
  });

  it('shows the loading text while the figures load', async () => {
    renderDashboard([dashboardHandlers.buyerLoading()]);
    expect(await screen.findByText(en.dashboard.frame.loading)).toBeInTheDocument();
  });

  it('denies a supplier the buyer dashboard', async () => {
    renderDashboard(
      [],
      'supplier',
      <ProtectedRoute>
        <ProcurementDashboardScreen />
      </ProtectedRoute>,
    );
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
  });
});
