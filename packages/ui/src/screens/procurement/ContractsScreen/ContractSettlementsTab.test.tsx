import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { contracts, payeeSettlements, settlements } from '../../../mocks/fixtures/procurement';
import { authHandlers } from '../../../mocks/handlers';
import { contractHandlers, settlementHandlers } from '../../../mocks/procurementHandlers';
import { renderScreen } from '../../../test-utils/render';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { ContractSettlementsTab } from './ContractSettlementsTab';

const renderTab = (handlers: RequestHandler[], language?: 'de') =>
  renderScreen(<ContractSettlementsTab contract={contracts.signed} />, {
    route: '/contracts',
    language,
    handlers: [authHandlers.signedInAs(sessionUsers.finance), ...handlers],
  });

const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);
const contractNumber = contracts.signed.contractNumber;

describe("the payee's answer to a recorded payment on a contract's Settlements tab", () => {
  it('offers Confirm and Not Received on the settlement the server lets it answer, and on no other', async () => {
    renderTab([contractHandlers.settlements(payeeSettlements)]);
    await screen.findByText('TRF-90412', undefined, FIRST_LOAD);
    const awaiting = rowOf('TRF-90412');
    expect(awaiting.getByText('Awaiting payee confirmation')).toBeInTheDocument();
    expect(awaiting.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(
      awaiting.getByRole('button', { name: `Report ₦7,500,000.00 (${contractNumber}) not received` }),
    ).toHaveTextContent('Not Received');
    expect(rowOf('TRF-88213').queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives the payer no Not Received on the payment it recorded itself', async () => {
    renderTab([contractHandlers.settlements(settlements)]);
    await screen.findByText(settlements[1]?.description ?? '', undefined, FIRST_LOAD);
    expect(screen.queryByRole('button', { name: /not received$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('reports the payment not received with its reason, which is required, and says it is pending again', async () => {
    const sent: unknown[] = [];
    const { user } = renderTab([
      contractHandlers.settlements(payeeSettlements),
      settlementHandlers.rejectSucceeds(sent),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Report ₦7,500,000.00/ }, FIRST_LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment not received' }));
    expect(
      dialog.getByText(
        `₦7,500,000.00 on ${contractNumber} was recorded as paid (reference TRF-90412). Reporting it not received makes the settlement pending again, without its reference, for the payer to pay or record it again.`,
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Report Not Received' }));
    expect(await dialog.findByText('A reason is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'No transfer with this reference');
    await user.click(dialog.getByRole('button', { name: 'Report Not Received' }));
    expect(await screen.findByText('Reported Not Received')).toBeInTheDocument();
    expect(screen.getByText(`₦7,500,000.00 (${contractNumber}) is pending again.`)).toBeInTheDocument();
    expect(sent).toEqual([{ settlementId: payeeSettlements[1]?.id, reason: 'No transfer with this reference' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment not received' })).not.toBeInTheDocument());
  });

  it("shows the server's refusal in its words", async () => {
    const refusal = 'This settlement is completed: only a recorded payment can be reported not received';
    const { user } = renderTab([
      contractHandlers.settlements(payeeSettlements),
      settlementHandlers.rejectRefused(refusal),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Report ₦7,500,000.00/ }, FIRST_LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment not received' }));
    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'No transfer with this reference');
    await user.click(dialog.getByRole('button', { name: 'Report Not Received' }));
    expect(await screen.findByText('The report was not sent')).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
  });

  it('speaks German', async () => {
    const { user } = renderTab([contractHandlers.settlements(payeeSettlements)], 'de');
    const button = await screen.findByRole(
      'button',
      { name: /^7\.500\.000,00.* als nicht erhalten melden$/ },
      FIRST_LOAD,
    );
    expect(button).toHaveTextContent('Nicht erhalten');
    await user.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Zahlung nicht erhalten' }));
    expect(dialog.getByRole('button', { name: 'Als nicht erhalten melden' })).toBeInTheDocument();
    expect(screen.queryByText('Payment not received')).not.toBeInTheDocument();
  });
});
