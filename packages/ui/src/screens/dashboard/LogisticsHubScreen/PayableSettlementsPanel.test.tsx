import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { payableDemurrage } from '../../../mocks/fixtures/demurrage';
import { authHandlers } from '../../../mocks/handlers';
import { payableHandlers } from '../../../mocks/payableHandlers';
import { renderScreen } from '../../../test-utils/render';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { PayableSettlementsPanel } from './PayableSettlementsPanel';

const renderPanel = (handlers: RequestHandler[], language?: 'fr') =>
  renderScreen(<PayableSettlementsPanel />, {
    route: '/dashboard/logistics',
    language,
    handlers: [authHandlers.signedInAs(sessionUsers.logistics), ...handlers],
  });

const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);

describe('the demurrage owed to the carrier (Logistics Hub)', () => {
  it('lists each line with its contract, payer, amount and state; only the recorded payment may be answered', async () => {
    renderPanel([payableHandlers.list()]);
    const panel = within(await screen.findByRole('region', { name: 'Demurrage owed to you' }));
    await panel.findByText('₦37,500.00', undefined, FIRST_LOAD);
    const awaiting = rowOf('₦37,500.00');
    expect(awaiting.getByText(payableDemurrage.awaiting.contractNumber)).toBeInTheDocument();
    expect(awaiting.getByText('Lagos Refining Co.')).toBeInTheDocument();
    expect(awaiting.getByText('Awaiting payee confirmation')).toBeInTheDocument();
    expect(awaiting.getByText('TRF-DEM-0412')).toBeInTheDocument();
    expect(
      awaiting.getByRole('button', { name: /^Confirm receipt of ₦37,500.00 from Lagos Refining Co./ }),
    ).toBeEnabled();
    expect(awaiting.getByRole('button', { name: /^Report ₦37,500.00 .* not received$/ })).toBeEnabled();
    // Not yet recorded by the buyer's finance: nothing to answer.
    const pending = rowOf('₦12,500.00');
    expect(pending.getByText('Not recorded as paid yet')).toBeInTheDocument();
    expect(pending.queryByRole('button')).not.toBeInTheDocument();
    // Settled: its date, no button.
    const settled = rowOf('₦50,000.00');
    expect(settled.getByText(/^Settled on /)).toBeInTheDocument();
    expect(settled.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks before confirming, naming the payer, the amount and the reference, then confirms that line', async () => {
    const seen: string[] = [];
    const { user } = renderPanel([payableHandlers.list(), payableHandlers.confirmSucceeds(seen)]);
    await user.click(await screen.findByRole('button', { name: /^Confirm receipt of ₦37,500.00/ }, FIRST_LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the payment arrived' }));
    expect(
      dialog.getByText(
        `Lagos Refining Co. recorded ₦37,500.00 of demurrage on ${payableDemurrage.awaiting.contractNumber} as paid outside the platform (reference TRF-DEM-0412). Confirm only once the money is in your account: the line is then settled.`,
      ),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Confirm Receipt' }));
    expect(await screen.findByText('Payment Confirmed')).toBeInTheDocument();
    expect(
      screen.getByText(`₦37,500.00 from Lagos Refining Co. (${payableDemurrage.awaiting.contractNumber}) is settled.`),
    ).toBeInTheDocument();
    expect(seen).toEqual([payableDemurrage.awaiting.id]);
  });

  it("shows the server's refusal of a confirmation in its words", async () => {
    const refusal = 'This settlement is completed: only a recorded payment can be confirmed';
    const { user } = renderPanel([payableHandlers.list(), payableHandlers.confirmRefused(refusal)]);
    await user.click(await screen.findByRole('button', { name: /^Confirm receipt of ₦37,500.00/ }, FIRST_LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the payment arrived' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm Receipt' }));
    expect(await screen.findByText('The payment was not confirmed')).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
  });

  it('reports a payment not received with its reason, which is required', async () => {
    const sent: unknown[] = [];
    const { user } = renderPanel([payableHandlers.list(), payableHandlers.rejectSucceeds(sent)]);
    await user.click(await screen.findByRole('button', { name: /^Report ₦37,500.00/ }, FIRST_LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment not received' }));
    await user.click(dialog.getByRole('button', { name: 'Report Not Received' }));
    expect(await dialog.findByText('A reason is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'No transfer with this reference');
    await user.click(dialog.getByRole('button', { name: 'Report Not Received' }));
    expect(await screen.findByText('Reported Not Received')).toBeInTheDocument();
    expect(sent).toEqual([{ settlementId: payableDemurrage.awaiting.id, reason: 'No transfer with this reference' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment not received' })).not.toBeInTheDocument());
  });

  it('says when nothing is owed, and when the list cannot be loaded', async () => {
    const { unmount } = renderPanel([payableHandlers.list([])]);
    expect(
      await screen.findByText('No demurrage is payable to your organization.', undefined, FIRST_LOAD),
    ).toBeInTheDocument();
    unmount();
    renderPanel([payableHandlers.fails()]);
    expect(
      await screen.findByText('Failed to load the demurrage owed to you', undefined, FIRST_LOAD),
    ).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderPanel([payableHandlers.list()], 'fr');
    const panel = within(await screen.findByRole('region', { name: 'Surestaries qui vous sont dues' }, FIRST_LOAD));
    expect(await panel.findByRole('button', { name: /^Confirmer la réception de / })).toBeInTheDocument();
    expect(panel.getByText('Pas encore enregistré comme payé')).toBeInTheDocument();
    expect(screen.queryByText('Demurrage owed to you')).not.toBeInTheDocument();
  });
});
