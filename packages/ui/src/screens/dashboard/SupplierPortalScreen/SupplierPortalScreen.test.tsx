import { en } from '@energy/i18n/messages/en/screens';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  emptySupplierMetrics,
  noRateSupplierMetrics,
  severalCurrencySupplierMetrics,
  supplierMetrics,
} from '../../../mocks/fixtures/dashboard';
import { dashboardHandlers } from '../../../mocks/dashboardHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { SupplierPortalScreen } from './SupplierPortalScreen';

const renderDashboard = (
  handlers: RequestHandler[],
  role: keyof typeof sessionUsers = 'supplier',
  element = <SupplierPortalScreen />,
) =>
  renderScreen(element, {
    route: '/dashboard/supplier',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
  });

const card = (label: string) => within(screen.getByRole('group', { name: label }));

describe('SupplierPortalScreen (/dashboard/supplier)', () => {
  it('shows opportunities, active quotes, revenue this month and win rate, with their lists', async () => {
    renderDashboard([dashboardHandlers.supplier()]);
    expect(await screen.findByRole('heading', { name: 'Supplier Portal' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'RFQ Opportunities' })).toHaveTextContent('5');
    expect(card('Active Quotes').getByText('2')).toBeInTheDocument();
    expect(card('Revenue (MTD)').getByText('₦640,000.00')).toBeInTheDocument();
    expect(card('Win Rate').getByText('42.9%')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'New RFQ Opportunities' })).getByText('Lagos Power & Industrial Ltd'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'My Active Quotes' })).getByText('₦650,500.00'),
    ).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Supplier Portal links' }));
    expect(links.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/rfq', '/offers', '/orders']);
  });

  it("lists revenue of several currencies apart, the user's default currency first, never converted", async () => {
    const twoCurrencies = {
      ...supplierMetrics,
      revenue: [
        { currency: 'NGN' as const, amount: 64_000_000 },
        { currency: 'EUR' as const, amount: 5_000 },
      ],
    };
    // Under the app's session gate, which loads the session the screens then read.
    renderScreen(
      <ProtectedRoute>
        <SupplierPortalScreen />
      </ProtectedRoute>,
      {
        route: '/dashboard/supplier',
        handlers: [
          authHandlers.signedInAs({
            ...sessionUsers.supplier,
            preferences: { ...sessionUsers.supplier.preferences, currency: 'EUR' },
          }),
          dashboardHandlers.supplier(twoCurrencies),
        ],
      },
    );
    expect(await screen.findByRole('group', { name: 'Revenue (MTD)' })).toHaveTextContent('€50.00 · ₦640,000.00');
  });

  it('lists revenue of several currencies in their given order when the default currency is not among them', async () => {
    const twoCurrencies = {
      ...supplierMetrics,
      revenue: [
        { currency: 'NGN' as const, amount: 64_000_000 },
        { currency: 'EUR' as const, amount: 5_000 },
      ],
    };
    // Dollars, the fixture user's default, are not among them.
    renderDashboard(
      [dashboardHandlers.supplier(twoCurrencies)],
      'supplier',
      <ProtectedRoute>
        <SupplierPortalScreen />
      </ProtectedRoute>,
    );
    expect(await screen.findByRole('group', { name: 'Revenue (MTD)' })).toHaveTextContent('₦640,000.00 · €50.00');
  });

  it("adds revenue of several currencies up in the user's currency, labelled as converted, or says why it cannot", async () => {
    const { unmount } = renderDashboard([dashboardHandlers.supplier(severalCurrencySupplierMetrics)]);
    const revenue = within(await screen.findByRole('group', { name: 'Revenue (MTD)' }));
    expect(revenue.getByText('≈ $2,357.35 total, converted at the rates of Nov 26, 2026')).toBeInTheDocument();
    unmount();
    renderDashboard([dashboardHandlers.supplier(noRateSupplierMetrics)]);
    expect(
      within(await screen.findByRole('group', { name: 'Revenue (MTD)' })).getByText(
        'Converted total unavailable: no exchange rate on or before today',
      ),
    ).toBeInTheDocument();
  });

  it('shows zeros and empty states to a supplier with no records', async () => {
    renderDashboard([dashboardHandlers.supplier(emptySupplierMetrics)]);
    expect(await screen.findByText(en.dashboard.supplier.noOpportunities)).toBeInTheDocument();
    expect(card('Win Rate').getByText('0%')).toBeInTheDocument();
    expect(screen.getByText(en.dashboard.supplier.noQuotes)).toBeInTheDocument();
    expect(screen.getByText(en.dashboard.supplier.noRevenue)).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    renderDashboard([dashboardHandlers.supplierFails()]);
    expect(await screen.findByText(en.dashboard.frame.failed)).toBeInTheDocument();
  });

  it('denies a buyer the supplier dashboard', async () => {
    renderDashboard(
      [],
      'buyer',
      <ProtectedRoute>
        <SupplierPortalScreen />
      </ProtectedRoute>,
    );
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
  });
});
