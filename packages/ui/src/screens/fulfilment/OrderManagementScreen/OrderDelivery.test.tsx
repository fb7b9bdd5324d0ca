import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { DELIVERED_QUANTITY_MESSAGES } from '@energy/domain/schemas/delivered-quantity';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { invoicedWithin, shortAccepted, shortDelivery } from '../../../mocks/fixtures/deliveredQuantity';
import { orderHandlers } from '../../../mocks/fulfilmentHandlers';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { OrderManagementScreen } from './OrderManagementScreen';

const renderOrders = (role: 'buyer' | 'supplier', handlers: RequestHandler[]) =>
  renderScreen(<OrderManagementScreen />, {
    route: '/orders',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), ...handlers],
  });

async function openDelivery(orderNumber: string) {
  const { user } = renderResult;
  await user.click(await screen.findByRole('button', { name: `Delivered quantity of ${orderNumber}` }, FIRST_LOAD));
  return within(await screen.findByRole('dialog', { name: 'Delivered quantity' }));
}
let renderResult: ReturnType<typeof renderOrders>;

describe('OrderManagementScreen: delivered quantity and final invoice', () => {
  it('shows "Short delivery" on the order; the buyer accepts it (order.acceptQuantity) and is told', async () => {
    const sent: string[] = [];
    const accept = trpcMsw.order.acceptQuantity.mutation(({ input }) => {
      sent.push(input.id);
      return shortAccepted;
    });
    renderResult = renderOrders('buyer', [orderHandlers.list([shortDelivery, invoicedWithin]), accept]);
    const row = await screen.findByRole(
      'button',
      { name: `Delivered quantity of ${shortDelivery.orderNumber}` },
      FIRST_LOAD,
    );
    expect(row).toHaveTextContent('Short delivery');
    const dialog = await openDelivery(shortDelivery.orderNumber);
    expect(dialog.getByText('Settled quantity: 900 liters')).toBeInTheDocument();
    expect(dialog.getByText('Received at 15 °C (outturn)')).toBeInTheDocument();
    expect(dialog.getByText('Contracted: 1,000 liters (± 5 %)')).toBeInTheDocument();
    expect(dialog.getByText('Deviation: -100 liters (-10 %)')).toBeInTheDocument();
    expect(dialog.getByText(/accept it or raise a dispute before the money is released/)).toBeInTheDocument();
    expect(
      dialog.getByText('The final invoice is issued once the price is final and the quantity is settled.'),
    ).toBeInTheDocument();
    await renderResult.user.click(
      dialog.getByRole('button', { name: `Accept the delivered quantity of ${shortDelivery.orderNumber}` }),
    );
    expect(await screen.findByText(`${shortDelivery.orderNumber}: the delivered quantity stands.`)).toBeInTheDocument();
    expect(sent).toEqual([shortDelivery.id]);
  });

  it("shows the final invoice's figures: 980 × 500 = ₦490,000.00 + ₦2,500.00 − ₦100,000.00 = ₦392,500.00", async () => {
    renderResult = renderOrders('buyer', [orderHandlers.list([invoicedWithin])]);
    const dialog = await openDelivery(invoicedWithin.orderNumber);
    expect(dialog.getByText('Within tolerance')).toBeInTheDocument();
    const invoice = within(dialog.getByLabelText('Final invoice'));
    expect(invoice.getByText('980 liters × 500 = ₦490,000.00')).toBeInTheDocument();
    expect(invoice.getByText('Demurrage: + ₦2,500.00')).toBeInTheDocument();
    expect(invoice.getByText('Paid before: − ₦100,000.00')).toBeInTheDocument();
    expect(invoice.getByText('Amount: ₦392,500.00')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Accept the delivered quantity/ })).toBeNull();
  });

  it('offers Accept quantity only where the server lists it: the supplier reads the short delivery', async () => {
    renderResult = renderOrders('supplier', [orderHandlers.list([{ ...shortDelivery, allowedActions: [] }])]);
    const dialog = await openDelivery(shortDelivery.orderNumber);
    expect(dialog.getByText('Short delivery')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Accept the delivered quantity/ })).toBeNull();
    expect(shortDelivery.escrow.heldReason).toBe(DELIVERED_QUANTITY_MESSAGES.held);
  });
});
