import { translatorFor } from '@energy/i18n/translator';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { payeeSettlementDashboard, settlementDashboard } from '../../../mocks/fixtures/procurement';
import { authHandlers } from '../../../mocks/handlers';
import { settlementHandlers } from '../../../mocks/procurementHandlers';
import { renderScreen } from '../../../test-utils/render';
import { emulatePhone } from '../../../test-utils/tableQueries';
import { SETTLEMENT_DASHBOARD_TEXTS, SettlementDashboardScreen } from './SettlementDashboardScreen';
import { SETTLEMENT_LIST_TEXTS } from './SettlementLists';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

const renderDashboard = (handlers: RequestHandler[]) =>
  renderScreen(<SettlementDashboardScreen />, {
    route: '/settlements',
    handlers: [authHandlers.signedInAs(sessionUsers.finance), ...handlers],
  });

/** A row of the Upcoming Settlements table (the first table; Recent Settlements repeats contract numbers). */
const rowOf = (contractNumber: string) =>
  within(
    within(screen.getAllByRole('table')[0] as HTMLElement)
      .getByText(contractNumber)
      .closest('tr') as HTMLElement,
  );

describe('SettlementDashboardScreen', () => {
  it('shows the summary in NGN, the breakdown and the payment performance', async () => {
    renderDashboard([settlementHandlers.dashboard()]);
    expect(await screen.findByText('₦24,700,000.00')).toBeInTheDocument();
    expect(screen.getByText('₦11,700,000.00')).toBeInTheDocument();
    expect(screen.getByText('Overdue: 1')).toBeInTheDocument();
    expect(screen.getByText('87.5%')).toBeInTheDocument();
    expect(screen.getByText('4.2 days')).toBeInTheDocument();
  });

  it('keys every line of the status legend with its slice color', async () => {
    renderDashboard([settlementHandlers.dashboard()]);
    const legend = within(await screen.findByRole('list', { name: 'Settlement status legend' }));
    const keys = legend.getAllByRole('listitem').map((item) => ({
      text: item.textContent,
      color: (item.querySelector('.mantine-ColorSwatch-colorOverlay') as HTMLElement | null)?.style.backgroundColor,
    }));
    const { completed, partial, pending, overdue } = settlementDashboard.settlementStatus;
    expect(keys).toEqual([
      { text: `Completed: ${completed}`, color: 'var(--mantine-color-green-6)' },
      { text: `Partial: ${partial}`, color: 'var(--mantine-color-orange-5)' },
      { text: `Pending: ${pending}`, color: 'var(--mantine-color-yellow-5)' },
      { text: `Overdue: ${overdue}`, color: 'var(--mantine-color-red-6)' },
    ]);
  });

  it('badges upcoming settlements Overdue, Due Today, Due Soon, and nothing further out', async () => {
    renderDashboard([settlementHandlers.dashboard()]);
    const [overdue, today, soon, later] = settlementDashboard.upcomingSettlements;
    expect(await screen.findByText(overdue?.contractNumber ?? '')).toBeInTheDocument();
    expect(rowOf(overdue?.contractNumber ?? '').getByText('Overdue')).toBeInTheDocument();
    expect(rowOf(today?.contractNumber ?? '').getByText('Due Today')).toBeInTheDocument();
    expect(rowOf(later?.contractNumber ?? '').queryByText(/Due|Overdue/)).not.toBeInTheDocument();
    expect(rowOf(soon?.contractNumber ?? '').getByText('Due Soon')).toBeInTheDocument();
  });

  it('lists upcoming and recent settlements in the one data table, statuses whole', async () => {
    renderDashboard([settlementHandlers.dashboard()]);
    const [recent] = settlementDashboard.recentSettlements;
    const recentTable = within((await screen.findAllByRole('table'))[1] as HTMLElement);
    const row = within(recentTable.getByText(recent?.reference ?? '').closest('tr') as HTMLElement);
    expect(row.getByText('Completed')).toBeInTheDocument();
    expect(recentTable.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
  });

  it('on a phone shows settlements as cards, not tables wider than the screen', async () => {
    emulatePhone();
    renderDashboard([settlementHandlers.dashboard()]);
    const cards = await screen.findAllByTestId('data-table-cards');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [overdue] = settlementDashboard.upcomingSettlements;
    const card = within(
      within(cards[0] as HTMLElement)
        .getByText(overdue?.contractNumber ?? '')
        .closest('article') as HTMLElement,
    );
    expect(card.getByText('Overdue')).toBeInTheDocument();
  });

  it('labels a settlement recorded as paid "Awaiting payee confirmation"; the payer gets no Confirm button', async () => {
    renderDashboard([settlementHandlers.dashboard()]);
    const awaiting = settlementDashboard.upcomingSettlements.find((s) => s.status === 'awaiting_confirmation');
    expect(await screen.findByText(awaiting?.reference ?? '')).toBeInTheDocument();
    expect(rowOf(awaiting?.contractNumber ?? '').getByText('Awaiting payee confirmation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('lets the payee confirm the recorded payment, on that row only', async () => {
    const confirmed: string[] = [];
    const { user } = renderDashboard([
      settlementHandlers.dashboard(payeeSettlementDashboard),
      settlementHandlers.confirmSucceeds(confirmed),
    ]);
    const awaiting = payeeSettlementDashboard.upcomingSettlements.find((s) => s.status === 'awaiting_confirmation');
    expect(await screen.findByText(awaiting?.reference ?? '')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Confirm' })).toHaveLength(1);
    await user.click(rowOf(awaiting?.contractNumber ?? '').getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirmed).toEqual([awaiting?.id]));
  });

  it('lets the payee report the recorded payment not received, with its reason, on that row only', async () => {
    const sent: unknown[] = [];
    const { user } = renderDashboard([
      settlementHandlers.dashboard(payeeSettlementDashboard),
      settlementHandlers.rejectSucceeds(sent),
    ]);
    const awaiting = payeeSettlementDashboard.upcomingSettlements.find((s) => s.status === 'awaiting_confirmation');
    const contractNumber = awaiting?.contractNumber ?? '';
    expect(await screen.findByText(awaiting?.reference ?? '')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /not received$/ })).toHaveLength(1);
    const button = rowOf(contractNumber).getByRole('button', {
      name: `Report ₦7,500,000.00 (${contractNumber}) not received`,
    });
    expect(button).toHaveTextContent('Not Received');
    await user.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment not received' }));
    expect(dialog.getByText(/^₦7,500,000.00 on .* was recorded as paid \(reference TRF-90412\)\./)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Nothing arrived on our account');
    await user.click(dialog.getByRole('button', { name: 'Report Not Received' }));
    expect(await screen.findByText('Reported Not Received')).toBeInTheDocument();
    expect(sent).toEqual([{ settlementId: awaiting?.id, reason: 'Nothing arrived on our account' }]);
  });

  it('gives the payer no Not Received on the payment it recorded', async () => {
    renderDashboard([settlementHandlers.dashboard()]);
    expect(await screen.findByText('TRF-90412')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /not received$/ })).not.toBeInTheDocument();
  });

  it('says when no settlement falls due and none is recorded', async () => {
    renderDashboard([
      settlementHandlers.dashboard({ ...settlementDashboard, upcomingSettlements: [], recentSettlements: [] }),
    ]);
    expect(await screen.findByText(en(SETTLEMENT_LIST_TEXTS.upcoming.empty))).toBeInTheDocument();
    expect(screen.getByText(en(SETTLEMENT_LIST_TEXTS.recent.empty))).toBeInTheDocument();
  });

  it('says "Failed to load settlement data." when the call fails', async () => {
    renderDashboard([settlementHandlers.dashboardFails()]);
    expect(await screen.findByText(en(SETTLEMENT_DASHBOARD_TEXTS.failed))).toBeInTheDocument();
  });
});
