import { en } from '@energy/i18n/messages/en/screens';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  emptyFinanceMetrics,
  financeMetrics,
  noRateFinanceMetrics,
  severalCurrencyFinanceMetrics,
} from '../../../mocks/fixtures/dashboard';
import { payments } from '../../../mocks/fixtures/fulfilment';
import { dashboardHandlers } from '../../../mocks/dashboardHandlers';
import { paymentHandlers } from '../../../mocks/fulfilmentHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { PROCESS_NOTICES } from '../../fulfilment/PaymentDashboardScreen/ProcessPaymentModal';
import { FinancePortalScreen } from './FinancePortalScreen';

const renderDashboard = (
  handlers: RequestHandler[],
  role: keyof typeof sessionUsers = 'finance',
  element = <FinancePortalScreen />,
) =>
  renderScreen(element, {
    route: '/dashboard/finance',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
  });

const card = (label: string) => within(screen.getByRole('group', { name: label }));

describe('FinancePortalScreen (/dashboard/finance)', () => {
  it('shows pending payments, processed today, monthly volume and settlement rate, with approvals and settlements', async () => {
    renderDashboard([dashboardHandlers.finance()]);
    expect(await screen.findByRole('heading', { name: 'Finance Portal' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Pending Payments' })).toHaveTextContent('1');
    expect(card('Monthly Volume').getByText('$980,500.00')).toBeInTheDocument();
    expect(card('Settlement Rate').getByText('66.7%')).toBeInTheDocument();
    const settlements = within(screen.getByRole('region', { name: 'Recent Settlements' }));
    expect(settlements.getByText('Overdue')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Finance Portal links' }));
    expect(links.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/payments',
      '/payments',
      '/payments',
      '/settlements',
    ]);
  });

  it('names the payment methods in French', async () => {
    renderScreen(<FinancePortalScreen />, {
      route: '/dashboard/finance',
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.finance), dashboardHandlers.finance()],
    });
    expect(await screen.findByText('Séquestre (4)', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Escrow (4)')).not.toBeInTheDocument();
  });

  it('approves a pending payment: Approve opens Process Payment, which captures it', async () => {
    const { user } = renderDashboard([dashboardHandlers.finance(), paymentHandlers.processSucceeds()]);
    await user.click(
      await screen.findByRole('button', { name: `${en.dashboard.finance.approve} ${payments.pending.paymentNumber}` }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Process Payment' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByText(PROCESS_NOTICES.captured)).toBeInTheDocument();
  });

  it('offers no Approve where the server does not list payment.process', async () => {
    const readOnly = {
      ...financeMetrics,
      pendingApprovals: financeMetrics.pendingApprovals.map((p) => ({ ...p, allowedActions: [] })),
    };
    renderDashboard([dashboardHandlers.finance(readOnly)]);
    expect(await screen.findByText(payments.pending.paymentNumber)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it("adds the monthly volume of several currencies up in the user's currency, labelled as converted", async () => {
    renderDashboard([dashboardHandlers.finance(severalCurrencyFinanceMetrics)]);
    const volume = within(await screen.findByRole('group', { name: 'Monthly Volume' }));
    expect(volume.getByText('≈ $2,357.35 total, converted at the rates of Nov 26, 2026')).toBeInTheDocument();
    // Pending and processed today are in dollars only: no converted line.
    expect(screen.getAllByText(/converted at the rates of/)).toHaveLength(1);
  });

  it('says the converted total is unavailable, and why, when a currency has no exchange rate', async () => {
    renderDashboard([dashboardHandlers.finance(noRateFinanceMetrics)]);
    const volume = within(await screen.findByRole('group', { name: 'Monthly Volume' }));
    expect(volume.getByText('Converted total unavailable: no exchange rate on or before today')).toBeInTheDocument();
  });

  it('shows zeros and empty states to an organization with no payments', async () => {
    renderDashboard([dashboardHandlers.finance(emptyFinanceMetrics)]);
    expect(await screen.findByText(en.dashboard.finance.noApprovals)).toBeInTheDocument();
    expect(card('Monthly Volume').getByText('$0.00')).toBeInTheDocument();
    expect(screen.getByText(en.dashboard.finance.noSettlements)).toBeInTheDocument();
    expect(screen.getByText(en.dashboard.finance.noAlerts)).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    renderDashboard([dashboardHandlers.financeFails()]);
    expect(await screen.findByText(en.dashboard.frame.failed)).toBeInTheDocument();
  });

  it('denies a buyer the finance dashboard', async () => {
    renderDashboard(
      [],
      'buyer',
      <ProtectedRoute>
        <FinancePortalScreen />
      </ProtectedRoute>,
    );
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
  });
});
