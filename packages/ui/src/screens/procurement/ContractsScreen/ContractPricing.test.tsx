import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  adjustmentSettlements,
  awaitingQuotesContract,
  finalPriceContract,
} from '../../../mocks/fixtures/formulaPricing';
import { contracts, rfqs } from '../../../mocks/fixtures/procurement';
import { authHandlers } from '../../../mocks/handlers';
import { contractHandlers, rfqHandlers, settlementHandlers } from '../../../mocks/procurementHandlers';
import { renderScreen } from '../../../test-utils/render';
import { ContractsScreen } from './ContractsScreen';
import { FIRST_LOAD } from '../../../test-utils/waits';

const renderContracts = (handlers: RequestHandler[], role: keyof typeof sessionUsers = 'buyer') =>
  renderScreen(<ContractsScreen />, {
    route: '/contracts',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), rfqHandlers.byId(rfqs.quoted), ...handlers],
  });

const FORMULA_WORDS = 'Gasoil 0.1% CIF NWE (GO-CIF-NWE), average of 5 quotes from the delivery date, − 2.00 NGN/l';

describe('ContractsScreen: a formula contract', () => {
  it('shows the formula, the provisional price and "Awaiting quotes (3 of 5)" until the price is fixed', async () => {
    const { user } = renderContracts([contractHandlers.list([awaitingQuotesContract, contracts.signed])]);
    await user.click(
      await screen.findByRole('button', { name: `View ${awaitingQuotesContract.contractNumber}` }, FIRST_LOAD),
    );
    const dialog = within(screen.getByRole('dialog', { name: `Contract ${awaitingQuotesContract.contractNumber}` }));
    expect(await dialog.findByText(FORMULA_WORDS)).toBeInTheDocument();
    expect(
      await dialog.findByText(
        'average 513.00 USD/t, at 845 kg/m³ and 1,500.00 NGN/USD = 650.2275 NGN/l, − 2.00 = 648.2275 NGN/l',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText('₦648.2275 per unit, ₦162,056,875.00 in total')).toBeInTheDocument();
    expect(dialog.getByText('Awaiting quotes (3 of 5)')).toBeInTheDocument();
    expect(dialog.queryByText('Difference to the provisional price')).not.toBeInTheDocument();
  });

  it('shows no pricing section on a fixed contract', async () => {
    const { user } = renderContracts([contractHandlers.list([contracts.signed])]);
    await user.click(
      await screen.findByRole('button', { name: `View ${contracts.signed.contractNumber}` }, FIRST_LOAD),
    );
    const dialog = within(screen.getByRole('dialog', { name: `Contract ${contracts.signed.contractNumber}` }));
    expect(dialog.getByText('Total Value')).toBeInTheDocument();
    expect(dialog.queryByText('Provisional price')).not.toBeInTheDocument();
    expect(dialog.queryByText(/Awaiting quotes/)).not.toBeInTheDocument();
  });

  it('shows the final price, its date and the credit against the provisional one, and the adjustment as a credit', async () => {
    const { user } = renderContracts([
      contractHandlers.list([finalPriceContract]),
      contractHandlers.settlements(adjustmentSettlements),
    ]);
    await user.click(
      await screen.findByRole('button', { name: `View ${finalPriceContract.contractNumber}` }, FIRST_LOAD),
    );
    const dialog = within(screen.getByRole('dialog', { name: `Contract ${finalPriceContract.contractNumber}` }));
    const fixedOn = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(finalPriceContract.priceFixedAt ?? ''));
    expect(dialog.getByText(`₦643.6645 per unit, ₦160,916,125.00 in total, fixed on ${fixedOn}`)).toBeInTheDocument();
    expect(dialog.getByText('₦162,056,875.00 in total', { exact: false })).toBeInTheDocument();
    expect(dialog.getByText('₦1,140,750.00 (credit)')).toBeInTheDocument();
    expect(dialog.queryByText(/Awaiting quotes/)).not.toBeInTheDocument();
    expect(
      await dialog.findByText(
        'average 509.40 USD/t, at 845 kg/m³ and 1,500.00 NGN/USD = 645.6645 NGN/l, − 2.00 = 643.6645 NGN/l',
      ),
    ).toBeInTheDocument();

    await user.click(dialog.getByRole('tab', { name: 'Settlements' }));
    const adjustment = (await dialog.findByText('Final price adjustment')).closest('tr') as HTMLElement;
    expect(within(adjustment).getByText('Price adjustment')).toBeInTheDocument();
    expect(within(adjustment).getByText('₦1,140,750.00 (credit)')).toBeInTheDocument();
    const balance = dialog.getByText('Balance on delivery').closest('tr') as HTMLElement;
    expect(within(balance).getByText('₦7,500,000.00')).toBeInTheDocument();
  });

  it("words a refund as one: the buyer's finance records the refund received, not a payment", async () => {
    const refundable = adjustmentSettlements.map((settlement) =>
      settlement.amount < 0 ? { ...settlement, allowedActions: ['settlement.recordPaid' as const] } : settlement,
    );
    const { user } = renderContracts(
      [
        contractHandlers.list([finalPriceContract]),
        contractHandlers.settlements(refundable),
        settlementHandlers.recordPaidSucceeds(),
      ],
      'finance',
    );
    await user.click(
      await screen.findByRole('button', { name: `View ${finalPriceContract.contractNumber}` }, FIRST_LOAD),
    );
    const dialog = within(screen.getByRole('dialog', { name: `Contract ${finalPriceContract.contractNumber}` }));
    await user.click(dialog.getByRole('tab', { name: 'Settlements' }));
    const adjustment = (await dialog.findByText('Final price adjustment')).closest('tr') as HTMLElement;
    expect(within(adjustment).queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
    await user.click(within(adjustment).getByRole('button', { name: 'Record Refund Received' }));
    const record = within(screen.getByRole('dialog', { name: 'Record Refund Received' }));
    expect(record.getByText('Final price adjustment: ₦1,140,750.00 (credit)')).toBeInTheDocument();
    await user.type(record.getByLabelText(/^Payment Reference/), 'REFUND-22');
    await user.click(record.getByRole('button', { name: 'Record Refund Received' }));
    expect(await screen.findByText('Refund REFUND-22 has been recorded.')).toBeInTheDocument();
  });
});
